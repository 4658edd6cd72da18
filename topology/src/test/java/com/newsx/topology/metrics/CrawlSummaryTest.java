package com.newsx.topology.metrics;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlSummaryTest {
    @Test
    void aFewLinesSayWhatTheCrawlDid() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("fetch.fetched", 192.0);
        m.put("fetch.fetched_bytes", 949_834.0);
        m.put("clean.article_pages", 172.0);
        m.put("clean.list_pages", 18.0);
        m.put("index.indexed_pages", 190.0);
        m.put("index.indexed_documents", 494.0);
        m.put("__system.memory.heap.used", 6.1e7);
        m.put("fuse.fuse_us.p99", 25450.0);
        Map<String, Long> statuses = new TreeMap<>(Map.of("indexed", 190L, "robots_denied", 4L));
        String s = CrawlSummary.lines(m, 43_000, statuses);
        assertEquals(4, s.lines().count(), s);
        assertTrue(s.contains("ran 43 s: fetched 192 pages (4.5/s, 0.9 MB), 0 fetch errors"), s);
        assertTrue(s.contains("extracted 172 article and 18 list pages (0 errors); indexed 190 pages, 494 documents"), s);
        assertTrue(s.contains("URLs per status: indexed 190, robots_denied 4"), s);
        assertFalse(s.contains("heap") || s.contains("p99"), "no raw metrics: those are for --verbose");
    }

    @Test
    void anArchivingCrawlSaysWhatItArchived() {
        String s = CrawlSummary.lines(Map.of("fetch.warc_writes", 210.0, "fetch.warc_failures", 3.0), 1_000, Map.of());
        assertTrue(s.contains("crawl: archived 210 fetches to WARC files, 3 could not be (deferred)"), s);
        assertFalse(CrawlSummary.lines(Map.of(), 1_000, Map.of()).contains("WARC"), "not archiving: not a word");
    }
}
