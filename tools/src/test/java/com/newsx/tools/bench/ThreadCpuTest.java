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
    void thisJvmsThreadsAreRead() throws java.io.IOException {
        long pid = ProcessHandle.current().pid();
        String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/thread-self/stat"));
        String mine = ThreadCpu.group(stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
        var before = ThreadCpu.read(pid);
        assertTrue(before.containsKey(mine), mine + " in " + before);
        long burnt = burnCpu(300);
        var after = ThreadCpu.read(pid);
        // this thread's group (others may end meanwhile, so not the sum): a tick is 10 ms at the usual 100 Hz,
        // 300 ms of CPU show as about 30 more
        long ticks = after.get(mine) - before.get(mine);
        assertTrue(ticks >= 15, mine + ": " + ticks + " ticks over " + burnt + " ms of CPU");
    }

    /** Spins until this thread has used ms of CPU; returns the ms used. */
    private static long burnCpu(long ms) {
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long start = mx.getCurrentThreadCpuTime();
        long x = 0;
        while (mx.getCurrentThreadCpuTime() - start < ms * 1_000_000) {
            for (int i = 0; i < 100_000; i++) {
                x = x * 31 + i;
            }
        }
        sink = x;
        return (mx.getCurrentThreadCpuTime() - start) / 1_000_000;
    }

    /** Where the spin's result goes, so the JIT keeps the loop. */
    private static volatile long sink;

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
