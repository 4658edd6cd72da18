package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GcPausesTest {
    private static String report(List<String> log) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        GcPauses.print(new PrintStream(b, true, StandardCharsets.UTF_8), log, "out/gc.log");
        return b.toString(StandardCharsets.UTF_8);
    }

    @Test
    void countsSumsAndTakesTheLongestOfThePauses() {
        assertEquals("crawler GC: 3 pauses, 0.3 s in all, longest 250 ms (out/gc.log)\n", report(List.of(
                "[0.010s][info][gc] Using Parallel",
                "[1.234s][info][gc] GC(0) Pause Young (Allocation Failure) 24M->3M(94M) 5.123ms",
                "[2.500s][info][gc] GC(1) Pause Young (Allocation Failure) 30M->5M(94M) 12.5ms",
                "[3.000s][info][gc] GC(2) Pause Full (Ergonomics) 60M->20M(120M) 250.499ms  ",
                "[3.100s][info][gc] GC(3) Concurrent Mark Cycle 4.2ms",
                "[3.200s][info][gc] GC(4) Pause Remark 10M->10M(20M) 1.5s",
                "")));
    }

    @Test
    void aLogWithoutPausesPrintsNothing() {
        assertEquals("", report(List.of("[0.010s][info][gc] Using Parallel")));
        assertEquals("", report(List.of()));
    }
}
