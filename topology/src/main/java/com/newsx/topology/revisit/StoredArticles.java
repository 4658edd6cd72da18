package com.newsx.topology.revisit;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.mget.MultiGetOperation;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Reads the stored version of articles about to be written (their fingerprint, versions, first indexing), one
 * realtime mget per batch, by the very index and id each is to be written to: a revisit may come before the index's
 * refresh. An index that does not exist yet holds no article. Methods are for the bolt's thread; answers arrive
 * through {@link #drain}.
 *
 * @param <T> the caller's tag
 */
public final class StoredArticles<T> {
    /** The stored article ({@link ArticleRevision.Stored#NONE} if none), or why it could not be read. */
    public record Answer<T>(T tag, String index, String id, byte[] json, ArticleRevision.Stored stored, String error) {
    }

    private record Ask<T>(T tag, String index, String id, byte[] json) {
    }

    private final ElasticsearchAsyncClient es;
    private final int maxBatch;
    private final long flushMs;
    private final List<Ask<T>> waiting = new ArrayList<>();
    private final ConcurrentLinkedQueue<Answer<T>> answers = new ConcurrentLinkedQueue<>();
    private long firstAt;

    public StoredArticles(ElasticsearchAsyncClient es, int maxBatch, long flushMs) {
        this.es = es;
        this.maxBatch = Math.max(1, maxBatch);
        this.flushMs = flushMs;
    }

    /** Asks for the stored version of the article {@code json} to be written to {@code index} under {@code id}. */
    public void ask(T tag, String index, String id, byte[] json) {
        if (waiting.isEmpty()) {
            firstAt = System.currentTimeMillis();
        }
        waiting.add(new Ask<>(tag, index, id, json));
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
        List<MultiGetOperation> docs = new ArrayList<>(asks.size());
        for (Ask<T> a : asks) {
            docs.add(MultiGetOperation.of(o -> o.index(a.index()).id(a.id())));
        }
        try {
            es.mget(m -> m.docs(docs).sourceIncludes("content_hash", "version_count", "indexed_time", "removed"),
                            Map.class)
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
        } catch (RuntimeException e) {
            unavailable(asks, e.toString());
        }
    }

    private void answer(List<Ask<T>> asks, List<MultiGetResponseItem<Map>> items) {
        for (int i = 0; i < asks.size(); i++) {
            Ask<T> a = asks.get(i);
            MultiGetResponseItem<Map> item = items.get(i);
            if (item.isFailure()) {
                String type = item.failure().error().type();
                if ("index_not_found_exception".equals(type)) {
                    answers.add(new Answer<>(a.tag(), a.index(), a.id(), a.json(), ArticleRevision.Stored.NONE, null));
                } else {
                    answers.add(new Answer<>(a.tag(), a.index(), a.id(), a.json(), null,
                            "stored article unreadable: " + item.failure().error().reason()));
                }
            } else {
                Map<?, ?> source = item.result().found() ? item.result().source() : null;
                answers.add(new Answer<>(a.tag(), a.index(), a.id(), a.json(),
                        item.result().found() ? ArticleRevision.Stored.of(source == null ? Map.of() : source)
                                : ArticleRevision.Stored.NONE, null));
            }
        }
    }

    private void unavailable(List<Ask<T>> asks, String why) {
        for (Ask<T> a : asks) {
            answers.add(new Answer<>(a.tag(), a.index(), a.id(), a.json(), null, "news-articles unavailable: " + why));
        }
    }

    public List<Answer<T>> drain() {
        List<Answer<T>> out = new ArrayList<>();
        for (Answer<T> a = answers.poll(); a != null; a = answers.poll()) {
            out.add(a);
        }
        return out;
    }

    /** Asks not sent yet. */
    public int waiting() {
        return waiting.size();
    }
}
