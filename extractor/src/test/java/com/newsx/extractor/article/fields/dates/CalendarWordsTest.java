package com.newsx.extractor.article.fields.dates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Month and weekday names of the JDK's locales, read as pages write them. */
class CalendarWordsTest {
    private final CalendarWords words = CalendarWords.get();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "Dezember, 12", "Dez., 12", "März, 3", "Jänner, 1", "juin, 6", "juil., 7", "décembre, 12",
        "decembre, 12", "DÉCEMBRE, 12", "diciembre, 12", "gennaio, 1", "grudnia, 12", "декабря, 12", "Sept., 9",
        "oct., 10", "maj, 5"
    })
    void monthsOfManyLanguages(String word, int month) {
        assertEquals(month, words.month(word, null));
    }

    @Test
    void wordsThatNameNoMonth() {
        assertEquals(0, words.month("Montag", null));
        assertEquals(0, words.month("Ma", null), "too short to tell from a word");
        assertEquals(0, words.month("Haus", null));
    }

    @Test
    void aWordLanguagesReadDifferentlyIsReadInThePagesLanguage() {
        // "listopada" is November in Polish (the genitive of listopad) and October in Croatian
        assertEquals(11, words.month("listopada", "pl"));
        assertEquals(10, words.month("listopada", "hr"));
    }

    @Test
    void weekdays() {
        assertTrue(words.isWeekday("Montag"));
        assertTrue(words.isWeekday("jeudi"));
        assertTrue(words.isWeekday("Tue."));
        assertFalse(words.isWeekday("Dezember"));
        assertFalse(words.isWeekday("am"));
    }

    @Test
    void dayMonthOrderOfTheLanguage() {
        assertEquals(Boolean.TRUE, words.dayFirst("de"));
        assertEquals(Boolean.TRUE, words.dayFirst("de-AT"));
        assertEquals(Boolean.TRUE, words.dayFirst("fr_FR"));
        assertEquals(Boolean.TRUE, words.dayFirst("en-GB"));
        assertEquals(Boolean.FALSE, words.dayFirst("en-US"));
        assertNull(words.dayFirst(null));
        assertNull(words.dayFirst("qq"), "no locale data");
    }
}
