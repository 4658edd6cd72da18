package com.newsx.extractor.article.fields.dates;

import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.Normalizer;
import java.text.SimpleDateFormat;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The month and weekday names of every language the JDK has locale data for ({@link DateFormatSymbols} of
 * {@link Locale#getAvailableLocales()}: full names and abbreviations, in the forms a date with a day uses, such as
 * the genitive "grudnia" or "декабря"), looked up by a word of a page. A word several languages give different
 * months ("listopada": November in Polish, October in Croatian) is read in the page's language when that language
 * has it, else as most languages read it. An abbreviation is read only on a page of a language that has it, or of
 * no declared language: short forms are everyday words elsewhere ("des", "sie", "out", "set"). Also the day-month order of a language's short numeric date
 * (de "dd.MM.yy", en-US "M/d/yy"), read when a page first asks for it. The names are read once, on first use, and
 * shared: that takes about half a second of one core (the day-month order of every locale at once would take ten).
 */
public final class CalendarWords {
    /** Words shorter than this ("Mo", "ma") are ordinary words of too many languages to be read as dates. */
    private static final int MIN_MONTH_CHARS = 3;

    /**
     * A word's readings: the month each language gives it (1-12), the one most languages give, and whether some
     * language writes it as a month's full name.
     */
    private record Readings(Map<String, Integer> byLanguage, int mostCommon, boolean fullName) {
    }

    private final Map<String, Readings> months;
    private final Set<String> weekdays;
    /** The day-month order of each language and region asked for so far. */
    private final Map<String, Optional<Boolean>> dayFirst = new ConcurrentHashMap<>();
    /** The same, by the tags as pages write them ("de-DE", "de_de"), up to MAX_TAGS of them. */
    private final Map<String, Optional<Boolean>> byTag = new ConcurrentHashMap<>();
    private static final int MAX_TAGS = 1_000;

    private CalendarWords(Map<String, Readings> months, Set<String> weekdays) {
        this.months = months;
        this.weekdays = weekdays;
    }

    /** The languages the JDK has locale data for. */
    private static final Set<String> KNOWN_LANGUAGES = knownLanguages();

    private static final class Holder {
        static final CalendarWords INSTANCE = build();
    }

    /** The shared instance, built on first use. */
    public static CalendarWords get() {
        return Holder.INSTANCE;
    }

    /**
     * The month (1-12) the word names, read in the page's language (an ISO 639 code, or null when unknown); 0 when it
     * names none. Case, a closing dot and accents do not matter ("DEZ.", "Décembre", "decembre").
     */
    public int month(String word, String language) {
        Readings r = months.get(key(word));
        if (r == null) {
            return 0;
        }
        if (language != null) {
            Integer own = r.byLanguage().get(language);
            if (own != null) {
                return own;
            }
            if (!r.fullName()) {
                return 0; // another language's abbreviation
            }
        }
        return r.mostCommon();
    }

    /** Whether the word is a weekday's name or abbreviation in some language ("Montag", "jeu.", "Tue"). */
    public boolean isWeekday(String word) {
        return weekdays.contains(key(word));
    }

    /**
     * Whether the language writes numeric dates day first ("06.12.2026", "06/12/2026"), by its short date format;
     * null when the language (or its region, as "en-US" against "en-GB") is unknown.
     */
    public Boolean dayFirst(String languageTag) {
        if (languageTag == null || languageTag.isEmpty()) {
            return null;
        }
        Optional<Boolean> known = byTag.get(languageTag);
        if (known != null) {
            return known.orElse(null);
        }
        Locale locale = Locale.forLanguageTag(languageTag.replace('_', '-'));
        Optional<Boolean> order = Optional.empty();
        if (KNOWN_LANGUAGES.contains(locale.getLanguage())) {
            // keyed by language and region only: what a page writes in its lang attribute cannot grow this much
            Locale key = new Locale(locale.getLanguage(), locale.getCountry());
            order = dayFirst.computeIfAbsent(key.toLanguageTag(), t -> readOrder(key));
        }
        if (byTag.size() < MAX_TAGS) {
            byTag.put(languageTag, order);
        }
        return order.orElse(null);
    }

    /** The lookup form of a word: lower case, without a closing dot. */
    static String key(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return w.endsWith(".") ? w.substring(0, w.length() - 1) : w;
    }

    /** The word without its accents ("décembre" → "decembre"), as pages typed without them write it. */
    private static String unaccented(String key) {
        String d = Normalizer.normalize(key, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder(d.length());
        for (int i = 0; i < d.length(); i++) {
            char c = d.charAt(i);
            if (Character.getType(c) != Character.NON_SPACING_MARK) {
                out.append(c);
            }
        }
        return Normalizer.normalize(out, Normalizer.Form.NFC);
    }

    private static Set<String> knownLanguages() {
        Set<String> known = new HashSet<>();
        for (Locale l : Locale.getAvailableLocales()) {
            if (!l.getLanguage().isEmpty()) {
                known.add(l.getLanguage());
            }
        }
        return Set.copyOf(known);
    }

    private static CalendarWords build() {
        Map<String, Map<String, Integer>> byWord = new HashMap<>();
        Map<String, Map<Integer, Set<String>>> languagesPerMonth = new HashMap<>();
        Set<String> fullNames = new HashSet<>();
        Set<String> weekdays = new HashSet<>();
        for (Locale locale : Locale.getAvailableLocales()) {
            String language = locale.getLanguage();
            if (language.isEmpty()) {
                continue;
            }
            DateFormatSymbols symbols = DateFormatSymbols.getInstance(locale);
            String[] full = symbols.getMonths();
            for (String[] names : new String[][] {full, symbols.getShortMonths()}) {
                for (int m = 0; m < Math.min(12, names.length); m++) {
                    addMonth(names[m], m + 1, language, byWord, languagesPerMonth);
                }
            }
            for (int m = 0; m < Math.min(12, full.length); m++) {
                if (isWord(full[m])) {
                    fullNames.add(key(full[m]));
                    fullNames.add(unaccented(key(full[m])));
                }
            }
            for (String[] names : new String[][] {symbols.getWeekdays(), symbols.getShortWeekdays()}) {
                for (String n : names) {
                    if (isWord(n)) {
                        weekdays.add(key(n));
                        weekdays.add(unaccented(key(n)));
                    }
                }
            }
        }
        Map<String, Readings> months = new HashMap<>(byWord.size() * 2);
        for (Map.Entry<String, Map<String, Integer>> e : byWord.entrySet()) {
            Map<Integer, Set<String>> perMonth = languagesPerMonth.get(e.getKey());
            int best = 0;
            int bestCount = -1;
            for (Map.Entry<Integer, Set<String>> m : perMonth.entrySet()) {
                int n = m.getValue().size();
                if (n > bestCount || n == bestCount && m.getKey() < best) {
                    best = m.getKey();
                    bestCount = n;
                }
            }
            months.put(e.getKey(), new Readings(Map.copyOf(e.getValue()), best, fullNames.contains(e.getKey())));
        }
        return new CalendarWords(Map.copyOf(months), Set.copyOf(weekdays));
    }

    private static void addMonth(String name, int month, String language, Map<String, Map<String, Integer>> byWord,
                                 Map<String, Map<Integer, Set<String>>> languagesPerMonth) {
        if (!isWord(name)) {
            return;
        }
        String k = key(name);
        for (String form : k.equals(unaccented(k)) ? new String[] {k} : new String[] {k, unaccented(k)}) {
            if (form.codePointCount(0, form.length()) < MIN_MONTH_CHARS) {
                continue;
            }
            byWord.computeIfAbsent(form, x -> new HashMap<>()).putIfAbsent(language, month);
            languagesPerMonth.computeIfAbsent(form, x -> new HashMap<>())
                    .computeIfAbsent(month, x -> new HashSet<>()).add(language);
        }
    }

    /** A name of letters (a closing dot allowed): the root locale's "M01" and numbered months are not words. */
    private static boolean isWord(String name) {
        if (name == null || name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetter(c) && Character.getType(c) != Character.NON_SPACING_MARK
                    && !(c == '.' && i == name.length() - 1)) {
                return false;
            }
        }
        return true;
    }

    /** The day-month order of the pattern of the locale's short date format; empty when it has no day or month. */
    private static Optional<Boolean> readOrder(Locale locale) {
        if (!(DateFormat.getDateInstance(DateFormat.SHORT, locale) instanceof SimpleDateFormat f)) {
            return Optional.empty();
        }
        String p = f.toPattern();
        int d = p.indexOf('d');
        int m = p.indexOf('M');
        return d < 0 || m < 0 ? Optional.empty() : Optional.of(d < m);
    }
}
