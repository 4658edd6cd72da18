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
}
