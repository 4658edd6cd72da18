package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EndStatusTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Six URLs not final: three sources due again (a healthy one, a failing one, a failing one whose kind was never
     * set), and three left hanging: a source with no next visit, a retrying article, an article admitted and never
     * finished. Statuses over the whole index include the final ones (indexed, retired).
     */
    static final String RESPONSE = """
            {"hits": {"total": {"value": 6, "relation": "eq"}, "hits": [
               {"_source": {"url": "http://a/", "status": "not_modified", "kind": "source", "next_fetch_time": "2026-05-01T12:00:00Z"}},
               {"_source": {"url": "http://b/feed.xml", "status": "failing", "kind": "source", "reason": "HTTP 503",
                            "next_fetch_time": "2026-05-01T12:01:00Z"}},
               {"_source": {"url": "http://c/", "status": "failing", "reason": "HTTP 404", "next_fetch_time": 1777636800000}},
               {"_source": {"url": "http://d/section/1.html", "status": "discovered", "kind": "source", "next_fetch_time": null}},
               {"_source": {"url": "http://e/2", "status": "retrying", "kind": "article", "reason": "timeout",
                            "next_fetch_time": "2026-05-01T12:02:00Z"}},
               {"_source": {"url": "http://e/1", "status": "discovered", "next_fetch_time": "2026-05-01T12:03:00Z"}}]},
             "aggregations": {"all": {"doc_count": 60, "status": {"buckets": [
               {"key": "indexed", "doc_count": 50}, {"key": "failing", "doc_count": 2}, {"key": "retired", "doc_count": 1},
               {"key": "not_modified", "doc_count": 1}, {"key": "retrying", "doc_count": 1}]}}}}
            """;

    @Test
    void sourcesDueAgainApartFromURLsLeftHanging() throws IOException {
        EndStatus end = EndStatus.of(JSON.readTree(RESPONSE));
        assertEquals(6, end.notFinal());
        assertEquals(6, end.read());
        assertEquals(3, end.dueAgain());
        assertEquals(List.of(new EndStatus.Url("http://d/section/1.html", "discovered", ""),
                new EndStatus.Url("http://e/1", "discovered", ""),
                new EndStatus.Url("http://e/2", "retrying", "timeout")), end.hanging());
        assertEquals(1, end.count("retired"));
        assertEquals(2, end.count("failing"));
        assertEquals(0, end.count("removed"));
        assertEquals(Map.of("indexed", 50L, "failing", 2L, "retired", 1L, "not_modified", 1L, "retrying", 1L), end.statuses());
    }

    @Test
    void aSourceIsDueAgainOnlyWithANextVisit() throws IOException {
        assertTrue(EndStatus.sourceDueAgain(JSON.readTree("{\"kind\": \"source\", \"next_fetch_time\": \"2026-05-01T12:00:00Z\"}")));
        assertTrue(EndStatus.sourceDueAgain(JSON.readTree("{\"status\": \"failing\", \"next_fetch_time\": 1}")));
        assertFalse(EndStatus.sourceDueAgain(JSON.readTree("{\"kind\": \"source\", \"status\": \"failing\"}")));
        assertFalse(EndStatus.sourceDueAgain(JSON.readTree("{\"kind\": \"article\", \"status\": \"retrying\", \"next_fetch_time\": 1}")));
    }

    @Test
    void saysWhenTheSearchReturnedFewerThanAllURLsNotFinal() throws IOException {
        JsonNode r = JSON.readTree(RESPONSE);
        ((ObjectNode) r.get("hits").get("total")).put("value", 12000);
        EndStatus end = EndStatus.of(r);
        assertEquals(12000, end.notFinal());
        assertEquals(6, end.read());
    }

    @Test
    void theQueryIsJsonAskingForURLsNotFinalAndEveryStatus() throws IOException {
        JsonNode q = JSON.readTree(EndStatus.QUERY);
        assertFalse(q.at("/query/term/final").asBoolean(true));
        assertTrue(q.at("/aggs/all/global").isObject());
        assertEquals("status", q.at("/aggs/all/aggs/status/terms/field").asText());
    }
}
