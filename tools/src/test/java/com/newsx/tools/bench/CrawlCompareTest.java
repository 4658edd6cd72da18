package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlCompareTest {

    @Test
    void mediansAreTakenPerSideAndTheRatioIsThisOverRev() {
        List<CrawlCompare.Run> runs = List.of(
                new CrawlCompare.Run("this", Map.of("pages_per_s", 100.0, "cpu_ms_per_page.stack", 10.0)),
                new CrawlCompare.Run("rev", Map.of("pages_per_s", 50.0, "cpu_ms_per_page.stack", 30.0)),
                new CrawlCompare.Run("this", Map.of("pages_per_s", 120.0, "cpu_ms_per_page.stack", 12.0)),
                new CrawlCompare.Run("rev", Map.of("pages_per_s", 70.0, "cpu_ms_per_page.stack", 18.0)),
                new CrawlCompare.Run("this", Map.of("pages_per_s", 300.0, "cpu_ms_per_page.stack", Double.NaN)));
        assertEquals(120.0, CrawlCompare.medians(runs, "this").get("pages_per_s"));
        assertEquals(11.0, CrawlCompare.medians(runs, "this").get("cpu_ms_per_page.stack"), "NaN is left out");
        assertEquals(60.0, CrawlCompare.medians(runs, "rev").get("pages_per_s"), "even count: mean of the middle two");
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        CrawlCompare.print(new PrintStream(b, true, StandardCharsets.UTF_8), "tput", "f35bfb8", runs);
        String ratio = b.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("this/rev")).findFirst().orElseThrow();
        assertTrue(ratio.matches("this/rev\\s+2\\.00x\\s+-\\s+-\\s+-\\s+0\\.46x\\s.*"), ratio);
    }

    @Test
    void summaryLinesParseAndBadNumbersAreNaN() {
        Map<String, Double> m = CrawlCompare.parse(List.of("pages_per_s=87.5", "cores.stack=NaN", "junk", "x=abc"));
        assertEquals(87.5, m.get("pages_per_s"));
        assertTrue(m.get("cores.stack").isNaN());
        assertTrue(m.get("x").isNaN());
        assertEquals(3, m.size());
    }
}
