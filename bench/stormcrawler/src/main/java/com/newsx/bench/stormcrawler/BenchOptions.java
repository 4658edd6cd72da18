package com.newsx.bench.stormcrawler;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The options of {@link StormCrawlerBench}, checked. {@code --set KEY=VALUE} overrides any StormCrawler or Storm
 * setting after the bench's own (values are read as YAML scalars would be: numbers, booleans, else strings).
 */
record BenchOptions(Path seeds, Path counts, long delayMs, int fetchThreads, int parsers, long seconds,
                    Map<String, Object> sets) {
    static final String USAGE = """
            usage: StormCrawlerBench --seeds FILE --counts FILE [--delay-ms MS] [--fetch-threads N] [--parsers N]
                                     [--seconds LIMIT] [--set KEY=VALUE]...
              Crawls from the URLs of FILE (one a line) with StormCrawler's FetcherBolt and JSoupParserBolt in a
              LocalCluster, and rewrites the counts file every 0.5 s with the URLs per status (key=value lines)
              until LIMIT s (default 1200) have passed or the process is stopped.""";

    static BenchOptions parse(String[] args) {
        Path seeds = null;
        Path counts = null;
        long delay = 0;
        int threads = 50;
        int parsers = 2;
        long seconds = 1200;
        Map<String, Object> sets = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(a + " needs a value");
            }
            String v = args[++i];
            switch (a) {
                case "--seeds" -> seeds = Path.of(v);
                case "--counts" -> counts = Path.of(v);
                case "--delay-ms" -> delay = number(a, v);
                case "--fetch-threads" -> threads = (int) number(a, v);
                case "--parsers" -> parsers = (int) number(a, v);
                case "--seconds" -> seconds = number(a, v);
                case "--set" -> {
                    int eq = v.indexOf('=');
                    if (eq <= 0) {
                        throw new IllegalArgumentException("--set needs KEY=VALUE, got " + v);
                    }
                    sets.put(v.substring(0, eq), scalar(v.substring(eq + 1)));
                }
                default -> throw new IllegalArgumentException("unknown argument " + a);
            }
        }
        if (seeds == null || counts == null) {
            throw new IllegalArgumentException("--seeds and --counts are required");
        }
        if (threads < 1 || parsers < 1) {
            throw new IllegalArgumentException("--fetch-threads and --parsers need at least 1");
        }
        return new BenchOptions(seeds, counts, delay, threads, parsers, seconds, sets);
    }

    /** A value as a YAML scalar: StormCrawler reads numbers and booleans by type from its configuration. */
    static Object scalar(String v) {
        if (v.equals("true") || v.equals("false")) {
            return Boolean.parseBoolean(v);
        }
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            // not a whole number
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            return v;
        }
    }

    private static long number(String option, String v) {
        try {
            long n = Long.parseLong(v.strip());
            if (n < 0) {
                throw new IllegalArgumentException(option + " cannot be negative: " + v);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, got " + v);
        }
    }
}
