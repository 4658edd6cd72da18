package com.newsx.topology.fetch;

import com.newsx.topology.archive.Capture;
import com.newsx.topology.archive.Exchange;

/**
 * What one URL's fetch came to: a page, a redirect to follow, or a failure with its reason. Failures are values,
 * not exceptions, so every URL's fate can be recorded. {@link Status#TRANSIENT} failures (5xx, 429, timeouts,
 * DNS, broken connections, robots.txt unavailable) are worth another try later; the others are final.
 *
 * @param url         the URL requested
 * @param status      the outcome
 * @param httpStatus  the HTTP status code, or 0 when no response arrived
 * @param contentType the Content-Type header, or null
 * @param body        the bytes read, decompressed (only for {@link Status#FETCHED})
 * @param location    the redirect target, absolute (only for {@link Status#REDIRECT})
 * @param reason      why the fetch did not give a page (null when it did)
 * @param millis      how long the request took
 * @param sentAt      when the request went out on its connection (epoch ms), or -1 if it never did
 * @param etag         the answer's ETag (also of a 304), or null: sent back as If-None-Match next time
 * @param lastModified the answer's Last-Modified, or null: sent back as If-Modified-Since next time
 * @param robotsTag    the answer's X-Robots-Tag headers, one a line, or null
 * @param retryAfterMs the wait a 429 or 5xx asked for (Retry-After), 0 if none
 * @param exchange     the request and response heads as sent and received (for the WARC archive), or null when
 *                     no answer came
 */
public record FetchResult(String url, Status status, int httpStatus, String contentType, byte[] body,
                          String location, String reason, long millis, long sentAt, String etag, String lastModified,
                          String robotsTag, long retryAfterMs, Exchange exchange) {

    public FetchResult(String url, Status status, int httpStatus, String contentType, byte[] body,
                       String location, String reason, long millis, long sentAt, String etag, String lastModified,
                       String robotsTag, long retryAfterMs) {
        this(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, etag, lastModified,
                robotsTag, retryAfterMs, null);
    }

    public FetchResult(String url, Status status, int httpStatus, String contentType, byte[] body,
                       String location, String reason, long millis, long sentAt, String etag, String lastModified,
                       String robotsTag) {
        this(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, etag, lastModified,
                robotsTag, 0);
    }

    /**
     * {@link #NOT_MODIFIED}: a conditional fetch answered 304, the source is as it was: nothing to parse.
     * {@link #DEFERRED}: the site's robots.txt stayed unavailable (5xx, no answer) while the URL waited: an outage
     * of the site, not the URL's fault; the frontier takes it up again after a back-off.
     */
    public enum Status {
        FETCHED, REDIRECT, HTTP_ERROR, TOO_LARGE, NOT_HTML, TRANSIENT, ROBOTS_DENIED, FILTERED, NOT_MODIFIED, DEFERRED
    }

    public FetchResult(String url, Status status, int httpStatus, String contentType, byte[] body,
                       String location, String reason, long millis, long sentAt) {
        this(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, null, null, null);
    }

    public FetchResult(String url, Status status, int httpStatus, String contentType, byte[] body,
                       String location, String reason, long millis, long sentAt, String etag, String lastModified) {
        this(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, etag, lastModified, null);
    }

    public static FetchResult failed(String url, Status status, int httpStatus, String reason) {
        return new FetchResult(url, status, httpStatus, null, null, null, reason, 0, -1);
    }

    public FetchResult took(long ms, long sent) {
        return new FetchResult(url, status, httpStatus, contentType, body, location, reason, ms, sent, etag, lastModified,
                robotsTag, retryAfterMs, exchange);
    }

    public FetchResult withValidators(String etag, String lastModified) {
        return new FetchResult(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, etag, lastModified,
                robotsTag, retryAfterMs, exchange);
    }

    public FetchResult withRetryAfter(long ms) {
        return new FetchResult(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, etag, lastModified,
                robotsTag, Math.max(0, ms), exchange);
    }

    /** This outcome with the exchange that led to it (null: none came). */
    public FetchResult withExchange(Exchange x) {
        return new FetchResult(url, status, httpStatus, contentType, body, location, reason, millis, sentAt, etag, lastModified,
                robotsTag, retryAfterMs, x);
    }

    /**
     * What the WARC archive keeps of this fetch, or null when no answer came (nothing to archive): the heads, and the
     * body as handed on (only a fetched page's or robots.txt's is kept).
     */
    public Capture capture() {
        return exchange == null ? null : new Capture(url, exchange, status == Status.FETCHED ? body : null,
                status == Status.TOO_LARGE);
    }

    public boolean isTransient() {
        return status == Status.TRANSIENT;
    }
}
