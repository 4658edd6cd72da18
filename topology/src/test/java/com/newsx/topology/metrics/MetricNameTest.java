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
        assertNull(MetricName.parse("jvm.memory.heap"));
        assertNull(MetricName.parse("storm.topology.t.localhost.fetch.x.1024-in_flight"));
    }
}
