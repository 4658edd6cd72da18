package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static com.newsx.topology.copies.CopiesFixtures.COPY;
import static com.newsx.topology.copies.CopiesFixtures.STORY;
import static com.newsx.topology.copies.CopiesFixtures.article;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

class BatchSearchTest {
    private static final JacksonJsonpMapper MAPPER = new JacksonJsonpMapper();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode body(BatchSearch s) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonGenerator g = MAPPER.jsonProvider().createGenerator(bytes);
        s.request("news-articles").serialize(g, MAPPER);
        g.close();
        return JSON.readTree(bytes.toByteArray());
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static SearchResponse<Map> response(String hits) {
        String json = "{\"took\":1,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,\"skipped\":0,"
                + "\"failed\":0},\"hits\":{\"max_score\":null,\"hits\":[" + hits + "]}}";
        JsonpDeserializer<SearchResponse<Map>> d = SearchResponse.createSearchResponseDeserializer(
                (JsonpDeserializer) JsonpDeserializer.of(Map.class));
        return d.deserialize(MAPPER.jsonProvider().createParser(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))), MAPPER);
    }

    /** A hit with a signature (read from doc values) holding {@code bands}. */
    private static String hit(String id, List<String> bands) throws Exception {
        return "{\"_index\":\"news-articles-2026.11\",\"_id\":\"" + id + "\",\"_score\":0.0,\"fields\":{"
                + "\"copy_signature\":[\"" + PackedMinima.pack(new int[128]) + "\"],\"copy_shingles\":[40],"
                + "\"story_id\":[\"" + id + "\"],\"copy_bands\":" + JSON.writeValueAsString(bands) + "}}";
    }

    @Test
    void aBatchIsOneFilterOfAllItsKeysThatReadsEachHitsKeysAndNoSource() throws Exception {
        CandidateSource.Lookup a = new CandidateSource.Lookup("a", List.of("k1", "k2", "k3"), 20);
        CandidateSource.Lookup b = new CandidateSource.Lookup("b", List.of("k3", "k4"), 5);
        JsonNode body = body(BatchSearch.of(List.of(a, b)));
        assertEquals(25, body.path("size").asInt(), "every lookup's candidates at most");
        assertFalse(body.path("_source").asBoolean(true));
        assertFalse(body.path("track_total_hits").asBoolean(true));
        Set<String> keys = new TreeSet<>();
        body.path("query").path("bool").path("filter").path(0).path("terms").path("copy_bands").forEach(k -> keys.add(k.asText()));
        assertEquals(Set.of("k1", "k2", "k3", "k4"), keys, "each key once");
        List<String> fields = new ArrayList<>();
        body.path("docvalue_fields").forEach(f -> fields.add(f.path("field").asText()));
        assertEquals(true, fields.containsAll(EsCandidates.DOC_VALUES) && fields.contains("copy_bands"), fields.toString());
        assertEquals("_none_", body.path("stored_fields").path(0).asText(body.path("stored_fields").asText()), body.toString());
    }

    @Test
    void eachHitGoesToTheArticlesSharingItsKeysMostSharedFirstNeverToItselfAndAtMostEachMax() throws Exception {
        CandidateSource.Lookup a = new CandidateSource.Lookup("a", List.of("k1", "k2", "k3"), 2);
        CandidateSource.Lookup b = new CandidateSource.Lookup("b", List.of("k9"), 20);
        BatchSearch s = BatchSearch.of(List.of(a, b));
        EsCandidates.Answer answer = s.answer(response(String.join(",",
                hit("one", List.of("k1", "x")), hit("three", List.of("k1", "k2", "k3")),
                hit("a", List.of("k1", "k2", "k3")), // a's own earlier version: never its own candidate
                hit("two", List.of("k2", "k3", "y")), hit("stranger", List.of("z")))));
        assertEquals(List.of("three", "two"), answer.found().get(0).stream().map(Candidate::id).toList(),
                "most keys shared first, at most 2");
        assertEquals(List.of(), answer.found().get(1));
        assertEquals(List.of(), answer.older());
        assertEquals(2, answer.answers().size());
    }

    @Test
    void asManyHitsAsTheSearchAskedForMayBeCutSoThereIsNoAnswer() throws Exception {
        CandidateSource.Lookup a = new CandidateSource.Lookup("a", List.of("k1"), 2);
        BatchSearch s = BatchSearch.of(List.of(a));
        assertNull(s.answer(response(hit("one", List.of("k1")) + "," + hit("two", List.of("k1")))));
        assertEquals(1, s.answer(response(hit("one", List.of("k1")))).found().get(0).size());
    }

    @Test
    void hitsWithoutASignatureAreLeftForTheirSourceUnderEachArticleTheyServe() throws Exception {
        CopyArticle story = article("s", STORY, null, "2026-11-24T08:00:00Z");
        CopyArticle copy = article("c", COPY, null, "2026-11-24T09:00:00Z");
        BatchSearch s = BatchSearch.of(List.of(new CandidateSource.Lookup("c", copy.bands(), 20)));
        String older = "{\"_index\":\"news-articles-2026.10\",\"_id\":\"s\",\"_score\":0.0,\"fields\":{"
                + "\"copy_shingles\":[" + story.self().fingerprint().shingles() + "],\"copy_bands\":"
                + JSON.writeValueAsString(story.bands()) + "}}";
        EsCandidates.Answer answer = s.answer(response(older));
        assertEquals(List.of(new EsCandidates.Older(0, "news-articles-2026.10", "s")), answer.older());
    }

    @Test
    void moreKeysThanOneTermsQueryTakesAskArticleByArticle() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i <= BatchSearch.MAX_TERMS; i++) {
            many.add("k" + i);
        }
        assertNull(BatchSearch.of(List.of(new CandidateSource.Lookup("a", many, 20))));
    }
}
