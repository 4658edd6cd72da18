package com.newsx.topology.schedule;

import com.newsx.topology.config.RetrySettings;

/**
 * The back-off before a failed URL is tried again: {@code initial * 2^(attempt-1)}, at most {@code max}. The
 * status step writes it into the URL's next_fetch_time; the frontier fetches the URL again once it is due.
 */
public record RetryBackoff(long initialMs, long maxMs) {
    public static RetryBackoff of(RetrySettings retry) {
        return new RetryBackoff(retry.initialDelayMs(), retry.maxDelayMs());
    }

    /** The back-off of a URL deferred by an outage: from the same start, up to the much longer outage maximum. */
    public static RetryBackoff ofOutages(RetrySettings retry) {
        return new RetryBackoff(retry.initialDelayMs(), retry.outageMaxDelayMs());
    }

    /** The wait after the {@code attempt}-th failure (1-based). */
    public long delayMs(int attempt) {
        long d = initialMs;
        for (int i = 1; i < attempt && d < maxMs; i++) {
            d *= 2;
        }
        return Math.min(d, maxMs);
    }
}
