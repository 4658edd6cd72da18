package com.newsx.tools.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of {@code bin/bench crawl --compare REV}: runs of this tree and of REV made alternately on one machine,
 * each read from the key=value summary {@link CrawlBench} wrote, shown per run, as medians per side and as the
 * ratio this/REV of the medians. Alternating runs back to back means a busy moment of the machine hits both sides.
 * The first column, pages/s served by the bench web by its own count ({@link ServedRate}), is the headline: the same
 * instrument whatever the crawler.
 */
public final class CrawlCompare {
    /** The columns: summary key, heading, decimals. */
    private static final String[][] COLUMNS = {
            {"served_pages_per_s", "served p/s", "1"},
            {"pages_per_s", "compl. p/s", "1"},
            {"cpu_ms_per_page.crawler", "crawler ms/p", "2"},
            {"cpu_ms_per_page.elasticsearch", "ES ms/p", "2"},
            {"cpu_ms_per_page.kafka", "Kafka ms/p", "2"},
            {"cpu_ms_per_page.stack", "stack ms/p", "2"},
            {"jit_ms_per_page.elasticsearch", "ES JIT ms/p", "2"},
            {"cores.stack", "stack cores", "2"},
            {"rss_mb.crawler", "crawler MB", "0"},
            {"rss_mb.stack", "stack MB", "0"},
            {"indexed", "indexed", "0"},
            {"completed", "completed", "0"},
    };

    /** One run: which side, its figures. */
    record Run(String side, Map<String, Double> figures) {
    }

    private CrawlCompare() {
    }

    /** usage: CrawlCompare THIS_LABEL REV_LABEL SIDE=SUMMARY_FILE... (SIDE is this or rev, in the order run) */
    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: CrawlCompare THIS_LABEL REV_LABEL this|rev=SUMMARY_FILE...");
            System.exit(2);
        }
        List<Run> runs = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            String[] pair = args[i].split("=", 2);
            Path f = Path.of(pair[1]);
            runs.add(new Run(pair[0], Files.exists(f) ? parse(Files.readAllLines(f)) : Map.of()));
        }
        print(System.out, args[0], args[1], runs);
    }

    static Map<String, Double> parse(List<String> lines) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (String line : lines) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                try {
                    m.put(line.substring(0, eq).strip(), Double.parseDouble(line.substring(eq + 1).strip()));
                } catch (NumberFormatException e) {
                    m.put(line.substring(0, eq).strip(), Double.NaN);
                }
            }
        }
        return m;
    }

    static void print(PrintStream out, String thisLabel, String revLabel, List<Run> runs) {
        out.printf("%n== compare: this = %s, rev = %s; %d runs alternated (ms/p: CPU ms per completed page, 10-90 %% window;"
                + " MB: peak RSS)%n", thisLabel, revLabel, runs.size());
        out.println("served p/s: pages the bench web served, 10-90 % by its own count (the headline);"
                + " compl. p/s: pages the crawler completed, 10-90 % by its own count (crawl-status; StormCrawler's: fetched)");
        if (!runs.isEmpty() && runs.stream().allMatch(r -> r.figures().getOrDefault("cold", 0.0) == 1.0)) {
            out.println("every run cold: the first crawl after Kafka and Elasticsearch (re)started (--cold)");
        }
        StringBuilder head = new StringBuilder(String.format("%-12s", "run"));
        for (String[] c : COLUMNS) {
            head.append(String.format(" %12s", c[1]));
        }
        out.println(head);
        for (int i = 0; i < runs.size(); i++) {
            Run r = runs.get(i);
            out.println(row((i + 1) + " " + r.side(), r.figures()::get));
        }
        Map<String, Double> thisMedian = medians(runs, "this");
        Map<String, Double> revMedian = medians(runs, "rev");
        out.println(row("median this", thisMedian::get));
        out.println(row("median rev", revMedian::get));
        StringBuilder ratio = new StringBuilder(String.format("%-12s", "this/rev"));
        for (String[] c : COLUMNS) {
            double a = thisMedian.getOrDefault(c[0], Double.NaN);
            double b = revMedian.getOrDefault(c[0], Double.NaN);
            ratio.append(String.format(" %12s", Double.isNaN(a) || Double.isNaN(b) || b == 0 ? "-"
                    : String.format(Locale.ROOT, "%.2fx", a / b)));
        }
        out.println(ratio);
    }

    /** Each figure's median over the runs of one side (the mean of the middle two for an even count). */
    static Map<String, Double> medians(List<Run> runs, String side) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (String[] c : COLUMNS) {
            List<Double> v = new ArrayList<>();
            for (Run r : runs) {
                Double x = r.figures().get(c[0]);
                if (r.side().equals(side) && x != null && !x.isNaN()) {
                    v.add(x);
                }
            }
            m.put(c[0], median(v));
        }
        return m;
    }

    static double median(List<Double> v) {
        if (v.isEmpty()) {
            return Double.NaN;
        }
        List<Double> s = new ArrayList<>(v);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }

    private static String row(String label, java.util.function.Function<String, Double> figure) {
        StringBuilder b = new StringBuilder(String.format("%-12s", label));
        for (String[] c : COLUMNS) {
            Double v = figure.apply(c[0]);
            b.append(String.format(" %12s", v == null || v.isNaN() ? "-"
                    : String.format(Locale.ROOT, "%." + c[2] + "f", v)));
        }
        return b.toString();
    }
}
