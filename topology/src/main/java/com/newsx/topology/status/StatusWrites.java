package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;
import com.newsx.topology.doc.StatusDocs;

import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A URL's status updates land in the order they were made. Each outcome carries {@code status_version}, when it
 * was made (ms). An update goes first as a plain partial update; one that must go again (an outage pushed it back,
 * or another write came between its read and its write) is first compared with what is stored: older than the
 * stored {@code status_version}, it is dropped as stale - a newer outcome landed meanwhile, so dropping it is right,
 * not a loss (a late "retrying" must not land over "indexed"); otherwise it is written on condition that the
 * document is still the one just read ({@code if_seq_no}, {@code if_primary_term}), and a conflict reads again.
 * This Elasticsearch has no scripts and an update takes no external version, hence the read before a retry.
 * Updates without a version (a source's visit) go again as they are.
 */
public final class StatusWrites {
    /** An update of a URL's status document, as the status step writes it; {@code tag} is the caller's. */
    public record Update<T>(T tag, String id, Map<String, Object> doc, boolean upsert) {
    }

    private final ElasticsearchAsyncClient es;
    private final String index;

    public StatusWrites(ElasticsearchAsyncClient es, String index) {
        this.es = es;
        this.index = index;
    }

    /** The update as it goes first: unconditional (an upsert for an outcome: a refused URL has no document yet). */
    public BulkOperation op(Update<?> u) {
        return BulkOperation.of(o -> o.update(x -> x.index(index).id(u.id())
                .action(a -> a.doc(u.doc()).docAsUpsert(u.upsert()))));
    }

    /**
     * The ordering rule: an update made at {@code mine} is stale when the stored version is newer. Equal is not stale
     * (the same update again). Either missing: not stale.
     */
    public static boolean stale(Object stored, Object mine) {
        return stored instanceof Number s && mine instanceof Number m && s.longValue() > m.longValue();
    }

    /** The update to send again, after reading what is stored: conditional on it, or null when stale. */
    public CompletableFuture<BulkOperation> again(Update<?> u) {
        Object mine = u.doc().get(StatusDocs.VERSION);
        if (mine == null) {
            return CompletableFuture.completedFuture(op(u));
        }
        return es.mget(m -> m.index(index).ids(u.id()).realtime(true).sourceIncludes(StatusDocs.VERSION), Map.class)
                .thenApply(r -> {
                    MultiGetResponseItem<Map> item = r.docs().get(0);
                    if (item.isFailure()) {
                        throw new IllegalStateException("crawl-status unreadable: " + item.failure().error().reason());
                    }
                    var got = item.result();
                    if (!got.found() || got.seqNo() == null || got.primaryTerm() == null) {
                        return op(u); // nothing stored yet: the upsert creates it
                    }
                    if (stale(got.source() == null ? null : got.source().get(StatusDocs.VERSION), mine)) {
                        return null;
                    }
                    long seqNo = got.seqNo();
                    long term = got.primaryTerm();
                    // no upsert: Elasticsearch takes no condition with one, and the document is there
                    return BulkOperation.of(o -> o.update(x -> x.index(index).id(u.id()).ifSeqNo(seqNo)
                            .ifPrimaryTerm(term).action(a -> a.doc(u.doc()))));
                });
    }
}
