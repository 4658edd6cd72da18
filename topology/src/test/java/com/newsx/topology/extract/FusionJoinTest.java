package com.newsx.topology.extract;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class FusionJoinTest {
    @Test
    void halvesMeetWhicheverComesFirst() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        assertNull(join.lines("a", 1, "lines-a", 0));
        assertNull(join.density("b", 2, "density-b", 0));
        assertEquals(new FusionJoin.Pair<>("lines-a", "density-a"), join.density("a", 1, "density-a", 5));
        assertEquals(new FusionJoin.Pair<>("lines-b", "density-b"), join.lines("b", 2, "lines-b", 5));
        assertEquals(0, join.waiting());
    }

    @Test
    void aReplaysHalfNeverPairsWithTheHalfAnEarlierFetchLeftWaiting() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        // the first attempt's density half was lost: its line-block half waits
        assertNull(join.lines("a", 1, "lines-a-v1", 0));
        // the replay fetched another version of the page: its density half must wait for its own line-block half
        assertNull(join.density("a", 2, "density-a-v2", 10), "a half of another fetch is no partner");
        assertEquals(new FusionJoin.Pair<>("lines-a-v2", "density-a-v2"), join.lines("a", 2, "lines-a-v2", 20));
        // the stale half is handed back at its timeout, to be failed like any lost half: it never fused
        assertEquals(List.of(new FusionJoin.Pair<>("lines-a-v1", null)), join.evict(1000));
        assertEquals(0, join.waiting());
    }

    @Test
    void aHalfWithoutItsPartnerIsEvictedAfterTheTimeoutAndOnlyThen() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        join.lines("old", 1, "lines-old", 0);
        join.density("young", 2, "density-young", 600);
        assertEquals(List.of(), join.evict(999));
        List<FusionJoin.Pair<String, String>> gone = join.evict(1000);
        assertEquals(List.of(new FusionJoin.Pair<>("lines-old", null)), gone, "the old half goes back to be failed");
        assertEquals(1, join.waiting(), "the young one still waits");
        assertEquals(List.of(new FusionJoin.Pair<String, String>(null, "density-young")), join.evict(1600));
        assertEquals(0, join.waiting(), "nothing leaks");
    }
}
