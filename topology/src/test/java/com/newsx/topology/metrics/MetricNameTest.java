package com.newsx.topology.metrics;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class MetricNameTest {
    @Test
    void partsAreReadFromTheRightSoHostDotsDoNotMatter() {
        assertEquals(new MetricName("line-block", 7, "line_block_us"),
                MetricName.parse("storm.topology.newsx-crawl-1-17.worker.example.com.line-block.7.6700-line_block_us"));
        assertEquals(new MetricName("fetch", 3, "in_flight"),
                MetricName.parse("storm.topology.t-1.localhost.fetch.3.1024-in_flight"));
        // a histogram registered as a set of one under an empty key (BoltMetrics.register)
        assertEquals(new MetricName("clean", 4, "clean_us"),
                MetricName.parse("storm.topology.t-1.localhost.clean.4.1024-clean_us."));
        assertNull(MetricName.parse("jvm.memory.heap"));
        assertNull(MetricName.parse("storm.topology.t.localhost.fetch.x.1024-in_flight"));
    }
}
