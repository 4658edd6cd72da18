package com.newsx.extractor.dedup;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A body's MinHash signature ({@code mins}: the least hash of its shingles under each of k hash functions, 32 bits
 * kept) and its shingle count. Two signatures estimate the Jaccard similarity of the shingle sets; with the counts
 * that gives the share of the smaller body found in the larger (containment), which stays high for a copy cut to
 * half of the original where Jaccard would not.
 */
public record BodyFingerprint(int[] mins, int shingles) {

    public static BodyFingerprint of(String body, int shingleSize, int hashes) {
        long[] sh = BodyShingles.of(body, shingleSize);
        int[] mins = new int[hashes];
        Arrays.fill(mins, Integer.MAX_VALUE);
        long[] seeds = seeds(hashes);
        for (long s : sh) {
            for (int i = 0; i < hashes; i++) {
                int v = (int) (BodyShingles.mix(s ^ seeds[i]) >>> 33); // 31 bits, non-negative
                if (v < mins[i]) {
                    mins[i] = v;
                }
            }
        }
        return new BodyFingerprint(mins, sh.length);
    }

    private static long[] seeds(int n) {
        long[] s = new long[n];
        long x = 0x5DEECE66DL;
        for (int i = 0; i < n; i++) {
            x = BodyShingles.mix(x + 0x9E3779B97F4A7C15L);
            s[i] = x;
        }
        return s;
    }

    /** Estimated Jaccard similarity of the two shingle sets: the share of equal minima. */
    public double jaccard(BodyFingerprint o) {
        int n = Math.min(mins.length, o.mins.length);
        if (n == 0 || shingles == 0 || o.shingles == 0) {
            return 0;
        }
        int same = 0;
        for (int i = 0; i < n; i++) {
            if (mins[i] == o.mins[i]) {
                same++;
            }
        }
        return (double) same / n;
    }

    /** Estimated share of the smaller body's shingles found in the other: |A∩B| = J/(1+J)·(|A|+|B|). */
    public double containment(BodyFingerprint o) {
        double j = jaccard(o);
        int small = Math.min(shingles, o.shingles);
        if (small == 0) {
            return 0;
        }
        return Math.min(1.0, j / (1 + j) * (shingles + o.shingles) / small);
    }

    /**
     * LSH band keys: the signature cut in bands of {@code rows} minima, each band hashed with its number. Two bodies
     * of Jaccard J share some band with probability 1-(1-J^rows)^bands, so a keyword field of these keys finds a
     * copy's candidates with one terms query.
     */
    public List<String> bands(int rows) {
        List<String> out = new ArrayList<>();
        if (shingles == 0) {
            return out;
        }
        for (int b = 0; b + rows <= mins.length; b += rows) {
            long h = b;
            for (int r = 0; r < rows; r++) {
                h = BodyShingles.mix(h ^ mins[b + r]);
            }
            out.add(Integer.toString(b / rows, 36) + "-" + Long.toUnsignedString(h >>> 16, 36));
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BodyFingerprint f && f.shingles == shingles && Arrays.equals(f.mins, mins);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(mins) + shingles;
    }

    @Override
    public String toString() {
        return "BodyFingerprint[" + shingles + " shingles, " + mins.length + " hashes]";
    }
}
