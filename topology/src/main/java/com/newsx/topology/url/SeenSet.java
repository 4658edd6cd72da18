package com.newsx.topology.url;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;
import com.newsx.topology.cache.ByteBoundedLru;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.doc.VisitStamp;
import com.newsx.topology.es.EsFailure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The seen-set in crawl-status, asked in batches. A new URL is admitted by an atomic {@code create} of its status
 * document, which records the Kafka record that admitted it. A URL already there is admitted again only if it is
 * not final and this is a replay of that same record (its tuple failed or timed out downstream, so Kafka sent it
 * again); any other message for it is a duplicate and dropped. A per-task cache of URL -> admitting record saves
 * the request for the many duplicate links. Methods are for the bolt's thread; answers arrive through {@link #drain}.
 *
 * @param <T> the caller's tag (the tuple)
 */
public final class SeenSet<T> {
    public enum Verdict {
        /** First time: crawl it. */
        NEW,
        /** A replay of the record that admitted it, not final yet: crawl it again. */
        REPLAY,
        /**
         * A seed given again whose record ended it (a retired source, an error, a refusal): its record is reset as
         * if admitted now (its source state kept) and it is crawled again; answered as NEW once that is stored.
         */
        REVIVE,
        /** Known: final, or in flight from another record. Drop it. */
        KNOWN,
        /** Elasticsearch refused the document for good (the reason says why): record and drop. */
        REFUSED,
        /** Elasticsearch could not answer or take the entry (down, blocked, no shard): fail the tuple, Kafka replays it. */
        UNAVAILABLE
    }

    /** A question: is this URL new? {@code source} names the Kafka record; {@code doc} is its discovered entry. */
    public record Ask<T>(T tag, String url, String source, Map<String, Object> doc) {
    }

    /**
     * The answer; {@code attempts} are the failures so far that were the URL's, {@code outages} its deferrals for
     * outages of a service (for a replay); {@code firstSeen} is when the URL entered the crawl (its stored
     * discovered_time, epoch ms) for NEW and REPLAY, -1 otherwise; {@code visit} the stamp of the visit it is due
     * for ({@link VisitStamp}: a replay's is its first try's), -1 when not NEW or REPLAY.
     */
    public record Answer<T>(Ask<T> ask, Verdict verdict, int attempts, String reason, int outages, long firstSeen,
                            long visit) {
        public Answer(Ask<T> ask, Verdict verdict, int attempts, String reason) {
            this(ask, verdict, attempts, reason, 0, -1, -1);
        }
    }

    private final ElasticsearchAsyncClient es;
    private final String index;
    private final int maxBatch;
    private final long flushMs;
    private final ByteBoundedLru<String, String> cache;
    private final List<Ask<T>> waiting = new ArrayList<>();
    private final ConcurrentLinkedQueue<Answer<T>> answers = new ConcurrentLinkedQueue<>();
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private long firstAt;

    /** {@code cacheBytes}: the heap the URL -> admitting record cache may take ({@code url.seen-cache-bytes}). */
    public SeenSet(ElasticsearchAsyncClient es, String index, int maxBatch, long flushMs, long cacheBytes) {
        this.es = es;
        this.index = index;
        this.maxBatch = maxBatch;
        this.flushMs = flushMs;
        this.cache = ByteBoundedLru.ofStrings(cacheBytes);
    }

    public void ask(Ask<T> a) {
        String admittedBy = cache.get(a.url());
        // a seed given again is read whatever the cache says: its record may have ended it (REVIVE)
        if (admittedBy != null && !admittedBy.equals(a.source()) && !isSeed(a.doc())) {
            answers.add(new Answer<>(a, Verdict.KNOWN, 0, null));
            return;
        }
        if (waiting.isEmpty()) {
            firstAt = System.currentTimeMillis();
        }
        waiting.add(a);
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
        List<Ask<T>> creates = new ArrayList<>();
        List<Ask<T>> reads = new ArrayList<>();
        for (Ask<T> a : waiting) {
            (cache.containsKey(a.url()) ? reads : creates).add(a);
        }
        waiting.clear();
        inFlight.incrementAndGet();
        if (creates.isEmpty()) {
            read(reads);
            return;
        }
        List<BulkOperation> ops = new ArrayList<>(creates.size());
        for (Ask<T> a : creates) {
            ops.add(BulkOperation.of(o -> o.create(c -> c.index(index).id(StatusDocs.id(a.url())).document(a.doc()))));
        }
        es.bulk(new BulkRequest.Builder().operations(ops).build()).whenComplete((resp, e) -> {
            if (e != null) {
                unavailable(creates, e);
                unavailable(reads, e);
                inFlight.decrementAndGet();
                return;
            }
            try {
                created(creates, reads, resp.items());
            } catch (RuntimeException unexpected) {
                unavailable(creates, unexpected);
                unavailable(reads, unexpected);
                inFlight.decrementAndGet();
                return;
            }
            read(reads);
        });
    }

    /** The answers to the creates; a conflict (409) joins the reads: someone admitted it before, read who. */
    private void created(List<Ask<T>> creates, List<Ask<T>> reads, List<BulkResponseItem> items) {
        for (int i = 0; i < creates.size(); i++) {
            BulkResponseItem item = items.get(i);
            Ask<T> a = creates.get(i);
            if (item.error() == null) {
                answers.add(new Answer<>(a, Verdict.NEW, 0, null, 0, StatusDocs.discoveredMs(a.doc()),
                        VisitStamp.of(a.doc())));
            } else if (item.status() == 409) {
                reads.add(a);
            } else if (EsFailure.of(item.status(), item.error().type(), item.error().reason()) == EsFailure.Cause.OUTAGE) {
                // a write block, a closed or missing index, overload, a mapping behind its template: admission waits
                answers.add(new Answer<>(a, Verdict.UNAVAILABLE, 0,
                        EsFailure.describe(item.index(), item.error().type(), item.error().reason())));
            } else {
                answers.add(new Answer<>(a, Verdict.REFUSED, 0, item.error().type() + ": " + item.error().reason()));
            }
        }
    }

    /** Reads the status documents of URLs already known (ends the batch: decrements the in-flight count). */
    private void read(List<Ask<T>> asks) {
        if (asks.isEmpty()) {
            inFlight.decrementAndGet();
            return;
        }
        List<String> ids = new ArrayList<>(asks.size());
        for (Ask<T> a : asks) {
            ids.add(StatusDocs.id(a.url()));
        }
        es.mget(m -> m.index(index).ids(ids).sourceIncludes("final", "admitted_by", "attempts", "outages",
                "discovered_time", "status", VisitStamp.VISITED), Map.class)
                .whenComplete((resp, e) -> {
                    try {
                        if (e != null) {
                            unavailable(asks, e);
                        } else {
                            List<MultiGetResponseItem<Map>> docs = resp.docs();
                            List<Ask<T>> revived = new ArrayList<>();
                            for (int i = 0; i < asks.size(); i++) {
                                Answer<T> answer = judge(asks.get(i), docs.get(i));
                                if (answer.verdict() == Verdict.REVIVE) {
                                    revived.add(answer.ask());
                                } else {
                                    answers.add(answer);
                                }
                            }
                            revive(revived);
                        }
                    } catch (RuntimeException unexpected) {
                        unavailable(asks, unexpected);
                    } finally {
                        inFlight.decrementAndGet();
                    }
                });
    }

    private Answer<T> judge(Ask<T> a, MultiGetResponseItem<Map> item) {
        if (item.isFailure()) {
            // the document exists (its create conflicted) but cannot be read now (no shard available): ask again
            // later; taken as known, a URL not yet final would be dropped for good
            var error = item.failure().error();
            return new Answer<>(a, Verdict.UNAVAILABLE, 0, "crawl-status unreadable: " + error.type() + ": "
                    + error.reason());
        }
        if (!item.result().found() || item.result().source() == null) {
            // created and gone (an index deleted under a running crawl): treat as known, never loop
            return new Answer<>(a, Verdict.KNOWN, 0, "status document missing");
        }
        Map<?, ?> d = item.result().source();
        boolean isFinal = Boolean.TRUE.equals(d.get("final"));
        Object by = d.get("admitted_by");
        if (isFinal && !a.source().equals(by) && revivable(a.doc(), d.get("status"))) {
            return new Answer<>(a, Verdict.REVIVE, 0, null);
        }
        int attempts = d.get("attempts") instanceof Number n ? n.intValue() : 0;
        if (!isFinal && a.source().equals(by)) {
            int outages = d.get("outages") instanceof Number n ? n.intValue() : 0;
            // the time it was first admitted, not now: its article goes to the index it went to the first time
            // and the stamp of the visit it replays: what the lost try wrote is not written again
            return new Answer<>(a, Verdict.REPLAY, attempts, null, outages, StatusDocs.discoveredMs(d),
                    VisitStamp.of(d));
        }
        return new Answer<>(a, Verdict.KNOWN, attempts, by == null ? null : by.toString());
    }

    /** Ended by its record, for a reason that seeding it again should undo. */
    private static final java.util.Set<String> REVIVABLE = java.util.Set.of(CrawlStatus.RETIRED.value(),
            CrawlStatus.ERROR.value(), CrawlStatus.FILTERED.value(), CrawlStatus.ROBOTS_DENIED.value());

    /**
     * Whether a message is a seed (depth 0, no parent: what bin/seed sends) whose stored record ended it for a reason
     * seeding it again should undo: a retired source, an error, a refusal (the settings or robots.txt may have
     * changed since). A seed that ended well is still visited as a source and needs nothing.
     */
    static boolean revivable(Map<String, Object> asked, Object storedStatus) {
        return isSeed(asked) && storedStatus instanceof String s && REVIVABLE.contains(s);
    }

    /** A seed's message: depth 0 and no parent. */
    static boolean isSeed(Map<String, Object> asked) {
        return asked != null && Integer.valueOf(0).equals(asked.get("depth")) && asked.get("parent_url") == null;
    }

    /**
     * Resets the records of revived seeds as if admitted now (a partial update: a source keeps its interval and the
     * links it had; its failures in a row are over), then answers them NEW; one that cannot be stored is UNAVAILABLE.
     */
    private void revive(List<Ask<T>> revived) {
        if (revived.isEmpty()) {
            return;
        }
        List<BulkOperation> ops = new ArrayList<>(revived.size());
        for (Ask<T> a : revived) {
            Map<String, Object> doc = new java.util.LinkedHashMap<>(a.doc());
            doc.remove("discovered_time"); // an article keeps the index it went to the first time
            doc.put("failures", 0);
            doc.put("outages", 0);
            doc.put("reason", "seeded again: revived");
            ops.add(BulkOperation.of(o -> o.update(u -> u.index(index).id(StatusDocs.id(a.url()))
                    .action(x -> x.doc(doc)))));
        }
        inFlight.incrementAndGet();
        es.bulk(new BulkRequest.Builder().operations(ops).build()).whenComplete((resp, e) -> {
            try {
                for (int i = 0; i < revived.size(); i++) {
                    Ask<T> a = revived.get(i);
                    if (e != null || resp.items().get(i).error() != null) {
                        answers.add(new Answer<>(a, Verdict.UNAVAILABLE, 0, "reviving a seed failed: "
                                + (e != null ? e : resp.items().get(i).error().reason())));
                    } else {
                        answers.add(new Answer<>(a, Verdict.NEW, 0, null, 0, StatusDocs.discoveredMs(a.doc()),
                                VisitStamp.of(a.doc())));
                    }
                }
            } finally {
                inFlight.decrementAndGet();
            }
        });
    }

    private void unavailable(List<Ask<T>> asks, Throwable e) {
        String why = "elasticsearch unavailable: " + (e.getCause() != null ? e.getCause() : e);
        for (Ask<T> a : asks) {
            answers.add(new Answer<>(a, Verdict.UNAVAILABLE, 0, why));
        }
    }

    /** Answers that came in; remembers who admitted each URL, for the duplicates that follow. */
    public List<Answer<T>> drain() {
        List<Answer<T>> out = new ArrayList<>();
        for (Answer<T> a = answers.poll(); a != null; a = answers.poll()) {
            switch (a.verdict()) {
                case NEW, REPLAY -> cache.put(a.ask().url(), a.ask().source());
                case KNOWN -> cache.putIfAbsent(a.ask().url(), a.reason() != null ? a.reason() : "final");
                default -> {
                }
            }
            out.add(a);
        }
        return out;
    }

    public int waiting() {
        return waiting.size();
    }

    public int inFlight() {
        return inFlight.get();
    }
}
