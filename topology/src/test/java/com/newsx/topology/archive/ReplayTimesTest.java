package com.newsx.topology.archive;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayTimesTest {
    @Test
    void datesTimesAndWarcDigitsAreReadInUtcUnlessTheySayOtherwise() {
        assertEquals(Instant.parse("2024-03-18T00:00:00Z"), ReplayTimes.parse("--from", "2024-03-18"));
        assertEquals(Instant.parse("2024-03-18T06:50:00Z"), ReplayTimes.parse("--from", "2024-03-18T06:50"));
        assertEquals(Instant.parse("2024-03-18T06:50:51Z"), ReplayTimes.parse("--from", "2024-03-18T06:50:51Z"));
        assertEquals(Instant.parse("2024-03-18T06:50:00Z"), ReplayTimes.parse("--from", "2024-03-18T08:50+02:00"));
        assertEquals(Instant.parse("2024-03-18T06:50:00Z"), ReplayTimes.parse("--from", "2024-03-18T08:50+0200"));
        assertEquals(Instant.parse("2024-03-18T06:50:51Z"), ReplayTimes.parse("--from", "20240318065051"));
        assertEquals(Instant.parse("2024-03-18T00:00:00Z"), ReplayTimes.parse("--from", "20240318"));
    }

    @Test
    void anythingElseIsRefusedNamingTheOption() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReplayTimes.parse("--until", "last week"));
        assertTrue(e.getMessage().startsWith("--until") && e.getMessage().contains("'last week'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ReplayTimes.parse("--until", "2024-13-01"));
    }
}
