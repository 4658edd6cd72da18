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
 * Dates written with a month's name in any language the JDK knows ({@link CalendarWords}): day first, as most
 * languages write them ("6. Dezember 2026", "6 décembre 2026", "6 de diciembre de 2026", "6 grudnia 2026",
 * "1er juin 2019"), or month first ("December 6, 2026", "diciembre 6, 2026"); a weekday before the date belongs to it
 * ("jeudi 13 juin 2019", "Dienstag, 4. Februar 2022"), and a time after it is read ("um 14:48", "16:11 Uhr",
 * "à 10h30"). The words are only read where they stand beside a day and a four-digit year, so the patterns run in
 * small windows around the years of the text.
 */
final class WordDates {
    /** Letters of a word, accents (combining marks) included. */
    private static final String WORD = "\\p{L}[\\p{L}\\p{M}]*";
    /** An optional weekday before the date, checked against the calendar words after the match. */
    private static final String WEEKDAY = "(?:(?<wd>" + WORD + ")\\.?,?\\s+)?";
    /** Ordinal marks after a day: German "6.", French "1er", Spanish "1º", English "6th". */
    private static final String ORDINAL = "(?:\\.|\\.?º|\\.?ª|°|er|e|st|nd|rd|th)?";
    private static final String YEAR = "(?<year>(?:19|20)\\d{2})(?![\\d\\p{L}])";
    /** Time of day: "14:48", "14h30", "2:05 pm", after a short word ("um", "à", "at", "alle", "a las", ","). */
    private static final String TIME = "(?:\\s*(?:[,|@–-]|\\s(?:um|à|a|at|alle|a\\s+las|om|kl\\.?|o))?\\s*"
            + "(?<hour>[01]?\\d|2[0-3])(?:[:h](?<min>[0-5]\\d))(?::(?<sec>[0-5]\\d))?"
            + "(?:\\s*(?<ampm>[ap]\\.?m\\.?)(?![\\p{L}]))?(?![\\d:]))?";
    private static final Pattern DAY_MONTH_YEAR = Pattern.compile("(?iu)(?<![\\p{L}\\d])" + WEEKDAY
            + "(?<day>[0-3]?\\d)" + ORDINAL + "\\s*(?:de\\s+|of\\s+|-)?(?<month>" + WORD + ")\\.?"
            + "(?:\\s*,\\s*|\\s+(?:de|del)\\s+|\\s+|-)" + YEAR + TIME);
    private static final Pattern MONTH_DAY_YEAR = Pattern.compile("(?iu)(?<![\\p{L}\\d])" + WEEKDAY
            + "(?<month>" + WORD + ")\\.?\\s+(?<day>[0-3]?\\d)(?:st|nd|rd|th|\\.)?(?:\\s*,\\s*|\\s+)" + YEAR + TIME);
    /** How far before its year a date starts ("Donnerstag, 13. September 2019") and after it ends (its time). */
    private static final int BEFORE_YEAR = 48;
    private static final int AFTER_YEAR = 24;

    private final CalendarWords words;

    WordDates(CalendarWords words) {
        this.words = words;
    }

    /**
     * The dates written with a month's name in text[from, to), added to found; language may be null. Years inside the
     * spans of known dates (the base parser's, in order) are not read again.
     */
    void findAll(String text, int from, int to, String language, List<DateParser.Match> known,
                 List<DateParser.Match> found) {
        int nextKnown = 0;
        Matcher dmy = null;
        Matcher mdy = null;
        int n = Math.min(to, text.length());
        int windowEnd = -1;
        Years.Scan years = new Years.Scan(text, Math.max(0, from), n);
        for (int i = years.next(); i >= 0; i = years.next()) {
            while (nextKnown < known.size() && known.get(nextKnown).end() <= i) {
                nextKnown++;
            }
            if (nextKnown < known.size() && known.get(nextKnown).start() <= i) {
                continue; // read already ("Sep 7, 2019")
            }
            if (!hasMonthWordBefore(text, Math.max(from, i - BEFORE_YEAR), i, language)) {
                continue; // no month name stands before this year: most years of a page ("© 2019", "12.05.2019")
            }
            int start = Math.max(Math.max(from, i - BEFORE_YEAR), windowEnd);
            int end = Math.min(n, i + 4 + AFTER_YEAR);
            if (dmy == null) {
                dmy = DAY_MONTH_YEAR.matcher(text);
                mdy = MONTH_DAY_YEAR.matcher(text);
                for (Matcher m : new Matcher[] {dmy, mdy}) {
                    m.useTransparentBounds(true);
                    m.useAnchoringBounds(false);
                }
            }
            int endOfDate = -1;
            for (Matcher m : new Matcher[] {dmy, mdy}) {
                m.region(start, end);
                while (m.find()) {
                    if (m.start("year") != i) {
                        continue;
                    }
                    DateParser.Match match = read(m, language);
                    if (match != null) {
                        found.add(match);
                        endOfDate = Math.max(endOfDate, match.end());
                    }
                }
            }
            windowEnd = Math.max(windowEnd, Math.max(endOfDate, i + 4));
        }
    }

    private DateParser.Match read(Matcher m, String language) {
        int month = words.month(m.group("month"), language);
        if (month == 0) {
            return null;
        }
        int year = Integer.parseInt(m.group("year"));
        int day = Integer.parseInt(m.group("day"));
        if (day < 1 || day > YearMonth.of(year, month).lengthOfMonth()) {
            return null;
        }
        String wd = m.group("wd");
        // the word before belongs to the date only when it is a weekday ("am 6. Dezember": "am" stays outside)
        int start = wd != null && words.isWeekday(wd) ? m.start("wd") : Math.min(m.start("day"), m.start("month"));
        return new DateParser.Match(new ParsedDate(LocalDate.of(year, month, day), time(m), null), start, m.end());
    }

    private static LocalTime time(Matcher m) {
        String h = m.group("hour");
        if (h == null || m.group("min") == null) {
            return null;
        }
        int hour = Integer.parseInt(h);
        String ampm = m.group("ampm");
        if (ampm != null) {
            if (hour < 1 || hour > 12) {
                return null;
            }
            hour = hour % 12 + (Character.toLowerCase(ampm.charAt(0)) == 'p' ? 12 : 0);
        }
        String s = m.group("sec");
        return LocalTime.of(hour, Integer.parseInt(m.group("min")), s == null ? 0 : Integer.parseInt(s));
    }

    /** Whether a word of text[from, to) names a month: the patterns run only then. */
    private boolean hasMonthWordBefore(String text, int from, int to, String language) {
        int k = to;
        while (k > from) {
            char c = text.charAt(k - 1);
            if (!Character.isLetter(c)) {
                k--;
                continue;
            }
            int end = k;
            while (k > from && (Character.isLetter(text.charAt(k - 1)) || isMark(text.charAt(k - 1)))) {
                k--;
            }
            if (end - k >= 3 && words.month(text.substring(k, end), language) != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean isMark(char c) {
        return Character.getType(c) == Character.NON_SPACING_MARK;
    }
}
