package com.newsx.topology.frontier;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;
import com.newsx.topology.doc.StatusDocs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The frontier's leases in crawl-status. A due URL is sent into the crawl only once its lease is stored: due again
 * at the lease's end, marked with the status_version it was leased at ({@link StatusDocs#lease}), written on condition
 * that the document is still the one the search read (a URL whose status changed meanwhile is left for the next
 * search). So a try lost with the worker that held it - and with the frontier task's memory - is still known when
 * the lease ends: no outcome changed the status_version, and the URL goes out as a replay, whose lost try the fetch
 * step counts as an attempt; a page that kills its worker ends final at retry.max-attempts instead of replaying
 * forever. A tuple that fails while its worker lives gives its lease back: due again after {@code settleMs},
 * still marked, unless an outcome came first (the give-back is conditional on the lease as written).
 */
public final class FrontierLeases {
    /** A due URL as the search read it: the lease is conditional on that version of its document. */
    public record Candidate(DueUrl due, long seqNo, long primaryTerm) {
    }

    /** A lease stored: its document's new version, which a give-back is conditional on. */
    public record Lease(DueUrl due, long seqNo, long primaryTerm) {
    }

    /**
     * What a batch of leases came to: those stored (to be emitted), those whose document had changed since the search
     * (skipped), and the failure of the others (null: none), an outage of Elasticsearch.
     */
    public record Taken(List<Lease> leases, int changed, String failure) {
    }

    private record GiveBack(String id, long seqNo, long primaryTerm) {
    }

    private final ElasticsearchAsyncClient es;
    private final String index;
    private final long leaseMs;
    private final long settleMs;
    private final List<GiveBack> givingBack = new ArrayList<>();
    private volatile boolean givingInFlight;

    public FrontierLeases(ElasticsearchAsyncClient es, String index, long leaseMs, long settleMs) {
        this.es = es;
        this.index = index;
        this.leaseMs = leaseMs;
        this.settleMs = settleMs;
    }

    /** Leases the URLs at {@code now}; the future fails only when the request as a whole did. */
    public CompletableFuture<Taken> take(List<Candidate> urls, long now) {
        if (urls.isEmpty()) {
            return CompletableFuture.completedFuture(new Taken(List.of(), 0, null));
        }
        List<BulkOperation> ops = new ArrayList<>(urls.size());
        for (Candidate c : urls) {
            Map<String, Object> doc = StatusDocs.lease(c.due().statusVersion(), now + leaseMs, now);
            ops.add(BulkOperation.of(o -> o.update(u -> u.index(index).id(c.due().id())
                    .ifSeqNo(c.seqNo()).ifPrimaryTerm(c.primaryTerm()).action(a -> a.doc(doc)))));
        }
        return es.bulk(new BulkRequest.Builder().operations(ops).build()).thenApply(r -> taken(urls, r.items()));
    }

    static Taken taken(List<Candidate> urls, List<BulkResponseItem> items) {
        List<Lease> leases = new ArrayList<>(urls.size());
        int changed = 0;
        String failure = null;
        for (int i = 0; i < urls.size(); i++) {
            BulkResponseItem item = items.get(i);
            if (item.error() == null && item.seqNo() != null && item.primaryTerm() != null) {
                leases.add(new Lease(urls.get(i).due(), item.seqNo(), item.primaryTerm()));
            } else if (item.status() == 409) {
                changed++;
            } else if (failure == null) {
                failure = item.error() == null ? "status " + item.status()
                        : item.error().type() + ": " + item.error().reason();
            }
        }
        return new Taken(leases, changed, failure);
    }

    /** A leased URL's tuple failed: its lease is given back with the next {@link #flush}. */
    public void giveBack(Lease lease) {
        givingBack.add(new GiveBack(lease.due().id(), lease.seqNo(), lease.primaryTerm()));
    }

    /**
     * Sends the leases given back, one request at a time. A give-back that conflicts (an outcome came after all) or
     * fails (Elasticsearch away) changes nothing: the URL is then due when its lease ends, still marked if its try
     * was lost.
     */
    public void flush(long now) {
        if (givingInFlight || givingBack.isEmpty()) {
            return;
        }
        Map<String, Object> doc = StatusDocs.nextFetch(new LinkedHashMap<>(), now + settleMs);
        List<BulkOperation> ops = new ArrayList<>(givingBack.size());
        for (GiveBack g : givingBack) {
            ops.add(BulkOperation.of(o -> o.update(u -> u.index(index).id(g.id())
                    .ifSeqNo(g.seqNo()).ifPrimaryTerm(g.primaryTerm()).action(a -> a.doc(doc)))));
        }
        givingBack.clear();
        givingInFlight = true;
        es.bulk(new BulkRequest.Builder().operations(ops).build()).whenComplete((r, e) -> givingInFlight = false);
    }

    /** Leases given back and not sent yet. */
    public int givingBack() {
        return givingBack.size();
    }
}
