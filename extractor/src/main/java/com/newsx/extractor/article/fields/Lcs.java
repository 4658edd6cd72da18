package com.newsx.extractor.article.fields;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Length of the longest common subsequence of two strings, by characters; inputs are capped to keep it cheap.
 * Computed with the bit-vector method (Allison and Dix 1986; Crochemore et al. 2001; Hyyrö 2004): one row
 * of the dynamic programme is a bit vector V over the second string, where a 0 bit marks a column at which
 * the LCS grows; each character c of the first string updates it as V = (V + (V & M[c])) | (V & ~M[c]) with
 * M[c] the positions of c in the second string. The LCS is the number of 0 bits left, exactly the value of
 * the quadratic programme at a 64th of its cost.
 */
final class Lcs {
    static final int MAX_CHARS = 300;

    private Lcs() {
    }

    static int length(String a, String b) {
        int n = Math.min(a.length(), MAX_CHARS);
        int m = Math.min(b.length(), MAX_CHARS);
        if (n == 0 || m == 0) {
            return 0;
        }
        int words = (m + 63) >>> 6;
        Map<Character, long[]> matches = matchVectors(b, m, words);
        long[] v = new long[words];
        Arrays.fill(v, -1L);
        for (int i = 0; i < n; i++) {
            long[] match = matches.get(a.charAt(i));
            if (match != null) { // a character absent from b leaves the row as it is
                step(v, match);
            }
        }
        int ones = 0;
        for (int w = 0; w < words; w++) {
            long bits = w == words - 1 && (m & 63) != 0 ? v[w] & ((1L << (m & 63)) - 1) : v[w];
            ones += Long.bitCount(bits);
        }
        return m - ones;
    }

    /** M[c] for each character of b[0, m): bit j set where b[j] == c. */
    private static Map<Character, long[]> matchVectors(String b, int m, int words) {
        Map<Character, long[]> out = new HashMap<>();
        for (int j = 0; j < m; j++) {
            out.computeIfAbsent(b.charAt(j), c -> new long[words])[j >>> 6] |= 1L << (j & 63);
        }
        return out;
    }

    /** V = (V + U) | (V & ~M) with U = V & M; the addition carries across words. */
    private static void step(long[] v, long[] match) {
        long carry = 0;
        for (int w = 0; w < v.length; w++) {
            long x = v[w];
            long u = x & match[w];
            long sum = x + u + carry;
            carry = ((x & u) | ((x | u) & ~sum)) >>> 63;
            v[w] = sum | (x & ~match[w]);
        }
    }
}
