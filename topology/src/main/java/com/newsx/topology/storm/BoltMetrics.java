package com.newsx.topology.storm;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.UniformReservoir;
import org.apache.storm.task.TopologyContext;

/**
 * Where a bolt registers its metrics: Storm's registry in a topology ({@link #of}), or nowhere ({@link #unregistered},
 * for a bolt run by a unit test), so a bolt can be prepared without a TopologyContext.
 */
public interface BoltMetrics {
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
                return context.registerHistogram(name);
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
                return new Histogram(new UniformReservoir());
            }

            @Override
            public <T> void gauge(String name, Gauge<T> gauge) {
            }
        };
    }
}
