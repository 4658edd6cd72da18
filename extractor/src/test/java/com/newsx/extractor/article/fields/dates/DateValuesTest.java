package com.newsx.extractor.article.fields.dates;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import org.junit.jupiter.api.Test;

/** Dates stated as values: metadata, datetime attributes. */
class DateValuesTest {
    private final DateValues values = new DateValues(new DateParser());

    private String parse(String v) {
        return values.parse(v).map(ParsedDate::toIso).orElse(null);
    }

    @Test
    void valueForms() {
        assertEquals("2020-01-28T15:28:56+01:00", parse("Tue Jan 28 15:28:56 CET 2020"), "Java's Date.toString()");
        assertEquals("2020-07-28T15:28:56+02:00", parse("Tue Jul 28 15:28:56 CEST 2020"));
        assertEquals("2022-01-24", parse("24. Januar 2022"), "words where ISO belongs");
        assertEquals("2022-05-04T02:41:00Z", parse("Wed, 04 May 2022 02:41:00 GMT"));
        assertEquals(null, parse("Tue Jan 28 15:28:56 XYZ 2020"), "an unknown zone");
        assertEquals(null, parse("soon"));
    }
}
