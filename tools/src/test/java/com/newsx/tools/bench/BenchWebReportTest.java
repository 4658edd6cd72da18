package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BenchWebReportTest {
    private static String report(String json) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        BenchWebReport.print(new PrintStream(b, true, StandardCharsets.UTF_8), new ObjectMapper().readTree(json));
        return b.toString(StandardCharsets.UTF_8);
    }

    @Test
    void requestsAndMegabytes() throws IOException {
        assertEquals("\nbench web: 10250 page requests served (10000 distinct pages exist), robots.txt 200, sitemap 0, 404 3,"
                + " 287.7 MB\n", report("""
                {"pages_served": 10250, "pages_total": 10000, "requests": {"robots": 200, "404": 3}, "bytes": 287654321}"""));
    }

    @Test
    void missingCountsAreZero() throws IOException {
        assertEquals("\nbench web: 0 page requests served (0 distinct pages exist), robots.txt 0, sitemap 0, 404 0, 0.0 MB\n",
                report("{}"));
    }
}
