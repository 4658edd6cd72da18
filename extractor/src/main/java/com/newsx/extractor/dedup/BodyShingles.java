package com.newsx.extractor.dedup;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;

/**
 * The shingles of a body: runs of {@code size} tokens, hashed to 64 bits, distinct, in the order they first occur. A
 * token is a word of letters or digits, or one CJK character (Chinese has no spaces; a character run would be a whole
 * sentence). NFKC and lower case first, punctuation and spacing dropped, so a copy whose CMS changed full-width
 * commas, quotes or line breaks has the original's shingles.
 */
public final class BodyShingles {
    private BodyShingles() {
    }

    public static long[] of(String text, int size) {
        Hashes d = distinct(text, size);
        return Arrays.copyOf(d.values(), d.count());
    }

    /**
     * The distinct shingles of {@code text}, as {@link #of} gives them, in this thread's work array: read them before
     * the thread's next call. The text's chars, its tokens and the shingles are read and written in order, in arrays
     * the thread keeps (made anew for every article they were a twentieth of all the crawler allocated); the set's
     * table, read at random, is made anew.
     */
    static Hashes distinct(String text, int size) {
        Scratch s = SCRATCH.get();
        Hashes tokenHashes = tokens(text, s);
        int tokens = tokenHashes.count();
        if (tokens == 0) {
            return new Hashes(s.out, 0);
        }
        long[] t = tokenHashes.values();
        int n = Math.max(1, tokens - size + 1);
        // distinct through an open-addressing set (the hashes are mixed: their high bits are the slot); a sort cost
        // more than everything else here on bodies of tens of thousands of shingles
        int bits = Math.max(4, 65 - Long.numberOfLeadingZeros(n)); // at most half full
        // a new table each time: zeroing it brings it into the cache, where a table kept between bodies has been
        // evicted by the crawl's other threads (kept, it was slower by a quarter with the cache so shared)
        long[] slots = new long[1 << bits];
        int mask = (1 << bits) - 1;
        boolean zero = false;
        long[] out = s.out(n);
        int d = 0;
        for (int i = 0; i < n; i++) {
            // the tokens are mixed hashes already: a polynomial over them and one mix, not a mix per token
            long h = 0x9E3779B97F4A7C15L;
            for (int j = i; j < Math.min(tokens, i + size); j++) {
                h = h * 0xC6A4A7935BD1E995L + t[j];
            }
            h = mix(h);
            if (h == 0) { // 0 marks an empty slot
                if (!zero) {
                    zero = true;
                    out[d++] = h;
                }
                continue;
            }
            int slot = (int) (h >>> (64 - bits));
            while (slots[slot] != 0 && slots[slot] != h) {
                slot = (slot + 1) & mask;
            }
            if (slots[slot] == 0) {
                slots[slot] = h;
                out[d++] = h;
            }
        }
        return new Hashes(out, d);
    }

    /** The first {@code count} of {@code values}: a body's tokens or its distinct shingles, in a work array. */
    record Hashes(long[] values, int count) {
    }

    /**
     * A thread's work arrays, grown to the largest body so far up to {@link #KEEP} entries each; a larger body's
     * arrays are made for it alone, so a thread keeps at most a few MB.
     */
    private static final class Scratch {
        private static final int KEEP = 1 << 18;
        char[] chars = new char[0];
        long[] tokens = new long[16];
        private long[] out = new long[0];

        long[] out(int n) {
            if (out.length >= n) {
                return out;
            }
            long[] a = new long[n];
            if (n <= KEEP) {
                out = a;
            }
            return a;
        }

        char[] chars(int n) {
            if (chars.length >= n) {
                return chars;
            }
            char[] a = new char[n];
            if (n <= 2 * KEEP) {
                chars = a;
            }
            return a;
        }
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** Token hashes in text order. */
    static long[] tokens(String text) {
        Hashes h = tokens(text, new Scratch());
        return Arrays.copyOf(h.values(), h.count());
    }

    /** The token hashes of {@code text}, in {@code s.tokens} (which keeps what it grows to, up to its bound). */
    private static Hashes tokens(String text, Scratch s) {
        if (text == null) {
            return new Hashes(s.tokens, 0);
        }
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC); // the text itself when it is in NFKC already
        if (!lowersByCodePoint(t)) {
            t = t.toLowerCase(Locale.ROOT); // its two context rules apply: lower the copy as a whole, as always
        }
        // read from a char array: String.codePointAt is a call per character under the crawl's small inlining bounds
        int len = t.length();
        char[] a = s.chars(len);
        t.getChars(0, len, a, 0);
        long[] out = s.tokens;
        int n = 0;
        int i = 0;
        while (i < len) {
            int cp = codePointAt(a, i, len);
            if (isCjk(cp)) {
                out = room(out, n);
                // the common ideographs have no case: spared the case table, a sixth of this step's time
                out[n++] = mix((cp >= 0x4E00 && cp <= 0x9FEF ? cp : lower(cp)) * 0xC2B2AE3D27D4EB4FL);
                i += Character.charCount(cp);
            } else if (isWordChar(cp)) {
                long h = 0xCBF29CE484222325L;
                int j = i;
                while (j < len) {
                    char ch = a[j];
                    int c;
                    int width = 1;
                    if (ch < 0x80) { // ASCII, most of a Latin-script body: tested and lowered here
                        if (ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9') {
                            c = ch;
                        } else if (ch >= 'A' && ch <= 'Z') {
                            c = ch + 32;
                        } else {
                            break;
                        }
                    } else {
                        int x = codePointAt(a, j, len);
                        if (!isWordChar(x) || isCjk(x)) {
                            break;
                        }
                        c = Character.toLowerCase(x);
                        width = Character.charCount(x);
                    }
                    h = (h ^ c) * 0x100000001B3L;
                    j += width;
                }
                out = room(out, n);
                out[n++] = mix(h);
                i = j;
            } else {
                i += Character.charCount(cp);
            }
        }
        if (out.length <= Scratch.KEEP) {
            s.tokens = out;
        }
        return new Hashes(out, n);
    }

    /**
     * Whether lowering each code point alone gives what {@code toLowerCase(Locale.ROOT)} gives the whole text, so the
     * tokens can be lowered as they are read instead of from a lowered copy (two passes and a copy of a body of tens
     * of KB). It does but for the two rules of the root locale that look beyond a code point: capital sigma (final
     * sigma) and the dotted capital I (lowered to two chars).
     */
    static boolean lowersByCodePoint(String t) {
        return t.indexOf('\u03A3') < 0 && t.indexOf('\u0130') < 0;
    }

    /** String.codePointAt's answer for a char array: a surrogate pair's code point, else the char (even a lone surrogate). */
    private static int codePointAt(char[] a, int i, int len) {
        char c = a[i];
        if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(a[i + 1])) {
            return Character.toCodePoint(c, a[i + 1]);
        }
        return c;
    }

    /** Character.toLowerCase, without a table lookup for ASCII. */
    private static int lower(int cp) {
        if (cp < 0x80) {
            return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
        }
        return Character.toLowerCase(cp);
    }

    private static long[] room(long[] a, int n) {
        return n < a.length ? a : Arrays.copyOf(a, a.length * 2);
    }

    /** Character.isLetterOrDigit, answered without a table lookup for ASCII (most of an English body). */
    private static boolean isWordChar(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z');
        }
        return Character.isLetterOrDigit(cp);
    }

    static boolean isCjk(int cp) {
        // spare the script lookup for most characters: below Hangul Jamo (the first block of these scripts) none
        // is CJK, and the common ideographs (U+4E00-U+9FEF, all assigned since Unicode 11) all are
        if (cp < 0x1100) {
            return false;
        }
        if (cp >= 0x4E00 && cp <= 0x9FEF) {
            return true;
        }
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
