package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SteadyStateTest {
    private static SteadyState.Point p(double t, double c) {
        return new SteadyState.Point(t, c);
    }

    @Test
    void rateBetweenTheTenAndNinetyPercentMarksIgnoresRampAndTail() {
        // 10 s of start-up, then 100 pages/s up to 1000 pages, then a slow tail of 100 pages
        List<SteadyState.Point> s = List.of(p(0, 0), p(10, 0), p(12, 200), p(14, 400), p(16, 600), p(18, 800),
                p(20, 1000), p(40, 1050), p(60, 1100));
        SteadyState st = SteadyState.of(s);
        assertEquals(1100, st.finalCount());
        assertEquals(11.1, st.t10(), 1e-9); // 110 pages, interpolated between 10 s (0) and 12 s (200)
        assertEquals(19.9, st.t90(), 1e-9); // 990 pages
        assertEquals(880 / 8.8, st.rate(), 1e-9);
    }

    @Test
    void noWindowWithoutPages() {
        assertTrue(Double.isNaN(SteadyState.of(List.of(p(0, 0), p(2, 0))).rate()));
        assertTrue(Double.isNaN(SteadyState.of(List.of()).rate()));
    }

    @Test
    void valueAtInterpolates() {
        List<SteadyState.Point> cpu = List.of(p(0, 1), p(2, 3), p(4, 7));
        assertEquals(2, SteadyState.valueAt(cpu, 1), 1e-9);
        assertEquals(5, SteadyState.valueAt(cpu, 3), 1e-9);
        assertEquals(7, SteadyState.valueAt(cpu, 9), 1e-9);
    }
}
