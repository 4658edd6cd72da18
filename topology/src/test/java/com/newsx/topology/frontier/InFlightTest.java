package com.newsx.topology.frontier;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InFlightTest {
    private final InFlight f = new InFlight(10_000);

    @Test
    void aUrlInFlightIsNotEmittedAgain() {
        assertFalse(f.skips("a", 100, 1_000), "never emitted");
        f.emitted("a", 100);
        assertTrue(f.skips("a", 100, 1_000));
        assertTrue(f.skips("a", 100, 900_000), "however long it takes: the tuple's timeout fails it");
        assertEquals(1, f.inFlight());
    }

    @Test
    void afterItsAckTheOldDueTimeIsSkippedUntilTheUpdateShows() {
        f.emitted("a", 100);
        f.settled("a", 2_000);
        assertEquals(0, f.inFlight());
        assertTrue(f.skips("a", 100, 3_000), "the search has not seen its new status yet");
        assertFalse(f.skips("a", 2_500, 3_000), "due again at a new time (a retry): emitted again");
        assertFalse(f.skips("a", 100, 3_000), "and forgotten");
    }

    @Test
    void aFailedTupleWhoseStatusDidNotChangeIsDueAgainAfterTheSettleTime() {
        f.emitted("a", 100);
        f.settled("a", 2_000);
        assertTrue(f.skips("a", 100, 11_999));
        assertFalse(f.skips("a", 100, 12_000));
    }

    @Test
    void settledUrlsAreForgotten() {
        f.emitted("a", 100);
        f.emitted("b", 100);
        f.settled("a", 2_000);
        f.purge(5_000);
        assertEquals(2, f.size());
        f.purge(12_000);
        assertEquals(1, f.size(), "b is still in flight");
        f.settled("a", 20_000);
        assertEquals(1, f.inFlight(), "a second ack changes nothing");
    }
}
