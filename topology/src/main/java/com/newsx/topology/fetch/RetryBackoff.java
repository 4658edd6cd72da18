package com.newsx.topology.fetch;

import com.newsx.topology.config.RetrySettings;

/**
 * The back-off before a failed URL is tried again: {@code initial * 2^(attempt-1)}, at most {@code max}. The
 * Kafka spout's retry service waits this long before replaying; the status document records when that will be.
 */
public record RetryBackoff(long initialMs, long maxMs) {
    public static RetryBackoff of(RetrySettings retry) {
        return new RetryBackoff(retry.initialDelayMs(), retry.maxDelayMs());
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
