package com.newsx.extractor.article.fields.dates;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates written relative to the moment the page was served - "vor 3 Stunden", "3 hours ago", "hace 2 horas", "il y a
 * 3 jours", "2 giorni fa", "há 5 minutos", "3 uur geleden", "3小时前", "gestern, 14:30" - resolved against the time
 * the page was fetched: minutes and hours to a UTC time, days to a date. Weeks, months and years ago name no day and
 * are not read. The words are written out here: the JDK's locale data holds no relative-time phrases. Only the first
 * stretch of the text from the headline on is read, where a dateline stands.
 */
final class RelativeDates {
    private static final String COUNT = "\\d{1,3}|an?|one|ein|eine|einer|einem|un|une|uno|una|um|uma|een";
    private static final String SECONDS = "seconds?|secs?|sekunden?|secondes?|segundos?|secondi|secondo|seconden?|秒";
    private static final String MINUTES = "minutes?|mins?\\.?|minuten?|minutos?|minuti|minuto|minuut|分钟";
    private static final String HOURS = "hours?|hrs?\\.?|stunden?|std\\.?|heures?|horas?|ore|ora|uur|uren|小时";
    private static final String DAYS = "days?|tagen?|tag|jours?|días?|dias?|giorni|giorno|dagen?|天";
    private static final String UNIT = SECONDS + "|" + MINUTES + "|" + HOURS + "|" + DAYS;
    /** "vor 3 Stunden", "hace 2 horas", "il y a 3 jours", "há 2 horas" (the word before the count). */
    private static final String AGO_BEFORE = "(?:vor|hace|il\\s+y\\s+a|há)\\s+(?<n1>" + COUNT + ")\\s+(?<unit1>" + UNIT
            + ")";
    /** "3 hours ago", "3 giorni fa", "3 uur geleden", "3小时前" (the word after the unit). */
    private static final String AGO_AFTER = "(?<n2>" + COUNT + ")\\s*(?<unit2>" + UNIT + ")\\s*(?:ago|fa|geleden|前)";
    /** "gestern, 14:30", "yesterday at 2:30", "hier à 14h30"; "heute 09:15": a day word with a time. */
    private static final String DAY_WORD = "(?<day>yesterday|gestern|hier|ayer|ieri|ontem|gisteren|昨天"
            + "|today|heute|aujourd'hui|hoy|oggi|hoje|vandaag|今天)";
    private static final String CLOCK = "(?:\\s*,?\\s*(?:um|at|à|a\\s+las|alle|às|om)?\\s*)"
            + "(?<hour>[01]?\\d|2[0-3])[:h](?<min>[0-5]\\d)";
    private static final Pattern RELATIVE = Pattern.compile("(?iu)(?<![\\p{L}\\d])(?:" + AGO_BEFORE + "|" + AGO_AFTER
            + "|" + DAY_WORD + CLOCK + ")(?![\\p{L}\\d])");
    private static final Map<String, Integer> WORD_COUNTS = Map.ofEntries(Map.entry("a", 1), Map.entry("an", 1),
            Map.entry("one", 1), Map.entry("ein", 1), Map.entry("eine", 1), Map.entry("einer", 1),
            Map.entry("einem", 1), Map.entry("un", 1), Map.entry("une", 1), Map.entry("uno", 1),
            Map.entry("una", 1), Map.entry("um", 1), Map.entry("uma", 1), Map.entry("een", 1));
    private static final Pattern YESTERDAY = Pattern.compile("(?iu)yesterday|gestern|hier|ayer|ieri|ontem|gisteren|昨天");
    private final Instant reference;
    /** Characters read from the start of the text given: the headline's surroundings. */
    private final int maxChars;

    /** Dates relative to the reference, the time the page was fetched, read in the first maxChars characters. */
    RelativeDates(Instant reference, int maxChars) {
        this.reference = reference;
        this.maxChars = maxChars;
    }

    /** The relative dates in text[from, min(to, from + maxChars)), resolved, added to found. */
    void findAll(String text, int from, int to, List<DateParser.Match> found) {
        int end = (int) Math.min(Math.min(to, text.length()), (long) from + maxChars);
        if (from >= end) {
            return;
        }
        Matcher m = RELATIVE.matcher(text).region(from, end);
        m.useTransparentBounds(true);
        while (m.find()) {
            ParsedDate d = resolve(m);
            if (d != null) {
                found.add(new DateParser.Match(d, m.start(), m.end()));
            }
        }
    }

    private ParsedDate resolve(Matcher m) {
        LocalDateTime now = LocalDateTime.ofInstant(reference, ZoneOffset.UTC);
        if (m.group("day") != null) {
            LocalTime t = LocalTime.of(Integer.parseInt(m.group("hour")), Integer.parseInt(m.group("min")));
            LocalDate day = YESTERDAY.matcher(m.group("day")).matches() ? now.toLocalDate().minusDays(1)
                    : now.toLocalDate();
            return new ParsedDate(day, t, null); // the page's own clock, whose zone it does not say
        }
        boolean before = m.group("n1") != null;
        String n = m.group(before ? "n1" : "n2").toLowerCase(Locale.ROOT);
        long count = Character.isDigit(n.charAt(0)) ? Long.parseLong(n) : WORD_COUNTS.getOrDefault(n, 1);
        String unit = m.group(before ? "unit1" : "unit2").toLowerCase(Locale.ROOT);
        if (unit.matches(DAYS)) {
            return new ParsedDate(now.toLocalDate().minusDays(count), null, null);
        }
        Duration ago = unit.matches(SECONDS) ? Duration.ofSeconds(count)
                : unit.matches(MINUTES) ? Duration.ofMinutes(count) : Duration.ofHours(count);
        LocalDateTime then = now.minus(ago).truncatedTo(ChronoUnit.MINUTES);
        return new ParsedDate(then.toLocalDate(), then.toLocalTime(), ZoneOffset.UTC);
    }
}
