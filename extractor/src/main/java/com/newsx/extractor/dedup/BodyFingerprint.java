package com.newsx.extractor.dedup;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A body's MinHash signature and its shingle count. The signature is one-permutation MinHash: each shingle's hash
 * picks one of k bins and each bin keeps the least value (31 bits) of the shingles it got, with the empty bins of a
 * short body filled from non-empty ones by a fixed random probe sequence (Shrivastava's optimal densification, 2017),
 * so that two bodies agree in a bin with probability equal to the Jaccard similarity of their shingle sets, as with
 * k hash functions, at the cost of one hash per shingle instead of k. With the counts that gives the share of the
 * smaller body found in the larger (containment), which stays high for a copy cut to half of the original where
 * Jaccard would not.
 */
public record BodyFingerprint(int[] mins, int shingles) {
    private static final long VALUE_SALT = 0x5DEECE66DL;
    private static final long PROBE_SALT = 0xD1B54A32D192ED03L;

    public static BodyFingerprint of(String body, int shingleSize, int hashes) {
        BodyShingles.Hashes sh = BodyShingles.distinct(body, shingleSize);
        long[] hs = sh.values();
        int count = sh.count();
        int[] mins = new int[hashes];
        Arrays.fill(mins, Integer.MAX_VALUE);
        boolean[] filled = new boolean[hashes];
        for (int i = 0; i < count; i++) {
            long s = hs[i];
            int bin = (int) (((s >>> 32) * hashes) >>> 32); // the high half picks the bin, uniformly for any k
            int v = (int) (BodyShingles.mix(s ^ VALUE_SALT) >>> 33); // 31 bits, non-negative
            filled[bin] = true;
            if (v < mins[bin]) {
                mins[bin] = v;
            }
        }
        if (count > 0) {
            densify(mins, filled);
        }
        return new BodyFingerprint(mins, count);
    }

    /**
     * Each empty bin takes the value of the first non-empty bin on its own probe sequence (the same sequence for every
     * body), so two bodies agree on it exactly when they agree on the bin it lands on.
     */
    private static void densify(int[] mins, boolean[] filled) {
        int k = mins.length;
        for (int bin = 0; bin < k; bin++) {
            if (filled[bin]) {
                continue;
            }
            for (long attempt = 1; ; attempt++) {
                long h = BodyShingles.mix(PROBE_SALT ^ ((long) bin << 32) ^ attempt);
                int from = (int) (((h >>> 32) * k) >>> 32);
                if (filled[from]) {
                    mins[bin] = mins[from];
                    break;
                }
            }
        }
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
