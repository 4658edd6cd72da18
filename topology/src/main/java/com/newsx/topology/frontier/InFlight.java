package com.newsx.topology.frontier;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * The URLs a frontier task has emitted and not yet seen settle, so that a due URL is not emitted twice: while its
 * tuple is in flight, and after it is acked or failed until crawl-status shows its new due time (the status is
 * stored before the ack, but a search sees it only after the index's next refresh) or {@code settleMs} have passed
 * (a failed tuple whose status did not change is then due again). Ids only; the queue stays in crawl-status.
 */
public final class InFlight {
    /** {@code failed}: settled by a fail (or a timeout), not an ack. */
    private record Entry(long dueMs, long settledAt, boolean failed) {
    }

    private final long settleMs;
    private final Map<String, Entry> entries = new HashMap<>();
    private int flying;

    public InFlight(long settleMs) {
        this.settleMs = settleMs;
    }

    public void emitted(String id, long dueMs) {
        Entry old = entries.put(id, new Entry(dueMs, 0, false));
        if (old == null || old.settledAt() != 0) {
            flying++;
        }
    }

    /** Its tuple was acked. */
    public void settled(String id, long now) {
        settled(id, now, false);
    }

    /** Its tuple failed or timed out: if crawl-status still shows the time it was emitted for, its try was lost. */
    public void failed(String id, long now) {
        settled(id, now, true);
    }

    private void settled(String id, long now, boolean failed) {
        Entry e = entries.get(id);
        if (e != null && e.settledAt() == 0) {
            entries.put(id, new Entry(e.dueMs(), Math.max(1, now), failed));
            flying--;
        }
    }

    /**
     * Whether a URL about to be emitted again for {@code dueMs} lost its last try here: its tuple failed and no
     * outcome changed its due time since.
     */
    public boolean lost(String id, long dueMs) {
        Entry e = entries.get(id);
        return e != null && e.settledAt() != 0 && e.failed() && e.dueMs() == dueMs;
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
        if (!(e.failed() && e.dueMs() == dueMs)) {
            entries.remove(id); // a lost try is kept until it is emitted again (lost)
        }
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
