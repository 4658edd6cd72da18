package com.newsx.topology.net;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The seeds that came to a worker's filter step, and those of them refused there or at the fetch step, with why:
 * what {@code bin/crawl} reads to warn at once when the seeds it was given are refused ({@link RefusalWarnings}).
 * Each URL counts once (a seed given twice, a replay). Only the first {@code maxSeeds} seeds are followed, so a crawl
 * seeded with millions of URLs does not keep them all here; a warning about the first ones is warning enough.
 * Thread-safe: the filter and fetch tasks tell, the progress printer reads.
 */
public final class SeedRefusals {
    /**
     * The worker's: in {@code bin/crawl}'s LocalCluster every task and the printer share it. On a cluster each worker
     * has its own, which nothing reads (crawl-status keeps every refusal's reason for {@code bin/crawl status}).
     */
    public static final SeedRefusals WORKER = new SeedRefusals(10_000);

    /**
     * What was seen so far.
     *
     * @param seeds   the seeds followed
     * @param capped  more seeds came than are followed: {@code seeds} are the first ones
     * @param reasons refused seeds per reason
     */
    public record Tally(long seeds, boolean capped, Map<String, Long> reasons) {
        public long refused() {
            return reasons.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    private final int maxSeeds;
    private final Set<String> seeds = new HashSet<>();
    /** A refused seed and the first reason it was refused for. */
    private final Map<String, String> refused = new HashMap<>();
    private boolean capped;

    public SeedRefusals(int maxSeeds) {
        this.maxSeeds = maxSeeds;
    }

    /** A seed came to the filter step (its URL normalised, as the steps after it name it). */
    public synchronized void seed(String url) {
        if (seeds.contains(url)) {
            return;
        }
        if (seeds.size() >= maxSeeds) {
            capped = true;
        } else {
            seeds.add(url);
        }
    }

    /** A URL was refused (filtered, or denied by robots.txt); it counts if it is a seed followed here. */
    public synchronized void refused(String url, String reason) {
        if (seeds.contains(url)) {
            refused.putIfAbsent(url, reason == null ? "" : reason);
        }
    }

    public synchronized Tally tally() {
        Map<String, Long> reasons = new TreeMap<>();
        refused.values().forEach(r -> reasons.merge(r, 1L, Long::sum));
        return new Tally(seeds.size(), capped, reasons);
    }
}
