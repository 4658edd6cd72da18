package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EsIndexTimesTest {
    static final String STATS = """
            {"indices": {
              "news-articles-bench-1-2026.05": {"primaries": {"docs": {"count": 900},
                "indexing": {"index_total": 950, "index_time_in_millis": 1234}, "refresh": {"total_time_in_millis": 300},
                "merges": {"total_time_in_millis": 40}, "search": {"query_total": 12}, "get": {"total": 3}}},
              "crawl-status-bench-1": {"primaries": {"docs": {"count": 10000},
                "indexing": {"index_total": 25000, "index_time_in_millis": 5000}, "refresh": {"total_time_in_millis": 800},
                "merges": {"total_time_in_millis": 120}, "search": {"query_total": 600}, "get": {"total": 9000}}}}}
            """;

    private static String report(double pages) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        EsIndexTimes.print(new PrintStream(b, true, StandardCharsets.UTF_8), new ObjectMapper().readTree(STATS), pages,
                "bench-1");
        return b.toString(StandardCharsets.UTF_8);
    }

    @Test
    void oneRowPerIndexSortedByNameWithoutTheRunsNameAndIndexTimePerPage() throws IOException {
        assertEquals("""

                Elasticsearch per index of the run (ms: summed thread time; /page: per completed page):
                  index              docs  index ops  index ms     /page   refresh     merge  queries     gets
                  crawl-status      10000      25000      5000      5.00       800       120      600     9000
                  news-articles-      900        950      1234      1.23       300        40       12        3
                """, report(1000));
    }

    @Test
    void withoutCompletedPagesThePerPageFigureIsNan() throws IOException {
        assertTrue(Double.isNaN(EsIndexTimes.pages("")));
        assertTrue(Double.isNaN(EsIndexTimes.pages("0")));
        assertEquals(10000, EsIndexTimes.pages("10000"));
        assertTrue(report(EsIndexTimes.pages("")).contains("      5000       nan       800"));
    }
}
