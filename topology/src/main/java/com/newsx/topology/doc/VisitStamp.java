package com.newsx.topology.doc;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;

/**
 * Names one visit of a URL, so that a replay of that visit (a lost tuple, a Kafka or Elasticsearch outage, a killed
 * worker, a resubmitted topology) cannot write the page's documents again, while a new visit (a revisit, on purpose)
 * can. The stamp is the time the URL's previous visit ended ({@link #VISITED}, set by every outcome that ends a visit)
 * or, for its first visit, when it entered the crawl (discovered_time). Everything a replay can come through - the
 * Kafka record's seen-set answer, the frontier's search - reads it from the same crawl-status document, which only
 * the visit's final outcome changes, so every try of one visit carries the same stamp and the next visit a larger
 * one. The index step writes documents with it as their external version (Elasticsearch refuses a write whose
 * version is not above the stored one): a replay's write is refused as "already stored", at no extra read.
 */
public final class VisitStamp {
    /** The crawl-status field: when the URL's last visit ended (an outcome other than a try in progress). */
    public static final String VISITED = "visited_time";

    private VisitStamp() {
    }

    /**
     * Whether an outcome ends the visit: everything but admitted (discovered), a retry to come (retrying) and an
     * outage's deferral (deferred), which are tries of the visit still going on.
     */
    public static boolean endsVisit(CrawlStatus status) {
        return status != CrawlStatus.DISCOVERED && status != CrawlStatus.RETRYING && status != CrawlStatus.DEFERRED;
    }

    /**
     * The stamp of the visit a status document's URL is due for: when its last visit ended, or when it entered the
     * crawl if it has had none; -1 when the document has neither (written before either was kept).
     */
    public static long of(Map<?, ?> statusDoc) {
        return Math.max(millis(statusDoc, "discovered_time"), millis(statusDoc, VISITED));
    }

    /** A stamp from a tuple: an unknown one ({@code -1}) is {@code now}, as a URL admitted now would have. */
    public static long orNow(long stamp, long now) {
        return stamp > 0 ? stamp : now;
    }

    private static long millis(Map<?, ?> doc, String field) {
        Object t = doc == null ? null : doc.get(field);
        if (t instanceof Number n) {
            return n.longValue();
        }
        try {
            return t == null ? -1 : Instant.parse(t.toString()).toEpochMilli();
        } catch (DateTimeParseException e) {
            return -1;
        }
    }
}
