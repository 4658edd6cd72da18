package com.newsx.topology.revisit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * What an article fetched again does to its stored document, and what a revisit answering 404 or 410 does. The
 * fingerprint compared is the document's {@code content_hash} (title and body text): feeds and pages stamp their
 * bytes on every request, so a byte signature would call every article changed.
 * <ul>
 *   <li>none stored: a new article, version 1;</li>
 *   <li>the same fingerprint: unchanged, nothing is written (an article marked removed that answers again is
 *       written: it is back);</li>
 *   <li>another fingerprint: changed, written whole as version n + 1 with {@code updated_time}; its
 *       {@code indexed_time} stays the first one (publication to searchable is measured from it).</li>
 * </ul>
 */
public final class ArticleRevision {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What became of the article. */
    public enum Change { NEW, CHANGED, UNCHANGED }

    /** The stored document's fields a revision reads ({@link #NONE}: no document). */
    public record Stored(boolean found, String contentHash, int versionCount, String indexedTime, boolean removed) {
        public static final Stored NONE = new Stored(false, null, 0, null, false);

        /** From a stored document's source. */
        public static Stored of(Map<?, ?> source) {
            if (source == null) {
                return NONE;
            }
            Object hash = source.get("content_hash");
            Object versions = source.get("version_count");
            Object indexed = source.get("indexed_time");
            return new Stored(true, hash instanceof String s ? s : null,
                    versions instanceof Number n ? n.intValue() : 1, indexed instanceof String s ? s : null,
                    Boolean.TRUE.equals(source.get("removed")));
        }
    }

    /**
     * What crawl-status recorded of a URL before a 404 or 410: its status and kind, and where its article document
     * is (null when not recorded: a page indexed before the location was kept is found by its own id).
     */
    public record Recorded(String status, String kind, String articleIndex, String articleId) {
        public static final Recorded NONE = new Recorded(null, null, null, null);

        public static Recorded of(Map<?, ?> source) {
            if (source == null) {
                return NONE;
            }
            return new Recorded(text(source.get("status")), text(source.get("kind")), text(source.get("article_index")),
                    text(source.get("article_id")));
        }

        private static String text(Object o) {
            return o instanceof String s ? s : null;
        }
    }

    /** The decision, and the document to write (null when unchanged). */
    public record Revision(Change change, int versionCount, byte[] json) {
    }

    private ArticleRevision() {
    }

    /** The fate of {@code json}, an article document about to be written, against the stored one. */
    public static Change change(Stored before, String contentHash) {
        if (!before.found()) {
            return Change.NEW;
        }
        if (contentHash != null && contentHash.equals(before.contentHash()) && !before.removed()) {
            return Change.UNCHANGED;
        }
        return Change.CHANGED;
    }

    /** Decides and, unless unchanged, gives the document with its version fields. */
    public static Revision revise(byte[] json, Stored before, long now) throws IOException {
        ObjectNode doc = (ObjectNode) JSON.readTree(json);
        Change c = change(before, doc.path("content_hash").asText(null));
        if (c == Change.UNCHANGED) {
            return new Revision(c, before.versionCount(), null);
        }
        int versions = c == Change.NEW ? 1 : Math.max(1, before.versionCount()) + 1;
        doc.put("version_count", versions);
        if (c == Change.CHANGED) {
            doc.put("updated_time", Instant.ofEpochMilli(now).toString());
            if (before.indexedTime() != null) {
                doc.put("indexed_time", before.indexedTime());
            }
        }
        return new Revision(c, versions, JSON.writeValueAsBytes(doc));
    }

    /** The status's reason for an article indexed (or not) on this visit; null for a new one. */
    public static String reason(Change change, int versionCount) {
        return switch (change) {
            case NEW -> null;
            case CHANGED -> "changed since its last visit: version " + versionCount;
            case UNCHANGED -> "unchanged since its last visit: nothing written";
        };
    }

    /** An answer that says the page is gone for good. */
    public static boolean gone(int httpStatus) {
        return httpStatus == 404 || httpStatus == 410;
    }

    /**
     * Whether a 404 or 410 removes an article: only one that was indexed (its status {@code indexed}, or already
     * {@code removed} on a replay) and is an article, not a source or a page never indexed.
     */
    public static boolean removes(int httpStatus, Recorded before) {
        return gone(httpStatus) && "article".equals(before.kind())
                && ("indexed".equals(before.status()) || "removed".equals(before.status()));
    }

    /** The partial update that marks an article removed (kept, not deleted: a search can still show it was there). */
    public static Map<String, Object> removedFields(long now) {
        Map<String, Object> d = new HashMap<>();
        d.put("removed", true);
        d.put("removed_time", Instant.ofEpochMilli(now).toString());
        return d;
    }
}
