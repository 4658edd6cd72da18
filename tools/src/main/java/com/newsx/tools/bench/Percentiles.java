package com.newsx.tools.bench;

import java.util.Arrays;
import java.util.Collection;

/**
 * The mean and nearest-rank percentiles of a sample, as liveweb's figures define them: the p-th share is the value
 * at rank min(n - 1, floor(p * n)) of the sorted values (p50 of 1..10 is 6, p90 and p95 are 10). NaN when the sample
 * is empty.
 */
final class Percentiles {
    private final double[] sorted;

    private Percentiles(double[] sorted) {
        this.sorted = sorted;
    }

    static Percentiles of(Collection<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        return new Percentiles(v);
    }

    int count() {
        return sorted.length;
    }

    /** The value at share p (0 to 1) of the sorted sample. */
    double at(double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.min(sorted.length - 1, (int) (p * sorted.length))];
    }

    /** The mean, summed from the smallest value up (the order the Python report summed in, for the same last bit). */
    double mean() {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double v : sorted) {
            sum += v;
        }
        return sum / sorted.length;
    }
}
