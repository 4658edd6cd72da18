package com.newsx.extractor.article.fields.dates;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Every date written in a page's text, in the languages of the news web: the base parser's numeric, Chinese and
 * English forms, month names of every language ({@link WordDates}) and dotted day-first forms it leaves
 * ({@link DottedDates}); a numeric date with slashes and day and month both 12 or less ("05/06/2019", which the base
 * parser reads month first) is read in the order of the page's language (day first in German, French, British
 * English ...); with the page's fetch time, dates relative to it ({@link RelativeDates}). Where readings overlap, the
 * base parser's reading stands (it reads time zones), spanning the text of both ("Saturday" before its "7 September
 * 2019 1:05 PM BST"); else the earliest, then the longest. One instance per page; immutable.
 */
public final class TextDates {
    private static final Pattern SLASHED = Pattern.compile("\\d{1,2}/\\d{1,2}/\\d{4}");

    private final DateParser parser;
    private final CalendarWords words;
    private final String language;
    private final boolean dayFirst;
    /** Relative dates ("vor 3 Stunden") resolved against the fetch time; null without one. */
    private final RelativeDates relative;

    /**
     * The dates of a page whose language tag (html lang, "de-AT"; null when unknown) sets how month names and
     * numeric dates are read.
     */
    public TextDates(DateParser parser, CalendarWords words, String languageTag) {
        this(parser, words, languageTag, null, 0);
    }

    /**
     * As {@link #TextDates(DateParser, CalendarWords, String)}, with relative dates ("vor 3 Stunden", "3 hours ago")
     * resolved against the time the page was fetched, read in the first relativeMaxChars characters of the text
     * searched; without a fetch time (null) they are not read.
     */
    public TextDates(DateParser parser, CalendarWords words, String languageTag, Instant fetchedAt,
                     int relativeMaxChars) {
        this.relative = fetchedAt == null ? null : new RelativeDates(fetchedAt, relativeMaxChars);
        this.parser = parser;
        this.words = words;
        this.language = PageLanguage.language(languageTag);
        this.dayFirst = Boolean.TRUE.equals(words.dayFirst(languageTag));
    }

    /** Every date written in text[from, to), in order; offsets are in the whole text. */
    public List<DateParser.Match> findAll(String text, int from, int to) {
        List<DateParser.Match> base = parser.findAll(text, from, to);
        base.replaceAll(m -> withWeekday(text, from, dayFirst ? inPageOrder(text, m) : m));
        List<DateParser.Match> more = new ArrayList<>();
        new WordDates(words).findAll(text, from, to, language, base, more);
        new DottedDates().findAll(text, from, to, more);
        if (relative != null) {
            relative.findAll(text, from, to, more);
        }
        if (more.isEmpty()) {
            return new ArrayList<>(base); // the base parser's alone, already resolved
        }
        Set<DateParser.Match> fromBase = Collections.newSetFromMap(new IdentityHashMap<>());
        fromBase.addAll(base);
        List<DateParser.Match> found = new ArrayList<>(base);
        found.addAll(more);
        found.sort(Comparator.comparingInt(DateParser.Match::start).thenComparingInt(x -> -(x.end() - x.start())));
        List<DateParser.Match> kept = new ArrayList<>(found.size());
        for (DateParser.Match x : found) {
            DateParser.Match last = kept.isEmpty() ? null : kept.get(kept.size() - 1);
            if (last == null || x.start() >= last.end()) {
                kept.add(x);
            } else if (fromBase.contains(x) && !fromBase.contains(last)) {
                DateParser.Match both = new DateParser.Match(x.date(), last.start(), Math.max(last.end(), x.end()));
                kept.set(kept.size() - 1, both);
                fromBase.add(both);
            }
        }
        return kept;
    }

    /** Every date written in the text. */
    public List<DateParser.Match> findAll(String text) {
        return text == null ? new ArrayList<>() : findAll(text, 0, text.length());
    }

    /**
     * The match spanning the weekday written just before it ("Saturday, 7 September 2019"), so that the label before
     * the weekday ("Published") stands right before the date.
     */
    private DateParser.Match withWeekday(String text, int from, DateParser.Match m) {
        int k = m.start();
        while (k > from && (text.charAt(k - 1) == ' ' || text.charAt(k - 1) == ',')) {
            k--;
        }
        if (k > from && text.charAt(k - 1) == '.') {
            k--; // "Sat., 7 Sep 2019"
        }
        int end = k;
        while (k > from && Character.isLetter(text.charAt(k - 1))) {
            k--;
        }
        if (end - k < 2 || end == m.start() || !words.isWeekday(text.substring(k, end))) {
            return m;
        }
        return new DateParser.Match(m.date(), k, m.end());
    }

    /** "05/06/2019", which the base parser reads month first, read day first. */
    private static DateParser.Match inPageOrder(String text, DateParser.Match m) {
        LocalDate d = m.date().date();
        if (d.getDayOfMonth() > 12 || d.getDayOfMonth() == d.getMonthValue()
                || !SLASHED.matcher(text).region(m.start(), m.end()).lookingAt()) {
            return m;
        }
        String written = text.substring(m.start(), m.end());
        if (Integer.parseInt(written.substring(0, written.indexOf('/'))) != d.getMonthValue()) {
            return m; // already read day first
        }
        LocalDate swapped = LocalDate.of(d.getYear(), d.getDayOfMonth(), d.getMonthValue());
        return new DateParser.Match(new ParsedDate(swapped, m.date().time(), m.date().offset()), m.start(), m.end());
    }
}
