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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static com.newsx.tools.bench.PythonText.key;

/**
 * The report of {@code bin/bench soak}: the crawler's RSS each minute and its trend over the last half of the run
 * ({@link RssTrend}); liveweb's figures for the whole run and for the articles published after each site's last bad
 * spell, and the sources it lost; then from the run's crawl-status index the sources retired and failing and the
 * URLs left hanging ({@link EndStatus}).
 */
public final class SoakReport {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** URLs left hanging listed at most; the rest are counted. */
    static final int LISTED = 50;

    /** The search response of the run's crawl-status index ({@link EndStatus#QUERY}), or why it could not be read. */
    interface Status {
        JsonNode search() throws Exception;
    }

    private SoakReport() {
    }

    /** usage: SoakReport LIVE_JSON RSS_SAMPLES RUN_SECONDS ES_URL STATUS_INDEX */
    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            System.err.println("usage: SoakReport LIVE_JSON RSS_SAMPLES RUN_SECONDS ES_URL STATUS_INDEX");
            System.exit(2);
        }
        JsonNode live = JSON.readTree(Path.of(args[0]).toFile());
        List<RssTrend.Sample> rss = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            if (!line.isBlank()) {
                rss.add(RssTrend.Sample.parse(line));
            }
        }
        print(System.out, rss, Double.parseDouble(args[2]), live, () -> search(args[3], args[4]));
    }

    static void print(PrintStream out, List<RssTrend.Sample> rss, double runSeconds, JsonNode live, Status status) {
        rss(out, rss, runSeconds);
        liveweb(out, live);
        crawlStatus(out, status);
    }

    /** Each sample as MINUTE:MB, ten to a line, then the trend of the last half. */
    static void rss(PrintStream out, List<RssTrend.Sample> samples, double runSeconds) {
        out.println("crawler RSS each minute (minute:MB):");
        for (int i = 0; i < samples.size(); i += 10) {
            List<String> row = new ArrayList<>();
            for (RssTrend.Sample s : samples.subList(i, Math.min(samples.size(), i + 10))) {
                row.add(Math.round(s.seconds() / 60) + ":" + Decimals.fixed(s.kb() / 1024.0, 0));
            }
            out.println("  " + String.join(" ", row));
        }
        RssTrend t = RssTrend.lastHalf(samples, runSeconds);
        double half = runSeconds / 2 / 60;
        String from = "from minute " + (half == Math.rint(half) ? Decimals.fixed(half, 0) : Decimals.fixed(half, 1));
        if (Double.isNaN(t.percentPer30Min())) {
            out.println("RSS trend " + from + ": not measured (" + t.samples() + " samples)");
            return;
        }
        out.println(String.format(Locale.ROOT, "RSS trend %s (%d samples): mean %s MB, slope %s%% of the mean per 30 min - %s the +/-%s%% target",
                from, t.samples(), Decimals.fixed(t.meanKb() / 1024, 0),
                (t.percentPer30Min() >= 0 ? "+" : "") + Decimals.fixed(t.percentPer30Min(), 1),
                t.withinTarget() ? "within" : "OUTSIDE", Decimals.fixed(RssTrend.TARGET_PERCENT, 0)));
    }

    /** The bad spells, the delay figures in all and after the spells, and the sources lost. */
    static void liveweb(PrintStream out, JsonNode s) {
        JsonNode faults = key(s, "faults");
        JsonNode after = key(s, "after_faults");
        List<String> kinds = new ArrayList<>();
        key(faults, "by_kind").fields().forEachRemaining(k -> kinds.add(k.getKey() + " " + k.getValue().asLong()));
        out.println("liveweb: " + key(faults, "episodes").asLong() + " bad spells (" + String.join(", ", kinds) + ") on "
                + key(after, "sites_with_faults").asLong() + " of " + key(s, "by_host").size() + " sites; answers in them "
                + PythonText.dumps(key(faults, "answers")));
        out.println(delays("all", s));
        out.println(delays("after faults", after));
        List<String> lost = new ArrayList<>();
        key(after, "lost_source_names").forEach(n -> lost.add(n.asText()));
        out.println("lost sources (published after their last spell, none of it fetched): " + key(after, "lost_sources").asLong()
                + (lost.isEmpty() ? "" : " (" + String.join(", ", lost) + ")"));
    }

    /** One row of delay figures: published, fetched, missed, p50 and p95 (a missed article counts as never fetched). */
    static String delays(String name, JsonNode r) {
        return String.format(Locale.ROOT, "%-13s published %5d  fetched %5d  missed %4d  delay p50 %7s p95 %7s", name,
                key(r, "published").asLong(), key(r, "fetched").asLong(), key(r, "missed").asLong(),
                seconds(key(r, "p50_delay_s")), seconds(key(r, "p95_delay_s")));
    }

    /** Sources retired, failing and due again; then the URLs left hanging, by status, at most {@link #LISTED}. */
    static void crawlStatus(PrintStream out, Status status) {
        EndStatus end;
        try {
            end = EndStatus.of(status.search());
        } catch (Exception e) {
            out.println("crawl-status: not measured (" + (e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName()) + ")");
            return;
        }
        out.println("crawl-status at the end: sources retired " + end.count("retired") + ", sources failing "
                + end.count("failing") + ", sources due again " + end.dueAgain());
        if (end.read() < end.notFinal()) {
            out.println("  (only " + end.read() + " of the " + end.notFinal() + " URLs not final read)");
        }
        List<EndStatus.Url> hanging = end.hanging();
        Map<String, Long> byStatus = new TreeMap<>();
        hanging.forEach(u -> byStatus.merge(u.status(), 1L, Long::sum));
        List<String> counts = new ArrayList<>();
        byStatus.forEach((k, v) -> counts.add((k.isEmpty() ? "(none)" : k) + " " + v));
        out.println("not final and not a source due again: " + hanging.size()
                + (counts.isEmpty() ? "" : " (" + String.join(", ", counts) + ")"));
        for (EndStatus.Url u : hanging.subList(0, Math.min(LISTED, hanging.size()))) {
            out.println(String.format(Locale.ROOT, "  %-11s %s%s", u.status(), u.url(),
                    u.reason().isEmpty() ? "" : "  (" + u.reason() + ")"));
        }
        if (hanging.size() > LISTED) {
            out.println("  ... and " + (hanging.size() - LISTED) + " more");
        }
    }

    private static String seconds(JsonNode v) {
        return v == null || v.isNull() ? "-" : Decimals.fixed(v.asDouble(), 1) + "s";
    }

    /** The run's crawl-status: {@link EndStatus#QUERY}'s response. */
    private static JsonNode search(String es, String index) throws IOException, InterruptedException {
        EsAuth auth = EsAuth.fromEnvironment(); // NEWSX_ES_* credentials and CA, as the crawl's
        HttpClient http = auth.apply(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30))).build();
        HttpRequest request = auth.apply(HttpRequest.newBuilder(URI.create(es + "/" + index + "/_search")))
                .timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(EndStatus.QUERY, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (response.statusCode() != 200) {
            throw new IOException("HTTP Error " + response.statusCode());
        }
        return JSON.readTree(response.body());
    }
}
