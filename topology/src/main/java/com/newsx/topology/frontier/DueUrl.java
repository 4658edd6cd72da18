package com.newsx.topology.frontier;

import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.doc.VisitStamp;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;

/**
 * A URL that is due, as its crawl-status document tells it.
 *
 * @param id       the document id
 * @param dueMs    its next_fetch_time (epoch ms)
 * @param attempts transient failures so far (a retry goes on counting)
 * @param etag     the validators to send (a conditional fetch), or null
 * @param outages  deferrals so far for outages of a service
 * @param firstSeen when the URL entered the crawl (its discovered_time, epoch ms; -1 unknown): its article's index
 * @param visit    the stamp of the visit it is due for ({@link VisitStamp}; -1 unknown): a lost try's, for a replay
 * @param statusVersion its stored status_version (0: no outcome yet): what the frontier's lease marks
 * @param lost     its last try was lost: no outcome since it was leased or admitted ({@link StatusDocs#lostTry})
 */
public record DueUrl(String id, String url, String host, int depth, String seed, String parent, int attempts,
                     long dueMs, String etag, String lastModified, int outages, long firstSeen, long visit,
                     long statusVersion, boolean lost) {
    public DueUrl(String id, String url, String host, int depth, String seed, String parent, int attempts,
                  long dueMs, String etag, String lastModified) {
        this(id, url, host, depth, seed, parent, attempts, dueMs, etag, lastModified, 0, -1, -1, 0, false);
    }

    /** Reads a hit, sending no validators; null when it lacks a URL or a due time (nothing to send). */
    public static DueUrl of(String id, Map<?, ?> doc) {
        return of(id, doc, 0);
    }

    /**
     * Reads a hit; null when it lacks a URL or a due time (nothing to send). Its stored validators go with it
     * unless its server was caught lying, or it answered 304 {@code revalidateAfter} times in a row (then it is
     * fetched whole, which is how a lying server is caught; 0: never conditional).
     */
    public static DueUrl of(String id, Map<?, ?> doc, int revalidateAfter) {
        if (doc == null || !(doc.get("url") instanceof String url) || doc.get("next_fetch_time") == null) {
            return null;
        }
        long due;
        try {
            Object t = doc.get("next_fetch_time");
            due = t instanceof Number n ? n.longValue() : Instant.parse(t.toString()).toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
        String host = doc.get("host") instanceof String h ? h : "";
        String seed = doc.get("seed") instanceof String s ? s : url; // written before seeds were stored: its own seed
        String parent = doc.get("parent_url") instanceof String p ? p : null;
        boolean conditional = number(doc.get("not_modified")) < revalidateAfter
                && !Boolean.TRUE.equals(doc.get("validators_ignored"));
        String etag = conditional && doc.get("etag") instanceof String e ? e : null;
        String lastModified = conditional && doc.get("last_modified") instanceof String m ? m : null;
        return new DueUrl(id, url, host, number(doc.get("depth")), seed, parent, number(doc.get("attempts")), due,
                etag, lastModified, number(doc.get("outages")), StatusDocs.discoveredMs(doc), VisitStamp.of(doc),
                StatusDocs.statusVersion(doc), StatusDocs.lostTry(doc));
    }

    private static int number(Object o) {
        return o instanceof Number n ? n.intValue() : 0;
    }

    /** The message the filter step reads, as a Kafka record would carry it. */
    public UrlMessage message() {
        return new UrlMessage(url, depth, seed, parent);
    }

    /** Where the tuple came from, as the Kafka spout names its record: the due time it was sent for. */
    public String source() {
        return "frontier:" + dueMs;
    }
}
