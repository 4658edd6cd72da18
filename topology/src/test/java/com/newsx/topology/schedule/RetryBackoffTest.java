package com.newsx.topology.schedule;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RetryBackoffTest {
    @Test
    void backOffDoublesUpToItsCap() {
        RetryBackoff b = new RetryBackoff(2000, 60_000);
        assertEquals(2000, b.delayMs(1));
        assertEquals(4000, b.delayMs(2));
        assertEquals(32_000, b.delayMs(5));
        assertEquals(60_000, b.delayMs(9));
        assertEquals(60_000, b.delayMs(1000), "no overflow after many failures");
    }
}
