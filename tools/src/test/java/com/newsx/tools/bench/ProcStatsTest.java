package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcStatsTest {
    @Test
    void cpuTicksCountFromTheEndOfTheCommandName() {
        String stat = "4242 (Kafka Main) thread) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 90 0 1000 0 0";
        assertEquals(1234 + 567, ProcStats.cpuTicks(stat));
    }

    @Test
    void memoryLinesInKb() {
        String status = "Name:\tjava\nVmHWM:\t  812344 kB\nVmRSS:\t  700000 kB\n";
        assertEquals(812344, ProcStats.kb(status, "VmHWM:"));
        assertEquals(700000, ProcStats.kb(status, "VmRSS:"));
        assertEquals(0, ProcStats.kb(status, "VmSwap:"));
    }

    @Test
    void readsThisProcessAndNotAMissingOne() {
        ProcStats me = ProcStats.read(ProcessHandle.current().pid());
        assertTrue(me.alive() && me.rssKb() > 0 && me.hwmKb() >= me.rssKb() && me.cpuTicks() > 0, me.toString());
        assertFalse(ProcStats.read(Integer.MAX_VALUE).alive());
    }

    @Test
    void statusCountsFromATermsAggregation() throws Exception {
        var response = new ObjectMapper().readTree("{\"aggregations\":{\"status\":{\"buckets\":["
                + "{\"key\":\"indexed\",\"doc_count\":90},{\"key\":\"error\",\"doc_count\":3},"
                + "{\"key\":\"discovered\",\"doc_count\":7},{\"key\":\"fetched_nothing\",\"doc_count\":5}]}}}");
        Map<String, Long> counts = StatusCounts.parse(response);
        assertEquals(98, StatusCounts.completed(counts));
        assertEquals(Map.of(), StatusCounts.parse(new ObjectMapper().readTree("{\"hits\":{}}")), "no index yet");
        assertEquals("[indexed, fetched_nothing, error, discovered]", BenchReport.ordered(counts).keySet().toString());
    }

    @Test
    void optionsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> CrawlBench.BenchOptions.parse(new String[]{"--index", "x"}));
        assertThrows(IllegalArgumentException.class, () -> CrawlBench.BenchOptions.parse(
                new String[]{"--es", "http://h:1", "--index", "x", "--pid", "crawler"}));
        assertThrows(IllegalArgumentException.class, () -> CrawlBench.BenchOptions.parse(
                new String[]{"--es", "http://h:1", "--index", "x", "--watch", "crawler"}));
        var o = CrawlBench.BenchOptions.parse(new String[]{"--es", "http://h:1", "--index", "x", "--pid", "crawler=12",
                "--watch", "crawler", "--expect", "500"});
        assertEquals(12L, o.pids().get("crawler"));
        assertEquals(500, o.expect());
    }

    @Test
    void theMachineIsBusyInAllButIdleAndIowait() {
        // user nice system idle iowait irq softirq steal guest guest_nice
        assertEquals(1000 + 5 + 300 + 40 + 60 + 7, ProcStats.busyTicks("cpu  1000 5 300 90000 200 40 60 7 0 0"));
    }
}
