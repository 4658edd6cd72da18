package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PercentilesTest {

    @Test
    void nearestRankOfTheSortedSample() {
        Percentiles p = Percentiles.of(List.of(7.0, 1.0, 10.0, 3.0, 5.0, 2.0, 9.0, 4.0, 8.0, 6.0));
        assertEquals(10, p.count());
        assertEquals(6.0, p.at(0.5), "rank floor(0.5 * 10) = 5 of 0..9");
        assertEquals(10.0, p.at(0.9), "rank 9");
        assertEquals(10.0, p.at(0.95), "rank floor(9.5) = 9");
        assertEquals(1.0, p.at(0.0));
        assertEquals(10.0, p.at(1.0), "never past the last");
        assertEquals(5.5, p.mean());
    }

    @Test
    void twoAndOneValues() {
        Percentiles two = Percentiles.of(List.of(3.0, 1.0));
        assertEquals(3.0, two.at(0.5), "rank 1 of 0..1");
        assertEquals(1.0, two.at(0.49));
        assertEquals(2.0, two.mean());
        Percentiles one = Percentiles.of(List.of(4.25));
        assertEquals(4.25, one.at(0.5));
        assertEquals(4.25, one.at(0.95));
        assertEquals(4.25, one.mean());
    }

    @Test
    void anEmptySampleHasNoFigures() {
        Percentiles none = Percentiles.of(List.of());
        assertEquals(0, none.count());
        assertTrue(Double.isNaN(none.at(0.5)));
        assertTrue(Double.isNaN(none.mean()));
    }
}
