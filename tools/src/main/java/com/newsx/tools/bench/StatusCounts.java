package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.topology.es.EsAuth;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * URLs per status in a crawl-status index: one terms aggregation over plain HTTP, so the bench needs no
 * Elasticsearch client and does not force a refresh while the crawl runs (the index's own 5 s refresh is the
 * resolution of the progress it shows; the steady-state marks come from {@link #completions} afterwards).
 */
final class StatusCounts {
    /**
     * The statuses a page ends in once fetched (what the bench counts as completed pages); "fetched" is
     * StormCrawler's FETCHED (fetched and parsed) in bin/bench stormcrawler's counts, never one of this crawl's.
     */
    static final String[] COMPLETED = {"indexed", "fetched_nothing", "error", "fetched"};

    private static final String QUERY = "{\"size\":0,\"track_total_hits\":true,"
            + "\"aggs\":{\"status\":{\"terms\":{\"field\":\"status\",\"size\":50}}}}";
    /** The resolution of {@link #completions}: 100 ms buckets of status_time. */
    static final long BUCKET_MS = 100;
    private final EsAuth auth = EsAuth.fromEnvironment(); // NEWSX_ES_* credentials and CA, as the crawl's
    private final HttpClient http = auth.apply(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))).build();
    private final ObjectMapper json = new ObjectMapper();
    private final URI search;
    private final URI refresh;

    StatusCounts(String esUrl, String index) {
        String base = esUrl.replaceAll("/+$", "") + "/" + index;
        this.search = URI.create(base + "/_search?ignore_unavailable=true");
        this.refresh = URI.create(base + "/_refresh?ignore_unavailable=true");
    }

    /** Counts per status (empty while the index does not exist); throws when Elasticsearch does not answer. */
    Map<String, Long> read() throws IOException, InterruptedException {
        return parse(json.readTree(post(search, QUERY)));
    }

    /**
     * When each page was completed, from the index itself once the crawl is over: the completed URLs' status_time
     * (when the status step made the outcome) counted in 100 ms buckets, as the cumulative count over seconds since
     * {@code startMs}. The counts sampled during the run move only when the index refreshes (every 5 s), so marks
     * read from them can be seconds off; these are not.
     */
    List<SteadyState.Point> completions(long startMs) throws IOException, InterruptedException {
        post(refresh, "");
        StringBuilder statuses = new StringBuilder();
        for (String s : COMPLETED) {
            statuses.append(statuses.isEmpty() ? "" : ",").append('"').append(s).append('"');
        }
        String query = "{\"size\":0,\"query\":{\"terms\":{\"status\":[" + statuses + "]}},"
                + "\"aggs\":{\"done\":{\"date_histogram\":{\"field\":\"status_time\",\"fixed_interval\":\""
                + BUCKET_MS + "ms\"}}}}";
        return cumulative(json.readTree(post(search, query)), startMs);
    }

    /** The histogram's buckets as a cumulative series: at each bucket's start the count before it, at its end after. */
    static List<SteadyState.Point> cumulative(JsonNode response, long startMs) {
        List<SteadyState.Point> out = new ArrayList<>();
        long n = 0;
        for (JsonNode b : response.path("aggregations").path("done").path("buckets")) {
            long from = b.path("key").asLong();
            long count = b.path("doc_count").asLong();
            if (count == 0) {
                continue;
            }
            out.add(new SteadyState.Point((from - startMs) / 1000.0, n));
            n += count;
            out.add(new SteadyState.Point((from + BUCKET_MS - startMs) / 1000.0, n));
        }
        return out;
    }

    private String post(URI uri, String body) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(auth.apply(HttpRequest.newBuilder(uri)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (r.statusCode() != 200) {
            throw new IOException("Elasticsearch answered " + r.statusCode() + " to " + uri + ": " + r.body());
        }
        return r.body();
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
