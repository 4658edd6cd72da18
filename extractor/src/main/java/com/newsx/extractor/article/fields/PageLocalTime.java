package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.ParsedDate;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The page's own local date and time for an instant its metadata states, often in UTC ("2019-12-09T23:30:00+00:00"
 * for a story the page dates "10.12.2019, 00:30" and files under "/2019/12/10/"). A shown time and the stated instant
 * are one moment when they differ by a zone offset (whole quarter hours, UTC-11 to UTC+14; twelve hours apart is a
 * misread am/pm more often than a zone): the shown date and time are kept, with that offset. A shown or URL day one
 * off the UTC day is the local day when the page's own offset, stated elsewhere, makes it so.
 */
final class PageLocalTime {
    private static final int MIN_OFFSET_MINUTES = -11 * 60;
    private static final int MAX_OFFSET_MINUTES = 14 * 60;
    private static final int OFFSET_STEP_MINUTES = 15;

    private PageLocalTime() {
    }

    /**
     * The stated instant written with the page's own offset when another stated value writes it so
     * ("2020-02-17T06:00:03+00:00" in one tag, "2020-02-17T07:00:03+01:00" in another); else first.
     */
    static ParsedDate withOwnOffset(ParsedDate first, List<ParsedDate> stated) {
        if (first == null || first.time() == null || !isUtc(first.offset())) {
            return first;
        }
        for (ParsedDate d : stated) {
            if (d.time() != null && d.offset() != null && !isUtc(d.offset()) && instant(d).equals(instant(first))) {
                return d;
            }
        }
        return first;
    }

    /**
     * The shown date and time (without an offset) with the offset that makes it the stated instant; null when the
     * two are no zone offset apart, or either lacks what it takes.
     */
    static ParsedDate shownWithOffset(ParsedDate shown, ParsedDate stated) {
        if (shown.time() == null || shown.offset() != null || stated == null || stated.time() == null
                || stated.offset() == null) {
            return null;
        }
        LocalDateTime local = LocalDateTime.of(shown.date(), shown.time());
        LocalDateTime utc = instant(stated).withSecond(0).withNano(0);
        long minutes = Duration.between(utc, local.withSecond(0).withNano(0)).toMinutes();
        if (minutes % OFFSET_STEP_MINUTES != 0 || minutes < MIN_OFFSET_MINUTES || minutes > MAX_OFFSET_MINUTES) {
            return null;
        }
        ZoneOffset offset = ZoneOffset.ofTotalSeconds((int) minutes * 60);
        LocalTime time = shown.time().getSecond() == 0 ? shown.time().withSecond(stated.time().getSecond())
                : shown.time();
        return new ParsedDate(shown.date(), time, offset);
    }

    /** Whether some zone offset makes the UTC instant stated fall on the given local day (another than its own). */
    static boolean canBeLocalDay(ParsedDate utc, LocalDate day) {
        if (utc.time() == null || utc.offset() == null || day.equals(instant(utc).toLocalDate())) {
            return false;
        }
        LocalDateTime at = instant(utc);
        return !day.isBefore(at.plusMinutes(MIN_OFFSET_MINUTES).toLocalDate())
                && !day.isAfter(at.plusMinutes(MAX_OFFSET_MINUTES).toLocalDate());
    }

    /** The stated instant at the given offset, when that falls on the day; null otherwise. */
    static ParsedDate atOffsetOn(ParsedDate stated, ZoneOffset offset, LocalDate day) {
        if (stated.time() == null || stated.offset() == null || offset == null) {
            return null;
        }
        LocalDateTime local = instant(stated).plusSeconds(offset.getTotalSeconds());
        return local.toLocalDate().equals(day) ? new ParsedDate(day, local.toLocalTime(), offset) : null;
    }

    /**
     * The page's own zone: the first offset other than UTC among its stated times, else the offset by which a stated
     * local time without one ("2019-11-18 20:58:46") is the UTC instant (to the second); null when none.
     */
    static ZoneOffset ownOffset(ParsedDate utc, List<ParsedDate> stated) {
        for (ParsedDate d : stated) {
            if (d.time() != null && d.offset() != null && !isUtc(d.offset())) {
                return d.offset();
            }
        }
        for (ParsedDate d : stated) {
            ParsedDate local = d.time() != null && d.time().getSecond() == utc.time().getSecond()
                    ? shownWithOffset(d, utc) : null;
            if (local != null) {
                return local.offset();
            }
        }
        return null;
    }

    /** Whether the value is stated in UTC ("Z", "+00:00"): a server's time, not necessarily the page's. */
    static boolean isUtc(ZoneOffset offset) {
        return offset != null && offset.getTotalSeconds() == 0;
    }

    /** The stated moment as UTC wall-clock time. */
    private static LocalDateTime instant(ParsedDate d) {
        return LocalDateTime.of(d.date(), d.time()).minusSeconds(d.offset().getTotalSeconds());
    }
}
