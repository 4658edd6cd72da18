package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MappingDiffTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String s) throws Exception {
        return JSON.readTree(s.replace('\'', '"'));
    }

    private static final String TEMPLATE = "{'dynamic':'strict','properties':{"
            + "'url':{'type':'keyword','ignore_above':4096},"
            + "'title':{'type':'text','analyzer':'smartcn','fields':{'cjk':{'type':'text','analyzer':'cjk'}}},"
            + "'meta':{'properties':{'lang':{'type':'keyword'},'score':{'type':'float'}}},"
            + "'story_id':{'type':'keyword'}}}";

    @Test
    void theSameMappingDiffersInNothing() throws Exception {
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json(TEMPLATE));
        assertFalse(d.differs());
        assertEquals(List.of(), d.added());
        assertEquals(List.of(), d.retyped());
    }

    @Test
    void fieldsTheIndexLacksAreAddedAtEveryLevel() throws Exception {
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json("{'dynamic':'strict','properties':{"
                + "'url':{'type':'keyword','ignore_above':4096},"
                + "'title':{'type':'text','analyzer':'smartcn'},"
                + "'meta':{'properties':{'lang':{'type':'keyword'}}}}}"));
        assertTrue(d.differs());
        assertEquals(List.of("title.cjk", "meta.score", "story_id"), d.added());
        assertEquals(List.of(), d.retyped());
    }

    @Test
    void aFieldTypedOtherwiseIsRetypedObjectsIncluded() throws Exception {
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json("{'dynamic':'strict','properties':{"
                + "'url':{'type':'text'},"
                + "'title':{'type':'text','analyzer':'smartcn','fields':{'cjk':{'type':'keyword'}}},"
                + "'meta':{'type':'keyword'},'story_id':{'type':'keyword'}}}"));
        assertTrue(d.differs());
        assertEquals(List.of(new MappingDiff.Retyped("url", "text", "keyword"),
                new MappingDiff.Retyped("title.cjk", "keyword", "text"),
                new MappingDiff.Retyped("meta", "keyword", "object")), d.retyped());
    }

    @Test
    void aParameterOrDynamicThatDiffersIsADifferenceForElasticsearchToJudge() throws Exception {
        MappingDiff param = MappingDiff.of(json(TEMPLATE), json(TEMPLATE.replace("4096", "256")));
        assertTrue(param.differs());
        assertEquals(List.of(), param.added());
        assertEquals(List.of(), param.retyped());
        MappingDiff dynamic = MappingDiff.of(json(TEMPLATE), json(TEMPLATE.replace("'dynamic':'strict',", "")));
        assertTrue(dynamic.differs());
    }

    @Test
    void fieldsOnlyTheIndexHasAreNoDifference() throws Exception {
        String withMore = TEMPLATE.replace("'story_id'", "'old_field':{'type':'long'},'story_id'");
        assertFalse(MappingDiff.of(json(TEMPLATE), json(withMore)).differs());
    }
}
