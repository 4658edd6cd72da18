package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolitenessQueuesTest {

    @Test
    void oneHostWaitsItsDelayWhileAnotherHostGoesOn() {
        PolitenessQueues<String> q = new PolitenessQueues<>(1000, 100);
        q.offer("a.example", "a1");
        q.offer("a.example", "a2");
        assertEquals("a1", q.poll(0).orElseThrow().item());
        q.fetched("a.example", 0, 0);
        q.offer("b.example", "b1");
        assertEquals("b1", q.poll(10).orElseThrow().item(), "the other host is served while the first waits");
        q.fetched("b.example", 10, 0);

        assertTrue(q.poll(500).isEmpty(), "a.example must wait 1000 ms after its request");
        assertEquals(500, q.waitMs(500));
        assertEquals("a2", q.poll(1000).orElseThrow().item());
    }

    @Test
    void robotsCrawlDelayLongerThanDefaultWins() {
        PolitenessQueues<String> q = new PolitenessQueues<>(1000, 100);
        q.offer("a.example", "a1");
        q.offer("a.example", "a2");
        assertEquals("a1", q.poll(0).orElseThrow().item());
        q.fetched("a.example", 0, 5000);
        assertTrue(q.poll(4999).isEmpty());
        assertEquals("a2", q.poll(5000).orElseThrow().item());
    }

    @Test
    void fullQueuesRefuse() {
        PolitenessQueues<String> q = new PolitenessQueues<>(1000, 2);
        assertTrue(q.offer("a", "1"));
        assertTrue(q.offer("b", "2"));
        assertFalse(q.offer("c", "3"));
        assertEquals(2, q.size());
        assertEquals(-1, new PolitenessQueues<String>(1, 1).waitMs(0));
    }
}
