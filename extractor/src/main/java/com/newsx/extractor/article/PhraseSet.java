package com.newsx.extractor.article;

import com.newsx.extractor.text.AsciiCase;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Recognises furniture wording in a line: literal phrases found anywhere, ignoring the case of ASCII letters, and an
 * optional pattern that must match at the start of the line.
 *
 * <p>Each phrase is searched from its rarest character, its anchor (a CJK character or the sign ©, else its least
 * common English letter, in both cases): the JDK's intrinsic search for the anchor skips most of a line, and only the
 * few places it stops are compared with the whole phrase. For a small set on prose lines this took three quarters of
 * the time of lowering a copy of each line and searching the copy for each phrase; a set of many phrases, tested on
 * short lines, still lowers a copy once (its anchors' searches took three times as long on the dev pages' lines).
 */
final class PhraseSet {
    /** English letters from the most to the least common: the later, the better an anchor. */
    private static final String LETTERS_BY_FREQUENCY = "etaoinshrdlcumwfgypbvkjxqz";
    /** Sets of more phrases than this lower a copy of the line once instead of searching from anchors. */
    private static final int MAX_ANCHORED = 16;

    private final String[] phrases;
    private final int[] anchors;
    private final Pattern prefix;

    PhraseSet(Pattern prefix, String... phrases) {
        this.prefix = prefix;
        this.phrases = new String[phrases.length];
        this.anchors = new int[phrases.length];
        for (int i = 0; i < phrases.length; i++) {
            String p = phrases[i].toLowerCase(Locale.ROOT);
            if (p.isEmpty()) {
                throw new IllegalArgumentException("an empty phrase matches every line");
            }
            this.phrases[i] = p;
            this.anchors[i] = anchor(p);
        }
    }

    boolean matches(String text) {
        if (phrases.length > MAX_ANCHORED) {
            String lower = AsciiCase.lower(text);
            for (String p : phrases) {
                if (lower.contains(p)) {
                    return true;
                }
            }
        } else {
            for (int i = 0; i < phrases.length; i++) {
                if (containsLowered(text, phrases[i], anchors[i])) {
                    return true;
                }
            }
        }
        return prefix != null && prefix.matcher(text).lookingAt();
    }

    /** The position of the phrase's rarest character. */
    static int anchor(String phrase) {
        int best = 0;
        int bestRank = Integer.MIN_VALUE;
        for (int i = 0; i < phrase.length(); i++) {
            int rank = rarity(phrase.charAt(i));
            if (rank > bestRank) {
                best = i;
                bestRank = rank;
            }
        }
        return best;
    }

    private static int rarity(char c) {
        if (c >= 0x80) {
            return 100;
        }
        int letter = LETTERS_BY_FREQUENCY.indexOf(c);
        if (letter >= 0) {
            return letter;
        }
        return c == ' ' ? -1 : 15; // digits and signs: rarer than the common letters
    }

    /**
     * Whether the text with its ASCII capitals lowered contains {@code phrase} (lower case), found from the
     * phrase's character at {@code anchor}: both cases of it when it is a letter.
     */
    static boolean containsLowered(String s, String phrase, int anchor) {
        int n = phrase.length();
        if (s.length() < n) {
            return false;
        }
        char a = phrase.charAt(anchor);
        boolean letter = a >= 'a' && a <= 'z';
        char upper = letter ? (char) (a - 0x20) : a;
        int first = anchor; // the lowest position of the anchor in a match
        int last = s.length() - n + anchor; // and the highest
        int lo = s.indexOf(a, first);
        int up = letter ? s.indexOf(upper, first) : -1;
        while (true) {
            int i = lo < 0 ? up : up < 0 ? lo : Math.min(lo, up);
            if (i < 0 || i > last) {
                return false;
            }
            if (matchesAt(s, i - anchor, phrase)) {
                return true;
            }
            if (i == lo) {
                lo = s.indexOf(a, i + 1);
            } else {
                up = s.indexOf(upper, i + 1);
            }
        }
    }

    private static boolean matchesAt(String s, int at, String phrase) {
        for (int j = 0, n = phrase.length(); j < n; j++) {
            char c = s.charAt(at + j);
            if (c >= 'A' && c <= 'Z') {
                c = (char) (c | 0x20);
            }
            if (c != phrase.charAt(j)) {
                return false;
            }
        }
        return true;
    }
}
