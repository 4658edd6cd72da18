package com.newsx.topology.frontier;

import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrontierQueryTest {
    private static JsonNode body(SearchRequest r) throws Exception {
        JsonpMapper m = new JacksonJsonpMapper();
        StringWriter w = new StringWriter();
        try (JsonGenerator g = m.jsonProvider().createGenerator(w)) {
            r.serialize(g, m);
        }
        return new ObjectMapper().readTree(w.toString());
    }

    @Test
    void eachShardIsReadByExactlyOneTask() {
        assertEquals(List.of(0), FrontierQuery.shardsOf(0, 1, 1));
        assertEquals(List.of(0, 1, 2, 3, 4), FrontierQuery.shardsOf(0, 1, 5));
        assertEquals(List.of(1, 4), FrontierQuery.shardsOf(1, 3, 6));
        assertEquals(List.of(), FrontierQuery.shardsOf(2, 3, 2), "more tasks than shards: this one idles");
        for (int tasks = 1; tasks <= 7; tasks++) {
            List<Integer> all = new ArrayList<>();
            for (int t = 0; t < tasks; t++) {
                all.addAll(FrontierQuery.shardsOf(t, tasks, 12));
            }
            all.sort(null);
            assertEquals(12, all.size(), tasks + " tasks");
            assertEquals(12, all.stream().distinct().count(), tasks + " tasks");
        }
        assertEquals("_shards:1,4", FrontierQuery.preference(List.of(1, 4)));
    }

    @Test
    void theRequestAsksForWhatIsDueOldestFirstOnTheTasksShards() throws Exception {
        SearchRequest r = new FrontierQuery("crawl-status", 200).due(List.of(0, 2), 1_700_000_000_000L, null);
        assertEquals("_shards:0,2", r.preference());
        assertEquals(List.of("crawl-status"), r.index());
        JsonNode b = body(r);
        assertEquals(200, b.path("size").asInt());
        assertEquals("2023-11-14T22:13:20Z", b.at("/query/range/next_fetch_time/lte").asText());
        assertEquals("asc", b.at("/sort/0/next_fetch_time/order").asText());
        assertEquals("asc", b.at("/sort/1/url/order").asText(), "ties in a fixed order, so pages follow each other");
        assertFalse(b.has("search_after"), "the first page starts from the oldest");
        assertTrue(b.at("/_source/includes").toString().contains("attempts"));
    }

    @Test
    void theNextPageStartsWhereTheLastEnded() throws Exception {
        SearchRequest r = new FrontierQuery("crawl-status", 10).due(List.of(0), 5_000,
                List.of(FieldValue.of(4_000L), FieldValue.of("http://a.example/x")));
        JsonNode b = body(r);
        assertEquals(4000, b.at("/search_after/0").asLong());
        assertEquals("http://a.example/x", b.at("/search_after/1").asText());
    }
}
