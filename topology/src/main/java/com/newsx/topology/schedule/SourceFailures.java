package com.newsx.topology.schedule;

import com.newsx.topology.doc.CrawlStatus;

import java.time.Instant;

/**
 * What a failed visit makes of a source (a seed's home page, a section or list page, a feed, a sitemap): not its
 * end. Sites have bad days - a deploy answers 404 for minutes, an overload 503, a firewall 403, a feed an HTML error
 * page - and a source made final by one of them would never be visited again. So a source that fails is
 * {@link CrawlStatus#FAILING}: visited again after a back-off that doubles with each failure in a row, starting at
 * the retries' first delay and never longer than the source's own revisit interval (a failing source is never
 * polled less often than a healthy one would be, so its first new article after the bad spell waits no longer than
 * usual), or than {@code Retry-After} asks, within the longest interval. Only a source failing without a break for
 * {@code retireAfterMs} is {@link CrawlStatus#RETIRED} (final); any answer that works ends the streak.
 *
 * @param firstDelayMs      the wait after a source's first failure in a row
 * @param unknownIntervalMs the cap for a source whose interval is not known yet (never visited): the first interval
 *                          of a seed's home page or a feed
 * @param maxIntervalMs     the longest revisit interval of any source: the cap of every wait, Retry-After's too
 * @param retireAfterMs     a source failing without a break this long is retired (0: never)
 */
public record SourceFailures(long firstDelayMs, long unknownIntervalMs, long maxIntervalMs, long retireAfterMs) {
    public SourceFailures {
        if (firstDelayMs <= 0 || maxIntervalMs < firstDelayMs || unknownIntervalMs <= 0 || retireAfterMs < 0) {
            throw new IllegalArgumentException("source failures: 0 < first delay <= longest interval, an interval"
                    + " above 0, retire-after at least 0; got " + firstDelayMs + ", " + unknownIntervalMs + ", "
                    + maxIntervalMs + ", " + retireAfterMs);
        }
    }

    /** A source's failures in a row so far: since when, and how many ({@link #NONE}: it answered last time). */
    public record Streak(long sinceMs, int failures) {
        public static final Streak NONE = new Streak(0, 0);
    }

    /**
     * What a URL's record says of it as a source: whether it is one, its revisit interval (0: not known yet), its
     * failures in a row, and whether it was visited as one ({@code visited}: its record's kind is source).
     */
    public record Known(boolean source, long intervalMs, Streak streak, boolean visited) {
        public static final Known PAGE = new Known(false, 0, Streak.NONE, false);

        /** A source visited as one before. */
        public Known(boolean source, long intervalMs, Streak streak) {
            this(source, intervalMs, streak, source);
        }
    }

    /**
     * Whether a URL is a source whose failure must not end it: one visited as a source before ({@code kind} source),
     * a site's root (a home page: what a seed is as a rule, a source even before its first visit succeeds) or a URL
     * that names itself a feed or sitemap ({@code looksLikeSource}). A seeded article is none of these: its error
     * stays final, as any article's (seeding it again revives it).
     */
    public static boolean isSource(String kind, boolean siteRoot, boolean looksLikeSource) {
        return "source".equals(kind) || siteRoot || looksLikeSource;
    }

    /** What to record: FAILING with its next visit, or RETIRED; the streak it writes; the reason shown. */
    public record Decision(CrawlStatus status, long nextFetchMs, Streak streak, String reason) {
    }

    /**
     * The source after one more failed visit at {@code now}.
     *
     * @param before       its streak so far
     * @param intervalMs   its revisit interval as adapted (0: not known yet, {@code unknownIntervalMs} caps)
     * @param retryAfterMs the wait the answer asked for (Retry-After), 0 if none
     * @param reason       why this visit failed
     */
    public Decision after(Streak before, long intervalMs, long retryAfterMs, String reason, long now) {
        long since = before.failures() > 0 && before.sinceMs() > 0 && before.sinceMs() <= now ? before.sinceMs() : now;
        Streak streak = new Streak(since, before.failures() + 1);
        if (retireAfterMs > 0 && now - since >= retireAfterMs) {
            return new Decision(CrawlStatus.RETIRED, 0, streak, "retired: failing without a break since "
                    + Instant.ofEpochMilli(since) + " (" + streak.failures() + " visits); last: " + reason);
        }
        long wait = waitMs(streak.failures(), intervalMs, retryAfterMs);
        return new Decision(CrawlStatus.FAILING, now + wait, streak, reason + " (failing since "
                + Instant.ofEpochMilli(since) + ", " + streak.failures() + " in a row; next visit in "
                + (wait + 999) / 1000 + " s)");
    }

    /** The back-off after the n-th failure in a row (1-based). */
    long waitMs(int failures, long intervalMs, long retryAfterMs) {
        long cap = Math.min(Math.max(intervalMs > 0 ? intervalMs : unknownIntervalMs, firstDelayMs), maxIntervalMs);
        long wait = new RetryBackoff(firstDelayMs, cap).delayMs(failures);
        return Math.max(wait, Math.min(Math.max(retryAfterMs, 0), maxIntervalMs));
    }
}
