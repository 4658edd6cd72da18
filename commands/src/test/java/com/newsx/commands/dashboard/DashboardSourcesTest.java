package com.newsx.commands.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.commands.local.StatusIndexStandIn;
import com.newsx.topology.es.EsAuth;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The dashboard's sources in trouble ({@code /api/sources}) against a stand-in for Elasticsearch: the failing source
 * with its last answer and streak, none retired, the stale source and not the fresh one; and the page shows them.
 */
class DashboardSourcesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSourcesInTroubleAreServedAsJsonAndDrawnByThePage() throws Exception {
        try (StatusIndexStandIn es = new StatusIndexStandIn();
             DashboardServer d = new DashboardServer("127.0.0.1", 0, es.url(), "crawl-metrics", "crawl-status", EsAuth.NONE)) {
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + d.port()
                    + "/api/sources?stale_after=2d&limit=5")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            JsonNode j = JSON.readTree(r.body());
            assertEquals(1, j.at("/failing/total").asLong(), r.body());
            JsonNode f = j.at("/failing/shown/0");
            assertEquals("https://a.example/rss", f.path("url").asText());
            assertEquals(4, f.path("failures").asInt());
            assertEquals(404, f.path("http_status").asInt());
            assertEquals("http_error: HTTP 404", f.path("last_answer").asText(), "the answer without the streak");
            long failingFor = f.path("failing_s").asLong();
            assertTrue(failingFor >= 7_200 && failingFor < 7_300, "failing for two hours: " + failingFor);
            assertTrue(f.path("next_visit").isTextual(), r.body());
            assertEquals(0, j.at("/retired/total").asLong());
            assertEquals(172_800, j.at("/stale/after_s").asLong());
            assertEquals(1, j.at("/stale/total").asLong(), r.body());
            assertEquals(2, j.at("/stale/sources").asLong());
            assertEquals("https://b.example/", j.at("/stale/shown/0/url").asText());
            long age = j.at("/stale/shown/0/newest_article_age_s").asLong();
            assertTrue(age >= 3 * 86_400 && age < 3 * 86_400 + 100, "three days: " + age);
            assertEquals(2, es.searches.stream().filter(s -> s.path("size").asInt(-1) == 5).count(),
                    "the trouble searches at the asked limit: " + es.searches);

            String page = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + d.port() + "/")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(page.contains("fetch('api/sources?") && page.contains("id=\"failing\""), "the page draws them");
        }
    }
}
