package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FetchQueuesTest {
    @Test
    void oneRequestPerQueueSpacedByTheDelay() {
        FetchQueues<String> q = new FetchQueues<>(1000, 1);
        q.add("a", "a1");
        q.add("a", "a2");
        q.add("b", "b1");
        assertEquals("a1", q.take(0).item());
        assertEquals("b1", q.take(0).item());
        assertNull(q.take(0), "a is busy, b is empty");
        q.finished("a", 150, 0, true);
        assertNull(q.take(999), "a's next request starts a delay after the previous one started");
        assertEquals("a2", q.take(1000).item());
    }

    @Test
    void crawlDelayAboveTheDefaultIsKeptPerQueue() {
        FetchQueues<String> q = new FetchQueues<>(0, 1);
        q.add("slow", "s1");
        q.add("slow", "s2");
        q.add("fast", "f1");
        q.add("fast", "f2");
        q.take(0);
        q.take(0);
        q.finished("slow", 100, 5000, true);
        q.finished("fast", 100, 0, true);
        assertEquals("f2", q.take(100).item());
        assertNull(q.take(4999));
        assertEquals("s2", q.take(5000).item());
    }

    @Test
    void aRefusedUrlOwesNoDelay() {
        FetchQueues<String> q = new FetchQueues<>(1000, 1);
        q.add("a", "denied");
        q.add("a", "next");
        q.take(0);
        q.finished("a", 5, 0, false);
        assertEquals("next", q.take(5).item());
    }

    @Test
    void putBackWaitsAndKeepsOrder() {
        FetchQueues<String> q = new FetchQueues<>(0, 1);
        q.add("a", "a1");
        q.add("a", "a2");
        q.take(0);
        q.finished("a", 0, 0, false);
        q.putBack("a", "a1", 10_000);
        assertNull(q.take(9_999));
        assertEquals("a1", q.take(10_000).item());
        assertEquals(1, q.queued());
    }

    @Test
    void manyQueuesAreServedInTimeOrder() {
        FetchQueues<Integer> q = new FetchQueues<>(100, 1);
        for (int i = 0; i < 10_000; i++) {
            q.add("h" + i, i);
        }
        for (int i = 0; i < 10_000; i++) {
            assertEquals(i, q.take(0).item());
        }
        assertEquals(10_000, q.inFlight());
        assertEquals(0, q.queued());
    }

    @Test
    void aMillionOneUrlHostsLeaveNoQueuesBehind() {
        FetchQueues<Integer> q = new FetchQueues<>(1000, 1);
        long now = 0;
        int most = 0;
        for (int i = 0; i < 1_000_000; i++) {
            now++;
            q.add("host" + i + ".example", i);
            assertEquals(i, q.take(now).item());
            q.finished("host" + i + ".example", now, 0, true);
            most = Math.max(most, q.queues());
            if (i % 10_000 == 0) {
                assertTrue(q.queues() <= 1_001, "queues of hosts with nothing left fall away: " + q.queues() + " at " + i);
            }
        }
        assertTrue(most <= 1_001, "at most the hosts still within their delay are kept: " + most);
        assertNull(q.take(now + 1_000));
        assertEquals(0, q.queues(), "the queues gauge falls back to 0");
    }

    @Test
    void anEmptiedQueueStillHoldsItsDelayForTheHostsNextUrl() {
        FetchQueues<String> q = new FetchQueues<>(1000, 1);
        q.add("a", "a1");
        q.take(0);
        q.finished("a", 100, 0, true);
        assertEquals(1, q.queues(), "kept while its delay runs");
        q.add("a", "a2");
        assertNull(q.take(999), "the host's next URL still waits the delay");
        assertEquals("a2", q.take(1000).item());
        q.finished("a", 1100, 3000, true); // robots.txt's Crawl-delay: 3 s
        assertNull(q.take(2999));
        assertEquals(1, q.queues());
        q.take(4000);
        assertEquals(0, q.queues(), "past the delay, empty: removed");
    }

    @Test
    void aQueueHoldsItsWaitingAndInFlightItemsAndKnowsItsDelay() {
        FetchQueues<String> q = new FetchQueues<>(1000, 1);
        assertEquals(0, q.held("a"));
        assertEquals(1000, q.delayMs("a"), "no queue: the default delay");
        q.add("a", "a1");
        q.add("a", "a2");
        q.take(0);
        assertEquals(2, q.held("a"), "one in flight, one waiting");
        q.finished("a", 10, 30_000, true);
        assertEquals(1, q.held("a"));
        assertEquals(30_000, q.delayMs("a"), "the Crawl-delay it was given");
    }
}
