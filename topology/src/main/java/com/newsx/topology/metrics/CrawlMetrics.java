package com.newsx.topology.metrics;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.Snapshot;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The latest totals of the bolts' metrics in this JVM, summed over tasks per component and metric name
 * ("fetch.fetched", "fetch.in_flight", "line-block.line_block_us.mean"...). The reporter refreshes it; an
 * in-process crawl ({@code bin/crawl}) reads it for its progress line.
 */
public final class CrawlMetrics {
    private static final AtomicReference<Map<String, Double>> LATEST = new AtomicReference<>(Map.of());

    private CrawlMetrics() {
    }

    /** Sums the registry's task metrics per component and name. */
    public static Map<String, Double> summarise(MetricRegistry registry) {
        Map<String, Double> sums = new TreeMap<>();
        Map<String, long[]> histCounts = new TreeMap<>();
        registry.getMetrics().forEach((full, metric) -> {
            MetricName n = MetricName.parse(full);
            if (n == null || n.name().startsWith("__")) {
                return;
            }
            String key = n.component() + "." + n.name();
            if (metric instanceof Counter c) {
                sums.merge(key, (double) c.getCount(), Double::sum);
            } else if (metric instanceof Gauge<?> g && g.getValue() instanceof Number v) {
                sums.merge(key, v.doubleValue(), Double::sum);
            } else if (metric instanceof Histogram h && h.getCount() > 0) {
                Snapshot s = h.getSnapshot();
                long[] c = histCounts.computeIfAbsent(key, k -> new long[1]);
                // a count-weighted mean over tasks; the largest p99 of any task
                double prev = sums.getOrDefault(key + ".mean", 0.0) * c[0];
                c[0] += h.getCount();
                sums.put(key + ".mean", (prev + s.getMean() * h.getCount()) / c[0]);
                sums.merge(key + ".p99", s.get99thPercentile(), Math::max);
                sums.merge(key + ".count", (double) h.getCount(), Double::sum);
            }
        });
        return sums;
    }

    static void publish(Map<String, Double> summary) {
        LATEST.set(Map.copyOf(summary));
    }

    /** The latest summary (empty before the first report). */
    public static Map<String, Double> latest() {
        return LATEST.get();
    }
}
