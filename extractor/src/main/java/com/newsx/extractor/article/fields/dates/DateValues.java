package com.newsx.extractor.article.fields.dates;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A date stated as a value (a meta tag's content, a {@code <time datetime>}, a JSON-LD or script property): the base
 * parser's forms, the form of Java's and Unix's date output some sites print into their JSON-LD ("Tue Jan 28
 * 15:28:56 CET 2020", its zone read as the JDK's zone of that name), and a date in words of any language ("24. Januar
 * 2022" where a datetime attribute should hold ISO). Thread-safe.
 */
public final class DateValues {
    private static final Pattern UNIX_LIKE = Pattern.compile("[A-Za-z]{3} [A-Za-z]{3} +\\d{1,2} \\d{2}:\\d{2}:\\d{2} "
            + "[A-Za-z]{2,5} \\d{4}");
    private static final DateTimeFormatter UNIX = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss zzz yyyy",
            Locale.ENGLISH);

    private final DateParser parser;
    private final TextDates words;

    public DateValues(DateParser parser) {
        this.parser = parser;
        this.words = new TextDates(parser, CalendarWords.get(), null);
    }

    /** The date the value states, if any. */
    public Optional<ParsedDate> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        Optional<ParsedDate> d = parser.parseValue(value);
        if (d.isPresent()) {
            return d;
        }
        String v = value.trim().replaceAll("\\s+", " ");
        if (UNIX_LIKE.matcher(v).matches()) {
            try {
                ZonedDateTime z = ZonedDateTime.parse(v, UNIX);
                return Optional.of(new ParsedDate(z.toLocalDate(), z.toLocalTime(), z.getOffset()));
            } catch (DateTimeParseException unknownZone) {
                return Optional.empty();
            }
        }
        List<DateParser.Match> inWords = words.findAll(v);
        return inWords.isEmpty() ? Optional.empty() : Optional.of(inWords.get(0).date());
    }
}
