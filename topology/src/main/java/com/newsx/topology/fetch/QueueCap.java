package com.newsx.topology.fetch;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * A cap on the URLs one politeness queue holds in a fetch task ({@code fetch.max-queued-per-host}). Without it one
 * host with a long Crawl-delay and thousands of links fills the task's queues and the topology's pending tuples, and
 * back-pressure then slows every other host to that host's pace. A URL over the cap is not queued: it goes back to
 * the frontier, due about when its turn would come - after the URLs queued before it, and after the URLs of the same
 * host postponed before it, one delay apart - so postponed URLs come back spread out, not all at once. A host with a
 * long delay holds fewer: no more than it can fetch within {@code maxWaitMs} (half the tuple timeout), or its last
 * URLs would time out while they wait and be replayed. Not thread-safe: one per fetch task.
 */
final class QueueCap {
    /** Postponements are this far apart at least, so a host with no delay does not come straight back. */
    static final long MIN_STEP_MS = 100;
    /** How many postponements between sweeps of the hosts whose last slot has passed. */
    private static final int SWEEP_EVERY = 1024;

    private final int max;
    private final long maxWaitMs;
    /** Per key, the due time given to its last postponed URL. */
    private final Map<String, Long> lastSlot = new HashMap<>();
    private int sinceSweep;

    /** {@code max} 0: no cap; {@code maxWaitMs} 0: no bound by time. */
    QueueCap(int max, long maxWaitMs) {
        this.max = max;
        this.maxWaitMs = maxWaitMs;
    }

    /** The URLs a key may hold with requests {@code delayMs} apart: the cap, fewer for a long delay, at least one. */
    int limit(long delayMs) {
        if (maxWaitMs <= 0 || delayMs <= 0) {
            return max;
        }
        return (int) Math.max(1, Math.min(max, maxWaitMs / delayMs));
    }

    /**
     * Whether a URL of {@code key} offered at {@code now} is over the cap, given the key's URLs here ({@code held},
     * waiting or in flight) and the delay between its requests: -1 if it may be queued, else when it is due back.
     */
    long postpone(String key, int held, long delayMs, long now) {
        if (max <= 0 || held < limit(delayMs)) {
            return -1;
        }
        long step = Math.max(MIN_STEP_MS, delayMs);
        long after = Math.max(lastSlot.getOrDefault(key, 0L), now + held * step);
        long slot = after + step;
        lastSlot.put(key, slot);
        if (++sinceSweep >= SWEEP_EVERY) {
            sweep(now);
        }
        return slot;
    }

    /** Forgets the keys whose postponed URLs are all due by now: memory holds only hosts over the cap lately. */
    private void sweep(long now) {
        sinceSweep = 0;
        for (Iterator<Long> i = lastSlot.values().iterator(); i.hasNext(); ) {
            if (i.next() <= now) {
                i.remove();
            }
        }
    }

    /** Keys remembered (postponed lately). */
    int keys() {
        return lastSlot.size();
    }

    /** The reason a postponed URL is recorded with. */
    String reason(String key) {
        return "postponed: " + key + " has as many URLs queued as it may (fetch.max-queued-per-host)";
    }
}
