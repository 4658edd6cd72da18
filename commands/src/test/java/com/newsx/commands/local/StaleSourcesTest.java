package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.json.stream.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StaleSourcesTest {
    private static final JsonpMapper MAPPER = new JacksonJsonpMapper();
    private static final Instant NOW = Instant.parse("2026-12-06T12:00:00Z");
    private final StaleSources stale = new StaleSources("crawl-status", Duration.ofHours(24), 20);

    /** The aggregation's answer as Elasticsearch sends it to this client (typed_keys: "sterms#parents"). */
    private static SearchResponse<Void> response(String buckets) {
        String json = ("{'took':1,'timed_out':false,'_shards':{'total':1,'successful':1,'skipped':0,'failed':0},"
                + "'hits':{'total':{'value':0,'relation':'eq'},'hits':[]},'aggregations':{'sterms#parents':"
                + "{'doc_count_error_upper_bound':0,'sum_other_doc_count':0,'buckets':[" + buckets + "]}}}").replace('\'', '"');
        JsonParser p = MAPPER.jsonProvider().createParser(new StringReader(json));
        return SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.voidDeserializer()).deserialize(p, MAPPER);
    }

    private static String bucket(String url, int articles, Instant newest) {
        return "{'key':'" + url + "','doc_count':" + articles + ",'max#newest':{'value':" + newest.toEpochMilli() + "}}";
    }

    private static Map<String, Object> source(String url, Instant discovered) {
        return Map.of("url", url, "kind", "source", "discovered_time", discovered.toString());
    }

    @Test
    void theSourcesAndTheirNewestArticlesAreAskedForInTwoSearches() throws Exception {
        JsonNode sources = SourcesInTroubleTest.body(stale.sources());
        assertEquals("source", sources.at("/query/bool/filter/0/term/kind/value").asText());
        assertEquals("retired", sources.at("/query/bool/must_not/0/term/status/value").asText());
        assertEquals(StaleSources.MAX_SOURCES, sources.path("size").asInt());
        JsonNode newest = SourcesInTroubleTest.body(stale.newestArticles(List.of("https://a.example/", "https://b.example/rss")));
        assertEquals(0, newest.path("size").asInt());
        assertEquals("parent_url", newest.at("/aggregations/parents/terms/field").asText());
        assertEquals(2, newest.at("/aggregations/parents/terms/size").asInt(), "a bucket for every source asked for");
        assertEquals("https://b.example/rss", newest.at("/aggregations/parents/terms/include/1").asText(),
                "only the sources' URLs: an article's own links are no source");
        assertEquals("discovered_time", newest.at("/aggregations/parents/aggregations/newest/max/field").asText());
        assertEquals("article", newest.at("/query/bool/should/0/term/kind/value").asText());
        assertEquals("indexed", newest.at("/query/bool/should/1/term/status/value").asText());
        assertEquals("fetched_nothing", newest.at("/query/bool/must_not/0/term/status/value").asText());
        assertEquals(1, SourcesInTroubleTest.body(stale.newestArticles(List.of())).at("/aggregations/parents/terms/size").asInt(),
                "no sources: still a valid aggregation");
    }

    @Test
    void theAggregationGivesEachSourceItsNewestArticle() {
        Map<String, Instant> newest = StaleSources.newestPerSource(response(String.join(",",
                bucket("https://a.example/", 40, NOW.minusSeconds(600)),
                bucket("https://b.example/rss", 3, NOW.minusSeconds(3 * 86_400)))));
        assertEquals(Map.of("https://a.example/", NOW.minusSeconds(600), "https://b.example/rss", NOW.minusSeconds(3 * 86_400)), newest);
    }

    @Test
    void sourcesWhoseNewestArticleIsOlderThanTheThresholdAreStaleTheStalestFirst() {
        List<Map<String, Object>> sources = List.of(
                source("https://fresh.example/", NOW.minusSeconds(30 * 86_400)),
                source("https://moved.example/feed.xml", NOW.minusSeconds(60 * 86_400)),
                source("https://quiet.example/news/", NOW.minusSeconds(40 * 86_400)),
                source("https://never.example/", NOW.minusSeconds(5 * 86_400)),
                source("https://new.example/", NOW.minusSeconds(3600)));
        Map<String, Instant> newest = Map.of(
                "https://fresh.example/", NOW.minusSeconds(1800),
                "https://moved.example/feed.xml", NOW.minusSeconds(20 * 86_400),
                "https://quiet.example/news/", NOW.minusSeconds(25 * 3600));
        StaleSources.Stale s = stale.judge(sources, 5, newest, NOW);
        assertEquals(List.of("https://never.example/", "https://moved.example/feed.xml", "https://quiet.example/news/"),
                s.shown().stream().map(StaleSources.Source::url).toList(),
                "none found first, then the oldest newest article; a new source and a fresh one are not stale");
        assertEquals(3, s.stale());
        List<String> lines = stale.lines(s, NOW);
        assertEquals("sources stale > 1d 3 (no new article found for longer; of 5 sources, the stalest first)", lines.get(0).replaceAll(" +", " "));
        assertEquals("  https://never.example/", lines.get(1));
        assertEquals("    no article yet, a source for 5d", lines.get(2));
        assertEquals("    newest article found 20d ago (" + NOW.minusSeconds(20 * 86_400) + ")", lines.get(4));
        assertEquals("    newest article found 1d 1h ago (" + NOW.minusSeconds(25 * 3600) + ")", lines.get(6));
        assertEquals(7, lines.size());
    }

    @Test
    void atMostTheLimitIsShownAndTheRestCounted() {
        StaleSources few = new StaleSources("crawl-status", Duration.ofHours(6), 2);
        List<Map<String, Object>> sources = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            sources.add(source("https://s" + i + ".example/", NOW.minusSeconds(86_400)));
        }
        StaleSources.Stale s = few.judge(sources, 12_000, Map.of(), NOW);
        assertEquals(2, s.shown().size());
        assertEquals(5, s.stale());
        List<String> lines = few.lines(s, NOW);
        assertTrue(lines.get(0).contains("; of the first 5 of 12000 sources, the stalest first)"), lines.get(0));
        assertTrue(lines.get(0).startsWith("sources stale > 6h "), lines.get(0));
        assertEquals("  and 3 more", lines.get(lines.size() - 1));
    }

    @Test
    void noStaleSourceIsOneLine() {
        StaleSources.Stale s = stale.judge(List.of(source("https://a.example/", NOW.minusSeconds(86_400 * 2))), 1,
                Map.of("https://a.example/", NOW.minusSeconds(60)), NOW);
        List<String> lines = stale.lines(s, NOW);
        assertEquals(1, lines.size());
        assertFalse(lines.get(0).contains("stalest"), lines.get(0));
        assertThrows(IllegalArgumentException.class, () -> new StaleSources("s", Duration.ZERO, 5));
    }
}
