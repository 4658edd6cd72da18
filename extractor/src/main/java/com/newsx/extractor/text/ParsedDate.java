package com.newsx.extractor.text;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * A date read from a page: the calendar date, the wall-clock time if the page gives one, and the UTC offset
 * only if the page states one.
 *
 * @param date   the calendar date as written (local to the page)
 * @param time   the wall-clock time as written, or null
 * @param offset the stated UTC offset, or null
 */
public record ParsedDate(LocalDate date, LocalTime time, ZoneOffset offset) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    /** ISO 8601 with the precision the page gives: "2019-09-07", "2019-09-07T13:43:00", "...+08:00". */
    public String toIso() {
        if (time == null) {
            return date.toString();
        }
        String s = date + "T" + TIME.format(time);
        return offset == null ? s : s + offset.getId();
    }

    public boolean hasTime() {
        return time != null;
    }

    @Override
    public String toString() {
        return toIso();
    }
}
