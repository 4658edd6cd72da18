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
        // ASCII lowering, once: the phrases are ASCII words or CJK, and a line without capitals is not copied. On
        // prose lines, whose common letters start the English phrases, one copy and the JDK's intrinsic search
        // beat a per-phrase candidate walk (AsciiCase.containsLowered) by a quarter.
        String lower = AsciiCase.lower(text);
        for (String p : phrases) {
            if (lower.contains(p)) {
                return true;
            }
        }
        return prefix != null && prefix.matcher(text).lookingAt();
    }
}
