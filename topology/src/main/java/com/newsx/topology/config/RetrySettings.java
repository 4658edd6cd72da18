package com.newsx.topology.config;

/**
 * Retries of transient failures ({@code retry.*}): the Kafka spout replays a failed URL after initialDelayMs,
 * doubling up to maxDelayMs; after maxAttempts fetches the URL is final.
 */
public record RetrySettings(int maxAttempts, long initialDelayMs, long maxDelayMs) {
    public static RetrySettings from(CrawlerConfig c) {
        return new RetrySettings(c.getInt("retry.max-attempts"), c.getLong("retry.initial-delay-ms"),
                c.getLong("retry.max-delay-ms"));
    }
}
