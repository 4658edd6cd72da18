package com.newsx.commands.dashboard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns per-worker reports (time bucket -> worker -> the last report of that worker in the bucket) into one chart
 * line: counters become a rate per second, each worker's from its own previous report (a counter that went back,
 * because its worker restarted, counts from zero), summed over workers; gauges are summed over workers; means are
 * averaged over workers.
 */
final class MetricsSeries {
    private MetricsSeries() {
    }

    /** A worker's report: when (epoch ms) and the value. */
    record Report(long t, double v) {
    }

    /** One point of a line: the bucket's start (epoch ms) and the value (NaN: nothing to show). */
    record Point(long t, double v) {
    }

    static List<Point> line(Series s, TreeMap<Long, Map<String, Report>> buckets) {
        List<Point> out = new ArrayList<>();
        Map<String, Report> last = new HashMap<>();
        for (Map.Entry<Long, Map<String, Report>> b : buckets.entrySet()) {
            Map<String, Report> workers = b.getValue();
            double v;
            switch (s.kind()) {
                case RATE -> {
                    double rate = 0;
                    boolean any = false;
                    for (Map.Entry<String, Report> w : workers.entrySet()) {
                        Report now = w.getValue();
                        Report before = last.put(w.getKey(), now);
                        if (before != null && now.t() > before.t()) {
                            double delta = now.v() >= before.v() ? now.v() - before.v() : now.v();
                            rate += delta / ((now.t() - before.t()) / 1000.0);
                            any = true;
                        }
                    }
                    v = any ? rate : Double.NaN;
                }
                case SUM -> v = workers.values().stream().mapToDouble(Report::v).sum();
                default -> v = workers.values().stream().mapToDouble(Report::v).average().orElse(Double.NaN);
            }
            out.add(new Point(b.getKey(), Double.isNaN(v) ? v : s.scale(v)));
        }
        return out;
    }
}
