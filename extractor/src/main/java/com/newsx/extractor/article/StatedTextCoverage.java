package com.newsx.extractor.article;

import java.util.List;
import org.jsoup.parser.Parser;

/**
 * How much of the story text stated by the page's structured data (JSON-LD articleBody, a recipe's steps, microdata
 * articleBody) each element holds: the share of the stated text's word 3-shingles found in the element's lines.
 * Shingles rather than words, so that a box sharing the story's vocabulary (a recipe's tips, related teasers) does
 * not count; each ideograph is a word of its own, since Chinese and Japanese write no spaces.
 */
final class StatedTextCoverage {
    private static final int SHINGLE = 3;

    private StatedTextCoverage() {
    }

    /**
     * Per element, the stated shingles its subtree's lines hold over all stated shingles (at most 1); null when the
     * stated text is missing or has fewer than {@code minShingles} shingles (a teaser says too little to place the
     * story).
     */
    static double[] of(DomIndex index, String stated, int minShingles) {
        if (stated == null) {
            return null;
        }
        Shingles wanted = new Shingles();
        shingles(plain(stated), wanted, null);
        if (wanted.size() < Math.max(minShingles, 1)) {
            return null;
        }
        int n = index.size();
        double[] held = new double[n];
        int[] count = new int[1];
        List<TextLine> lines = index.lines();
        for (TextLine line : lines) {
            count[0] = 0;
            shingles(line.text(), wanted, count);
            held[line.owner()] += count[0];
        }
        for (int i = n - 1; i > 0; i--) {
            held[index.parent(i)] += held[i]; // the index is in document order: a parent comes before its children
        }
        for (int i = 0; i < n; i++) {
            held[i] = Math.min(1, held[i] / wanted.size());
        }
        return held;
    }

    /** A set of shingle hashes without boxing: every line of the page is looked up, shingle by shingle. */
    private static final class Shingles {
        private long[] slots = new long[256];
        private boolean[] used = new boolean[256];
        private int size;

        int size() {
            return size;
        }

        void add(long h) {
            if (2 * (size + 1) > slots.length) {
                grow();
            }
            int i = slot(h);
            if (!used[i]) {
                used[i] = true;
                slots[i] = h;
                size++;
            }
        }

        boolean contains(long h) {
            return used[slot(h)];
        }

        private int slot(long h) {
            int mask = slots.length - 1;
            int i = (int) (h ^ (h >>> 32)) & mask;
            while (used[i] && slots[i] != h) {
                i = (i + 1) & mask;
            }
            return i;
        }

        private void grow() {
            long[] old = slots;
            boolean[] oldUsed = used;
            slots = new long[old.length * 2];
            used = new boolean[old.length * 2];
            size = 0;
            for (int i = 0; i < old.length; i++) {
                if (oldUsed[i]) {
                    add(old[i]);
                }
            }
        }
    }

    /** articleBody is sometimes HTML: its tags are no words, its entities are characters. */
    private static String plain(String s) {
        String text = s.indexOf('<') >= 0 ? s.replaceAll("<[^<>]{0,400}>", " ") : s;
        return text.indexOf('&') >= 0 ? Parser.unescapeEntities(text, false) : text;
    }

    /**
     * The text's shingles: added to {@code into} when {@code found} is null, else counted in {@code found[0]} when
     * {@code into} holds them.
     */
    private static void shingles(String text, Shingles into, int[] found) {
        long[] last = new long[SHINGLE];
        int words = 0;
        long word = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            // below Thai (U+0E00) no script is read a character at a time: most text skips the script look-up
            boolean ideograph = cp >= 0x0E00 && (Character.isIdeographic(cp) || isSyllabic(cp));
            if (Character.isLetterOrDigit(cp) && !ideograph) {
                word = word * 1_000_003L + Character.toLowerCase(cp);
                inWord = true;
                continue;
            }
            if (inWord) {
                words = add(last, words, word, into, found);
                word = 0;
                inWord = false;
            }
            if (ideograph) {
                words = add(last, words, cp, into, found);
            }
        }
        if (inWord) {
            add(last, words, word, into, found);
        }
    }

    /** Kana, Hangul syllables and Thai: scripts read a character at a time here. */
    private static boolean isSyllabic(int cp) {
        Character.UnicodeScript s = Character.UnicodeScript.of(cp);
        return s == Character.UnicodeScript.HIRAGANA || s == Character.UnicodeScript.KATAKANA
                || s == Character.UnicodeScript.THAI;
    }

    private static int add(long[] last, int words, long word, Shingles into, int[] found) {
        last[words % SHINGLE] = word;
        words++;
        if (words >= SHINGLE) {
            long h = 0;
            for (int k = words - SHINGLE; k < words; k++) {
                h = h * 0x9E3779B97F4A7C15L + last[k % SHINGLE];
            }
            if (found == null) {
                into.add(h);
            } else if (into.contains(h)) {
                found[0]++;
            }
        }
        return words;
    }
}
