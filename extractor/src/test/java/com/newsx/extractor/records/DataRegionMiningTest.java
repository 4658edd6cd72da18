package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The paper's worked example of DRMining. */
class DataRegionMiningTest {
    static final int[] S = {6, 7, 8, 7, 6, 9, 7, 8, 7, 6, 8, 7, 6, 8, 7, 6, 9, 8};

    private static List<List<Integer>> values(List<int[]> runs) {
        return runs.stream().map(r -> Arrays.stream(S, r[0], r[1]).boxed().toList()).toList();
    }

    @Test
    void partitionsOfTheWorkedExample() {
        assertEquals(List.of(), values(DataRegionMining.partition(S, 6)));
        assertEquals(List.of(List.of(6), List.of(6), List.of(6), List.of(6), List.of(6)),
                values(DataRegionMining.partition(S, 7)));
        assertEquals(List.of(List.of(6, 7), List.of(7, 6), List.of(7), List.of(7, 6), List.of(7, 6), List.of(7, 6)),
                values(DataRegionMining.partition(S, 8)));
        assertEquals(List.of(List.of(6, 7, 8, 7, 6), List.of(7, 8, 7, 6, 8, 7, 6, 8, 7, 6), List.of(8)),
                values(DataRegionMining.partition(S, 9)));
    }

    @Test
    void choosesH9AndTheTenValueRegion() {
        DataRegionMining mining = new DataRegionMining(1.0, 0.5);
        DataRegionMining.Partition chosen = mining.choose(S);
        assertEquals(9, chosen.h());
        int[] region = chosen.largest();
        assertArrayEquals(new int[] {7, 8, 7, 6, 8, 7, 6, 8, 7, 6}, Arrays.copyOfRange(S, region[0], region[1]));
    }

    @Test
    void singleValueClustersCannotHoldARegion() {
        // h = 6 has no cluster and h = 7 only single values: neither is offered to the validity index.
        List<Integer> hs = new DataRegionMining(1.0, 0.5).partitions(S).stream()
                .map(DataRegionMining.Partition::h).toList();
        assertEquals(List.of(8, 9), hs);
    }

    @Test
    void subtreeReadingGivesTheRunsAtOrAboveH() {
        assertEquals(List.of(List.of(9), List.of(9)), values(DataRegionMining.subtrees(S, 9)));
        assertEquals(1, DataRegionMining.subtrees(S, 6).size());
    }

    @Test
    void emptyAndFlatSequencesHaveNoRegion() {
        DataRegionMining mining = new DataRegionMining(1.0, 0.5);
        assertNull(mining.choose(new int[0]));
        assertNull(mining.choose(new int[] {3, 3, 3, 3}));
        assertTrue(mining.partitions(new int[] {5}).isEmpty());
    }
}
