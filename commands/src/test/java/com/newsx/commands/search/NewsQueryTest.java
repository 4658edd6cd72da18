package com.newsx.commands.search;

import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NewsQueryTest {
    private final NewsQuery query = new NewsQuery("news-articles", "news-records");

    private static JsonNode body(SearchRequest r) throws Exception {
        JsonpMapper m = new JacksonJsonpMapper();
        StringWriter w = new StringWriter();
        try (JsonGenerator g = m.jsonProvider().createGenerator(w)) {
            r.serialize(g, m);
        }
        return new ObjectMapper().readTree(w.toString());
    }

    private static SearchOptions opts(String... argv) {
        return SearchOptions.parse("http://127.0.0.1:9200", argv);
    }

    @Test
    void wordsAreAllRequiredOverTitlesBodiesAndCellsOfBothKinds() throws Exception {
        SearchRequest r = query.request(opts("electric", "ferry"));
        assertEquals(List.of("news-articles", "news-records"), r.index());
        JsonNode b = body(r);
        JsonNode mm = b.at("/query/bool/must/0/multi_match");
        assertEquals("electric ferry", mm.path("query").asText());
        assertEquals("and", mm.path("operator").asText());
        assertTrue(mm.path("fields").toString().contains("\"cells\""));
        assertTrue(b.at("/query/bool/filter").isMissingNode() || b.at("/query/bool/filter").isEmpty(), "no filter asked for");
        assertTrue(b.at("/query/bool/must_not/0/term/removed/value").asBoolean(), "articles found gone are left out");
        assertTrue(b.has("highlight"));
        assertFalse(b.has("sort"), "best matches first");
        assertFalse(b.has("collapse"));
        assertTrue(b.path("size").asInt() > 10, "more hits than items, for the duplicates of an item");
    }

    /**
     * The fields and boosts of before, and the stemmed copies of articles in their language beside them, in one
     * best-field match: a document scores by its best field, so one without copies (Chinese, English) scores as before.
     */
    @Test
    void theLanguageCopiesAreMoreFieldsOfTheSameMatch() throws Exception {
        JsonNode mm = body(query.request(opts("Wahlen"))).at("/query/bool/must/0/multi_match");
        List<String> fields = new java.util.ArrayList<>();
        mm.path("fields").forEach(f -> fields.add(f.asText()));
        assertEquals(List.of("title^3", "body", "author", "source", "cells", "snippet", "i18n.*.title^3", "i18n.*.body"),
                fields);
        assertEquals("best_fields", mm.path("type").asText());
        assertFalse(mm.has("tie_breaker"), "the best field alone: a copy does not add to its original's score");
    }

    @Test
    void sinceKeepsWhatWasPublishedOrLackingADateIndexedWithin() throws Exception {
        JsonNode f = body(query.request(opts("--since", "6h", "港口"))).at("/query/bool/filter/0/bool");
        assertEquals("1", f.path("minimum_should_match").asText());
        assertEquals("now-21600s", f.at("/should/0/range/publish_time/gte").asText());
        JsonNode undated = f.at("/should/1/bool");
        assertEquals("publish_time", undated.at("/must_not/0/exists/field").asText());
        assertEquals("now-21600s", undated.at("/filter/0/range/fetch_time/gte").asText());
    }

    @Test
    void siteAndTypeNarrowTheSearch() throws Exception {
        SearchRequest r = query.request(opts("--site", "News.Example.com", "--type", "record", "x"));
        assertEquals(List.of("news-records"), r.index());
        assertEquals("news.example.com", body(r).at("/query/bool/filter/0/term/host/value").asText());
        assertEquals(List.of("news-articles"), query.request(opts("--type", "article", "x")).index());
    }

    @Test
    void langFiltersArticlesOnTheirLanguage() throws Exception {
        SearchRequest r = query.request(opts("--lang", "de", "Brücke"));
        assertEquals(List.of("news-articles"), r.index());
        assertEquals("de", body(r).at("/query/bool/filter/0/term/lang/value").asText());
        assertTrue(body(query.request(opts("x"))).at("/query/bool/filter/0/term/lang").isMissingNode(),
                "no language asked for, none filtered on");
    }

    @Test
    void collapseIsOnStoriesOfArticles() throws Exception {
        SearchRequest r = query.request(opts("--collapse", "x"));
        assertEquals(List.of("news-articles"), r.index());
        JsonNode c = body(r).path("collapse");
        assertEquals("story_id", c.path("field").asText());
        assertEquals("copies", c.at("/inner_hits/0/name").asText());
    }

    @Test
    void withoutWordsTheNewestComeFirst() throws Exception {
        JsonNode b = body(query.request(opts("--since", "30m")));
        assertTrue(b.at("/query/bool/must/0").has("match_all"));
        assertEquals("desc", b.at("/sort/0/publish_time/order").asText());
        assertEquals("date", b.at("/sort/0/publish_time/unmapped_type").asText(), "records may not map it");
        assertEquals("desc", b.at("/sort/1/fetch_time/order").asText());
        assertFalse(b.has("highlight"));
    }
}
