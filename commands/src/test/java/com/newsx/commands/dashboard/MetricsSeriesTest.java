package com.newsx.commands.dashboard;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MetricsSeriesTest {
    private static MetricsSeries.Report r(long t, double v) {
        return new MetricsSeries.Report(t, v);
    }

    @Test
    void countersBecomeARatePerSecondSummedOverWorkers() {
        TreeMap<Long, Map<String, MetricsSeries.Report>> b = new TreeMap<>();
        b.put(0L, Map.of("a:6700", r(1_000, 100), "b:6701", r(2_000, 10)));
        b.put(10_000L, Map.of("a:6700", r(11_000, 300), "b:6701", r(12_000, 60)));
        // b's worker restarted: its counter starts again from zero
        b.put(20_000L, Map.of("a:6700", r(21_000, 500), "b:6701", r(22_000, 30)));
        List<MetricsSeries.Point> line = MetricsSeries.line(Series.ALL.get(0), b);
        assertTrue(Double.isNaN(line.get(0).v()), "no rate before a second report");
        assertEquals(20 + 5, line.get(1).v(), 1e-9);
        assertEquals(20 + 3, line.get(2).v(), 1e-9);
    }

    @Test
    void gaugesAreSummedAndMeansAveragedAndMicrosecondsShownAsMilliseconds() {
        TreeMap<Long, Map<String, MetricsSeries.Report>> b = new TreeMap<>();
        b.put(0L, Map.of("a", r(1, 40), "b", r(2, 60)));
        Series inFlight = Series.ALL.stream().filter(s -> s.metric().equals("in_flight")).findFirst().orElseThrow();
        Series clean = Series.ALL.stream().filter(s -> s.metric().equals("clean_us.mean")).findFirst().orElseThrow();
        assertEquals(100, MetricsSeries.line(inFlight, b).get(0).v(), 1e-9);
        b.put(0L, Map.of("a", r(1, 4_000), "b", r(2, 6_000)));
        assertEquals(5.0, MetricsSeries.line(clean, b).get(0).v(), 1e-9);
    }
}
