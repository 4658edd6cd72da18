package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class WarmUpSummaryTest {
    private static String line(List<String> summary) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        WarmUpSummary.print(new PrintStream(b, true, StandardCharsets.UTF_8), summary, 2, 3);
        return b.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void rateAndElasticsearchsJitFromTheSummary() {
        // 287.45 is 287.4499... in binary; 0.125 is a tie, to even
        assertEquals("warm-up run 2 of 3: 287.4 pages/s, Elasticsearch's JIT 0.12 ms a page", line(List.of(
                "completed=10000", "pages_per_s=287.450", "jit_ms_per_page.elasticsearch=0.125", "elasticsearch_cold=no")));
    }

    @Test
    void theServedRateLeadsWhenTheSummaryHasIt() {
        assertEquals("warm-up run 2 of 3: 281.0 pages/s served by the web (287.4 completed), Elasticsearch's JIT 0.12 ms a page",
                line(List.of("pages_per_s=287.450", "jit_ms_per_page.elasticsearch=0.125", "served_pages_per_s=281.049")));
    }

    @Test
    void missingFiguresAreZeroAndNanStaysNan() {
        assertEquals("warm-up run 2 of 3: 0.0 pages/s, Elasticsearch's JIT 0.00 ms a page", line(List.of()));
        assertEquals("warm-up run 2 of 3: nan pages/s, Elasticsearch's JIT 0.00 ms a page", line(List.of("pages_per_s=NaN")));
    }
}
