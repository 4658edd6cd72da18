package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadCpuTest {
    @Test
    void threadsAreGroupedByComponentFromTheirCutNames() {
        assertEquals("executor fetch", ThreadCpu.group("Thread-23-fetch"));
        assertEquals("executor punctuation-density", ThreadCpu.group("Thread-31-punct"));
        assertEquals("executor line-block", ThreadCpu.group("Thread-101-line"));
        assertEquals("executor __acker", ThreadCpu.group("Thread-12-__ack"));
        assertEquals("jit compiler", ThreadCpu.group("C2 CompilerThre"));
        assertEquals("garbage collector", ThreadCpu.group("GC Thread#1"));
        assertEquals("garbage collector", ThreadCpu.group("G1 Conc#0"));
        assertEquals("httpclient-dispatch", ThreadCpu.group("httpclient-dispatch-3"));
        assertEquals("elasticsearch's own", ThreadCpu.group("elasticsearch[n"));
    }

    @Test
    void thisJvmsThreadsAreRead() {
        var groups = ThreadCpu.read(ProcessHandle.current().pid());
        assertFalse(groups.isEmpty());
        assertTrue(groups.values().stream().mapToLong(Long::longValue).sum() >= 0);
    }

    @Test
    void msPerPageSumsEachGroupsTicksOverTheProcessesBetweenSnapshots() {
        var from = java.util.Map.of("crawler", java.util.Map.of("jit compiler", 100L, "executor clean", 50L),
                "elasticsearch", java.util.Map.of("jit compiler", 1000L));
        var to = java.util.Map.of("crawler", java.util.Map.of("jit compiler", 300L, "executor clean", 450L,
                        "garbage collector", 20L),
                "elasticsearch", java.util.Map.of("jit compiler", 1100L));
        // 100 ticks a second: 2000 pages; crawler JIT 200 ticks = 2 s = 1 ms a page, elasticsearch's 100 = 0.5
        var ms = ThreadCpu.msPerPage(from, to, 2000, 100);
        assertEquals(1.5, ms.get("jit compiler"), 1e-9);
        assertEquals(2.0, ms.get("executor clean"), 1e-9);
        assertEquals(0.1, ms.get("garbage collector"), 1e-9);
        assertTrue(ThreadCpu.msPerPage(java.util.Map.of(), to, 2000, 100).isEmpty());
    }
}
