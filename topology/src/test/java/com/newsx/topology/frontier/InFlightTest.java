package com.newsx.topology.frontier;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InFlightTest {
    private static final long LEASE = 600_000;
    private final InFlight f = new InFlight(10_000, LEASE, 1_000);

    @Test
    void aUrlInFlightIsNotEmittedAgain() {
        assertFalse(f.skips("a", 100, 1_000), "never emitted");
        f.emitted("a", 100, 1_000);
        assertTrue(f.skips("a", 100, 1_000));
        assertTrue(f.skips("a", 100, 500_000), "however long it takes, within its lease: the tuple's timeout fails it");
        assertEquals(1, f.inFlight());
    }

    @Test
    void afterItsAckTheOldDueTimeIsSkippedUntilTheUpdateShows() {
        f.emitted("a", 100, 1_000);
        f.settled("a", 2_000);
        assertEquals(0, f.inFlight());
        assertTrue(f.skips("a", 100, 3_000), "the search has not seen its new status yet");
        assertFalse(f.skips("a", 2_500, 3_000), "due again at a new time (a retry): emitted again");
        assertFalse(f.skips("a", 100, 3_000), "and forgotten");
    }

    @Test
    void aFailedTupleWhoseStatusDidNotChangeIsDueAgainAfterTheSettleTime() {
        f.emitted("a", 100, 1_000);
        f.settled("a", 2_000);
        assertTrue(f.skips("a", 100, 11_999));
        assertFalse(f.skips("a", 100, 12_000));
    }

    @Test
    void settledUrlsAreForgotten() {
        f.emitted("a", 100, 1_000);
        f.emitted("b", 100, 1_000);
        f.settled("a", 2_000);
        f.purge(5_000);
        assertEquals(2, f.size());
        f.purge(12_000);
        assertEquals(1, f.size(), "b is still in flight");
        f.settled("a", 20_000);
        assertEquals(1, f.inFlight(), "a second ack changes nothing");
    }

    @Test
    void aUrlFlyingPastItsLeaseIsForgottenAndDueAgain() {
        f.emitted("a", 100, 1_000);
        assertFalse(f.skips("a", 100, 1_000 + LEASE), "its lease is over: crawl-status gives it out again");
        assertEquals(0, f.inFlight());
        assertEquals(0, f.size());
        f.settled("a", 1_000 + LEASE + 5);
        assertEquals(0, f.inFlight(), "a late ack settles nothing");
    }

    @Test
    void aBacklogDoesNotKeepOldEntries() {
        // pages come back full for hours: the spout never gets to a quiet moment, entries still go on their own clock
        long now = 0;
        for (int i = 0; i < 500; i++) {
            now += 100;
            f.emitted("u" + i, 1, now);
            if (i % 2 == 0) {
                f.settled("u" + i, now + 50); // acked; the odd ones' tuples are lost with their worker
            }
        }
        assertEquals(250, f.inFlight(), "the lost ones fly until their lease is over");
        assertTrue(f.size() - f.inFlight() <= 76, "settled ones purged as it went (15 s of them at most): "
                + (f.size() - f.inFlight()));
        for (int i = 500; i < 7_000 + 500; i++) {
            now += 100;
            f.emitted("u" + i, 1, now);
            f.settled("u" + i, now);
        }
        assertTrue(now > LEASE);
        assertTrue(f.size() <= 2 * 10_000 / 100 + 1, "only the last settle time's worth: " + f.size());
        assertEquals(0, f.inFlight(), "the lost ones' leases are over: not counted as flying for ever");
    }

    @Test
    void pastTheCapTheOldestAreForgotten() {
        InFlight small = new InFlight(60_000, LEASE, 100);
        for (int i = 0; i < 250; i++) {
            small.emitted("u" + i, 1, i);
        }
        assertEquals(100, small.size());
        assertEquals(100, small.inFlight());
        assertFalse(small.skips("u0", 1, 300), "the first ones are gone");
        assertTrue(small.skips("u249", 1, 300), "the last ones are kept");
        assertTrue(InFlight.capFor(5000, 200) >= 5000 + 200, "room for what may fly at once");
    }
}
