package com.newsx.topology.doc;

import com.newsx.extractor.links.UrlHost;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The crawl-status document of a URL (id: hash of the normalised URL). One per URL, updated in place as its fate
 * changes. {@code next_fetch_time} says when it is due again: set for a retry now, and the place where revisits
 * (feeds, sitemaps, news pages) will keep their schedule.
 */
public final class StatusDocs {
    /** URLs longer than this are stored cut (the id still hashes the whole URL). */
    public static final int MAX_STORED_URL = 2048;
    private static final int MAX_REASON = 1000;
    private static final int MAX_VALIDATOR = 256;

    private StatusDocs() {
    }

    public static String id(String url) {
        return DocumentId.of(url);
    }

    /** The seen-set entry written when a URL is admitted: not final; {@code admittedBy} names the Kafka record. */
    public static Map<String, Object> discovered(String url, int depth, String parent, String admittedBy, long now) {
        Map<String, Object> d = base(url);
        d.put("status", CrawlStatus.DISCOVERED.value());
        d.put("final", false);
        d.put("depth", depth);
        if (parent != null) {
            d.put("parent_url", cut(parent, MAX_STORED_URL));
        }
        d.put("attempts", 0);
        d.put("admitted_by", admittedBy);
        d.put("discovered_time", Instant.ofEpochMilli(now).toString());
        d.put("status_time", Instant.ofEpochMilli(now).toString());
        return d;
    }

    /** The fields an outcome changes (a partial update; an upsert for a URL refused before admission). */
    public static Map<String, Object> outcome(String url, CrawlStatus status, String reason, int httpStatus,
                                              int attempts, long nextFetchTime, long now) {
        Map<String, Object> d = base(url);
        d.put("status", status.value());
        d.put("final", status.isFinal());
        d.put("reason", reason == null ? null : cut(reason, MAX_REASON));
        if (httpStatus > 0) {
            d.put("http_status", httpStatus);
        }
        d.put("attempts", attempts);
        String t = Instant.ofEpochMilli(now).toString();
        d.put("status_time", t);
        if (status != CrawlStatus.FILTERED && status != CrawlStatus.ROBOTS_DENIED) {
            d.put("fetch_time", t);
        }
        d.put("next_fetch_time", nextFetchTime > 0 ? Instant.ofEpochMilli(nextFetchTime).toString() : null);
        return d;
    }

    /**
     * The validators of the last answer (ETag, Last-Modified), kept for the next visit's conditional fetch; an
     * outcome without them leaves the stored ones as they are (a partial update).
     */
    public static void putValidators(Map<String, Object> doc, String etag, String lastModified) {
        if (etag != null) {
            doc.put("etag", cut(etag, MAX_VALIDATOR));
        }
        if (lastModified != null) {
            doc.put("last_modified", cut(lastModified, MAX_VALIDATOR));
        }
    }

    /** A feed's or sitemap's date and title for the URL, kept as hints for the article's fields. */
    public static void putHints(Map<String, Object> doc, long published, String title) {
        if (published >= 0) {
            doc.put("source_published", Instant.ofEpochMilli(published).toString());
        }
        if (title != null) {
            doc.put("source_title", cut(title, MAX_REASON));
        }
    }

    private static Map<String, Object> base(String url) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("url", cut(url, MAX_STORED_URL));
        String host = UrlHost.of(url); // null for a malformed URL: no host to record
        if (host != null) {
            d.put("host", host);
        }
        return d;
    }

    static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "...";
    }
}
