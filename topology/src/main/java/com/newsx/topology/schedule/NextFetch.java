package com.newsx.topology.schedule;

import com.newsx.topology.config.FrontierSettings;
import com.newsx.topology.doc.CrawlStatus;

/**
 * When a URL is due again after what just happened to it: the frontier owns every URL's timing, so the filter's
 * lease, a retry's back-off and the end of an article's life all go through here. A source's next visit comes from
 * its {@link RevisitSchedule}, written with its visit; its page's outcome leaves that time alone.
 */
public final class NextFetch {
    /** What an outcome does to next_fetch_time: leave it ({@code keep}), clear it ({@code atMs} 0), or set it. */
    public record Due(boolean keep, long atMs) {
        public static final Due KEEP = new Due(true, 0);
        public static final Due NONE = new Due(false, 0);

        public static Due at(long ms) {
            return new Due(false, ms);
        }
    }

    private final FrontierSettings settings;
    private final RetryBackoff backoff;
    private final RetryBackoff outageBackoff;

    public NextFetch(FrontierSettings settings, RetryBackoff backoff) {
        this(settings, backoff, backoff);
    }

    /** {@code outageBackoff}: the wait after a URL's n-th deferral for an outage of a service. */
    public NextFetch(FrontierSettings settings, RetryBackoff backoff, RetryBackoff outageBackoff) {
        this.settings = settings;
        this.backoff = backoff;
        this.outageBackoff = outageBackoff;
    }

    /**
     * A URL just admitted from Kafka is the crawl's until {@code now + lease}: if its tuple is lost (a worker or the
     * topology killed, its Kafka record gone), the frontier takes it up when the lease ends.
     */
    public long leaseEnd(long now) {
        return now + settings.leaseMs();
    }

    /**
     * After an outcome: a retry is due after its back-off; a source's page keeps the time its visit set; anything
     * else final is done (an article's one late revisit is {@link #articleRevisit}).
     *
     * @param attempts    the transient failures so far, this one included
     * @param sourceVisit the page was visited as a source (its visit schedules it)
     */
    public Due after(CrawlStatus status, int attempts, boolean sourceVisit, long now) {
        return after(status, attempts, 0, sourceVisit, now);
    }

    /** As {@link #after(CrawlStatus, int, boolean, long)}; a deferral is due after its outage back-off. */
    public Due after(CrawlStatus status, int attempts, int outages, boolean sourceVisit, long now) {
        return after(status, attempts, outages, sourceVisit, 0, now);
    }

    /**
     * As {@link #after(CrawlStatus, int, int, boolean, long)}; a retry waits at least what its answer asked for
     * ({@code retryAfterMs}, Retry-After), within a source's longest interval.
     */
    public Due after(CrawlStatus status, int attempts, int outages, boolean sourceVisit, long retryAfterMs, long now) {
        if (status == CrawlStatus.DEFERRED) {
            return Due.at(now + outageBackoff.delayMs(Math.max(1, outages)));
        }
        if (status == CrawlStatus.RETRYING) {
            long asked = Math.min(Math.max(retryAfterMs, 0), settings.revisit().maxS() * 1000);
            return Due.at(now + Math.max(backoff.delayMs(Math.max(1, attempts)), asked));
        }
        if (sourceVisit) {
            return Due.KEEP;
        }
        return Due.NONE;
    }

    /** Whether indexed articles get one late revisit at all (then their earlier visits must be read first). */
    public boolean revisitsArticles() {
        return settings.articleRevisitMs() > 0;
    }

    /** An indexed article visited {@code visitsBefore} times before this one: one late revisit, then never again. */
    public Due articleRevisit(int visitsBefore, long now) {
        return revisitsArticles() && visitsBefore == 0 ? Due.at(now + settings.articleRevisitMs()) : Due.NONE;
    }
}
