package com.newsx.topology.metrics;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.SlidingWindowReservoir;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class CrawlMetricsTest {
    @Test
    void tasksAreSummedPerComponentAndHistogramsGiveAWeightedMeanAndTheLargestP99() {
        MetricRegistry registry = new MetricRegistry();
        registry.register("storm.topology.t-1.localhost.fetch.3.1024-fetched", counter(5));
        registry.register("storm.topology.t-1.localhost.fetch.4.1024-fetched", counter(7));
        // the clean bolts' histograms, named as Storm names a metric set of one under an empty key
        registry.register("storm.topology.t-1.localhost.clean.5.1024-clean_us.", histogram(100, 100, 100));
        registry.register("storm.topology.t-1.localhost.clean.6.1024-clean_us.", histogram(400));
        registry.register("storm.topology.t-1.localhost.__system.-1.1024-__ack-count", counter(9));

        Map<String, Double> s = CrawlMetrics.summarise(registry);

        assertEquals(12.0, s.get("fetch.fetched"));
        assertEquals(175.0, s.get("clean.clean_us.mean"), 1e-9); // (3 x 100 + 400) / 4
        assertEquals(400.0, s.get("clean.clean_us.p99"), 1e-9);
        assertEquals(4.0, s.get("clean.clean_us.count"));
        assertFalse(s.keySet().stream().anyMatch(k -> k.contains("__")), s.toString());
    }

    private static Counter counter(long n) {
        Counter c = new Counter();
        c.inc(n);
        return c;
    }

    private static Histogram histogram(long... values) {
        Histogram h = new Histogram(new SlidingWindowReservoir(16));
        for (long v : values) {
            h.update(v);
        }
        return h;
    }
}
