package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BenchReportTest {

    @Test
    void summaryGivesCpuPerPageOfEachProcessOverTheSteadyWindow() {
        Map<String, Long> pids = new LinkedHashMap<>();
        pids.put("crawler", 1L);
        pids.put("elasticsearch", 2L);
        pids.put("bench-web", 3L);
        CrawlBench.BenchOptions o = new CrawlBench.BenchOptions("http://es", "idx", 1000, 600, 60, pids, null,
                List.of("crawler", "elasticsearch"), null, 0, 0, 0, 100, 2000, null, null, true);
        // 100 pages/s from t=0 to t=10; the crawler burns 150 ticks (1.5 s) a second, Elasticsearch 50, the web 10
        List<CrawlBench.Sample> samples = new ArrayList<>();
        for (int t = 0; t <= 10; t++) {
            Map<String, ProcStats> procs = new LinkedHashMap<>();
            procs.put("crawler", new ProcStats(true, 150L * t, 1024L * 900, 1024L * 1000));
            procs.put("elasticsearch", new ProcStats(true, 50L * t, 1024L * 800, 1024L * 800));
            procs.put("bench-web", new ProcStats(true, 10L * t, 1024, 1024));
            // the whole machine: the three processes and 20 ticks a second of kernel threads
            samples.add(new CrawlBench.Sample(t, Map.of("indexed", 100L * t), procs, 230L * t));
        }
        Map<String, String> s = new BenchReport(o, samples).summary();
        assertEquals("100.000", s.get("pages_per_s"));
        assertEquals("15.000", s.get("cpu_ms_per_page.crawler"));
        assertEquals("5.000", s.get("cpu_ms_per_page.elasticsearch"));
        assertEquals("20.000", s.get("cpu_ms_per_page.stack"), "the stack sums crawler and Elasticsearch, not the web");
        assertEquals("2.000", s.get("cores.stack"));
        assertEquals("1800", s.get("rss_mb.stack"));
        assertEquals("1000", s.get("indexed"));
        assertEquals("2.300", s.get("cores.machine"));
        java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
        new BenchReport(o, samples).print(new java.io.PrintStream(text, true));
        String report = text.toString();
        org.junit.jupiter.api.Assertions.assertTrue(report.matches("(?s).*\\nmachine +2\\.30 +2\\.30 .*"), report);
        org.junit.jupiter.api.Assertions.assertTrue(report.matches("(?s).*\\nother +0\\.20 +0\\.20 .*"), report);
    }

    @Test
    void marksComeFromThePagesCompletionTimesWhenTheyHoldEveryPage() {
        Map<String, Long> pids = new LinkedHashMap<>();
        pids.put("crawler", 1L);
        CrawlBench.BenchOptions o = new CrawlBench.BenchOptions("http://es", "idx", 1000, 600, 60, pids, null,
                List.of("crawler"), null, 0, 0, 0, 100, 2000, null, null, false);
        // the sampled count moves only every 5 s (the index's refresh): 0 until t=5, then 500, then 1000 at t=10
        List<CrawlBench.Sample> samples = new ArrayList<>();
        for (int t = 0; t <= 10; t++) {
            long seen = t < 5 ? 0 : t < 10 ? 500 : 1000;
            samples.add(new CrawlBench.Sample(t, Map.of("indexed", seen),
                    Map.of("crawler", new ProcStats(true, 100L * t, 1024, 1024)), -1));
        }
        // the pages themselves completed at 125 a second from t=2 to t=10
        List<SteadyState.Point> exact = List.of(new SteadyState.Point(2, 0), new SteadyState.Point(10, 1000));
        Map<String, String> s = new BenchReport(o, samples, exact).summary();
        assertEquals("125.000", s.get("pages_per_s"));
        assertEquals("completion-times", s.get("marks"));
        assertEquals("8.000", s.get("cpu_ms_per_page.crawler"), "1 core over the exact window: 8 ms a page");
        // completion times that miss pages the samples counted are not trusted
        List<SteadyState.Point> partial = List.of(new SteadyState.Point(2, 0), new SteadyState.Point(10, 900));
        Map<String, String> fallback = new BenchReport(o, samples, partial).summary();
        assertEquals("samples", fallback.get("marks"));
        assertEquals(SteadyState.of(List.of(new SteadyState.Point(4, 0), new SteadyState.Point(5, 500),
                new SteadyState.Point(9, 500), new SteadyState.Point(10, 1000))).rate(),
                Double.parseDouble(fallback.get("pages_per_s")), 1e-3);
    }

    @Test
    void completionHistogramBecomesACumulativeSeriesOnTheSamplesClock() throws Exception {
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree("""
                {"aggregations":{"done":{"buckets":[
                  {"key":10000,"doc_count":3},{"key":10100,"doc_count":0},{"key":10200,"doc_count":5}]}}}""");
        List<SteadyState.Point> c = StatusCounts.cumulative(json, 9000);
        assertEquals(List.of(new SteadyState.Point(1.0, 0), new SteadyState.Point(1.1, 3),
                new SteadyState.Point(1.2, 3), new SteadyState.Point(1.3, 8)), c);
        assertEquals(1.2 + 0.1 * (4 - 3) / 5, SteadyState.crossing(c, 4), 1e-9, "a mark falls inside its 100 ms bucket");
    }
}
