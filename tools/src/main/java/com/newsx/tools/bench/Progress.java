package com.newsx.tools.bench;

import java.util.List;
import java.util.Map;

/**
 * The bench's progress line on standard error: rewritten in place on a terminal, otherwise one line every
 * 10 s so a log stays short.
 */
final class Progress {
    private final CrawlBench.BenchOptions options;
    private final boolean terminal = System.console() != null;
    private double lastPrinted = Double.NEGATIVE_INFINITY;
    private String lastNote = "";

    Progress(CrawlBench.BenchOptions options) {
        this.options = options;
    }

    void show(List<CrawlBench.Sample> samples) {
        CrawlBench.Sample s = samples.get(samples.size() - 1);
        String line = line(samples, s);
        if (terminal) {
            System.err.print("\r" + line + "\033[K");
        } else if (s.t() - lastPrinted >= 10) {
            System.err.println(line);
            lastPrinted = s.t();
        }
    }

    void note(String message) {
        if (!message.equals(lastNote)) {
            System.err.println((terminal ? "\n" : "") + "bench: " + message);
            lastNote = message;
        }
    }

    void done(String message) {
        System.err.println((terminal ? "\n" : "") + "bench: " + message);
    }

    private String line(List<CrawlBench.Sample> samples, CrawlBench.Sample s) {
        long completed = StatusCounts.completed(s.counts());
        StringBuilder b = new StringBuilder(String.format("[%4.0f s] completed %d", s.t(), completed));
        if (options.expect() > 0) {
            b.append(String.format("/%d (%.1f %%)", options.expect(), 100.0 * completed / options.expect()));
        }
        b.append(" |");
        if (s.counts().isEmpty()) {
            b.append(" no crawl-status yet");
        }
        for (Map.Entry<String, Long> e : s.counts().entrySet()) {
            b.append(' ').append(e.getKey()).append(' ').append(e.getValue());
        }
        // the rate over the last 10 s, or since the start if shorter
        CrawlBench.Sample back = samples.get(0);
        for (CrawlBench.Sample p : samples) {
            if (s.t() - p.t() <= 10) {
                back = p;
                break;
            }
        }
        if (s.t() > back.t()) {
            b.append(String.format(" | %.1f pages/s", (completed - StatusCounts.completed(back.counts())) / (s.t() - back.t())));
        }
        // the crawler: one JVM in-process, the worker JVMs on a cluster
        long ticks = 0;
        long rssKb = 0;
        boolean any = false;
        for (Map.Entry<String, ProcStats> e : s.procs().entrySet()) {
            ProcStats before = back.procs().get(e.getKey());
            if (isCrawler(e.getKey()) && e.getValue().alive() && before != null && before.alive()) {
                ticks += e.getValue().cpuTicks() - before.cpuTicks();
                rssKb += e.getValue().rssKb();
                any = true;
            }
        }
        if (any && s.t() > back.t()) {
            b.append(String.format(" | crawler %.2f cores %d MB", ticks / (double) options.clkTck() / (s.t() - back.t()),
                    rssKb / 1024));
        }
        return b.toString();
    }

    private static boolean isCrawler(String name) {
        return name.equals("crawler") || name.matches("worker\\d+");
    }
}
