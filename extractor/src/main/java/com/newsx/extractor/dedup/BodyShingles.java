package com.newsx.extractor.dedup;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;

/**
 * The shingles of a body: runs of {@code size} tokens, hashed to 64 bits, distinct. A token is a word of letters or
 * digits, or one CJK character (Chinese has no spaces; a character run would be a whole sentence). NFKC and lower
 * case first, punctuation and spacing dropped, so a copy whose CMS changed full-width commas, quotes or line breaks
 * has the original's shingles.
 */
public final class BodyShingles {
    private BodyShingles() {
    }

    public static long[] of(String text, int size) {
        long[] tokens = tokens(text);
        if (tokens.length == 0) {
            return new long[0];
        }
        int n = Math.max(1, tokens.length - size + 1);
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            long h = 0x9E3779B97F4A7C15L;
            for (int j = i; j < Math.min(tokens.length, i + size); j++) {
                h = mix(h ^ tokens[j]);
            }
            out[i] = h;
        }
        Arrays.sort(out);
        int d = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || out[i] != out[i - 1]) {
                out[d++] = out[i];
            }
        }
        return Arrays.copyOf(out, d);
    }

    /** Token hashes in text order. */
    static long[] tokens(String text) {
        if (text == null) {
            return new long[0];
        }
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        long[] out = new long[Math.max(16, t.length() / 4)];
        int n = 0;
        int i = 0;
        while (i < t.length()) {
            int cp = t.codePointAt(i);
            int len = Character.charCount(cp);
            if (isCjk(cp)) {
                out = room(out, n);
                out[n++] = mix(cp * 0xC2B2AE3D27D4EB4FL);
                i += len;
            } else if (Character.isLetterOrDigit(cp)) {
                long h = 0xCBF29CE484222325L;
                int j = i;
                while (j < t.length()) {
                    int c = t.codePointAt(j);
                    if (!Character.isLetterOrDigit(c) || isCjk(c)) {
                        break;
                    }
                    h = (h ^ c) * 0x100000001B3L;
                    j += Character.charCount(c);
                }
                out = room(out, n);
                out[n++] = mix(h);
                i = j;
            } else {
                i += len;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static long[] room(long[] a, int n) {
        return n < a.length ? a : Arrays.copyOf(a, a.length * 2);
    }

    static boolean isCjk(int cp) {
        Character.UnicodeScript s = Character.UnicodeScript.of(cp);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                || s == Character.UnicodeScript.KATAKANA || s == Character.UnicodeScript.HANGUL;
    }

    /** A 64-bit finaliser (SplitMix64's): every input bit moves every output bit. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
