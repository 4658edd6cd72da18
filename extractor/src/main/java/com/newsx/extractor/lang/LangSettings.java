package com.newsx.extractor.lang;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How each article's language is identified ({@code lang.*} in conf/extractor.properties).
 *
 * @param enabled     identify at all (off: no article gets a {@code lang})
 * @param languages   ISO 639-1 codes of the candidate languages; empty: every living language Lingua knows
 * @param maxChars    the characters of the article the identifier reads ({@link TextSample})
 * @param minLetters  fewer letters than this in what it reads: too short to tell, no language
 * @param margin      the relative gap between the best two languages' scores under which Lingua's detector decides
 * @param finalists   how many of the best languages Lingua's detector then chooses among
 */
public record LangSettings(boolean enabled, List<String> languages, int maxChars, int minLetters, double margin,
                           int finalists) {

    public LangSettings {
        languages = List.copyOf(languages);
    }

    public static LangSettings from(ExtractorConfig c) {
        Set<String> known = known();
        List<String> languages = c.getList("lang.languages").stream().map(s -> s.toLowerCase(Locale.ROOT)).toList();
        for (String code : languages) {
            if (!known.contains(code)) {
                throw new IllegalArgumentException("extractor setting lang.languages: '" + code
                        + "' is not the ISO 639-1 code of a living language Lingua knows");
            }
        }
        if (languages.size() == 1) {
            throw new IllegalArgumentException("extractor setting lang.languages needs two languages or more to choose"
                    + " from (or none: all), got " + languages.get(0));
        }
        double margin = c.getDouble("lang.lingua-margin");
        if (margin < 0 || margin > 1) {
            throw new IllegalArgumentException("extractor setting lang.lingua-margin must be from 0 to 1, got " + margin);
        }
        int finalists = c.getInt("lang.finalists");
        if (finalists < 2) {
            throw new IllegalArgumentException("extractor setting lang.finalists must be at least 2, got " + finalists);
        }
        return new LangSettings(c.getBoolean("lang.enabled"), languages, positive(c, "lang.max-chars"),
                c.getInt("lang.min-letters"), margin, finalists);
    }

    /** The candidate languages written in a script: the listed ones, or all Lingua knows when none are listed. */
    List<String> candidates(Script script) {
        return languages.isEmpty() ? script.languages()
                : script.languages().stream().filter(languages::contains).toList();
    }

    private static Set<String> known() {
        Set<String> codes = new LinkedHashSet<>();
        for (Script s : Script.values()) {
            codes.addAll(s.languages());
        }
        return codes;
    }

    private static int positive(ExtractorConfig c, String key) {
        int v = c.getInt(key);
        if (v < 1) {
            throw new IllegalArgumentException("extractor setting " + key + " must be at least 1, got " + v);
        }
        return v;
    }
}
