package com.newsx.extractor.lang;

import java.util.Arrays;

/**
 * The distinct trigrams of a text as Lingua's detector reads them: lower-cased, punctuation and digits taken out (so
 * "don't" is "dont"), three letters in a row; anything else between letters (a space, a symbol) breaks the row.
 */
final class Trigrams {
    private Trigrams() {
    }

    /**
     * Writes the keys ({@link NgramTable#key}) of the text's distinct trigrams into {@code keys}, sorted, and returns
     * how many; {@code keys} holds at least as many entries as the text has chars.
     */
    static int of(CharSequence text, long[] keys) {
        int n = 0;
        int run = 0;
        char a = 0;
        char b = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (removed(c)) {
                continue;
            }
            c = Character.toLowerCase(c);
            if (!Character.isLetter(c)) {
                run = 0;
                continue;
            }
            if (++run >= 3) {
                keys[n++] = 3L << 48 | (long) a << 32 | (long) b << 16 | c;
            }
            a = b;
            b = c;
        }
        Arrays.sort(keys, 0, n);
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            if (distinct == 0 || keys[i] != keys[distinct - 1]) {
                keys[distinct++] = keys[i];
            }
        }
        return distinct;
    }

    /** Punctuation and numbers, which Lingua deletes before it reads the n-grams. */
    private static boolean removed(char c) {
        return switch (Character.getType(c)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                 Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                 Character.OTHER_PUNCTUATION, Character.DECIMAL_DIGIT_NUMBER, Character.LETTER_NUMBER,
                 Character.OTHER_NUMBER -> true;
            default -> false;
        };
    }
}
