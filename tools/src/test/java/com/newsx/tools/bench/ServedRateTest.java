package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServedRateTest {
    private static final double NONE = Double.NaN;

    @Test
    void unevenSecondsAreInterpolatedWithinTheSecondTheMarkFallsIn() {
        // cumulative at the seconds' edges: 2 s: 0, 3 s: 20, 4 s: 70, 5 s: 70 (an idle second), 6 s: 80, 7 s: 100
        SteadyState s = ServedRate.of(new long[] {0, 0, 20, 50, 0, 10, 20}, NONE, NONE);
        assertEquals(100, s.finalCount());
        assertEquals(2.5, s.t10(), 1e-9); // 10 pages: half of second 2's 20
        assertEquals(6.5, s.t90(), 1e-9); // 90 pages: 80 at 6 s, then half of second 6's 20
        assertEquals(80 / 4.0, s.rate(), 1e-9);
    }

    @Test
    void theFirstAndLastPagesTimesBoundTheirSeconds() {
        // second 2's 20 pages from 2.5 s on, second 6's 20 up to 6.75 s
        SteadyState s = ServedRate.of(new long[] {0, 0, 20, 50, 0, 10, 20}, 2.5, 6.75);
        assertEquals(2.75, s.t10(), 1e-9);
        assertEquals(6.375, s.t90(), 1e-9);
        assertEquals(80 / 3.625, s.rate(), 1e-9);
    }

    @Test
    void aCrawlServedWithinOneSecond() {
        assertEquals(100, ServedRate.of(new long[] {0, 0, 0, 100}, NONE, NONE).rate(), 1e-9, "spread over its second");
        SteadyState s = ServedRate.of(new long[] {0, 0, 0, 100}, 3.2, 3.7);
        assertEquals(3.25, s.t10(), 1e-9);
        assertEquals(3.65, s.t90(), 1e-9);
        assertEquals(200, s.rate(), 1e-9, "80 pages in 0.4 s");
    }

    @Test
    void timesOutsideTheirSecondAreIgnored() {
        // a first page "at 9 s" cannot belong to second 2: the second's own edge is taken
        assertEquals(ServedRate.of(new long[] {0, 0, 20, 50, 0, 10, 20}, NONE, 6.75).rate(),
                ServedRate.of(new long[] {0, 0, 20, 50, 0, 10, 20}, 9.0, 6.75).rate(), 1e-12);
    }

    @Test
    void noFigureWithoutPagesOrWhenAllCameAtOnce() {
        assertTrue(Double.isNaN(ServedRate.of(new long[0], NONE, NONE).rate()));
        assertEquals(0, ServedRate.of(new long[] {0, 0, 0}, NONE, NONE).finalCount());
        assertTrue(Double.isNaN(ServedRate.of(new long[] {0, 0, 0}, NONE, NONE).rate()));
        assertTrue(Double.isNaN(ServedRate.of(new long[] {0, 5}, 1.3, 1.3).rate()));
    }

    @Test
    void fromTheWebsStatsJson() throws IOException {
        ObjectMapper json = new ObjectMapper();
        SteadyState s = ServedRate.of(json.readTree("""
                {"pages_served": 100, "first_page_t": 2.5, "last_page_t": 6.75,
                 "timeline_pages_per_s": [0, 0, 20, 50, 0, 10, 20]}"""));
        assertEquals(80 / 3.625, s.rate(), 1e-9);
        // what the web writes when it served nothing: no timestamps, a timeline of one empty second
        SteadyState none = ServedRate.of(json.readTree("""
                {"pages_served": 0, "first_page_t": null, "last_page_t": null, "timeline_pages_per_s": [0]}"""));
        assertTrue(Double.isNaN(none.rate()));
        assertTrue(Double.isNaN(ServedRate.of(json.readTree("{}")).rate()), "an older web: no timeline");
    }
}
