package com.newsx.tools.drift;

import java.util.HashMap;
import java.util.Map;

/**
 * How alike two bodies are, from 0 (nothing in common) to 1 (the same text): the Dice coefficient of their character
 * trigrams, counted with repeats, over the text with runs of white space made one space. Characters rather than
 * words, since Chinese bodies have no spaces between words; trigrams, so that a paragraph added, lost or cut shows
 * in proportion to its length while a reflowed line does not show at all. Linear in the bodies' length.
 */
final class BodySimilarity {
    private static final int N = 3;

    private BodySimilarity() {
    }

    static double of(String a, String b) {
        String x = normalise(a);
        String y = normalise(b);
        if (x.equals(y)) {
            return 1.0;
        }
        if (x.length() < N || y.length() < N) {
            return 0.0; // too short for a trigram, and not equal
        }
        Map<String, Integer> grams = new HashMap<>();
        for (int i = 0; i + N <= x.length(); i++) {
            grams.merge(x.substring(i, i + N), 1, Integer::sum);
        }
        long shared = 0;
        for (int i = 0; i + N <= y.length(); i++) {
            Integer left = grams.computeIfPresent(y.substring(i, i + N), (k, c) -> c - 1);
            if (left != null && left >= 0) {
                shared++;
            }
        }
        int total = (x.length() - N + 1) + (y.length() - N + 1);
        return 2.0 * shared / total;
    }

    /** Runs of white space (no-break and ideographic spaces too) as one space, none at either end. */
    static String normalise(String s) {
        return s == null ? "" : s.replaceAll("[\\s\\u00a0\\u3000]+", " ").strip();
    }
}
