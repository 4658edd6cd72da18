package com.newsx.extractor.records;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Cluster-validity indices of He, Tan, Tan and Sung ("On quantitative evaluation of clustering systems"), as
 * DRMining uses them to judge a partition of the leaf-similarity sequence. The data points are the values
 * of S; a cluster is a run of them.
 * <ul>
 * <li>Cmp (compactness) = mean over clusters of dev(cluster) / dev(all points), dev = population standard
 * deviation; 0 when every cluster is a single value.</li>
 * <li>Sep (separation) = 1 / (C (C - 1)) * sum over ordered pairs i != j of exp(-d(c_i, c_j)^2 / (2 sigma^2)),
 * c = cluster mean, sigma the Gaussian constant (1 here); lower means better separated clusters.</li>
 * <li>Ocq(beta) = beta * Cmp + (1 - beta) * Sep; lower is better.</li>
 * </ul>
 * The paper prints Sep(7) = 0.6941, Sep(8) = 0.4950, Sep(9) = 0.3854 for its example without stating the
 * point representation or sigma; with the definitions above the same partitions give Sep = 1.0, 0.9608,
 * 0.6912 and Ocq(0.5) = 0.5, 0.6941, 0.6059 (see ClusterValidityTest). The ordering of Sep and the chosen
 * threshold agree with the paper, the magnitudes do not; we could not find a reading that gives all three.
 */
public final class ClusterValidity {
    /** Pairs of cluster means further apart than this many sigmas contribute less than e^-18: skipped. */
    private static final double CUTOFF_SIGMAS = 6.0;

    private final double sigma;

    public ClusterValidity(double sigma) {
        this.sigma = sigma;
    }

    /** Separation of clusters given as runs [from, to) of {@code points}; NaN for fewer than two clusters. */
    public double sep(int[] points, List<int[]> clusters) {
        int c = clusters.size();
        if (c < 2) {
            return Double.NaN;
        }
        // Equal means are frequent (many one-value runs), so group them: the sum stays exact and fast.
        TreeMap<Double, Integer> means = new TreeMap<>();
        for (int[] run : clusters) {
            means.merge(mean(points, run), 1, Integer::sum);
        }
        double twoSigma2 = 2 * sigma * sigma;
        double sum = 0;
        for (Map.Entry<Double, Integer> a : means.entrySet()) {
            long na = a.getValue();
            sum += na * (na - 1);
            for (Map.Entry<Double, Integer> b : means.tailMap(a.getKey(), false).entrySet()) {
                double d = b.getKey() - a.getKey();
                if (d > CUTOFF_SIGMAS * sigma) {
                    break;
                }
                sum += 2.0 * na * b.getValue() * Math.exp(-d * d / twoSigma2);
            }
        }
        return sum / ((double) c * (c - 1));
    }

    /** Compactness of the clusters relative to the spread of all points; 0 when all points are equal. */
    public double cmp(int[] points, List<int[]> clusters) {
        double all = deviation(points, 0, points.length);
        if (all == 0 || clusters.isEmpty()) {
            return 0;
        }
        double sum = 0;
        for (int[] run : clusters) {
            sum += deviation(points, run[0], run[1]) / all;
        }
        return sum / clusters.size();
    }

    public double ocq(int[] points, List<int[]> clusters, double beta) {
        return beta * cmp(points, clusters) + (1 - beta) * sep(points, clusters);
    }

    private static double mean(int[] p, int[] run) {
        long s = 0;
        for (int i = run[0]; i < run[1]; i++) {
            s += p[i];
        }
        return (double) s / (run[1] - run[0]);
    }

    private static double deviation(int[] p, int from, int to) {
        int n = to - from;
        if (n < 2) {
            return 0;
        }
        double s = 0;
        double s2 = 0;
        for (int i = from; i < to; i++) {
            s += p[i];
            s2 += (double) p[i] * p[i];
        }
        double m = s / n;
        return Math.sqrt(Math.max(0, s2 / n - m * m));
    }
}
