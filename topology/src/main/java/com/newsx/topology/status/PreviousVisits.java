package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.revisit.ArticleRevision;
import com.newsx.topology.schedule.RevisitSchedule;
import com.newsx.topology.schedule.SourceFailures;
import com.newsx.topology.sources.SourceUrls;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Reads what crawl-status knows of URLs' earlier visits (the links a source had, its interval, its visits, its
 * rate), one mget per batch: this Elasticsearch has no scripts, so a visit's update is computed here from the stored
 * state and written whole. The same mget asks which of a visit's links the crawl already knows from another page
 * (a story a feed gave before the home page showed it is no news on the home page). Reads are not realtime: a
 * link admitted in the last refresh interval counts as new, which it nearly always is. Methods are for the bolt's
 * thread; answers arrive through {@link #drain}.
 *
 * @param <T> the caller's tag
 */
public final class PreviousVisits<T> {
    /**
     * An answer: the state before this visit ({@link RevisitSchedule.Previous#NONE} if none) and the ids of the
     * asked links found with another parent, the records a list page's last visit left (null: none); or why it
     * cannot be read.
     */
    public record Answer<T>(T tag, String url, RevisitSchedule.Previous previous, Set<String> knownElsewhere,
                            ArticleRevision.Recorded recorded, PageRecords records, SourceFailures.Known known,
                            String error) {
    }

    private record Ask<T>(T tag, String url, List<String> linkIds) {
    }

    private final ElasticsearchAsyncClient es;
    private final String index;
    private final int maxBatch;
    private final long flushMs;
    private final List<Ask<T>> waiting = new ArrayList<>();
    private final ConcurrentLinkedQueue<Answer<T>> answers = new ConcurrentLinkedQueue<>();
    private long firstAt;
    private int asked;

    public PreviousVisits(ElasticsearchAsyncClient es, String index, int maxBatch, long flushMs) {
        this.es = es;
        this.index = index;
        this.maxBatch = maxBatch;
        this.flushMs = flushMs;
    }

    public void ask(T tag, String url) {
        ask(tag, url, List.of());
    }

    /** Asks for a URL's earlier visits and which of {@code linkIds} (document ids) are known from other pages. */
    public void ask(T tag, String url, List<String> linkIds) {
        if (waiting.isEmpty()) {
            firstAt = System.currentTimeMillis();
        }
        waiting.add(new Ask<>(tag, url, linkIds));
        asked += 1 + linkIds.size();
        if (asked >= maxBatch) {
            flush();
        }
    }

    public void maybeFlush() {
        if (!waiting.isEmpty() && System.currentTimeMillis() - firstAt >= flushMs) {
            flush();
        }
    }

    public void flush() {
        if (waiting.isEmpty()) {
            return;
        }
        List<Ask<T>> asks = new ArrayList<>(waiting);
        waiting.clear();
        asked = 0;
        List<String> ids = new ArrayList<>();
        for (Ask<T> a : asks) {
            ids.add(StatusDocs.id(a.url()));
            ids.addAll(a.linkIds());
        }
        es.mget(m -> m.index(index).ids(ids).realtime(false).sourceIncludes("links_seen", "interval_s", "visits",
                        "link_rate", "visit_time", "not_modified", "validators_ignored", "etag", "last_modified",
                        "parent_url", "status", "kind", "depth", "failing_since", "failures", "article_index", "article_id", PageRecords.INDEX_FIELD,
                        PageRecords.ROWS_FIELD), Map.class)
                .whenComplete((resp, e) -> {
                    try {
                        if (e != null) {
                            unavailable(asks, e.toString());
                            return;
                        }
                        answer(asks, resp.docs());
                    } catch (RuntimeException unexpected) {
                        unavailable(asks, unexpected.toString());
                    }
                });
    }

    private void answer(List<Ask<T>> asks, List<MultiGetResponseItem<Map>> docs) {
        int i = 0;
        for (Ask<T> a : asks) {
            MultiGetResponseItem<Map> item = docs.get(i++);
            String error = item.isFailure() ? item.failure().error().reason() : null;
            Map<?, ?> d = error == null && item.result().found() ? item.result().source() : null;
            Set<String> elsewhere = new HashSet<>();
            for (String linkId : a.linkIds()) {
                MultiGetResponseItem<Map> link = docs.get(i++);
                // a link that cannot be read counts as new: one visit's rate, not the source's fate, depends on it
                if (!link.isFailure() && link.result().found() && link.result().source() != null
                        && !a.url().equals(link.result().source().get("parent_url"))) {
                    elsewhere.add(linkId);
                }
            }
            answers.add(error != null ? new Answer<>(a.tag(), a.url(), null, null, null, null, null, error)
                    : new Answer<>(a.tag(), a.url(), previous(d), elsewhere, ArticleRevision.Recorded.of(d),
                    PageRecords.read(d), known(a.url(), d), null));
        }
    }

    /** The stored state of a document (null: none). */
    static RevisitSchedule.Previous previous(Map<?, ?> d) {
        if (d == null) {
            return RevisitSchedule.Previous.NONE;
        }
        List<String> seen = null;
        if (d.get("links_seen") instanceof List<?> l) {
            seen = l.stream().map(String::valueOf).toList();
        }
        long interval = d.get("interval_s") instanceof Number n ? n.longValue() : 0;
        int visits = d.get("visits") instanceof Number n ? n.intValue() : 0;
        int notModified = d.get("not_modified") instanceof Number n ? n.intValue() : 0;
        double rate = d.get("link_rate") instanceof Number n ? n.doubleValue() : 0;
        long visitMs = 0;
        if (d.get("visit_time") instanceof String t) {
            try {
                visitMs = java.time.Instant.parse(t).toEpochMilli();
            } catch (java.time.format.DateTimeParseException e) {
                visitMs = 0; // planned interval instead
            }
        }
        return new RevisitSchedule.Previous(seen, interval, visits, rate, visitMs, notModified,
                Boolean.TRUE.equals(d.get("validators_ignored")), text(d.get("etag")), text(d.get("last_modified")));
    }

    /** What a URL's record (null: none) says of it as a source. */
    static SourceFailures.Known known(String url, Map<?, ?> d) {
        boolean looksLikeSource = SourceUrls.byUrl(url) != null;
        String kind = d == null ? null : text(d.get("kind"));
        if (!SourceFailures.isSource(kind, siteRoot(url), looksLikeSource)) {
            return SourceFailures.Known.PAGE;
        }
        if (d == null) {
            return new SourceFailures.Known(true, 0, SourceFailures.Streak.NONE, false);
        }
        long interval = d.get("interval_s") instanceof Number n ? n.longValue() * 1000 : 0;
        int failures = d.get("failures") instanceof Number n ? n.intValue() : 0;
        long since = 0;
        if (d.get("failing_since") instanceof String t) {
            try {
                since = java.time.Instant.parse(t).toEpochMilli();
            } catch (java.time.format.DateTimeParseException e) {
                since = 0; // the streak starts again
            }
        }
        return new SourceFailures.Known(true, interval, new SourceFailures.Streak(since, failures),
                "source".equals(kind));
    }

    /** A site's root: no path (or "/") and no query. */
    static boolean siteRoot(String url) {
        try {
            java.net.URI u = java.net.URI.create(url.trim());
            String path = u.getRawPath();
            return u.getHost() != null && (path == null || path.isEmpty() || path.equals("/")) && u.getRawQuery() == null;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String text(Object o) {
        return o instanceof String s ? s : null;
    }

    private void unavailable(List<Ask<T>> asks, String why) {
        for (Ask<T> a : asks) {
            answers.add(new Answer<>(a.tag(), a.url(), null, null, null, null, null,
                    "crawl-status unavailable: " + why));
        }
    }

    public List<Answer<T>> drain() {
        List<Answer<T>> out = new ArrayList<>();
        for (Answer<T> a = answers.poll(); a != null; a = answers.poll()) {
            out.add(a);
        }
        return out;
    }

    public int waiting() {
        return waiting.size();
    }
}
