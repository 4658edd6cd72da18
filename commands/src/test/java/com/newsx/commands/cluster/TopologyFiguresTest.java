package com.newsx.commands.cluster;

import org.apache.storm.generated.BoltAggregateStats;
import org.apache.storm.generated.CommonAggregateStats;
import org.apache.storm.generated.ComponentAggregateStats;
import org.apache.storm.generated.ComponentType;
import org.apache.storm.generated.SpecificAggregateStats;
import org.apache.storm.generated.SpoutAggregateStats;
import org.apache.storm.generated.TopologyPageInfo;
import org.apache.storm.generated.WorkerSummary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TopologyFiguresTest {
    @Test
    void onePrintedRowPerComponentWithItsLatencyAndCapacity() {
        TopologyPageInfo info = new TopologyPageInfo("newsx-crawl-1-1700000000");
        info.set_name("newsx-crawl");
        info.set_status("ACTIVE");
        info.set_uptime_secs(125);
        info.set_num_workers(2);
        info.set_num_executors(11);
        info.set_num_tasks(11);
        SpoutAggregateStats spout = new SpoutAggregateStats();
        spout.set_complete_latency_ms(1234.5);
        BoltAggregateStats bolt = new BoltAggregateStats();
        bolt.set_process_latency_ms(2.25);
        bolt.set_capacity(0.5);
        info.set_id_to_spout_agg_stats(Map.of("urls", stats(ComponentType.SPOUT, 1, 40, 38, 2, SpecificAggregateStats.spout(spout))));
        info.set_id_to_bolt_agg_stats(Map.of(
                "fetch", stats(ComponentType.BOLT, 2, 90, 88, 0, SpecificAggregateStats.bolt(bolt)),
                "__acker", stats(ComponentType.BOLT, 2, 1, 1, 0, SpecificAggregateStats.bolt(new BoltAggregateStats()))));
        WorkerSummary w = new WorkerSummary();
        w.set_host("127.0.0.1");
        w.set_port(6700);
        w.set_uptime_secs(100);
        w.set_num_executors(6);
        w.set_component_to_num_tasks(Map.of("fetch", 1L, "urls", 1L));
        info.set_workers(List.of(w));

        String out = TopologyFigures.format(info);
        assertTrue(out.startsWith("topology newsx-crawl (newsx-crawl-1-1700000000): ACTIVE, up 2m5s, 2 workers, 11 executors, 11 tasks"), out);
        assertTrue(out.contains("urls             1         40          40         38        2       1234.5"), out);
        assertTrue(out.contains("fetch            2         90          90         88        0          2.3     0.500"), out);
        assertFalse(out.contains("__acker"), "Storm's own components are left out");
        assertTrue(out.contains("127.0.0.1:6700  up 1m40s  6 executors"), out);
    }

    @Test
    void durationsReadShort() {
        assertEquals("59s", TopologyFigures.duration(59));
        assertEquals("1m0s", TopologyFigures.duration(60));
        assertEquals("2h1m", TopologyFigures.duration(7260));
    }

    private static ComponentAggregateStats stats(ComponentType type, int executors, long emitted, long acked, long failed,
                                                 SpecificAggregateStats specific) {
        CommonAggregateStats c = new CommonAggregateStats();
        c.set_num_executors(executors);
        c.set_emitted(emitted);
        c.set_transferred(emitted);
        c.set_acked(acked);
        c.set_failed(failed);
        ComponentAggregateStats s = new ComponentAggregateStats();
        s.set_type(type);
        s.set_common_stats(c);
        s.set_specific_stats(specific);
        return s;
    }
}
