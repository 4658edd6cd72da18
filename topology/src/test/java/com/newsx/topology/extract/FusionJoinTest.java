package com.newsx.topology.extract;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FusionJoinTest {
    private static <L, D> FusionJoin.Arrival<L, D> arrival(FusionJoin.Pair<L, D> pair, FusionJoin.Pair<L, D> stale) {
        return new FusionJoin.Arrival<>(pair, stale);
    }

    @Test
    void halvesMeetWhicheverComesFirst() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        assertEquals(arrival(null, null), join.lines("a", 1, "lines-a", 0));
        assertEquals(arrival(null, null), join.density("b", 2, "density-b", 0));
        assertEquals(new FusionJoin.Pair<>("lines-a", "density-a"), join.density("a", 1, "density-a", 5).pair());
        assertEquals(new FusionJoin.Pair<>("lines-b", "density-b"), join.lines("b", 2, "lines-b", 5).pair());
        assertEquals(0, join.waiting());
    }

    @Test
    void aLaterAttemptsHalfHandsBackTheHalfAnEarlierOneLeftWaitingAtOnce() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        // the first attempt's density half was lost: its line-block half waits
        assertEquals(arrival(null, null), join.lines("a", 1, "lines-a-v1", 0));
        assertEquals(arrival(null, null), join.density("b", 1, "density-b", 0));
        // the replay fetched another version of the page: its first half makes the waiting one stale, now
        assertEquals(arrival(null, new FusionJoin.Pair<>("lines-a-v1", null)), join.density("a", 2, "density-a-v2", 10),
                "handed back to be failed at once, not at the timeout; never a partner of another fetch's half");
        assertEquals(new FusionJoin.Pair<>("lines-a-v2", "density-a-v2"), join.lines("a", 2, "lines-a-v2", 20).pair(),
                "the replay's halves pair as usual");
        assertEquals(1, join.waiting(), "another URL's half still waits");
        assertEquals(new FusionJoin.Pair<>("lines-b", "density-b"), join.lines("b", 1, "lines-b", 30).pair(),
                "and pairs: one URL's replay is no other URL's business");
        assertEquals(List.of(), join.evict(1000), "nothing left for the timeout");
        assertEquals(0, join.waiting());
    }

    @Test
    void aLateHalfOfAnEarlierAttemptIsHandedBackAndTheLaterOneKeepsWaiting() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        // the first attempt's line-block half was stuck in a queue until its replay's density half came
        join.density("a", 2, "density-a-v2", 0);
        assertEquals(arrival(null, new FusionJoin.Pair<>("lines-a-v1", null)), join.lines("a", 1, "lines-a-v1", 10),
                "stale itself: it neither pairs nor displaces the replay's half");
        assertEquals(new FusionJoin.Pair<>("lines-a-v2", "density-a-v2"), join.lines("a", 2, "lines-a-v2", 20).pair());
        assertEquals(0, join.waiting());
    }

    @Test
    void aHalfThatReplacesAStaleOneWaitsItsOwnTimeoutFromItsArrival() {
        FusionJoin<String, String> join = new FusionJoin<>(1000);
        join.lines("a", 1, "lines-a-v1", 0);
        join.density("b", 1, "density-b", 500);
        join.density("a", 2, "density-a-v2", 600);
        assertEquals(List.of(new FusionJoin.Pair<String, String>(null, "density-b")), join.evict(1500),
                "the older URL's half goes first: the replacement is as young as its arrival");
        assertEquals(List.of(new FusionJoin.Pair<String, String>(null, "density-a-v2")), join.evict(1600));
        assertEquals(0, join.waiting(), "nothing leaks");
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
