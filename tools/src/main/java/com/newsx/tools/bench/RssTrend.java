package com.newsx.tools.bench;

import java.util.List;

/**
 * Whether a long crawl's memory keeps growing ({@code bin/bench soak}): the least-squares line through the crawler's
 * RSS samples of the last half of the run, its slope given as a share of those samples' mean per 30 minutes. The
 * first half is left out because the heap and the JIT's code grow towards their working size then, which says
 * nothing about a leak.
 *
 * @param samples the samples in the last half
 * @param meanKb  their mean RSS, kB (NaN without samples)
 * @param percentPer30Min the slope as % of the mean per 30 minutes (NaN with fewer than two sampling times)
 */
record RssTrend(int samples, double meanKb, double percentPer30Min) {
    /** The target: within this many % of the mean per 30 minutes either way. */
    static final double TARGET_PERCENT = 5;

    /** One RSS sample: seconds since the crawler started, and VmRSS in kB. */
    record Sample(double seconds, long kb) {
        /** A line of the sampler's file: "SECONDS KB". */
        static Sample parse(String line) {
            String[] f = line.strip().split("\\s+");
            if (f.length != 2) {
                throw new IllegalArgumentException("an RSS sample is 'SECONDS KB', not '" + line + "'");
            }
            return new Sample(Double.parseDouble(f[0]), Long.parseLong(f[1]));
        }
    }

    /** The trend of the samples taken at or after half of a run of {@code runSeconds}. */
    static RssTrend lastHalf(List<Sample> all, double runSeconds) {
        List<Sample> half = all.stream().filter(s -> s.seconds() >= runSeconds / 2).toList();
        int n = half.size();
        if (n == 0) {
            return new RssTrend(0, Double.NaN, Double.NaN);
        }
        double meanT = half.stream().mapToDouble(Sample::seconds).average().orElseThrow();
        double meanKb = half.stream().mapToDouble(Sample::kb).average().orElseThrow();
        double covariance = 0;
        double variance = 0;
        for (Sample s : half) {
            covariance += (s.seconds() - meanT) * (s.kb() - meanKb);
            variance += (s.seconds() - meanT) * (s.seconds() - meanT);
        }
        if (variance == 0) {
            return new RssTrend(n, meanKb, Double.NaN);
        }
        double kbPerSecond = covariance / variance;
        return new RssTrend(n, meanKb, kbPerSecond * 1800 / meanKb * 100);
    }

    /** Whether the slope is within the target; false when there was none to measure. */
    boolean withinTarget() {
        return Math.abs(percentPer30Min) <= TARGET_PERCENT;
    }
}
