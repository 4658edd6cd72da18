package com.newsx.topology.timeindex;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.IsoFields;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one time-based index covers ({@code es.index-period}), in UTC: a month ({@code 2026.11}), an ISO week
 * ({@code 2026.w47}, weeks start on Monday and belong to the year of their Thursday) or a day ({@code 2026.11.23}).
 * The suffixes of the three differ in shape, so an index is read back whatever the setting was when it was written.
 */
public enum IndexPeriod {
    MONTH, WEEK, DAY;

    private static final Pattern MONTH_SUFFIX = Pattern.compile("(\\d{4})\\.(\\d{2})");
    private static final Pattern WEEK_SUFFIX = Pattern.compile("(\\d{4})\\.w(\\d{2})");
    private static final Pattern DAY_SUFFIX = Pattern.compile("(\\d{4})\\.(\\d{2})\\.(\\d{2})");

    /** The span [start, end) an index's suffix names. */
    public record Span(IndexPeriod period, Instant start, Instant end) {
    }

    /** Reads the setting: month, week or day. */
    public static IndexPeriod parse(String setting) {
        return switch (setting.trim().toLowerCase(Locale.ROOT)) {
            case "month" -> MONTH;
            case "week" -> WEEK;
            case "day" -> DAY;
            default -> throw new IllegalArgumentException("es.index-period must be month, week or day, got " + setting);
        };
    }

    /** The suffix of the index that holds {@code t}. */
    public String suffix(Instant t) {
        ZonedDateTime d = t.atZone(ZoneOffset.UTC);
        return switch (this) {
            case MONTH -> String.format(Locale.ROOT, "%04d.%02d", d.getYear(), d.getMonthValue());
            case WEEK -> String.format(Locale.ROOT, "%04d.w%02d", d.get(IsoFields.WEEK_BASED_YEAR),
                    d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
            case DAY -> String.format(Locale.ROOT, "%04d.%02d.%02d", d.getYear(), d.getMonthValue(), d.getDayOfMonth());
        };
    }

    /** The span a suffix names, of whichever period it is; empty when it names none (not a time-based index). */
    public static Optional<Span> span(String suffix) {
        try {
            Matcher m = MONTH_SUFFIX.matcher(suffix);
            if (m.matches()) {
                LocalDate start = LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), 1);
                return Optional.of(span(MONTH, start, start.plusMonths(1)));
            }
            m = DAY_SUFFIX.matcher(suffix);
            if (m.matches()) {
                LocalDate start = LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)));
                return Optional.of(span(DAY, start, start.plusDays(1)));
            }
            m = WEEK_SUFFIX.matcher(suffix);
            if (m.matches()) {
                // the Monday of that week: January 4th is always in week 1
                LocalDate start = LocalDate.of(Integer.parseInt(m.group(1)), 1, 4)
                        .with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, Integer.parseInt(m.group(2))).with(DayOfWeek.MONDAY);
                Span s = span(WEEK, start, start.plusWeeks(1));
                // week 53 exists in some years only: a suffix that does not name itself back names no week
                return WEEK.suffix(s.start()).equals(suffix) ? Optional.of(s) : Optional.empty();
            }
        } catch (java.time.DateTimeException e) {
            // 2026.13, 2026.02.30, 2026.w00: no such period
        }
        return Optional.empty();
    }

    private static Span span(IndexPeriod p, LocalDate start, LocalDate end) {
        return new Span(p, start.atStartOfDay(ZoneOffset.UTC).toInstant(), end.atStartOfDay(ZoneOffset.UTC).toInstant());
    }

    /** The setting's spelling. */
    public String setting() {
        return name().toLowerCase(Locale.ROOT);
    }
}
