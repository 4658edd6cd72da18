package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RetryAfterTest {
    private static final long NOW = 1_700_000_000_000L; // 2023-11-14T22:13:20Z

    @Test
    void secondsOrAnHttpDate() {
        assertEquals(120_000, RetryAfter.ms("120", NOW));
        assertEquals(120_000, RetryAfter.ms(" 120 ", NOW));
        assertEquals(60_000, RetryAfter.ms("Tue, 14 Nov 2023 22:14:20 GMT", NOW));
    }

    @Test
    void absentMalformedOrPastIsNoWait() {
        assertEquals(0, RetryAfter.ms(null, NOW));
        assertEquals(0, RetryAfter.ms("", NOW));
        assertEquals(0, RetryAfter.ms("soon", NOW));
        assertEquals(0, RetryAfter.ms("-5", NOW));
        assertEquals(0, RetryAfter.ms("Mon, 13 Nov 2023 22:14:20 GMT", NOW));
    }

    @Test
    void aWeekAtMost() {
        assertEquals(7L * 24 * 3600 * 1000, RetryAfter.ms("99999999999999999999999", NOW));
        assertEquals(7L * 24 * 3600 * 1000, RetryAfter.ms("31536000", NOW));
    }
}
