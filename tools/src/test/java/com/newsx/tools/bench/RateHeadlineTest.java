package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RateHeadlineTest {
    // 80 pages in 4 s between the marks (see ServedRateTest)
    private static final String WEB = """
            {"pages_served": 100, "timeline_pages_per_s": [0, 0, 20, 50, 0, 10, 20]}""";

    private static JsonNode json(String s) throws IOException {
        return new ObjectMapper().readTree(s);
    }

    private static List<String> lines(JsonNode web, double completed, RateHeadline.Completed by, boolean cold) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        RateHeadline.print(new PrintStream(b, true, StandardCharsets.UTF_8), web, completed, by, cold);
        return b.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void bothFiguresOnOneLineEachNamed() throws IOException {
        List<String> l = lines(json(WEB), 18.25, RateHeadline.Completed.CRAWL_STATUS, false);
        assertEquals("", l.get(0));
        assertEquals("pages/s 10-90 %: 20.0 served by the web, 18.2 completed (crawl-status)", l.get(1));
        assertTrue(l.get(2).endsWith("80 of its 100 in 4.0 s (t = 2.5 -> 6.5 s of its clock)"), l.get(2));
        assertTrue(l.get(3).startsWith("  completed: pages whose crawl-status is final"), l.get(3));
    }

    @Test
    void stormCrawlersCountAndColdRunsAreSaid() throws IOException {
        List<String> l = lines(json(WEB), 30, RateHeadline.Completed.STORMCRAWLER, true);
        assertEquals("pages/s 10-90 %, cold (the first crawl after Kafka and Elasticsearch started): 20.0 served by the web,"
                + " 30.0 fetched (StormCrawler's count)", l.get(1));
    }

    @Test
    void noFigureSaysWhy() throws IOException {
        List<String> missing = lines(null, 18.25, RateHeadline.Completed.CRAWL_STATUS, false);
        assertEquals("pages/s 10-90 %: - served by the web, 18.2 completed (crawl-status)", missing.get(1));
        assertTrue(missing.get(2).endsWith("no figure: the bench web wrote no stats"), missing.get(2));
        List<String> empty = lines(json("{\"timeline_pages_per_s\": []}"), Double.NaN,
                RateHeadline.Completed.CRAWL_STATUS, false);
        assertEquals("pages/s 10-90 %: - served by the web, - completed (crawl-status)", empty.get(1));
        assertTrue(empty.get(2).endsWith("no figure: the web's timeline holds no pages served"), empty.get(2));
        List<String> once = lines(json("{\"timeline_pages_per_s\": [0, 7], \"first_page_t\": 1.5, \"last_page_t\": 1.5}"),
                1, RateHeadline.Completed.CRAWL_STATUS, false);
        assertTrue(once.get(2).endsWith("no figure: its 7 pages were all served at one moment"), once.get(2));
    }

    @Test
    void summaryKeysAreWhatCrawlCompareReads() throws IOException {
        Map<String, String> m = RateHeadline.summary(json(WEB), true);
        assertEquals(Map.of("served_pages_per_s", "20.000", "served_window_s", "4.000", "served_pages", "100", "cold", "1"), m);
        Map<String, String> none = RateHeadline.summary(null, false);
        assertEquals("NaN", none.get("served_pages_per_s"));
        assertEquals(false, none.containsKey("cold"));
    }
}
