package com.newsx.extractor.article.fields.dates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.text.DateParser;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Dates written in the languages of the news web, found in running text. */
class TextDatesTest {
    private static List<DateParser.Match> find(String text, String language) {
        return new TextDates(new DateParser(), CalendarWords.get(), language).findAll(text);
    }

    private static String first(String text, String language) {
        List<DateParser.Match> all = find(text, language);
        return all.isEmpty() ? null : all.get(0).date().toIso();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "Veröffentlicht am 6. Dezember 2026                | de | 2026-12-06",
        "Dienstag, 4. Februar 2022, 14:48 Uhr              | de | 2022-02-04T14:48:00",
        "25. November 2021 16:11 Uhr                       | de | 2021-11-25T16:11:00",
        "Dieser Artikel wurde am 14. Dezember 2015 um 14:48 von X geschrieben | de | 2015-12-14T14:48:00",
        "jeudi 13 juin 2019                                | fr | 2019-06-13",
        "Publié le 1er juin 2019 à 10h30                   | fr | 2019-06-01T10:30:00",
        "6 de diciembre de 2026                            | es | 2026-12-06",
        "14 Gennaio 2020                                   | it | 2020-01-14",
        "6 grudnia 2026                                    | pl | 2026-12-06",
        "12 listopada 2021                                 | pl | 2021-11-12",
        "6 декабря 2026 г.                                  | ru | 2026-12-06",
        "diciembre 6, 2026                                 | es | 2026-12-06",
        "Dec. 6, 2026                                      | en | 2026-12-06",
    })
    void monthNamesOfTheLanguages(String text, String language, String iso) {
        assertEquals(iso, first(text, language));
    }

    @Test
    void theDateSpanTakesTheWeekdayButNotTheWordBefore() {
        String text = "Publiziert am Montag, 13. Januar 2014 von X";
        DateParser.Match m = find(text, "de").get(0);
        assertEquals("Montag, 13. Januar 2014", text.substring(m.start(), m.end()));
        String plain = "Publiziert am 13. Januar 2014";
        DateParser.Match p = find(plain, "de").get(0);
        assertEquals("13. Januar 2014", plain.substring(p.start(), p.end()));
    }

    @Test
    void aWordThatIsNoMonthMakesNoDate() {
        assertTrue(find("Seit 12 Jahren, 2019 ging es los", "de").isEmpty());
        assertTrue(find("Zimmer 12 Haus 2019", "de").isEmpty());
    }

    @Test
    void everyDateOfTheTextInOrder() {
        List<DateParser.Match> all = find("Erschienen: 3. März 2020 · aktualisiert 2020-03-05 · 7 avril 2021", null);
        assertEquals(3, all.size());
        assertEquals("2020-03-03", all.get(0).date().toIso());
        assertEquals("2020-03-05", all.get(1).date().toIso());
        assertEquals("2021-04-07", all.get(2).date().toIso());
    }

    @Test
    void theBaseParsersReadingWithItsZoneStandsWhereBothRead() {
        String text = "Saturday 7 September 2019 1:05 PM BST";
        List<DateParser.Match> all = find(text, "en");
        assertEquals(1, all.size());
        assertEquals("2019-09-07T13:05:00+01:00", all.get(0).date().toIso());
        assertEquals(0, all.get(0).start(), "the weekday is part of the date");
    }

    @ParameterizedTest(name = "{0} ({1}) -> {2}")
    @CsvSource(delimiter = '|', value = {
        "Party, 30.10.23                 | de    | 2023-10-30",
        "Von: B. Jahner · 31.10.23        | de    | 2023-10-31",
        "Aktualisiert: 06.12.26, 09:15   | de    | 2026-12-06T09:15:00",
        "4. 2. 2022.                     | de    | 2022-02-04",
        "06.12.2026                      | de    | 2026-12-06",
        "05/06/2019                      | de    | 2019-06-05",
        "05/06/2019                      | en-GB | 2019-06-05",
        "05/06/2019                      | en-US | 2019-05-06",
        "25/06/2019                      | en-US | 2019-06-25",
    })
    void numericFormsInThePagesOrder(String text, String language, String iso) {
        assertEquals(iso, first(text, language));
    }

    @Test
    void versionAndAddressNumbersAreNoDates() {
        assertTrue(find("WordPress 5.3.22 und PHP 7.4.30", "de").isEmpty());
        assertTrue(find("Server 192.168.10.12", "de").isEmpty());
        assertTrue(find("Kapitel 12.10.20.4", "de").isEmpty());
    }
}
