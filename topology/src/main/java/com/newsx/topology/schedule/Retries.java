package com.newsx.topology.schedule;

import com.newsx.topology.config.RetrySettings;
import com.newsx.topology.doc.CrawlStatus;

/**
 * What a failure makes of a URL. A failure caused by the URL or its page (5xx, 429, a timeout, DNS, a try lost to a
 * crash or a step's timeout) is an attempt: the URL is retrying, and final (error, out of retries) at
 * {@code retry.max-attempts}. An outage of a service (Elasticsearch, Kafka, the site's robots.txt) is not the URL's
 * fault: the URL is deferred, its attempts untouched, and final only at the much higher
 * {@code retry.outage-max-attempts}, so an outage loses nothing. When it is due again is {@link NextFetch}'s.
 */
public final class Retries {
    /** Whose fault a failure is. */
    public enum Cause {
        /** The URL's or its page's: counts as an attempt. */
        URL,
        /** A service's: counts as a deferral. */
        OUTAGE
    }

    /** The status to record after a failure, with the counts it writes and its reason. */
    public record Failure(CrawlStatus status, int attempts, int outages, String reason) {
    }

    private final int maxAttempts;
    private final int maxOutages;

    public Retries(int maxAttempts, int maxOutages) {
        this.maxAttempts = maxAttempts;
        this.maxOutages = maxOutages;
    }

    public static Retries of(RetrySettings retry) {
        return new Retries(retry.maxAttempts(), retry.outageMaxAttempts());
    }

    /**
     * The URL after a failure of this cause, given its attempts and outage deferrals so far.
     */
    public Failure after(Cause cause, int attempts, int outages, String reason) {
        if (cause == Cause.URL) {
            int n = attempts + 1;
            return n >= maxAttempts
                    ? new Failure(CrawlStatus.ERROR, n, outages, "out of retries after " + n + " attempts: " + reason)
                    : new Failure(CrawlStatus.RETRYING, n, outages, reason);
        }
        int n = outages + 1;
        return n >= maxOutages
                ? new Failure(CrawlStatus.ERROR, attempts, n, "out of retries after " + n + " outages: " + reason)
                : new Failure(CrawlStatus.DEFERRED, attempts, n, reason);
    }
}
