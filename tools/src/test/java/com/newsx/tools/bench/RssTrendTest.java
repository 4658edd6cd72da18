package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RssTrendTest {
    private static RssTrend.Sample at(double seconds, long kb) {
        return new RssTrend.Sample(seconds, kb);
    }

    @Test
    void theSlopeOfTheLastHalfAsAShareOfItsMeanPer30Minutes() {
        // the first half's growth (500 -> 5000) is left out; from 1800 s RSS grows 10 kB every 600 s about a mean of
        // 1000 kB: 30 kB per 30 minutes, 3 % of the mean
        RssTrend t = RssTrend.lastHalf(List.of(at(600, 500), at(1200, 5000), at(1800, 985), at(2400, 995),
                at(3000, 1005), at(3600, 1015)), 3600);
        assertEquals(4, t.samples());
        assertEquals(1000, t.meanKb(), 1e-9);
        assertEquals(3.0, t.percentPer30Min(), 1e-9);
        assertTrue(t.withinTarget());
    }

    @Test
    void aFallingRssHasANegativeSlope() {
        RssTrend t = RssTrend.lastHalf(List.of(at(1800, 1015), at(2400, 1005), at(3000, 995), at(3600, 985)), 3600);
        assertEquals(-3.0, t.percentPer30Min(), 1e-9);
        assertTrue(t.withinTarget());
    }

    @Test
    void scatteredSamplesGetTheLeastSquaresLine() {
        // times 120, 180, 240 about 180; RSS 100, 130, 110 about 340/3; sum of products (-60)(-40/3) + 60(-10/3) = 600,
        // sum of squares 7200: 1/12 kB a second, 150 kB per 30 minutes, 150 / (340/3) = 132.35 % of the mean
        RssTrend t = RssTrend.lastHalf(List.of(at(60, 1), at(120, 100), at(180, 130), at(240, 110)), 240);
        assertEquals(3, t.samples());
        assertEquals(340.0 / 3, t.meanKb(), 1e-9);
        assertEquals(150 / (340.0 / 3) * 100, t.percentPer30Min(), 1e-9);
        assertFalse(t.withinTarget());
    }

    @Test
    void oneSamplingTimeGivesNoSlope() {
        RssTrend one = RssTrend.lastHalf(List.of(at(100, 50), at(3000, 700)), 3600);
        assertEquals(1, one.samples());
        assertEquals(700, one.meanKb(), 1e-9);
        assertTrue(Double.isNaN(one.percentPer30Min()));
        assertFalse(one.withinTarget());
        RssTrend none = RssTrend.lastHalf(List.of(at(100, 50)), 3600);
        assertEquals(0, none.samples());
        assertTrue(Double.isNaN(none.meanKb()));
    }

    @Test
    void readsTheSamplersLines() {
        assertEquals(at(60, 412345), RssTrend.Sample.parse("60 412345"));
        assertEquals(at(61.5, 7), RssTrend.Sample.parse(" 61.5\t7 "));
        assertThrows(IllegalArgumentException.class, () -> RssTrend.Sample.parse("60"));
        assertThrows(NumberFormatException.class, () -> RssTrend.Sample.parse("60 12.5MB"));
    }
}
