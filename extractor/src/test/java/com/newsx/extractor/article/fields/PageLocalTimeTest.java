package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A UTC instant and the page's own local date and time. */
class PageLocalTimeTest {
    private final DateParser parser = new DateParser();

    private ParsedDate d(String s) {
        return parser.parseValue(s).orElseThrow();
    }

    @Test
    void theShownTimeGetsTheOffsetThatMakesItTheStatedInstant() {
        assertEquals("2019-12-10T00:30:00+01:00",
                PageLocalTime.shownWithOffset(d("2019-12-10 00:30"), d("2019-12-09T23:30:00Z")).toIso());
        assertEquals("2022-05-03T22:41:00-04:00",
                PageLocalTime.shownWithOffset(d("2022-05-03 22:41"), d("2022-05-04T02:41:00Z")).toIso());
        assertEquals("2023-11-07T10:11:10+01:00",
                PageLocalTime.shownWithOffset(d("2023-11-07 10:11"), d("2023-11-07T09:11:10Z")).toIso(),
                "the stated seconds kept");
        assertNull(PageLocalTime.shownWithOffset(d("2019-12-10 08:27"), d("2019-12-10T09:55:00Z")),
                "28 minutes apart: another moment");
        assertNull(PageLocalTime.shownWithOffset(d("2019-12-10"), d("2019-12-09T23:30:00Z")), "no shown time");
        assertNull(PageLocalTime.shownWithOffset(d("2019-11-19 22:31"), d("2019-11-20T10:31:13Z")),
                "twelve hours behind: a misread am/pm, no zone");
    }

    @Test
    void aDayOneOffTheUtcDayIsTheLocalDayOnlyWhenAnOffsetExplainsIt() {
        ParsedDate lateEvening = d("2019-12-09T23:30:00Z");
        assertTrue(PageLocalTime.canBeLocalDay(lateEvening, LocalDate.of(2019, 12, 10)));
        assertTrue(PageLocalTime.canBeLocalDay(lateEvening, LocalDate.of(2019, 12, 9)) == false, "its own day");
        assertFalse(PageLocalTime.canBeLocalDay(lateEvening, LocalDate.of(2019, 12, 11)));
        ParsedDate morning = d("2019-12-09T03:00:00Z");
        assertTrue(PageLocalTime.canBeLocalDay(morning, LocalDate.of(2019, 12, 8)), "UTC-5 is still the 8th");
        assertFalse(PageLocalTime.canBeLocalDay(morning, LocalDate.of(2019, 12, 10)), "no zone is 21 hours ahead");
    }

    @Test
    void theInstantAtThePagesOwnOffsetOnItsDay() {
        ParsedDate lateEvening = d("2019-12-09T23:30:00Z");
        assertEquals("2019-12-10T00:30:00+01:00", PageLocalTime.atOffsetOn(lateEvening,
                PageLocalTime.ownOffset(lateEvening, List.of(lateEvening, d("2019-12-11T08:00:00+01:00"))),
                LocalDate.of(2019, 12, 10)).toIso());
        assertNull(PageLocalTime.atOffsetOn(d("2019-12-09T21:30:00Z"), d("2019-12-11T08:00:00+01:00").offset(),
                LocalDate.of(2019, 12, 10)), "22:30 in that zone: still the 9th");
        assertNull(PageLocalTime.ownOffset(lateEvening, List.of(lateEvening)), "UTC only");
        ParsedDate morning = d("2019-11-19T04:58:46Z");
        assertEquals("-08:00", PageLocalTime.ownOffset(morning, List.of(morning, d("2019-11-18 20:58:46"))).getId(),
                "a local time without an offset, the same instant");
    }

    @Test
    void theSameInstantWithThePagesOwnOffset() {
        ParsedDate utc = d("2020-02-17T06:00:03+00:00");
        assertEquals("2020-02-17T07:00:03+01:00",
                PageLocalTime.withOwnOffset(utc, List.of(utc, d("2020-02-17T07:00:03+01:00"))).toIso());
        assertEquals(utc, PageLocalTime.withOwnOffset(utc, List.of(utc, d("2020-02-18T07:00:03+01:00"))),
                "another instant");
    }
}
