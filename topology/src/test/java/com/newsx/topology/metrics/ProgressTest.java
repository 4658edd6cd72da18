package com.newsx.topology.metrics;

import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.storm.Streams;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressTest {
    /** The status step's count of one status, as it names it ("status_" and the status). */
    private static String statusCount(CrawlStatus s) {
        return Streams.STATUS_BOLT + ".status_" + s.value();
    }

    @Test
    void theLineCountsUrlsFilteredAndDeniedByRobotsTxt() {
        Map<String, Double> m = new HashMap<>();
        m.put("fetch.fetched", 120.0);
        m.put("fetch.fetch_errors", 2.0);
        m.put(statusCount(CrawlStatus.FILTERED), 60.0);
        m.put(statusCount(CrawlStatus.ROBOTS_DENIED), 3.0);
        String line = new Progress().line(m, 10_000);
        assertTrue(line.contains("fetched 120 (12/s)"), line);
        assertTrue(line.contains("| errors 2 | filtered 60 | robots 3 |"), line);
    }

    @Test
    void aCrawlWhoseSeedsWereAllRefusedSaysSo() {
        String line = new Progress().line(Map.of(statusCount(CrawlStatus.FILTERED), 60.0), 5_000);
        assertTrue(line.contains("fetched 0 ") && line.contains("| filtered 60 | robots 0 |"), line);
    }

    @Test
    void aFailingWarcArchiveIsSaidOnEveryLineWhileItLasts() {
        assertTrue(!new Progress().line(Map.of("fetch.fetched", 5.0), 5_000).contains("WARC"));
        String line = new Progress().line(Map.of("fetch.warc_failures", 12.0), 5_000);
        assertTrue(line.endsWith("| WARC ARCHIVE FAILING: 12 fetches deferred"), line);
    }
}
