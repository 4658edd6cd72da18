package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.topology.es.EsAuth;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import static com.newsx.tools.bench.PythonText.key;

/**
 * The report of {@code bin/bench freshness}: liveweb's own figures from its stats file (the delay from publication to
 * first fetch, articles missed, polls, in all and per kind of site), then from the run's article index the delay from
 * publication to searchable ({@link Percentiles} of each new article's indexed_time) and how well syndicated copies
 * were marked ({@link CopyPrecision}), and the busiest sites.
 */
public final class FreshnessReport {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The run's article documents, or the reason they could not be read. */
    interface Docs {
        List<JsonNode> hits() throws Exception;
    }

    private FreshnessReport() {
    }

    /** usage: FreshnessReport LIVE_JSON ES_URL ARTICLE_INDEX */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: FreshnessReport LIVE_JSON ES_URL ARTICLE_INDEX");
            System.exit(2);
        }
        JsonNode live = JSON.readTree(Path.of(args[0]).toFile());
        print(System.out, live, () -> search(args[1], args[2]));
    }

    static void print(PrintStream out, JsonNode s, Docs docs) {
        out.println("liveweb: delay from publication to first fetch (a missed article counts as never fetched)");
        out.println(line("all", s));
        key(s, "by_kind").fields().forEachRemaining(k -> out.println(line(k.getKey(), k.getValue())));
        out.println("first visits " + integer(key(s, "first_visits")) + ", requests "
                + PythonText.dumps(key(s, "requests")) + ", "
                + Decimals.fixed(key(s, "bytes").asDouble() / 1e6, 1) + " MB");
        Hits hits = Hits.of(docs);
        out.println(indexFigure("searchable", hits, h -> searchable(s, h)));
        out.println(indexFigure("copies", hits, h -> copies(s, h).line()));
        List<Map.Entry<String, JsonNode>> hosts = new ArrayList<>();
        key(s, "by_host").fields().forEachRemaining(hosts::add);
        // busiest first; a stable sort keeps equal rates in the file's order
        hosts.sort((a, b) -> Double.compare(key(b.getValue(), "rate_per_min").asDouble(),
                key(a.getValue(), "rate_per_min").asDouble()));
        List<String> busiest = new ArrayList<>();
        for (Map.Entry<String, JsonNode> h : hosts.subList(0, Math.min(8, hosts.size()))) {
            JsonNode v = h.getValue();
            busiest.add(h.getKey() + " " + PythonText.str(key(v, "rate_per_min")) + "/min "
                    + integer(key(v, "published")) + " " + integer(key(v, "polls")));
        }
        out.println("busiest sites (new articles a minute, published, polls): " + String.join(", ", busiest));
    }

    /** The run's article documents once read (both index figures come from them), or why they could not be. */
    private record Hits(List<JsonNode> list, Exception failure) {
        static Hits of(Docs docs) {
            try {
                return new Hits(docs.hits(), null);
            } catch (Exception e) {
                return new Hits(null, e);
            }
        }
    }

    /** A figure from the index, or "not measured" and why: the rest of the report stands without it. */
    private static String indexFigure(String name, Hits hits, Function<List<JsonNode>, String> figure) {
        Exception why = hits.failure();
        if (why == null) {
            try {
                return figure.apply(hits.list());
            } catch (RuntimeException e) {
                why = e;
            }
        }
        return name + ": not measured (" + (why.getMessage() != null ? why.getMessage() : why.getClass().getSimpleName()) + ")";
    }

    /** One row of liveweb's figures: all sites, or one kind of site. */
    static String line(String name, JsonNode r) {
        return String.format(Locale.ROOT, "%-8s published %4d  fetched %4d  missed %3d  delay mean %7s p50 %7s p90 %7s p95 %7s"
                        + "  polls %5d (%s per new article)  304s %d",
                name, integer(key(r, "published")), integer(key(r, "fetched")), integer(key(r, "missed")),
                seconds(key(r, "mean_delay_s")), seconds(key(r, "p50_delay_s")), seconds(key(r, "p90_delay_s")),
                seconds(key(r, "p95_delay_s")), integer(key(r, "polls")), figure(key(r, "polls_per_new_article"), ""),
                integer(key(r, "not_modified")));
    }

    /** Publication (liveweb's published_at) to the article document's indexed_time, over the new articles. */
    static String searchable(JsonNode s, List<JsonNode> hits) {
        Map<String, String> indexed = new HashMap<>();
        for (JsonNode h : hits) {
            JsonNode source = key(h, "_source");
            JsonNode t = source.get("indexed_time");
            indexed.put(key(source, "url").asText(), t == null || t.isNull() ? null : t.asText());
        }
        List<Double> delays = new ArrayList<>();
        int fresh = 0;
        for (JsonNode a : key(s, "articles")) {
            JsonNode published = a.get("published_s");
            if (published == null || published.isNull()) {
                continue;
            }
            fresh++;
            String t = indexed.get(key(a, "url").asText());
            if (t != null && !t.isEmpty()) {
                delays.add(secondsBetween(key(a, "published_at").asText(), t.replace("Z", "+00:00")));
            }
        }
        Percentiles p = Percentiles.of(delays);
        return String.format(Locale.ROOT, "searchable: %d of %d new articles indexed; delay from publication: mean %s p50 %s p90 %s p95 %s",
                p.count(), fresh, seconds(p.mean()), seconds(p.at(0.5)), seconds(p.at(0.9)), seconds(p.at(0.95)));
    }

    /** Seconds from one ISO date-time with an offset to another, each taken to the microsecond as Python reads it. */
    static double secondsBetween(String from, String to) {
        OffsetDateTime a = OffsetDateTime.parse(from).truncatedTo(ChronoUnit.MICROS);
        OffsetDateTime b = OffsetDateTime.parse(to).truncatedTo(ChronoUnit.MICROS);
        return ChronoUnit.MICROS.between(a, b) / 1e6;
    }

    static CopyPrecision copies(JsonNode s, List<JsonNode> hits) {
        List<CopyPrecision.Doc> docs = new ArrayList<>();
        for (JsonNode h : hits) {
            JsonNode source = key(h, "_source");
            JsonNode dup = source.get("duplicate_of");
            docs.add(new CopyPrecision.Doc(key(h, "_id").asText(), key(source, "url").asText(),
                    dup == null || dup.isNull() ? null : dup.asText()));
        }
        Map<String, String> copyOf = new LinkedHashMap<>();
        for (JsonNode a : key(s, "articles")) {
            JsonNode original = a.get("copy_of");
            if (original != null && !original.isNull() && !original.asText().isEmpty()) {
                copyOf.put(key(a, "url").asText(), original.asText());
            }
        }
        return CopyPrecision.of(docs, copyOf);
    }

    /** The run's article documents: url, indexed_time and duplicate_of of up to 10,000. */
    private static List<JsonNode> search(String es, String index) throws IOException, InterruptedException {
        String query = "{\"size\": 10000, \"_source\": [\"url\", \"indexed_time\", \"duplicate_of\"],"
                + " \"query\": {\"match_all\": {}}}";
        EsAuth auth = EsAuth.fromEnvironment(); // NEWSX_ES_* credentials and CA, as the crawl's
        HttpClient http = auth.apply(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30))).build();
        HttpRequest request = auth.apply(HttpRequest.newBuilder(URI.create(es + "/" + index + "/_search")))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(query, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (response.statusCode() != 200) {
            throw new IOException("HTTP Error " + response.statusCode());
        }
        List<JsonNode> hits = new ArrayList<>();
        key(key(JSON.readTree(response.body()), "hits"), "hits").forEach(hits::add);
        return hits;
    }

    private static long integer(JsonNode v) {
        if (!v.isNumber()) {
            throw new IllegalArgumentException("%d format: a number is required, not " + v.getNodeType());
        }
        return v.asLong();
    }

    /** A figure in seconds: one decimal for a float, an integer as it is, "-" for none. */
    private static String seconds(JsonNode v) {
        return figure(v, "s");
    }

    private static String seconds(double v) {
        return Double.isNaN(v) ? "-" : Decimals.fixed(v, 1) + "s";
    }

    private static String figure(JsonNode v, String unit) {
        if (v == null || v.isNull()) {
            return "-";
        }
        return (v.isFloatingPointNumber() ? Decimals.fixed(v.doubleValue(), 1) : PythonText.str(v)) + unit;
    }
}
