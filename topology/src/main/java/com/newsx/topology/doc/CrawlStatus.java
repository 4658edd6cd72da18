package com.newsx.topology.doc;

import java.util.Locale;

/**
 * The fates a URL can meet; each becomes the "status" of its crawl-status document. A URL is final only when its
 * outcome will not change by trying again: indexed, refused for a lasting reason, or out of retries. Until then
 * (discovered, retrying) a replay of it must get through the seen-set.
 */
public enum CrawlStatus {
    /** Admitted to the crawl, not finished yet. */
    DISCOVERED(false),
    /** A transient failure caused by the URL or its page (5xx, 429, timeout, DNS, a lost try); an attempt. */
    RETRYING(false),
    /**
     * An outage of a service (Elasticsearch, Kafka, the site's robots.txt), not the URL's fault: due again after a
     * back-off, no attempt counted.
     */
    DEFERRED(false),
    /** Refused before fetching: malformed, out of scope, non-public address, too long. */
    FILTERED(true),
    /** robots.txt forbids it. */
    ROBOTS_DENIED(true),
    /** Fetched and extracted; its document (or its records) is in the index. */
    INDEXED(true),
    /** Fetched, but no article or records came out of it (the reason says why). */
    FETCHED_NOTHING(true),
    /** Answered with a redirect; the target was queued. */
    REDIRECTED(true),
    /** 4xx, too large, not HTML, extraction failed, refused by the index, or out of retries (the reason says which). */
    ERROR(true),
    /**
     * A conditional fetch answered 304: the source is as it was, nothing was parsed or indexed. Not final: a
     * source is visited again.
     */
    NOT_MODIFIED(false),
    /**
     * A feed or sitemap was read and its entries (or child sitemaps) queued; the reason counts them. Final for the
     * seen-set, so a source found again by a link is not re-read (sitemap indexes pointing at each other would
     * loop); its revisits are the frontier's to schedule.
     */
    SOURCE_READ(true),
    /**
     * Not fetched: a page of its site names this URL as its canonical, and that page's article is indexed under this
     * URL's id; recorded only where the URL has no status yet, so that it is not fetched for the same article again.
     */
    CANONICAL(true),
    /**
     * An indexed article whose late revisit answered 404 or 410: its document is marked {@code removed}, not deleted.
     */
    REMOVED(true),
    /**
     * A source (a seed's home page, a section, a feed, a sitemap) whose last visit failed: not final, visited again
     * after a back-off ({@code SourceFailures}); its streak (failing_since, failures) ends with its next good answer.
     */
    FAILING(false),
    /** A source that failed without a break for {@code frontier.source.retire-after-s}: no longer visited. */
    RETIRED(true);

    private final boolean isFinal;

    CrawlStatus(boolean isFinal) {
        this.isFinal = isFinal;
    }

    public boolean isFinal() {
        return isFinal;
    }

    public String value() {
        return name().toLowerCase(Locale.ROOT);
    }
}
