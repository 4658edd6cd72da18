package com.newsx.topology.timeindex;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IndexPeriodTest {
    private static Instant t(String iso) {
        return Instant.parse(iso);
    }

    @Test
    void eachPeriodNamesTheIndexOfAnInstantInUtc() {
        Instant lateOnNewYearsEve = t("2026-12-31T23:30:00Z"); // already 2027 in Beijing: UTC decides
        assertEquals("2026.12", IndexPeriod.MONTH.suffix(lateOnNewYearsEve));
        assertEquals("2026.12.31", IndexPeriod.DAY.suffix(lateOnNewYearsEve));
        assertEquals("2026.w53", IndexPeriod.WEEK.suffix(lateOnNewYearsEve), "2026 has an ISO week 53");
        assertEquals("2026.w01", IndexPeriod.WEEK.suffix(t("2025-12-29T00:00:00Z")),
                "a week belongs to the year of its Thursday");
        assertEquals("2026.01", IndexPeriod.MONTH.suffix(t("2026-01-01T00:00:00Z")));
    }

    @Test
    void aSuffixReadsBackAsTheSpanItCovers() {
        for (IndexPeriod p : IndexPeriod.values()) {
            for (String iso : new String[]{"2026-03-01T00:00:00Z", "2026-03-15T12:00:00Z", "2027-01-03T23:59:59Z"}) {
                Instant at = t(iso);
                IndexPeriod.Span s = IndexPeriod.span(p.suffix(at)).orElseThrow();
                assertEquals(p, s.period());
                assertTrue(!at.isBefore(s.start()) && at.isBefore(s.end()), p + " " + iso + " in " + s);
                assertEquals(p.suffix(at), p.suffix(s.start()), "the span starts in the same period");
                assertTrue(!p.suffix(s.end()).equals(p.suffix(at)), "and ends where the next begins");
                assertEquals(s.end(), IndexPeriod.span(p.suffix(s.end())).orElseThrow().start(),
                        "the next period starts where this one ends: " + s);
            }
        }
        assertEquals(new IndexPeriod.Span(IndexPeriod.WEEK, t("2026-11-16T00:00:00Z"), t("2026-11-23T00:00:00Z")),
                IndexPeriod.span("2026.w47").orElseThrow());
        assertEquals(new IndexPeriod.Span(IndexPeriod.MONTH, t("2026-02-01T00:00:00Z"), t("2026-03-01T00:00:00Z")),
                IndexPeriod.span("2026.02").orElseThrow());
    }

    @Test
    void namesThatAreNoPeriodAreNone() {
        for (String s : new String[]{"2026.13", "2026.02.30", "2026.w00", "2025.w53", "2026-11", "it-42", "2026.11.2",
                "", "search-it"}) {
            assertEquals(Optional.empty(), IndexPeriod.span(s), s);
        }
    }

    @Test
    void theSettingIsMonthWeekOrDay() {
        assertEquals(IndexPeriod.WEEK, IndexPeriod.parse(" week "));
        assertEquals("day", IndexPeriod.DAY.setting());
        assertThrows(IllegalArgumentException.class, () -> IndexPeriod.parse("hour"));
    }
}
