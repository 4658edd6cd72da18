package com.newsx.topology.doc;

import com.newsx.extractor.links.UrlHost;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The crawl-status document of a URL (id: hash of the normalised URL). One per URL, updated in place as its fate
 * changes. crawl-status is also the frontier: {@code next_fetch_time} says when the URL is due again (the lease of
 * a URL just admitted, a retry's back-off, a source's next visit; none once an article is done), and a source
 * ({@code kind} "source") keeps what its revisit interval adapts to: the interval, the new links of its last visit,
 * its visits, and short hashes of the links it had.
 */
public final class StatusDocs {
    /** The kinds of URL in the frontier: a page revisited on its own schedule, and a page fetched once. */
    public static final String KIND_SOURCE = "source";
    public static final String KIND_ARTICLE = "article";
    /**
     * When an outcome was made (epoch ms): a URL's outcomes land in that order, a retried older one never over a
     * newer one (the status step's StatusWrites).
     */
    public static final String VERSION = "status_version";
    /** The status_version a URL was leased at by the frontier ({@link #lease}). */
    public static final String LEASE_VERSION = "lease_version";
    /** URLs longer than this are stored cut (the id still hashes the whole URL). */
    public static final int MAX_STORED_URL = 2048;
    private static final int MAX_REASON = 1000;
    private static final int MAX_VALIDATOR = 256;

    private StatusDocs() {
    }

    public static String id(String url) {
        return DocumentId.of(url);
    }

    /**
     * The seen-set entry written when a URL is admitted: not final; {@code admittedBy} names the Kafka record;
     * {@code leaseEnd} is when the frontier takes the URL up if its tuple is lost before an outcome is recorded.
     * The seed and parent go with it, so the frontier can send the URL on as its message said.
     */
    public static Map<String, Object> discovered(String url, int depth, String seed, String parent, String admittedBy,
                                                 long now, long leaseEnd) {
        Map<String, Object> d = base(url);
        d.put("status", CrawlStatus.DISCOVERED.value());
        d.put("final", false);
        d.put("depth", depth);
        if (seed != null) {
            d.put("seed", cut(seed, MAX_STORED_URL));
        }
        if (parent != null) {
            d.put("parent_url", cut(parent, MAX_STORED_URL));
        }
        d.put("attempts", 0);
        d.put("admitted_by", admittedBy);
        d.put("discovered_time", Instant.ofEpochMilli(now).toString());
        d.put("status_time", Instant.ofEpochMilli(now).toString());
        nextFetch(d, leaseEnd);
        return d;
    }

    /**
     * The fields an outcome changes (a partial update; an upsert for a URL refused before admission). It leaves
     * next_fetch_time alone: the status step sets it with {@link #nextFetch} (or not, for a source's page).
     */
    public static Map<String, Object> outcome(String url, CrawlStatus status, String reason, int httpStatus,
                                              int attempts, long now) {
        return outcome(url, status, reason, httpStatus, attempts, 0, now);
    }

    /**
     * As {@link #outcome(String, CrawlStatus, String, int, int, long)}, with the URL's deferrals for outages of a
     * service so far ({@code outages}; an attempt or a success writes the count it has, 0 for a success).
     */
    public static Map<String, Object> outcome(String url, CrawlStatus status, String reason, int httpStatus,
                                              int attempts, int outages, long now) {
        Map<String, Object> d = base(url);
        d.put("status", status.value());
        d.put("final", status.isFinal());
        d.put("reason", reason == null ? null : cut(reason, MAX_REASON));
        if (httpStatus > 0) {
            d.put("http_status", httpStatus);
        }
        d.put("attempts", attempts);
        d.put("outages", outages);
        d.put(VERSION, now);
        String t = Instant.ofEpochMilli(now).toString();
        d.put("status_time", t);
        if (status != CrawlStatus.FILTERED && status != CrawlStatus.ROBOTS_DENIED && status != CrawlStatus.CANONICAL) {
            d.put("fetch_time", t);
        }
        if (VisitStamp.endsVisit(status)) {
            d.put(VisitStamp.VISITED, t); // the next visit's stamp: its writes are a new version, a replay's are not
        }
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

    /** More fields an outcome sets (where an indexed page's article is, the page a canonical URL was named by). */
    public static void putFields(Map<String, Object> doc, Map<?, ?> fields) {
        if (fields != null) {
            fields.forEach((k, v) -> doc.put(String.valueOf(k), v));
        }
    }

    /**
     * A URL the fetch step postponed (its host's queue was full): only when it is due again changes, and when it was
     * postponed; its status, attempts and reason stay as they were (a postponement is no outcome).
     */
    public static Map<String, Object> postponed(long dueMs, long now) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("postponed_time", Instant.ofEpochMilli(now).toString());
        d.put(VERSION, now); // ordered like an outcome: a postponement retried late must not land over a newer fate
        return nextFetch(d, dueMs);
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

    /**
     * When the URL entered the crawl (its discovered_time, epoch ms), read from a status document's source; -1 when the
     * document has none (it never went through the seen-set).
     */
    public static long discoveredMs(Map<?, ?> doc) {
        Object t = doc == null ? null : doc.get("discovered_time");
        if (t instanceof Number n) {
            return n.longValue();
        }
        try {
            return t == null ? -1 : Instant.parse(t.toString()).toEpochMilli();
        } catch (java.time.format.DateTimeParseException e) {
            return -1;
        }
    }

    /**
     * The frontier's lease of a URL it sends into the crawl: due again at {@code leaseEnd} unless an outcome comes
     * first, and marked with the {@code status_version} it was leased at (0: none yet). An outcome writes a new
     * status_version, so a URL found due whose {@link #LEASE_VERSION} still equals its status_version lost its last
     * try: no outcome was recorded for it (a crash, a killed topology, a failed tuple). No clock is compared.
     */
    public static Map<String, Object> lease(long statusVersion, long leaseEnd, long now) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put(LEASE_VERSION, statusVersion);
        d.put("leased_time", Instant.ofEpochMilli(now).toString());
        return nextFetch(d, leaseEnd);
    }

    /**
     * Whether a due URL's document says its last try was lost: leased by the frontier and no outcome since, or
     * admitted from Kafka and never given an outcome nor postponed (due only because its admission's lease ended).
     */
    public static boolean lostTry(Map<?, ?> doc) {
        if (CrawlStatus.DISCOVERED.value().equals(doc.get("status")) && !doc.containsKey(LEASE_VERSION)
                && !(doc.get(VERSION) instanceof Number)) {
            return true;
        }
        return doc.get(LEASE_VERSION) instanceof Number leased
                && leased.longValue() == statusVersion(doc);
    }

    /** The status_version stored (0: none: a URL admitted and never given an outcome). */
    public static long statusVersion(Map<?, ?> doc) {
        return doc.get(VERSION) instanceof Number v ? v.longValue() : 0;
    }

    /** Sets when the URL is due again; 0 clears it (the URL is done). */
    public static Map<String, Object> nextFetch(Map<String, Object> doc, long atMs) {
        doc.put("next_fetch_time", atMs > 0 ? Instant.ofEpochMilli(atMs).toString() : null);
        return doc;
    }

    /**
     * A source's visit (a partial update beside its page's outcome, which it does not touch): its adapted interval,
     * the new links this visit found, its visits so far, the hashes of its links ({@link #linkHash}) and when it is
     * due next.
     */
    public static Map<String, Object> sourceVisit(long intervalS, int newLinks, int visits, List<String> linksSeen,
                                                  long nextFetchTime, long now) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("kind", KIND_SOURCE);
        d.put("interval_s", intervalS);
        d.put("new_links", newLinks);
        d.put("visits", visits);
        d.put("links_seen", linksSeen);
        d.put("visit_time", Instant.ofEpochMilli(now).toString());
        return nextFetch(d, nextFetchTime);
    }

    /**
     * A short hash of a link, for a source's links_seen, from the link's document id ({@link #id}): 48 bits, so a
     * source's thousand links hardly ever collide.
     */
    public static String linkHash(String documentId) {
        return documentId.substring(0, 12);
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

    /** A reason as stored: at most a thousand characters. */
    public static String reason(String reason) {
        return reason == null ? null : cut(reason, MAX_REASON);
    }

    static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "...";
    }
}
