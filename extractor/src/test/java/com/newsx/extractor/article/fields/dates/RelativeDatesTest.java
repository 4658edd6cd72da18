package com.newsx.extractor.article.fields.dates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.text.DateParser;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Dates relative to the fetch time, in several languages. */
class RelativeDatesTest {
    private static final Instant FETCHED = Instant.parse("2026-12-06T10:20:00Z");

    private static List<DateParser.Match> find(String text, Instant fetchedAt) {
        return new TextDates(new DateParser(), CalendarWords.get(), null, fetchedAt, 20_000).findAll(text);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "vor 3 Stunden               | 2026-12-06T07:20:00Z",
        "Vor einer Stunde            | 2026-12-06T09:20:00Z",
        "3 hours ago                 | 2026-12-06T07:20:00Z",
        "45 minutes ago              | 2026-12-06T09:35:00Z",
        "hace 2 horas                | 2026-12-06T08:20:00Z",
        "il y a 3 jours              | 2026-12-03",
        "2 giorni fa                 | 2026-12-04",
        "há 5 minutos                | 2026-12-06T10:15:00Z",
        "3 uur geleden               | 2026-12-06T07:20:00Z",
        "3小时前                      | 2026-12-06T07:20:00Z",
        "gestern, 14:30              | 2026-12-05T14:30:00",
        "Heute um 09:15 Uhr          | 2026-12-06T09:15:00",
    })
    void resolvedAgainstTheFetchTime(String text, String iso) {
        List<DateParser.Match> all = find(text, FETCHED);
        assertEquals(1, all.size(), text);
        assertEquals(iso, all.get(0).date().toIso());
    }

    @Test
    void unresolvedWithoutAFetchTime() {
        assertTrue(find("vor 3 Stunden", null).isEmpty());
        assertTrue(find("3 hours ago", null).isEmpty());
    }

    @Test
    void spansThatNameNoDay() {
        assertTrue(find("vor 2 Wochen", FETCHED).isEmpty());
        assertTrue(find("3 months ago", FETCHED).isEmpty());
        assertTrue(find("Gestern war ein schöner Tag", FETCHED).isEmpty(), "a day word without a time");
        assertTrue(find("Endvor 3 Stunden", FETCHED).isEmpty(), "inside a word");
    }
}
