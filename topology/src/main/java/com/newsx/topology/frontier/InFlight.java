package com.newsx.topology.frontier;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The URLs a frontier task has emitted and not yet seen settle, so that a due URL is not emitted twice: while its
 * tuple is in flight, and after it is acked or failed until crawl-status shows its new due time (the lease and the
 * outcome are stored before the ack, but a search sees them only after the index's next refresh) or
 * {@code settleMs} have passed. Ids only; the queue stays in crawl-status, and whether a try was lost is read from
 * there too ({@link FrontierLeases}), so nothing here has to outlive the worker.
 * <p>
 * Bounded whatever the crawl does: entries are purged on a clock of their own, not only when the frontier runs dry
 * (a backlog keeps its pages full for hours), a settled one after {@code settleMs}, one still flying after
 * {@code leaseMs} (its lease is over: crawl-status gives the URL out again anyway, and an ack that still comes finds
 * nothing to settle); and past {@code maxEntries} the oldest emitted go first. Forgetting one early costs at most a
 * second emit of its URL, which its lease in crawl-status refuses (the search that found it is out of date).
 */
public final class InFlight {
    private record Entry(long dueMs, long emittedAt, long settledAt) {
    }

    private final long settleMs;
    private final long leaseMs;
    private final int maxEntries;
    private final long purgeEveryMs;
    /** In order of emission (a URL emitted again moves to the end), so the oldest go first past the cap. */
    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private int flying;
    private long lastPurge = Long.MIN_VALUE;

    public InFlight(long settleMs, long leaseMs, int maxEntries) {
        if (leaseMs <= 0 || maxEntries <= 0 || settleMs < 0) {
            throw new IllegalArgumentException("in flight: lease and cap above 0, settle time at least 0");
        }
        this.settleMs = settleMs;
        this.leaseMs = leaseMs;
        this.maxEntries = maxEntries;
        // often enough that nothing outstays its time by much, seldom enough that a pass over them costs nothing
        this.purgeEveryMs = Math.max(1_000, Math.min(settleMs, leaseMs) / 2);
    }

    /** The cap for a frontier task: what may fly at once (its pending tuples and a page), four times over for the settled. */
    public static int capFor(int maxSpoutPending, int batchSize) {
        return Math.max(10_000, 4 * (Math.max(0, maxSpoutPending) + batchSize));
    }

    public void emitted(String id, long dueMs, long now) {
        Entry old = entries.remove(id);
        if (old == null || old.settledAt() != 0) {
            flying++;
        }
        entries.put(id, new Entry(dueMs, now, 0));
        maybePurge(now);
        if (entries.size() > maxEntries) {
            purge(now);
            for (Iterator<Entry> it = entries.values().iterator(); entries.size() > maxEntries && it.hasNext(); ) {
                drop(it, it.next());
            }
        }
    }

    /** Its tuple was acked, failed or timed out. */
    public void settled(String id, long now) {
        Entry e = entries.get(id);
        if (e != null && e.settledAt() == 0) {
            entries.put(id, new Entry(e.dueMs(), e.emittedAt(), Math.max(1, now)));
            flying--;
        }
    }

    /** Whether a due URL read at {@code now} must not be emitted (again) yet. */
    public boolean skips(String id, long dueMs, long now) {
        Entry e = entries.get(id);
        if (e == null) {
            return false;
        }
        if (e.settledAt() == 0 && now - e.emittedAt() < leaseMs) {
            return true;
        }
        if (e.settledAt() != 0 && e.dueMs() == dueMs && now - e.settledAt() < settleMs) {
            return true; // the search still shows the time it was emitted for: its update is not visible yet
        }
        if (e.settledAt() == 0) {
            flying--; // its lease is over: the URL is due again, whatever became of its tuple
        }
        entries.remove(id);
        return false;
    }

    /** Purges if the last purge is a while ago: cheap to call at every turn. */
    public void maybePurge(long now) {
        if (lastPurge == Long.MIN_VALUE || now - lastPurge >= purgeEveryMs) {
            purge(now);
        }
    }

    /**
     * Forgets settled URLs older than the settle time (those that are not due again never show up to be removed), and
     * URLs emitted longer ago than their lease.
     */
    public void purge(long now) {
        lastPurge = now;
        for (Iterator<Entry> it = entries.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (e.settledAt() != 0 ? now - e.settledAt() >= settleMs : now - e.emittedAt() >= leaseMs) {
                drop(it, e);
            }
        }
    }

    private void drop(Iterator<Entry> it, Entry e) {
        if (e.settledAt() == 0) {
            flying--;
        }
        it.remove();
    }

    /** Tuples emitted and not yet acked or failed (within their lease). */
    public int inFlight() {
        return flying;
    }

    /** URLs remembered, flying or settled. */
    public int size() {
        return entries.size();
    }
}
