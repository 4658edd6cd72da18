package com.newsx.topology.status;

/** The fates a URL can meet; each becomes the "status" of its crawl-status document. */
public enum CrawlStatus {
    /** Admitted to the crawl, not fetched yet. */
    DISCOVERED,
    /** Refused before fetching: malformed, out of scope, non-public address. */
    FILTERED,
    /** robots.txt forbids it. */
    ROBOTS_DENIED,
    /** Fetched and extracted; its document is in the index. */
    INDEXED,
    /** Fetched, but no article or records came out of it (the reason says why). */
    FETCHED_NOTHING,
    /** Answered with a redirect; the target was queued. */
    REDIRECTED,
    /** HTTP error, unreachable, too large, not HTML, or extraction failed (the reason says which). */
    ERROR;

    public String value() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
