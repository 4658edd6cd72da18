package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlCompareTest {

    @Test
    void mediansAreTakenPerSideAndTheRatioIsThisOverRev() {
        List<CrawlCompare.Run> runs = List.of(
                new CrawlCompare.Run("this", Map.of("served_pages_per_s", 90.0, "pages_per_s", 100.0, "cpu_ms_per_page.stack", 10.0)),
                new CrawlCompare.Run("rev", Map.of("served_pages_per_s", 60.0, "pages_per_s", 50.0, "cpu_ms_per_page.stack", 30.0)),
                new CrawlCompare.Run("this", Map.of("served_pages_per_s", 110.0, "pages_per_s", 120.0, "cpu_ms_per_page.stack", 12.0)),
                new CrawlCompare.Run("rev", Map.of("pages_per_s", 70.0, "cpu_ms_per_page.stack", 18.0)),
                new CrawlCompare.Run("this", Map.of("served_pages_per_s", 400.0, "pages_per_s", 300.0, "cpu_ms_per_page.stack", Double.NaN)));
        assertEquals(120.0, CrawlCompare.medians(runs, "this").get("pages_per_s"));
        assertEquals(11.0, CrawlCompare.medians(runs, "this").get("cpu_ms_per_page.stack"), "NaN is left out");
        assertEquals(60.0, CrawlCompare.medians(runs, "rev").get("pages_per_s"), "even count: mean of the middle two");
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        CrawlCompare.print(new PrintStream(b, true, StandardCharsets.UTF_8), "tput", "f35bfb8", runs);
        String ratio = b.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("this/rev")).findFirst().orElseThrow();
        // served: medians 110 (this) and 60 (rev: its second run has no served figure, an older summary)
        assertTrue(ratio.matches("this/rev\\s+1\\.83x\\s+2\\.00x\\s+-\\s+-\\s+-\\s+0\\.46x\\s.*"), ratio);
        String[] lines = b.toString(StandardCharsets.UTF_8).lines().toArray(String[]::new);
        String head = Arrays.stream(lines).filter(l -> l.startsWith("run ")).findFirst().orElseThrow();
        assertTrue(head.matches("run\\s+served p/s\\s+compl\\. p/s\\s+crawler ms/p .*"), head);
        assertTrue(Arrays.stream(lines).noneMatch(l -> l.startsWith("every run cold")), "no run was cold");
    }

    @Test
    void coldRunsAreSaidOnlyWhenEveryRunWasCold() {
        Map<String, Double> cold = Map.of("served_pages_per_s", 80.0, "cold", 1.0);
        String all = printed(List.of(new CrawlCompare.Run("this", cold), new CrawlCompare.Run("rev", cold)));
        assertTrue(all.contains("\nevery run cold: "), all);
        String some = printed(List.of(new CrawlCompare.Run("this", cold), new CrawlCompare.Run("rev", Map.of("cold", 0.0))));
        assertTrue(!some.contains("every run cold"), some);
    }

    private static String printed(List<CrawlCompare.Run> runs) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        CrawlCompare.print(new PrintStream(b, true, StandardCharsets.UTF_8), "a", "b", runs);
        return b.toString(StandardCharsets.UTF_8);
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
