package com.newsx.topology.extract;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class FusionJoinTest {
    @Test
    void halvesMeetWhicheverComesFirst() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        assertNull(join.lines("a", "lines-a", 0));
        assertNull(join.density("b", "density-b", 0));
        assertEquals(new FusionJoin.Pair<>("lines-a", "density-a"), join.density("a", "density-a", 5));
        assertEquals(new FusionJoin.Pair<>("lines-b", "density-b"), join.lines("b", "lines-b", 5));
        assertEquals(0, join.waiting());
    }

    @Test
    void aHalfWithoutItsPartnerIsEvictedAfterTheTimeoutAndOnlyThen() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        join.lines("old", "lines-old", 0);
        join.density("young", "density-young", 600);
        assertEquals(List.of(), join.evict(999));
        List<FusionJoin.Pair<String, String>> gone = join.evict(1000);
        assertEquals(List.of(new FusionJoin.Pair<>("lines-old", null)), gone, "the old half goes back to be failed");
        assertEquals(1, join.waiting(), "the young one still waits");
        assertEquals(List.of(new FusionJoin.Pair<String, String>(null, "density-young")), join.evict(1600));
        assertEquals(0, join.waiting(), "nothing leaks");
    }
}
