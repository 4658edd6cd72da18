package com.newsx.topology.copies;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.function.Function;

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

    /** Skipping the readings a text's shape rules out gives what trying every reading in turn gave. */
    @Test
    void theReadingsSkippedCouldNotHaveTakenTheText() {
        String[] dates = {"2024-05-19", "2024-5-19", "19.05.2024", "2024-05-19 ", "yesterday", "Tuesday", "2024"};
        String[] seps = {"T", "t", " ", "", "TT"};
        String[] times = {"02:23:00", "02:23", "2:23", "24:00", "23:59:60", "02:23:00.123456789", "x", ""};
        String[] zones = {"", "Z", "z", "+02:00", "-05:00", "+0200", "-05", "+02:00[Europe/Paris]", " UTC", "GMT"};
        int n = 0;
        for (String d : dates) {
            for (String sep : seps) {
                for (String t : times) {
                    for (String z : zones) {
                        String s = d + sep + t + z;
                        assertEquals(everyReading(s), StoryDecision.instant(s), s);
                        n++;
                    }
                }
            }
        }
        assertTrue(n > 2000);
    }

    /** The readings tried in turn, as before the shape test. */
    private static Instant everyReading(String iso) {
        if (iso == null || iso.isBlank()) {
            return null;
        }
        List<Function<String, Instant>> readings = List.of(
                s -> OffsetDateTime.parse(s).toInstant(),
                Instant::parse,
                s -> LocalDateTime.parse(s).toInstant(ZoneOffset.UTC),
                s -> LocalDate.parse(s.length() >= 10 ? s.substring(0, 10) : s).atStartOfDay(ZoneOffset.UTC).toInstant());
        for (Function<String, Instant> reading : readings) {
            try {
                return reading.apply(iso);
            } catch (DateTimeParseException e) {
                // the next
            }
        }
        return null;
    }

    @Test
    void runsOfOneStoryOnOneDayWithoutOffsetsKeepTheirOrder() {
        // the morning's original and the afternoon's run, fetched the other way round: the original is the morning's
        assertTrue(StoryDecision.instant("2024-05-19T02:23:00").isBefore(StoryDecision.instant("2024-05-19T14:49:00")),
                "not both cut to their day (a tie that the fetch order would break)");
    }
}
