package com.newsx.topology.storm;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.SlidingWindowReservoir;
import org.apache.storm.task.TopologyContext;

import java.util.Map;

/**
 * Where a bolt registers its metrics: Storm's registry in a topology ({@link #of}), or nowhere ({@link #unregistered},
 * for a bolt run by a unit test), so a bolt can be prepared without a TopologyContext.
 */
public interface BoltMetrics {
    /** How many of a histogram's latest values its mean and percentiles are read from. */
    int HISTOGRAM_WINDOW = 1028;

    Counter counter(String name);

    Histogram histogram(String name);

    <T> void gauge(String name, Gauge<T> gauge);

    static BoltMetrics of(TopologyContext context) {
        return new BoltMetrics() {
            @Override
            public Counter counter(String name) {
                return context.registerCounter(name);
            }

            @Override
            public Histogram histogram(String name) {
                return register(context, name);
            }

            @Override
            public <T> void gauge(String name, Gauge<T> gauge) {
                context.registerGauge(name, gauge);
            }
        };
    }

    /** Metrics that count but are reported nowhere. */
    static BoltMetrics unregistered() {
        return new BoltMetrics() {
            @Override
            public Counter counter(String name) {
                return new Counter();
            }

            @Override
            public Histogram histogram(String name) {
                return recentValues();
            }

            @Override
            public <T> void gauge(String name, Gauge<T> gauge) {
            }
        };
    }

    /**
     * A histogram of the latest values registered under {@code name}. Not {@code registerHistogram}: its
     * exponentially decaying reservoir sorts an array of weighted samples with TimSort at every snapshot, and that
     * array type, next to the crawl's own sorts, sent the JIT into a deoptimize-recompile loop on TimSort at each
     * metrics report (a fifth of the crawler's compile time). This reservoir's snapshot sorts a long[]. Registered
     * as a set of one with an empty key, so its name ends in the set's '.' separator, which the crawl's metric
     * summary drops.
     */
    static Histogram register(TopologyContext context, String name) {
        Histogram h = recentValues();
        context.registerMetricSet(name, () -> Map.of("", h));
        return h;
    }

    private static Histogram recentValues() {
        return new Histogram(new SlidingWindowReservoir(HISTOGRAM_WINDOW));
    }
}
