package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.core.MgetResponse;
import co.elastic.clients.elasticsearch.core.MsearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpSerializable;
import co.elastic.clients.json.NdJsonpSerializable;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;

import static com.newsx.topology.copies.CopiesFixtures.COPY;
import static com.newsx.topology.copies.CopiesFixtures.STORY;
import static com.newsx.topology.copies.CopiesFixtures.article;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EsCandidatesTest {
    private static final JacksonJsonpMapper MAPPER = new JacksonJsonpMapper();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The request's lines as the client writes them. */
    private static List<JsonNode> lines(JsonpSerializable... parts) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (JsonpSerializable p : parts) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            JsonGenerator g = MAPPER.jsonProvider().createGenerator(bytes);
            p.serialize(g, MAPPER);
            g.close();
            out.add(JSON.readTree(bytes.toByteArray()));
        }
        return out;
    }

    /** The lines of an NDJSON request (a search is itself a header and a body). */
    private static void flatten(NdJsonpSerializable r, List<JsonpSerializable> out) {
        for (Iterator<?> it = r._serializables(); it.hasNext(); ) {
            Object o = it.next();
            if (o instanceof NdJsonpSerializable nd && o != r) {
                flatten(nd, out);
            } else {
                out.add((JsonpSerializable) o);
            }
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static MsearchResponse<Map> msearch(String json) {
        JsonpDeserializer<MsearchResponse<Map>> d = MsearchResponse.createMsearchResponseDeserializer(
                (JsonpDeserializer) JsonpDeserializer.of(Map.class));
        return d.deserialize(MAPPER.jsonProvider().createParser(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))), MAPPER);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static MgetResponse<Map> mget(String json) {
        JsonpDeserializer<MgetResponse<Map>> d = MgetResponse.createMgetResponseDeserializer(
                (JsonpDeserializer) JsonpDeserializer.of(Map.class));
        return d.deserialize(MAPPER.jsonProvider().createParser(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))), MAPPER);
    }

    private static String searchResult(String hits) {
        return "{\"took\":1,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,\"skipped\":0,\"failed\":0},"
                + "\"hits\":{\"max_score\":null,\"hits\":[" + hits + "]},\"status\":200}";
    }

    @Test
    void eachLookupIsOneSearchOfItsBandsThatReadsDocValuesAndNoSource() throws Exception {
        CopyArticle a = article("a", STORY, null, "2026-11-24T08:00:00Z");
        var req = EsCandidates.request("news-articles", List.of(new CandidateSource.Lookup("a", a.bands(), 7)));
        List<JsonpSerializable> parts = new ArrayList<>();
        flatten(req, parts);
        List<JsonNode> l = lines(parts.toArray(new JsonpSerializable[0]));
        assertEquals(2, l.size(), "a header and a body");
        assertEquals("news-articles", l.get(0).path("index").path(0).asText(l.get(0).path("index").asText()));
        JsonNode body = l.get(1);
        assertFalse(body.path("_source").asBoolean(true), body.toString());
        assertEquals("_none_", body.path("stored_fields").path(0).asText(body.path("stored_fields").asText()),
                "no stored field, not even _id: reading one decompresses the article's source");
        assertEquals(7, body.path("size").asInt());
        assertFalse(body.path("track_total_hits").asBoolean(true));
        List<String> fields = new ArrayList<>();
        body.path("docvalue_fields").forEach(f -> fields.add(f.path("field").asText()));
        assertEquals(EsCandidates.DOC_VALUES, fields);
        assertEquals(a.bands().size(), body.path("query").path("bool").path("should").size());
        assertEquals("a", body.path("query").path("bool").path("must_not").path(0).path("ids").path("values").path(0).asText());
    }

    @Test
    void candidatesAreReadFromDocValuesAndHitsWithoutASignatureAreLeftForTheirSource() {
        CopyArticle c = article("c", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:05:00Z");
        int[] mins = c.self().fingerprint().mins();
        String withSignature = "{\"_index\":\"news-articles-2026.11\",\"_id\":\"c\",\"_score\":9.5,\"fields\":{"
                + "\"copy_signature\":[\"" + PackedMinima.pack(mins) + "\"],\"copy_shingles\":["
                + c.self().fingerprint().shingles() + "],\"publish_time\":[\"2026-11-24T09:00:00.000Z\"],"
                + "\"fetch_time\":[\"2026-11-24T09:05:00.000Z\"],\"duplicate_of\":[\"o\"],\"story_id\":[\"o\"]}}";
        String older = "{\"_index\":\"news-articles-2026.10\",\"_id\":\"old\",\"_score\":3.0,\"fields\":{"
                + "\"copy_shingles\":[40],\"story_id\":[\"old\"]}}";
        EsCandidates.Answer a = EsCandidates.answer(msearch("{\"took\":2,\"responses\":["
                + searchResult(withSignature + "," + older) + "," + searchResult("") + "]}"));
        assertEquals(2, a.found().size(), "one list per search");
        assertEquals(1, a.found().get(0).size());
        Candidate got = a.found().get(0).get(0);
        assertEquals("c", got.id());
        assertArrayEquals(mins, got.fingerprint().mins());
        assertEquals(c.self().fingerprint().shingles(), got.fingerprint().shingles());
        assertEquals("2026-11-24T09:00:00.000Z", got.publishTime());
        assertEquals("2026-11-24T09:05:00.000Z", got.fetchTime());
        assertEquals("o", got.duplicateOf());
        assertEquals("o", got.storyId());
        assertEquals(List.of(), a.found().get(1));
        assertEquals(List.of(new EsCandidates.Older(0, "news-articles-2026.10", "old")), a.older());
    }

    @Test
    void aHitWithoutItsIdIsNamedByItsUrlAndCanonicalUrlAsTheIndexStepNamedIt() {
        CopyArticle c = article("c", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:05:00Z");
        String fields = "\"copy_signature\":[\"" + PackedMinima.pack(c.self().fingerprint().mins()) + "\"],\"copy_shingles\":["
                + c.self().fingerprint().shingles() + "]";
        String own = "{\"_index\":\"news-articles-2026.11\",\"_score\":0.0,\"fields\":{" + fields
                + ",\"url\":[\"http://a.example/1\"]}}";
        String canonical = "{\"_index\":\"news-articles-2026.11\",\"_score\":0.0,\"fields\":{" + fields
                + ",\"url\":[\"http://a.example/amp/1\"],\"canonical_url\":[\"http://a.example/1\"]}}";
        String older = "{\"_index\":\"news-articles-2026.10\",\"_score\":0.0,\"fields\":{\"url\":[\"http://b.example/2\"]}}";
        EsCandidates.Answer a = EsCandidates.answer(msearch("{\"took\":2,\"responses\":["
                + searchResult(own + "," + canonical + "," + older) + "]}"));
        String id = com.newsx.topology.doc.ArticleDocument.id("http://a.example/1", null);
        assertEquals(List.of(id, id), a.found().get(0).stream().map(Candidate::id).toList());
        assertEquals(List.of(new EsCandidates.Older(0, "news-articles-2026.10",
                com.newsx.topology.doc.ArticleDocument.id("http://b.example/2", null))), a.older());
    }

    @Test
    void olderHitsAreReadFromTheirSourcesIntoTheirSearches() {
        CopyArticle c = article("old", STORY, null, "2026-10-01T00:00:00Z");
        EsCandidates.Answer a = EsCandidates.answer(msearch("{\"took\":2,\"responses\":[" + searchResult("") + ","
                + searchResult("{\"_index\":\"news-articles-2026.10\",\"_id\":\"old\",\"_score\":3.0}") + "]}"));
        StringBuilder minima = new StringBuilder();
        for (int m : c.self().fingerprint().mins()) {
            minima.append(minima.isEmpty() ? "" : ",").append(m);
        }
        List<CandidateSource.Found> found = a.withOlder(mget("{\"docs\":[{\"_index\":\"news-articles-2026.10\","
                + "\"_id\":\"old\","
                + "\"_version\":1,\"_seq_no\":0,\"_primary_term\":1,\"found\":true,\"_source\":{\"copy_minhash\":["
                + minima + "],\"copy_shingles\":" + c.self().fingerprint().shingles()
                + ",\"fetch_time\":\"2026-10-01T00:00:00Z\",\"story_id\":\"old\"}}]}")).answers();
        assertEquals(List.of(), found.get(0).candidates());
        assertEquals(1, found.get(1).candidates().size());
        assertEquals(c.self().fingerprint(), found.get(1).candidates().get(0).fingerprint());
        assertEquals("2026-10-01T00:00:00Z", found.get(1).candidates().get(0).fetchTime());
        var req = EsCandidates.olderRequest(a.older());
        assertEquals(1, req.docs().size());
        assertEquals("old", req.docs().get(0).id());
        assertEquals(EsCandidates.OLDER_SOURCE, req.docs().get(0).source().filter().includes());
    }

    private static String failedSearch(int status, String type, String reason) {
        return "{\"error\":{\"type\":\"" + type + "\",\"reason\":\"" + reason + "\"},\"status\":" + status + "}";
    }

    @Test
    void aSearchOverloadedOrWithoutShardsFailsTheWholeBatchForItToBeAskedAgain() {
        for (String failed : List.of(failedSearch(429, "es_rejected_execution_exception", "rejected execution"),
                failedSearch(503, "no_shard_available_action_exception", "no shard available"),
                failedSearch(500, "search_phase_execution_exception", "all shards failed"))) {
            CompletionException e = assertThrows(CompletionException.class, () -> EsCandidates.answer(
                    msearch("{\"took\":2,\"responses\":[" + failed + "," + searchResult("") + "]}")),
                    "an outage, whichever search it hit: " + failed);
            assertTrue(e.getCause().getMessage().startsWith("copy lookup failed"), e.getCause().getMessage());
        }
    }

    @Test
    void aSearchRefusedForItsQueryIsThatArticlesRefusalAndTheOthersStand() {
        CopyArticle c = article("c", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:05:00Z");
        String hit = "{\"_index\":\"news-articles-2026.11\",\"_id\":\"c\",\"_score\":9.5,\"fields\":{"
                + "\"copy_signature\":[\"" + PackedMinima.pack(c.self().fingerprint().mins()) + "\"],"
                + "\"copy_shingles\":[" + c.self().fingerprint().shingles() + "],\"story_id\":[\"c\"]}}";
        List<CandidateSource.Found> found = EsCandidates.answer(msearch("{\"took\":2,\"responses\":["
                + searchResult(hit) + ","
                + failedSearch(400, "too_many_nested_clauses", "Query contains too many nested clauses") + ","
                + searchResult("") + "]}")).answers();
        assertEquals(3, found.size());
        assertFalse(found.get(0).isRefused());
        assertEquals("c", found.get(0).candidates().get(0).id());
        assertTrue(found.get(1).isRefused());
        assertTrue(found.get(1).refused().contains("400 too_many_nested_clauses"), found.get(1).refused());
        assertFalse(found.get(2).isRefused());
        assertEquals(List.of(), found.get(2).candidates());
    }

    @Test
    void anOutageBesideARefusalStillFailsTheWholeBatch() {
        assertThrows(CompletionException.class, () -> EsCandidates.answer(msearch("{\"took\":2,\"responses\":["
                + failedSearch(400, "too_many_nested_clauses", "too many") + ","
                + failedSearch(503, "search_phase_execution_exception", "all shards failed") + "]}")));
    }

    @Test
    void aFailedSearchFailsTheWholeBatch() {
        String failed = "{\"error\":{\"type\":\"search_phase_execution_exception\",\"reason\":\"all shards failed\"},"
                + "\"status\":503}";
        CompletionException e = assertThrows(CompletionException.class, () -> EsCandidates.answer(
                msearch("{\"took\":2,\"responses\":[" + searchResult("") + "," + failed + "]}")));
        assertTrue(e.getCause().getMessage().contains("all shards failed"), e.getCause().getMessage());
    }
}
