package com.newsx.topology.config;

/**
 * Retries ({@code retry.*}): a failure caused by the URL or its page is an attempt, retried after initialDelayMs,
 * doubling up to maxDelayMs, final after maxAttempts; an outage of a service defers the URL with the same back-off
 * up to outageMaxDelayMs, final only after outageMaxAttempts deferrals.
 */
public record RetrySettings(int maxAttempts, long initialDelayMs, long maxDelayMs, int outageMaxAttempts,
                            long outageMaxDelayMs) {
    public RetrySettings {
        if (maxAttempts < 1 || outageMaxAttempts < 1 || initialDelayMs < 0 || maxDelayMs < initialDelayMs
                || outageMaxDelayMs < initialDelayMs) {
            throw new IllegalArgumentException("retry.max-attempts and outage-max-attempts must be at least 1, the"
                    + " delays at least 0 and the maximum delays at least retry.initial-delay-ms");
        }
    }

    public static RetrySettings from(CrawlerConfig c) {
        return new RetrySettings(c.getInt("retry.max-attempts"), c.getLong("retry.initial-delay-ms"),
                c.getLong("retry.max-delay-ms"), c.getInt("retry.outage-max-attempts"),
                c.getLong("retry.outage-max-delay-ms"));
    }
}
