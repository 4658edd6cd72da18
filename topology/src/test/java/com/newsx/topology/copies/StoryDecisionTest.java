package com.newsx.topology.copies;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StoryDecisionTest {
    @Test
    void timesAreReadInEveryFormAPageGivesOne() {
        assertEquals(Instant.parse("2024-05-19T00:23:00Z"), StoryDecision.instant("2024-05-19T02:23:00+02:00"));
        assertEquals(Instant.parse("2024-05-19T02:23:00Z"), StoryDecision.instant("2024-05-19T02:23:00Z"));
        assertEquals(Instant.parse("2024-05-19T02:23:00Z"), StoryDecision.instant("2024-05-19T02:23:00"),
                "a local date-time without offset, as UTC");
        assertEquals(Instant.parse("2024-05-19T02:23:00Z"), StoryDecision.instant("2024-05-19T02:23"));
        assertEquals(Instant.parse("2024-05-19T00:00:00Z"), StoryDecision.instant("2024-05-19"), "a date alone");
        assertNull(StoryDecision.instant("yesterday"));
        assertNull(StoryDecision.instant(" "));
    }

    @Test
    void runsOfOneStoryOnOneDayWithoutOffsetsKeepTheirOrder() {
        // the morning's original and the afternoon's run, fetched the other way round: the original is the morning's
        assertTrue(StoryDecision.instant("2024-05-19T02:23:00").isBefore(StoryDecision.instant("2024-05-19T14:49:00")),
                "not both cut to their day (a tie that the fetch order would break)");
    }
}
