package com.newsx.topology.storm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

class FetchStampTest {
    @Test
    void stampsOnlyGrowWithinAMillisecondAndWhenTheClockStepsBack() {
        FetchStamp stamps = new FetchStamp();
        long a = stamps.next(1_700_000_000_000L);
        long b = stamps.next(1_700_000_000_000L);
        long c = stamps.next(1_699_999_999_000L);
        long d = stamps.next(1_700_000_060_000L);
        assertTrue(a < b && b < c && c < d, a + " " + b + " " + c + " " + d);
        assertTrue(d - c > 1_000, "a later millisecond is a jump, not a count: " + c + " " + d);
    }
}
