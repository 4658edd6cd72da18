package com.newsx.commands.crawl;

/**
 * When an in-process crawl has been idle long enough to stop: its activity ({@code Progress.activity}) unchanged for
 * the idle window. Until the crawl's first move the window is at least the start-up grace, because a topology that
 * has not yet read its first seed is starting (the spout joining its consumer group, the first robots.txt, a busy
 * machine), not idle: with a short window (bin/demo's 15 s) a crawl on a loaded machine stopped before its first fetch.
 */
final class IdleWatch {
    static final long STARTUP_GRACE_MS = 120_000;

    private final long idleMs;
    private final long startedAt;
    private String last;
    private long lastChange;
    private boolean moved;

    IdleWatch(long idleMs, long now) {
        this.idleMs = idleMs;
        this.startedAt = now;
        this.lastChange = now;
    }

    /** Records the crawl's activity at {@code now}; true when it has been idle long enough to stop. */
    boolean idle(String activity, long now) {
        if (last == null) {
            last = activity; // the first reading: the state the crawl starts from, not a move
            return false;
        }
        if (!activity.equals(last)) {
            last = activity;
            lastChange = now;
            moved = true;
            return false;
        }
        return now - (moved ? lastChange : startedAt) > window();
    }

    /** The idle window now: the idle setting once the crawl has moved, before that at least the start-up grace. */
    long window() {
        return moved ? idleMs : Math.max(idleMs, STARTUP_GRACE_MS);
    }
}
