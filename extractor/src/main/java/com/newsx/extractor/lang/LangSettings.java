package com.newsx.extractor.lang;

import com.github.pemistahl.lingua.api.IsoCode639_1;
import com.newsx.extractor.config.ExtractorConfig;

import java.util.List;
import java.util.Locale;

/**
 * How each article's language is identified ({@code lang.*} in conf/extractor.properties).
 *
 * @param enabled      identify at all (off: no article gets a {@code lang})
 * @param highAccuracy Lingua's high-accuracy mode (all n-gram lengths) rather than its low-accuracy one (trigrams)
 * @param preload      load the models of every candidate language when the detector is built, not on first need
 * @param languages    ISO 639-1 codes of the candidate languages; empty: every living language Lingua knows
 * @param maxChars     the characters of title and body the detector reads
 * @param minLetters   fewer letters than this in title and body: too short to tell, no language
 */
public record LangSettings(boolean enabled, boolean highAccuracy, boolean preload, List<String> languages,
                           int maxChars, int minLetters) {

    public LangSettings {
        languages = List.copyOf(languages);
    }

    public static LangSettings from(ExtractorConfig c) {
        String accuracy = c.getString("lang.accuracy");
        if (!accuracy.equals("low") && !accuracy.equals("high")) {
            throw new IllegalArgumentException("extractor setting lang.accuracy must be low or high, got '" + accuracy + "'");
        }
        List<String> languages = c.getList("lang.languages").stream().map(s -> s.toLowerCase(Locale.ROOT)).toList();
        for (String code : languages) {
            isoCode(code);
        }
        if (languages.size() == 1) {
            throw new IllegalArgumentException("extractor setting lang.languages needs two languages or more to choose"
                    + " from (or none: all), got " + languages.get(0));
        }
        return new LangSettings(c.getBoolean("lang.enabled"), accuracy.equals("high"), c.getBoolean("lang.preload"),
                languages, positive(c, "lang.max-chars"), c.getInt("lang.min-letters"));
    }

    /** Lingua's code for an ISO 639-1 code such as "de"; an error naming the key for one it does not know. */
    static IsoCode639_1 isoCode(String code) {
        for (IsoCode639_1 iso : IsoCode639_1.values()) {
            if (iso != IsoCode639_1.NONE && iso.name().equalsIgnoreCase(code)) {
                return iso;
            }
        }
        throw new IllegalArgumentException("extractor setting lang.languages: '" + code
                + "' is not an ISO 639-1 code of a language Lingua knows");
    }

    private static int positive(ExtractorConfig c, String key) {
        int v = c.getInt(key);
        if (v < 1) {
            throw new IllegalArgumentException("extractor setting " + key + " must be at least 1, got " + v);
        }
        return v;
    }
}
