package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Sep, Cmp and Ocq on the paper's example. The paper prints Sep(7) = 0.6941, Sep(8) = 0.4950, Sep(9) = 0.3854
 * but does not say how a cluster becomes a point nor which sigma it uses. With clusters as the means of
 * their S values and sigma = 1 (see ClusterValidity) we get Sep = 1.0, 0.9608, 0.6912: the same order and
 * the same choice of h = 9, not the same magnitudes. (Our Ocq(0.5) at h = 8 happens to be 0.6941.)
 */
class ClusterValidityTest {
    private final ClusterValidity v = new ClusterValidity(1.0);
    private final int[] s = DataRegionMiningTest.S;

    @Test
    void separationOfTheWorkedExample() {
        double sep7 = v.sep(s, DataRegionMining.partition(s, 7));
        double sep8 = v.sep(s, DataRegionMining.partition(s, 8));
        double sep9 = v.sep(s, DataRegionMining.partition(s, 9));
        assertEquals(1.0, sep7, 1e-4);
        assertEquals(0.9608, sep8, 1e-4);
        assertEquals(0.6912, sep9, 1e-4);
        assertTrue(sep7 > sep8 && sep8 > sep9, "separation improves with h as in the paper");
    }

    @Test
    void compactnessAndOcq() {
        assertEquals(0.0, v.cmp(s, DataRegionMining.partition(s, 7)), 1e-9);
        assertEquals(0.4274, v.cmp(s, DataRegionMining.partition(s, 8)), 1e-4);
        assertEquals(0.5207, v.cmp(s, DataRegionMining.partition(s, 9)), 1e-4);
        assertEquals(0.6941, v.ocq(s, DataRegionMining.partition(s, 8), 0.5), 1e-4);
        assertEquals(0.6059, v.ocq(s, DataRegionMining.partition(s, 9), 0.5), 1e-4);
    }

    @Test
    void oneClusterHasNoSeparation() {
        assertTrue(Double.isNaN(v.sep(s, java.util.List.of(new int[] {0, s.length}))));
    }
}
