package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlFiguresTest {
    private static final JsonpMapper MAPPER = new JacksonJsonpMapper();
    private final CrawlFigures figures = new CrawlFigures("crawl-status", "news-articles");

    private static JsonNode body(SearchRequest r) throws Exception {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = MAPPER.jsonProvider().createGenerator(w)) {
            r.serialize(g, MAPPER);
        }
        return new ObjectMapper().readTree(w.toString());
    }

    /** A response as Elasticsearch sends it to this client (typed_keys: "filter#due"). */
    private static SearchResponse<Void> response(String json) {
        JsonParser p = MAPPER.jsonProvider().createParser(new StringReader(json.replace('\'', '"')));
        return SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.voidDeserializer()).deserialize(p, MAPPER);
    }

    private static final String SHELL = "{'took':1,'timed_out':false,'_shards':{'total':1,'successful':1,'skipped':0,'failed':0},"
            + "'hits':{'total':{'value':%d,'relation':'eq'},'hits':[]},'aggregations':{%s}}";

    @Test
    void theFrontierIsAskedWhatIsDueOverdueAndNextAtTheClustersNow() throws Exception {
        JsonNode b = body(figures.frontier());
        assertEquals(0, b.path("size").asInt());
        assertEquals("now", b.at("/aggregations/due/filter/range/next_fetch_time/lte").asText());
        assertEquals("now-60s", b.at("/aggregations/overdue/filter/range/next_fetch_time/lt").asText());
        assertEquals("now", b.at("/aggregations/later/filter/range/next_fetch_time/gt").asText());
        assertEquals("source", b.at("/aggregations/sources/filter/term/kind/value").asText());
        assertEquals("interval_s", b.at("/aggregations/sources/aggregations/interval/percentiles/field").asText());
        assertEquals("status", b.at("/aggregations/status/terms/field").asText());
        JsonNode articles = body(figures.articles());
        assertEquals("now", articles.at("/aggregations/published/filter/range/publish_time/lte").asText(),
                "a date ahead of now (a local time without its offset) is not the newest");
        assertEquals("fetch_time", articles.at("/aggregations/indexed/max/field").asText());
        assertEquals(List.of("news-articles"), figures.articles().index());
    }

    @Test
    void responsesAreReadIntoFiguresAndALinePerFigure() {
        Instant now = Instant.parse("2026-11-24T20:00:00Z");
        SearchResponse<Void> frontier = response(String.format(SHELL, 196, String.join(",",
                "'filter#due':{'doc_count':3,'min#oldest':{'value':" + now.minusSeconds(95).toEpochMilli() + "}}",
                "'filter#overdue':{'doc_count':1}",
                "'filter#later':{'doc_count':20,'min#next':{'value':" + now.plusSeconds(250).toEpochMilli() + "}}",
                "'filter#sources':{'doc_count':22,'tdigest_percentiles#interval':{'values':{'50.0':600.0}},"
                        + "'min#shortest':{'value':30.0},'max#longest':{'value':86400.0}}",
                "'sterms#status':{'doc_count_error_upper_bound':0,'sum_other_doc_count':0,'buckets':["
                        + "{'key':'indexed','doc_count':170},{'key':'source_read','doc_count':2}]}")));
        SearchResponse<Void> articles = response(String.format(SHELL, 172, String.join(",",
                "'filter#published':{'doc_count':150,'max#newest':{'value':" + now.minusSeconds(192).toEpochMilli() + "}}",
                "'max#indexed':{'value':" + now.minusSeconds(25).toEpochMilli() + "}")));
        CrawlFigures.Figures f = CrawlFigures.read(frontier, articles);
        assertEquals(196, f.urls());
        assertEquals(3, f.due());
        assertEquals(1, f.overdue());
        assertEquals(22, f.sources());
        assertEquals(600.0, f.medianIntervalS());
        assertEquals(Map.of("indexed", 170L, "source_read", 2L), f.perStatus());
        List<String> lines = CrawlFigures.lines(f, now);
        String all = String.join("\n", lines);
        assertTrue(all.contains("due now                        3  (the longest waiting 1m 35s)"), all);
        assertTrue(all.contains("overdue (due > 1 min ago)      1"), all);
        assertTrue(all.contains("next due                       in 4m 10s"), all);
        assertTrue(all.contains("source interval, median        10m  (shortest 30s, longest 1d)"), all);
        assertTrue(all.contains("status indexed                 170"), all);
        assertTrue(all.contains("newest article published       3m 12s ago (2026-11-24T19:56:48Z)"), all);
        assertTrue(all.contains("newest article indexed         25s ago"), all);
    }

    @Test
    void anEmptyFrontierAndNoArticlesShowDashes() {
        SearchResponse<Void> frontier = response(String.format(SHELL, 0, String.join(",",
                "'filter#due':{'doc_count':0,'min#oldest':{'value':null}}", "'filter#overdue':{'doc_count':0}",
                "'filter#later':{'doc_count':0,'min#next':{'value':null}}",
                "'filter#sources':{'doc_count':0,'tdigest_percentiles#interval':{'values':{'50.0':null}},"
                        + "'min#shortest':{'value':null},'max#longest':{'value':null}}",
                "'sterms#status':{'doc_count_error_upper_bound':0,'sum_other_doc_count':0,'buckets':[]}")));
        CrawlFigures.Figures f = CrawlFigures.read(frontier, null);
        assertNull(f.oldestDue());
        assertNull(f.nextDue());
        assertNull(f.medianIntervalS());
        assertNull(f.newestIndexed());
        String all = String.join("\n", CrawlFigures.lines(f, Instant.EPOCH));
        assertTrue(all.contains("next due                       -"), all);
        assertTrue(all.contains("newest article indexed         -"), all);
    }

    @Test
    void spansReadInTheirTwoLargestUnits() {
        assertEquals("45s", CrawlFigures.span(Duration.ofSeconds(45)));
        assertEquals("3m 12s", CrawlFigures.span(Duration.ofSeconds(192)));
        assertEquals("5m", CrawlFigures.span(Duration.ofMinutes(5)));
        assertEquals("2h 5m", CrawlFigures.span(Duration.ofMinutes(125)));
        assertEquals("3d 4h", CrawlFigures.span(Duration.ofHours(76)));
        assertEquals("0s", CrawlFigures.span(Duration.ofSeconds(-5)), "a clock a little behind shows no negative age");
    }
}
