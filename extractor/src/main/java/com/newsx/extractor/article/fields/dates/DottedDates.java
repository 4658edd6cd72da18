package com.newsx.extractor.article.fields.dates;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numeric dates written day first with dots, in the forms the base parser leaves: a two-digit year ("31.10.23", as
 * German, Austrian and Swiss pages print their datelines) and parts spaced apart ("4. 2. 2022"). A two-digit year
 * below 70 is this century's; with one, day and month are written with two digits each ("5.3.22" is more often a version
 * number). Numbers of more parts ("1.2.3.4", version and IP numbers) are not dates.
 */
final class DottedDates {
    private static final Pattern DOTTED = Pattern.compile("(?<![\\p{L}\\d.,])(?<day>[0-3]?\\d)\\.(?<s1>\\s?)"
            + "(?<month>[01]?\\d)\\.(?<s2>\\s?)(?<year>(?:19|20)\\d{2}|\\d{2})(?![\\d\\p{L}]|[.,]\\d)"
            + "(?:,?\\s*(?:um\\s+|-\\s*)?(?<hour>[01]?\\d|2[0-3]):(?<min>[0-5]\\d)(?![\\d]))?");
    private static final int CENTURY_PIVOT = 70;

    /** The dates of those forms in text[from, to), added to found. */
    void findAll(String text, int from, int to, List<DateParser.Match> found) {
        int n = Math.min(to, text.length());
        Matcher m = null;
        // Dots are rare in text: look for the pattern only where a digit, a dot and a digit stand together.
        for (int i = text.indexOf('.', Math.max(0, from)); i >= 0 && i < n; i = text.indexOf('.', i + 1)) {
            if (i == 0 || !Years.isDigit(text.charAt(i - 1)) || i + 1 >= n) {
                continue;
            }
            char next = text.charAt(i + 1);
            if (!Years.isDigit(next) && !(next == ' ' && i + 2 < n && Years.isDigit(text.charAt(i + 2)))) {
                continue;
            }
            if (m == null) {
                m = DOTTED.matcher(text);
                m.useTransparentBounds(true);
                m.useAnchoringBounds(false);
            }
            m.region(Math.max(from, i - 2), Math.min(n, i + 24));
            if (m.lookingAt() || m.region(Math.max(from, i - 1), Math.min(n, i + 24)).lookingAt()) {
                DateParser.Match d = read(m);
                if (d != null) {
                    found.add(d);
                    i = m.end();
                }
            }
        }
    }

    private static DateParser.Match read(Matcher m) {
        String y = m.group("year");
        boolean shortYear = y.length() == 2;
        if (!shortYear && m.group("s1").isEmpty() && m.group("s2").isEmpty()) {
            return null; // "06.12.2026": the base parser's
        }
        if (!m.group("s1").equals(m.group("s2"))) {
            return null; // "4. 2.2022" is no date's layout
        }
        if (shortYear && (m.group("day").length() < 2 || m.group("month").length() < 2)) {
            return null; // a dateline pads them ("04.02.22"); "5.3.22" is more often a version number
        }
        int year = Integer.parseInt(y);
        if (shortYear) {
            year += year < CENTURY_PIVOT ? 2000 : 1900;
        }
        int month = Integer.parseInt(m.group("month"));
        int day = Integer.parseInt(m.group("day"));
        if (month < 1 || month > 12 || day < 1 || day > YearMonth.of(year, month).lengthOfMonth()) {
            return null;
        }
        LocalTime time = m.group("hour") == null ? null
                : LocalTime.of(Integer.parseInt(m.group("hour")), Integer.parseInt(m.group("min")));
        return new DateParser.Match(new ParsedDate(LocalDate.of(year, month, day), time, null), m.start(), m.end());
    }
}
