package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * DRMining: partitions the leaf-similarity sequence S for every threshold h between its minimum and maximum
 * and keeps the partition the validity index Ocq rates best; the data region is its largest sub-cluster.
 * A sub-cluster is a maximal run of S values below h: inside a region consecutive leaves never share more
 * than the records' own depth of ancestors, and a value of h or more marks a break (this is the reading
 * that reproduces the paper's worked example, where h = 9 yields the region {7,8,7,6,8,7,6,8,7,6}).
 * Partitions whose clusters are all single values cannot hold a region of several records and are skipped.
 * The opposite reading, cutting where S[i] &lt; h, is {@link #subtrees}; RecordExtractor mines both, and its
 * evaluation shows why: the Ocq choice alone is the main region on 15 of the 99 dev list pages.
 */
public final class DataRegionMining {
    private final ClusterValidity validity;
    private final double beta;

    /**
     * @param sigma Gaussian constant of Sep
     * @param beta  weight of compactness in Ocq
     */
    public DataRegionMining(double sigma, double beta) {
        this.validity = new ClusterValidity(sigma);
        this.beta = beta;
    }

    /** The outcome for one threshold: its sub-clusters as runs [from, to) of S and its Ocq. */
    public record Partition(int h, List<int[]> clusters, double ocq) {
        /** The largest sub-cluster (first of equals), or null when there is none. */
        public int[] largest() {
            int[] best = null;
            for (int[] c : clusters) {
                if (best == null || c[1] - c[0] > best[1] - best[0]) {
                    best = c;
                }
            }
            return best;
        }
    }

    /** Maximal runs [from, to) of S with S[i] < h. */
    public static List<int[]> partition(int[] s, int h) {
        return runs(s, v -> v < h);
    }

    /**
     * The complementary reading, cut where S[i] &lt; h: maximal runs [from, to) with S[i] &gt;= h, which are
     * exactly the leaves of the subtrees at depth h - 1. A region whose neighbours are no deeper than its
     * records is only isolated this way, so the extractor mines both readings.
     */
    public static List<int[]> subtrees(int[] s, int h) {
        return runs(s, v -> v >= h);
    }

    private static List<int[]> runs(int[] s, IntPredicate inside) {
        List<int[]> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= s.length; i++) {
            boolean in = i < s.length && inside.test(s[i]);
            if (in && start < 0) {
                start = i;
            } else if (!in && start >= 0) {
                out.add(new int[] {start, i});
                start = -1;
            }
        }
        return out;
    }

    /** Every partition with h from min(S) to max(S) + 1 that can hold a region, with its Ocq. */
    public List<Partition> partitions(int[] s) {
        List<Partition> out = new ArrayList<>();
        if (s.length == 0) {
            return out;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int v : s) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        for (int h = min; h <= max; h++) {
            List<int[]> clusters = partition(s, h);
            if (clusters.size() < 2 || !hasRun(clusters)) {
                continue;
            }
            out.add(new Partition(h, clusters, validity.ocq(s, clusters, beta)));
        }
        return out;
    }

    /** The partition with the lowest Ocq (the lower h among equals), or null when none qualifies. */
    public Partition choose(int[] s) {
        Partition best = null;
        for (Partition p : partitions(s)) {
            if (best == null || p.ocq() < best.ocq()) {
                best = p;
            }
        }
        return best;
    }

    private static boolean hasRun(List<int[]> clusters) {
        for (int[] c : clusters) {
            if (c[1] - c[0] > 1) {
                return true;
            }
        }
        return false;
    }
}
