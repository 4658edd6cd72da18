package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.schedule.RevisitSchedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Reads what crawl-status knows of URLs' earlier visits (the links a source had, its interval, its visits), one mget
 * per batch: this Elasticsearch has no scripts, so a visit's update is computed here from the stored state and
 * written whole. Methods are for the bolt's thread; answers arrive through {@link #drain}.
 *
 * @param <T> the caller's tag
 */
public final class PreviousVisits<T> {
    /** An answer: the state before this visit ({@link RevisitSchedule.Previous#NONE} if none), or why it cannot be read. */
    public record Answer<T>(T tag, String url, RevisitSchedule.Previous previous, String error) {
    }

    private record Ask<T>(T tag, String url) {
    }

    private final ElasticsearchAsyncClient es;
    private final String index;
    private final int maxBatch;
    private final long flushMs;
    private final List<Ask<T>> waiting = new ArrayList<>();
    private final ConcurrentLinkedQueue<Answer<T>> answers = new ConcurrentLinkedQueue<>();
    private long firstAt;

    public PreviousVisits(ElasticsearchAsyncClient es, String index, int maxBatch, long flushMs) {
        this.es = es;
        this.index = index;
        this.maxBatch = maxBatch;
        this.flushMs = flushMs;
    }

    public void ask(T tag, String url) {
        if (waiting.isEmpty()) {
            firstAt = System.currentTimeMillis();
        }
        waiting.add(new Ask<>(tag, url));
        if (waiting.size() >= maxBatch) {
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
        List<String> ids = asks.stream().map(a -> StatusDocs.id(a.url())).toList();
        es.mget(m -> m.index(index).ids(ids).sourceIncludes("links_seen", "interval_s", "visits", "not_modified",
                        "validators_ignored", "etag", "last_modified"), Map.class)
                .whenComplete((resp, e) -> {
                    try {
                        if (e != null) {
                            unavailable(asks, e.toString());
                            return;
                        }
                        List<MultiGetResponseItem<Map>> docs = resp.docs();
                        for (int i = 0; i < asks.size(); i++) {
                            MultiGetResponseItem<Map> item = docs.get(i);
                            Ask<T> a = asks.get(i);
                            if (item.isFailure()) {
                                answers.add(new Answer<>(a.tag(), a.url(), null, item.failure().error().reason()));
                            } else {
                                Map<?, ?> d = item.result().found() ? item.result().source() : null;
                                answers.add(new Answer<>(a.tag(), a.url(), previous(d), null));
                            }
                        }
                    } catch (RuntimeException unexpected) {
                        unavailable(asks, unexpected.toString());
                    }
                });
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
        return new RevisitSchedule.Previous(seen, interval, visits, notModified,
                Boolean.TRUE.equals(d.get("validators_ignored")), text(d.get("etag")), text(d.get("last_modified")));
    }

    private static String text(Object o) {
        return o instanceof String s ? s : null;
    }

    private void unavailable(List<Ask<T>> asks, String why) {
        for (Ask<T> a : asks) {
            answers.add(new Answer<>(a.tag(), a.url(), null, "crawl-status unavailable: " + why));
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
