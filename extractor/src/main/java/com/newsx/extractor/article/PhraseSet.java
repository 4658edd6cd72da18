package com.newsx.extractor.article;

import com.newsx.extractor.text.AsciiCase;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Recognises furniture wording in a line: literal phrases found anywhere (case-insensitive, by
 * {@code String.contains}, far cheaper than a regex alternation run at every position) and an optional pattern
 * that must match at the start of the line.
 */
final class PhraseSet {
    private final String[] phrases;
    private final Pattern prefix;

    PhraseSet(Pattern prefix, String... phrases) {
        this.prefix = prefix;
        this.phrases = new String[phrases.length];
        for (int i = 0; i < phrases.length; i++) {
            this.phrases[i] = phrases[i].toLowerCase(Locale.ROOT);
        }
    }

    boolean matches(String text) {
        // ASCII lowering, as AsciiCase.lower(text).contains(p), without copying the line for each test
        for (String p : phrases) {
            if (AsciiCase.containsLowered(text, p)) {
                return true;
            }
        }
        return prefix != null && prefix.matcher(text).lookingAt();
    }
}
