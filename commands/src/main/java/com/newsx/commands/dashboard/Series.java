package com.newsx.commands.dashboard;

import java.util.List;

/**
 * A chart of the dashboard: one metric of one component in crawl-metrics, and how its per-worker values make one
 * figure: counters summed over workers and shown as a rate per second, gauges summed, means averaged.
 */
record Series(String title, String component, String metric, Kind kind) {
    enum Kind { RATE, SUM, MEAN }

    /** What the dashboard charts. */
    static final List<Series> ALL = List.of(
            new Series("pages fetched /s", "fetch", "fetched", Kind.RATE),
            new Series("pages indexed /s", "index", "indexed_pages", Kind.RATE),
            new Series("MB fetched /s", "fetch", "fetched_bytes", Kind.RATE),
            new Series("fetch errors /s", "fetch", "fetch_errors", Kind.RATE),
            new Series("index errors /s", "index", "bulk_errors", Kind.RATE),
            new Series("fetches in flight", "fetch", "in_flight", Kind.SUM),
            new Series("URLs queued to fetch", "fetch", "queued", Kind.SUM),
            new Series("fetch latency ms", "fetch", "fetch_ms.mean", Kind.MEAN),
            new Series("clean ms", "clean", "clean_us.mean", Kind.MEAN),
            new Series("line-block ms", "line-block", "line_block_us.mean", Kind.MEAN),
            new Series("punctuation density ms", "punctuation-density", "punctuation_density_us.mean", Kind.MEAN),
            new Series("fuse ms", "fuse", "fuse_us.mean", Kind.MEAN));

    /** The shown value: bytes as MB, microseconds as ms. */
    double scale(double v) {
        if (metric.equals("fetched_bytes")) {
            return v / 1e6;
        }
        return metric.contains("_us.") ? v / 1000 : v;
    }
}
