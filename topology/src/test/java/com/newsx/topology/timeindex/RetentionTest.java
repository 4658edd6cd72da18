package com.newsx.topology.timeindex;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RetentionTest {
    private static final Instant NOW = Instant.parse("2026-11-20T08:00:00Z");

    private static List<String> expired(List<String> indices, int days) {
        return Retention.expired("news-articles", indices, NOW, days).stream().map(Retention.Expired::index).toList();
    }

    @Test
    void anIndexGoesOnceItsWholePeriodIsOlderThanTheRetention() {
        List<String> monthly = List.of("news-articles-2026.11", "news-articles-2026.10", "news-articles-2026.09",
                "news-articles-2025.12");
        // 30 days back is 2026-10-21: October still has days within, September ended before
        assertEquals(List.of("news-articles-2025.12", "news-articles-2026.09"), expired(monthly, 30), "oldest first");
        assertEquals(List.of("news-articles-2025.12", "news-articles-2026.09", "news-articles-2026.10"), expired(monthly, 19));
        assertEquals(List.of(), expired(monthly, 0), "0 keeps everything");
        assertEquals(List.of("news-articles-2025.12"), expired(monthly, 323));
        assertEquals(List.of(), expired(monthly, 324), "December 2025 ended 323 days and 8 hours ago");
    }

    @Test
    void theBoundaryIsTheEndOfThePeriod() {
        // October ends 2026-11-01T00:00Z, 19 days and 8 hours before NOW
        assertTrue(expired(List.of("news-articles-2026.10"), 19).contains("news-articles-2026.10"));
        assertFalse(expired(List.of("news-articles-2026.10"), 20).contains("news-articles-2026.10"));
        assertEquals(List.of("news-articles-2026.11.18"),
                expired(List.of("news-articles-2026.11.18", "news-articles-2026.11.19"), 1), "days: the 19th ended 8 h ago");
    }

    @Test
    void indicesOfAnyPeriodAreReadButOnlyTheAliasOwn() {
        List<String> mixed = List.of("news-articles-2026.w30", "news-articles-2026.07.01", "news-articles-2026.11",
                "news-articles-it-42-2020.01", "news-articles-search-it", "news-records-2020.01", "news-articles");
        assertEquals(List.of("news-articles-2026.07.01", "news-articles-2026.w30"), expired(mixed, 30),
                "the period setting may have changed since: old daily and weekly indices still go; others' never");
    }

    @Test
    void negativeDaysAreAMistake() {
        assertThrows(IllegalArgumentException.class, () -> expired(List.of(), -1));
    }
}
