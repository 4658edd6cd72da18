package com.newsx.topology.frontier;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * The URLs a frontier task has emitted and not yet seen settle, so that a due URL is not emitted twice: while its
 * tuple is in flight, and after it is acked or failed until crawl-status shows its new due time (the lease and the
 * outcome are stored before the ack, but a search sees them only after the index's next refresh) or
 * {@code settleMs} have passed. Ids only; the queue stays in crawl-status, and whether a try was lost is read from
 * there too ({@link FrontierLeases}), so nothing here has to outlive the worker.
 */
public final class InFlight {
    private record Entry(long dueMs, long settledAt) {
    }

    private final long settleMs;
    private final Map<String, Entry> entries = new HashMap<>();
    private int flying;

    public InFlight(long settleMs) {
        this.settleMs = settleMs;
    }

    public void emitted(String id, long dueMs) {
        Entry old = entries.put(id, new Entry(dueMs, 0));
        if (old == null || old.settledAt() != 0) {
            flying++;
        }
    }

    /** Its tuple was acked, failed or timed out. */
    public void settled(String id, long now) {
        Entry e = entries.get(id);
        if (e != null && e.settledAt() == 0) {
            entries.put(id, new Entry(e.dueMs(), Math.max(1, now)));
            flying--;
        }
    }

    /** Whether a due URL read at {@code now} must not be emitted (again) yet. */
    public boolean skips(String id, long dueMs, long now) {
        Entry e = entries.get(id);
        if (e == null) {
            return false;
        }
        if (e.settledAt() == 0) {
            return true;
        }
        if (e.dueMs() == dueMs && now - e.settledAt() < settleMs) {
            return true; // the search still shows the time it was emitted for: its update is not visible yet
        }
        entries.remove(id);
        return false;
    }

    /** Forgets settled URLs older than the settle time (those that are not due again never show up to be removed). */
    public void purge(long now) {
        for (Iterator<Entry> it = entries.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (e.settledAt() != 0 && now - e.settledAt() >= settleMs) {
                it.remove();
            }
        }
    }

    /** Tuples emitted and not yet acked or failed. */
    public int inFlight() {
        return flying;
    }

    public int size() {
        return entries.size();
    }
}
