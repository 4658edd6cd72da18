package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourcesInTroubleTest {
    private static final JsonpMapper MAPPER = new JacksonJsonpMapper();
    private static final Instant NOW = Instant.parse("2026-12-06T12:00:00Z");

    static JsonNode body(SearchRequest r) throws Exception {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = MAPPER.jsonProvider().createGenerator(w)) {
            r.serialize(g, MAPPER);
        }
        return new ObjectMapper().readTree(w.toString());
    }

    /** A failing source's document as the status step writes it. */
    private static Map<String, Object> failing(String url, Instant since, int failures, int http, Instant next) {
        Map<String, Object> d = new HashMap<>();
        d.put("url", url);
        d.put("status", "failing");
        d.put("failing_since", since.toString());
        d.put("failures", failures);
        d.put("http_status", http);
        d.put("reason", "http_error: HTTP " + http + " (failing since " + since + ", " + failures + " in a row; next visit in 8 s)");
        d.put("next_fetch_time", next.toEpochMilli()); // the template takes epoch ms as well as ISO text
        return d;
    }

    @Test
    void failingAndRetiredSourcesAreAskedForByStatusInTheOrderShown() throws Exception {
        SourcesInTrouble t = new SourcesInTrouble("crawl-status", 20);
        JsonNode f = body(t.failing());
        assertEquals("failing", f.at("/query/term/status/value").asText());
        assertEquals(20, f.path("size").asInt());
        assertEquals("asc", f.at("/sort/0/failing_since/order").asText());
        assertTrue(f.path("track_total_hits").asBoolean());
        JsonNode r = body(t.retired());
        assertEquals("retired", r.at("/query/term/status/value").asText());
        assertEquals("desc", r.at("/sort/0/status_time/order").asText());
        assertEquals(List.of("crawl-status"), t.retired().index());
    }

    @Test
    void theLongestFailingComeFirstWithTheirStreakLastAnswerAndNextVisit() {
        SourcesInTrouble t = new SourcesInTrouble("crawl-status", 2);
        List<Map<String, Object>> docs = List.of(
                failing("https://b.example/feed.xml", NOW.minusSeconds(600), 2, 503, NOW.plusSeconds(30)),
                failing("https://a.example/", NOW.minusSeconds(3 * 3600 + 300), 7, 404, NOW.plusSeconds(125)),
                failing("https://c.example/news/", NOW.minusSeconds(60), 1, 403, NOW.minusSeconds(5)));
        SourcesInTrouble.Trouble trouble = t.read(docs, 5, List.of(), 0);
        assertEquals(List.of("https://a.example/", "https://b.example/feed.xml"),
                trouble.failing().stream().map(SourcesInTrouble.Failing::url).toList(), "at most the limit, longest first");
        assertEquals(5, trouble.failingTotal());
        SourcesInTrouble.Failing a = trouble.failing().get(0);
        assertEquals(7, a.failures());
        assertEquals(404, a.httpStatus());
        assertEquals(NOW.plusSeconds(125), a.nextVisit());
        List<String> lines = SourcesInTrouble.lines(trouble, NOW);
        assertTrue(lines.get(0).startsWith("sources failing") && lines.get(0).contains("5"), lines.get(0));
        assertEquals("  https://a.example/", lines.get(1));
        assertEquals("    failing for 3h 5m (since " + NOW.minusSeconds(3 * 3600 + 300) + "), 7 in a row, next visit in 2m 5s;"
                + " last answer: http_error: HTTP 404", lines.get(2));
        assertTrue(lines.get(4).contains("2 in a row, next visit in 30s; last answer: http_error: HTTP 503"), lines.get(4));
        assertEquals("  and 3 more", lines.get(5));
        assertTrue(lines.get(6).startsWith("sources retired") && lines.get(6).endsWith(" 0"), lines.get(6));
        assertEquals(7, lines.size());
    }

    @Test
    void theLastRetiredComeFirstWithTheAnswerThatEndedThem() {
        SourcesInTrouble t = new SourcesInTrouble("crawl-status", 20);
        Map<String, Object> old = new HashMap<>(Map.of("url", "https://old.example/rss", "status", "retired",
                "status_time", NOW.minusSeconds(2 * 86_400).toString(), "http_status", 410,
                "reason", "retired: failing without a break since 2026-11-01T00:00:00Z (90 visits); last: http_error: HTTP 410"));
        Map<String, Object> recent = new HashMap<>(Map.of("url", "https://gone.example/", "status", "retired",
                "status_time", NOW.minusSeconds(3600).toString(),
                "reason", "retired: failing without a break since 2026-11-05T00:00:00Z (80 visits); last: dns: no such host"));
        SourcesInTrouble.Trouble trouble = t.read(List.of(), 0, List.of(old, recent), 2);
        List<String> lines = SourcesInTrouble.lines(trouble, NOW);
        assertTrue(lines.get(0).startsWith("sources failing") && lines.get(0).endsWith(" 0"), lines.get(0));
        assertTrue(lines.get(1).startsWith("sources retired"), lines.get(1));
        assertEquals("  https://gone.example/", lines.get(2));
        assertEquals("    retired 1h ago (" + NOW.minusSeconds(3600) + "); last answer: dns: no such host", lines.get(3));
        assertEquals("    retired 2d ago (" + NOW.minusSeconds(2 * 86_400) + "); last answer: http_error: HTTP 410", lines.get(5));
    }

    @Test
    void theAnswerIsTakenOutOfTheStreakTheReasonWasWrittenWith() {
        assertEquals("http_error: HTTP 404", SourcesInTrouble.lastAnswer(
                "http_error: HTTP 404 (failing since 2026-12-06T10:00:00Z, 3 in a row; next visit in 8 s)"));
        assertEquals("timeout (read) (after 30 s)", SourcesInTrouble.lastAnswer("timeout (read) (after 30 s)"),
                "a parenthesis of the answer's own stays");
        assertEquals("answered a page where its source was (indexed)",
                SourcesInTrouble.lastAnswer("retired: failing without a break since 2026-11-01T00:00:00Z (9 visits);"
                        + " last: answered a page where its source was (indexed)"));
        assertNull(SourcesInTrouble.lastAnswer(null));
        String longer = "x".repeat(500);
        assertEquals(SourcesInTrouble.REASON_CHARS, SourcesInTrouble.lastAnswer(longer).length());
    }

    @Test
    void aStatusCodeTheReasonDoesNotNameIsShownBeforeIt() {
        Map<String, Object> d = failing("https://a.example/", NOW.minusSeconds(60), 1, 503, NOW.plusSeconds(10));
        d.put("reason", "out of retries (failing since " + NOW.minusSeconds(60) + ", 1 in a row; next visit in 10 s)");
        List<String> lines = SourcesInTrouble.lines(new SourcesInTrouble("s", 5).read(List.of(d), 1, List.of(), 0), NOW);
        assertTrue(lines.get(2).endsWith("last answer: HTTP 503, out of retries"), lines.get(2));
    }

    @Test
    void aDocumentMissingItsDatesIsShownNotFailedOn() {
        Map<String, Object> d = new HashMap<>(Map.of("url", "https://a.example/", "status", "failing"));
        SourcesInTrouble.Trouble t = new SourcesInTrouble("s", 5).read(List.of(d), 1, List.of(), 0);
        assertNull(t.failing().get(0).since());
        List<String> lines = SourcesInTrouble.lines(t, NOW);
        assertEquals("    failing, 0 in a row; last answer: -", lines.get(2));
        assertThrows(IllegalArgumentException.class, () -> new SourcesInTrouble("s", 0));
    }
}
