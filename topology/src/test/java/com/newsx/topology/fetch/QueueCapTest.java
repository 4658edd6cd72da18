package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueueCapTest {
    @Test
    void urlsUnderTheCapAreQueued() {
        QueueCap cap = new QueueCap(100, 0);
        assertEquals(-1, cap.postpone("slow.example", 0, 30_000, 0));
        assertEquals(-1, cap.postpone("slow.example", 99, 30_000, 0));
        assertEquals(0, cap.keys());
    }

    @Test
    void urlsOverTheCapAreDueWhenTheirTurnWouldComeOneDelayApart() {
        QueueCap cap = new QueueCap(100, 0);
        long now = 1_000_000;
        // 100 queued a Crawl-delay of 30 s apart: the first one over the cap comes after them, the next 30 s later
        assertEquals(now + 101 * 30_000L, cap.postpone("slow.example", 100, 30_000, now));
        assertEquals(now + 102 * 30_000L, cap.postpone("slow.example", 100, 30_000, now));
        assertEquals(now + 103 * 30_000L, cap.postpone("slow.example", 100, 30_000, now + 1000));
        // another host has its own turns
        assertEquals(now + 101 * 1000L, cap.postpone("other.example", 100, 1000, now));
    }

    @Test
    void aHostWithNoDelayIsNotSentStraightBack() {
        QueueCap cap = new QueueCap(10, 0);
        long due = cap.postpone("fast.example", 10, 0, 0);
        assertEquals(11 * QueueCap.MIN_STEP_MS, due);
    }

    @Test
    void noCapWhenZero() {
        assertEquals(-1, new QueueCap(0, 0).postpone("a", 1_000_000, 30_000, 0));
    }

    @Test
    void hostsWhosePostponedUrlsAreAllDueAreForgotten() {
        QueueCap cap = new QueueCap(1, 0);
        for (int h = 0; h < 1023; h++) {
            cap.postpone("h" + h + ".example", 1, 1000, 0);
        }
        assertEquals(1023, cap.keys());
        cap.postpone("late.example", 1, 1000, 10_000); // the sweep: every other host's slot (2 s) has passed
        assertEquals(1, cap.keys());
        assertTrue(cap.reason("late.example").contains("fetch.max-queued-per-host"));
    }

    @Test
    void aHostWithALongDelayHoldsNoMoreThanItFetchesBeforeItsTuplesWouldTimeOut() {
        QueueCap cap = new QueueCap(100, 150_000); // half of a 300 s tuple timeout
        assertEquals(100, cap.limit(1000));
        assertEquals(5, cap.limit(30_000), "Crawl-delay 30: five fit in 150 s");
        assertEquals(1, cap.limit(600_000), "always one");
        assertEquals(-1, cap.postpone("slow.example", 4, 30_000, 0));
        assertEquals(6 * 30_000L, cap.postpone("slow.example", 5, 30_000, 0));
        assertEquals(-1, cap.postpone("fast.example", 50, 1000, 0));
    }
}
