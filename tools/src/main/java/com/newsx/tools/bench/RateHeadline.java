package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The last lines of a crawl bench's report: pages/s 10-90 % served by the bench web, by its own count (the headline:
 * one instrument, outside the crawler, for every crawler measured), beside the crawler's own completed pages/s; and the
 * served figure added to the run's summary for {@code --compare}. It runs after the web has stopped, as the web writes
 * its stats only then.
 */
public final class RateHeadline {
    /** Whose count the completed figure is: what the line calls it and how it explains it. */
    enum Completed {
        CRAWL_STATUS("completed (crawl-status)",
                "completed: pages whose crawl-status is final (indexed, fetched_nothing, error), by their status time"),
        STORMCRAWLER("fetched (StormCrawler's count)",
                "fetched: pages StormCrawler's status updater saw fetched or failed, its counts sampled every 2 s");

        final String label;
        final String explanation;

        Completed(String label, String explanation) {
            this.label = label;
            this.explanation = explanation;
        }
    }

    private RateHeadline() {
    }

    /** usage: RateHeadline WEB_STATS_JSON SUMMARY crawl-status|stormcrawler [--cold] */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || args.length > 4 || (args.length == 4 && !args[3].equals("--cold"))
                || !List.of("crawl-status", "stormcrawler").contains(args[2])) {
            System.err.println("usage: RateHeadline WEB_STATS_JSON SUMMARY crawl-status|stormcrawler [--cold]");
            System.exit(2);
        }
        Path web = Path.of(args[0]);
        Path summary = Path.of(args[1]);
        JsonNode stats = Files.exists(web) ? new ObjectMapper().readTree(web.toFile()) : null;
        Map<String, Double> figures = Files.exists(summary)
                ? CrawlCompare.parse(Files.readAllLines(summary, StandardCharsets.UTF_8)) : Map.of();
        Completed completed = args[2].equals("stormcrawler") ? Completed.STORMCRAWLER : Completed.CRAWL_STATUS;
        boolean cold = args.length == 4;
        print(System.out, stats, figures.getOrDefault("pages_per_s", Double.NaN), completed, cold);
        StringBuilder b = new StringBuilder();
        summary(stats, cold).forEach((k, v) -> b.append(k).append('=').append(v).append('\n'));
        Files.writeString(summary, b, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** {@code webStats}: null when the web wrote none. */
    static void print(PrintStream out, JsonNode webStats, double completedRate, Completed completed, boolean cold) {
        SteadyState served = webStats == null ? null : ServedRate.of(webStats);
        double rate = served == null ? Double.NaN : served.rate();
        out.println();
        out.println("pages/s 10-90 %" + (cold ? ", cold (the first crawl after Kafka and Elasticsearch started)" : "")
                + ": " + fmt(rate) + " served by the web, " + fmt(completedRate) + " " + completed.label);
        String how;
        if (served == null) {
            how = "no figure: the bench web wrote no stats";
        } else if (served.finalCount() == 0) {
            how = "no figure: the web's timeline holds no pages served";
        } else if (Double.isNaN(rate)) {
            how = "no figure: its " + served.finalCount() + " pages were all served at one moment";
        } else {
            how = String.format(Locale.ROOT, "%.0f of its %d in %.1f s (t = %.1f -> %.1f s of its clock)",
                    served.pages(), served.finalCount(), served.t90() - served.t10(), served.t10(), served.t90());
        }
        out.println("  served (the headline): page requests the bench web answered, by its own count per second; " + how);
        out.println("  " + completed.explanation);
    }

    /** The keys added to the run's summary.txt. */
    static Map<String, String> summary(JsonNode webStats, boolean cold) {
        SteadyState served = webStats == null ? SteadyState.of(List.of()) : ServedRate.of(webStats);
        Map<String, String> m = new LinkedHashMap<>();
        m.put("served_pages_per_s", num(served.rate()));
        m.put("served_window_s", num(served.t90() - served.t10()));
        m.put("served_pages", Long.toString(served.finalCount()));
        if (cold) {
            m.put("cold", "1"); // a number, as CrawlCompare reads every value as one
        }
        return m;
    }

    private static String fmt(double v) {
        return Double.isNaN(v) ? "-" : Decimals.fixed(v, 1);
    }

    private static String num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "NaN" : String.format(Locale.ROOT, "%.3f", v);
    }
}
