package com.newsx.topology.frontier;

/**
 * When a run of failed searches is worth an error report: once a run, and only after it has lasted {@code quietMs}.
 * A crawl's first search often meets crawl-status while its shard is still being created (503, no shard available),
 * which the next poll gets past; an Elasticsearch that is away stays away and is reported.
 */
final class FailureStreak {
    private final long quietMs;
    private long since = Long.MIN_VALUE;
    private boolean reported;

    FailureStreak(long quietMs) {
        this.quietMs = quietMs;
    }

    /** A search failed at {@code now}; true when this run of failures should be reported now. */
    boolean failed(long now) {
        if (since == Long.MIN_VALUE) {
            since = now;
        }
        if (!reported && now - since >= quietMs) {
            reported = true;
            return true;
        }
        return false;
    }

    /** A search answered: the run of failures, if any, is over. */
    void answered() {
        since = Long.MIN_VALUE;
        reported = false;
    }
}
