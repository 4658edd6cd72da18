package com.newsx.tools.bench;

import java.util.List;

/**
 * The steady-state rate as the bench README defines it: pages completed between the moments the count first
 * reached 10 % and 90 % of its final value, divided by the time between them. Ramp-up (topology start,
 * the first robots.txt fetches) and the tail (the last few hosts) stay out of the figure. The moments are
 * interpolated linearly between samples, so a 2 s sampling period does not round them to 2 s.
 */
record SteadyState(long finalCount, double t10, double t90) {

    /** One sample: seconds since the start, and the count then. */
    record Point(double t, double count) {
    }

    static SteadyState of(List<Point> samples) {
        long last = samples.isEmpty() ? 0 : (long) samples.get(samples.size() - 1).count();
        return new SteadyState(last, crossing(samples, 0.1 * last), crossing(samples, 0.9 * last));
    }

    /** Pages between the marks. */
    double pages() {
        return 0.8 * finalCount;
    }

    /** Pages per second between the marks; NaN when there is no window (nothing completed, or all at once). */
    double rate() {
        double dt = t90 - t10;
        return finalCount > 0 && dt > 0 ? pages() / dt : Double.NaN;
    }

    /** The first moment the series reaches {@code level}, interpolated; NaN if it never does. */
    static double crossing(List<Point> s, double level) {
        for (int i = 0; i < s.size(); i++) {
            Point p = s.get(i);
            if (p.count() >= level) {
                if (i == 0 || p.count() == s.get(i - 1).count()) {
                    return p.t();
                }
                Point q = s.get(i - 1);
                return q.t() + (level - q.count()) / (p.count() - q.count()) * (p.t() - q.t());
            }
        }
        return Double.NaN;
    }

    /** The value of a series at time {@code t}, interpolated between the samples around it. */
    static double valueAt(List<Point> s, double t) {
        if (s.isEmpty() || Double.isNaN(t)) {
            return Double.NaN;
        }
        for (int i = 1; i < s.size(); i++) {
            Point p = s.get(i);
            if (p.t() >= t) {
                Point q = s.get(i - 1);
                return p.t() == q.t() ? p.count() : q.count() + (t - q.t()) / (p.t() - q.t()) * (p.count() - q.count());
            }
        }
        return s.get(s.size() - 1).count();
    }
}
