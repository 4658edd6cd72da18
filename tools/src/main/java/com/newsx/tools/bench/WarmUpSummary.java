package com.newsx.tools.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The line {@code bin/bench crawl --warm-up} prints for each unmeasured run, from the key=value summary the run's
 * {@link CrawlBench} wrote: its steady-state pages/s (served by the bench web when the summary has that figure, the
 * completed one beside it) and Elasticsearch's JIT per page (high while Elasticsearch is still compiling its code).
 */
public final class WarmUpSummary {
    private WarmUpSummary() {
    }

    /** usage: WarmUpSummary SUMMARY RUN RUNS (prints nothing when the summary cannot be read) */
    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: WarmUpSummary SUMMARY RUN RUNS");
            System.exit(2);
        }
        List<String> summary;
        try {
            summary = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("bench: cannot read " + args[0] + ": " + e);
            System.exit(2);
            return;
        }
        print(System.out, summary, (long) Decimals.leadingNumber(args[1]), (long) Decimals.leadingNumber(args[2]));
    }

    static void print(PrintStream out, List<String> summary, long run, long runs) {
        double rate = 0;
        Double served = null;
        double jit = 0;
        for (String line : summary) {
            String[] f = line.split("=", -1);
            String value = f.length > 1 ? f[1] : "";
            if (f[0].equals("pages_per_s")) {
                rate = Decimals.leadingNumber(value);
            } else if (f[0].equals("served_pages_per_s")) {
                served = Decimals.leadingNumber(value);
            } else if (f[0].equals("jit_ms_per_page.elasticsearch")) {
                jit = Decimals.leadingNumber(value);
            }
        }
        String rates = served == null ? Decimals.fixed(rate, 1) + " pages/s"
                : Decimals.fixed(served, 1) + " pages/s served by the web (" + Decimals.fixed(rate, 1) + " completed)";
        out.println("warm-up run " + run + " of " + runs + ": " + rates + ", Elasticsearch's JIT "
                + Decimals.fixed(jit, 2) + " ms a page");
    }
}
