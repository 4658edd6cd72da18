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
    }

    @Test
    void thisJvmsThreadsAreRead() {
        var groups = ThreadCpu.read(ProcessHandle.current().pid());
        assertFalse(groups.isEmpty());
        assertTrue(groups.values().stream().mapToLong(Long::longValue).sum() >= 0);
    }
}
