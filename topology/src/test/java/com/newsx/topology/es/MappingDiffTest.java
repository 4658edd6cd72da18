package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        assertEquals(List.of(), d.added());
        assertEquals(List.of(), d.retyped());
        assertEquals(List.of(), d.parameters());
        assertTrue(d.additions().isEmpty());
    }

    @Test
    void fieldsTheIndexLacksAreAddedAtEveryLevelANewMultiFieldWithItsFieldsDefinition() throws Exception {
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json("{'dynamic':'strict','properties':{"
                + "'url':{'type':'keyword','ignore_above':4096},"
                + "'title':{'type':'text','analyzer':'smartcn'},"
                + "'meta':{'properties':{'lang':{'type':'keyword'}}}}}"));
        assertEquals(List.of("title.cjk", "meta.score", "story_id"), d.added());
        assertEquals(List.of(), d.retyped());
        assertEquals(json("{'properties':{"
                + "'title':{'type':'text','analyzer':'smartcn','fields':{'cjk':{'type':'text','analyzer':'cjk'}}},"
                + "'meta':{'properties':{'score':{'type':'float'}}},"
                + "'story_id':{'type':'keyword'}}}"), d.additions(), "only what is new, where it goes");
    }

    @Test
    void aFieldTypedOtherwiseIsRetypedObjectsIncluded() throws Exception {
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json("{'dynamic':'strict','properties':{"
                + "'url':{'type':'text'},"
                + "'title':{'type':'text','analyzer':'smartcn','fields':{'cjk':{'type':'keyword'}}},"
                + "'meta':{'type':'keyword'},'story_id':{'type':'keyword'}}}"));
        assertEquals(List.of(new MappingDiff.Retyped("url", "text", "keyword"),
                new MappingDiff.Retyped("title.cjk", "keyword", "text"),
                new MappingDiff.Retyped("meta", "keyword", "object")), d.retyped());
        assertEquals(List.of(), d.added());
    }

    @Test
    void aKeywordWhereTheTemplateNowHasBinaryTakesItsValuesSoItIsAParameterNotARetype() throws Exception {
        String binary = TEMPLATE.replace("'story_id':{'type':'keyword'}", "'story_id':{'type':'binary','doc_values':true}");
        MappingDiff older = MappingDiff.of(json(binary), json(TEMPLATE));
        assertEquals(List.of(), older.retyped(), "a keyword takes the base64 string a binary field is written as");
        assertEquals(List.of("story_id"), older.parameters());
        MappingDiff reverse = MappingDiff.of(json(TEMPLATE), json(binary));
        assertEquals(List.of(new MappingDiff.Retyped("story_id", "binary", "keyword")), reverse.retyped(),
                "a binary field takes no string that is not base64");
    }

    @Test
    void aParameterSetOtherwiseIsNotedOneLeftOutIsElasticsearchsDefault() throws Exception {
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json(TEMPLATE.replace("4096", "256").replace("'analyzer':'cjk'", "'analyzer':'standard'")));
        assertEquals(List.of("url", "title.cjk"), d.parameters());
        assertEquals(List.of(), d.added());
        assertTrue(d.additions().isEmpty(), "nothing to put");
        MappingDiff omitted = MappingDiff.of(json(TEMPLATE), json(TEMPLATE.replace(",'ignore_above':4096", "")));
        assertEquals(List.of(), omitted.parameters(), "Elasticsearch leaves out parameters at their defaults");
    }

    @Test
    void sourceExcludesTheIndexLacksAreAParameterNotAField() throws Exception {
        String excluding = TEMPLATE.replace("'dynamic':'strict',", "'dynamic':'strict','_source':{'excludes':['i18n']},");
        MappingDiff d = MappingDiff.of(json(excluding), json(TEMPLATE));
        assertEquals(List.of("_source"), d.parameters(), "made before the excludes: it stores them whole");
        assertEquals(List.of(), d.added());
        assertTrue(d.additions().isEmpty(), "excludes cannot change in place: nothing to put");
        assertEquals(List.of(), MappingDiff.of(json(excluding), json(excluding)).parameters());
        assertEquals(List.of(), MappingDiff.of(json(TEMPLATE), json(TEMPLATE)).parameters(), "neither excludes anything");
    }

    @Test
    void fieldsOnlyTheIndexHasAreNoDifference() throws Exception {
        String withMore = TEMPLATE.replace("'story_id'", "'old_field':{'type':'long'},'story_id'");
        MappingDiff d = MappingDiff.of(json(TEMPLATE), json(withMore));
        assertEquals(List.of(), d.added());
        assertEquals(List.of(), d.parameters());
        assertTrue(d.additions().isEmpty());
    }
}
