package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * URLs per status in a crawl-status index: one terms aggregation over plain HTTP, so the bench needs no
 * Elasticsearch client and does not force a refresh (the index's own 1 s refresh is the bench's resolution).
 */
final class StatusCounts {
    /**
     * The statuses a page ends in once fetched (what the bench counts as completed pages); "fetched" is
     * StormCrawler's FETCHED (fetched and parsed) in bin/bench stormcrawler's counts, never one of this crawl's.
     */
    static final String[] COMPLETED = {"indexed", "fetched_nothing", "error", "fetched"};

    private static final String QUERY = "{\"size\":0,\"track_total_hits\":true,"
            + "\"aggs\":{\"status\":{\"terms\":{\"field\":\"status\",\"size\":50}}}}";
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final URI search;

    StatusCounts(String esUrl, String index) {
        this.search = URI.create(esUrl.replaceAll("/+$", "") + "/" + index + "/_search?ignore_unavailable=true");
    }

    /** Counts per status (empty while the index does not exist); throws when Elasticsearch does not answer. */
    Map<String, Long> read() throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(search).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(QUERY, StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (r.statusCode() != 200) {
            throw new IOException("Elasticsearch answered " + r.statusCode() + " to " + search + ": " + r.body());
        }
        return parse(json.readTree(r.body()));
    }

    static Map<String, Long> parse(JsonNode response) {
        Map<String, Long> counts = new TreeMap<>();
        for (JsonNode b : response.path("aggregations").path("status").path("buckets")) {
            counts.put(b.path("key").asText(), b.path("doc_count").asLong());
        }
        return counts;
    }

    static long completed(Map<String, Long> counts) {
        long n = 0;
        for (String s : COMPLETED) {
            n += counts.getOrDefault(s, 0L);
        }
        return n;
    }
}
