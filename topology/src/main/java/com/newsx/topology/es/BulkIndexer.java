package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.Refresh;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import co.elastic.clients.elasticsearch.core.BulkResponse;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;
import com.newsx.topology.doc.IndexDoc;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes documents to Elasticsearch in one bulk request and reports each document's fate, so a caller acks
 * exactly the documents that are durably stored and records a reason for the others, telling the document's fault
 * from an outage that a later run gets past ({@link EsFailure}). An unreachable cluster fails every document with
 * the same reason instead of throwing, so the rest of the work goes on.
 */
public final class BulkIndexer {
    private final ElasticsearchClient es;

    public BulkIndexer(ElasticsearchClient es) {
        this.es = es;
    }

    /** One document's fate: stored, or failed with a reason and its cause (null when stored). */
    public record Outcome(IndexDoc doc, boolean stored, String reason, EsFailure.Cause cause) {
        /** Failed because the cluster or the index could not take it now: writing it again later may work. */
        public boolean retryable() {
            return !stored && cause == EsFailure.Cause.OUTAGE;
        }
    }

    public List<Outcome> index(List<IndexDoc> docs, boolean refresh) {
        List<Outcome> out = new ArrayList<>(docs.size());
        if (docs.isEmpty()) {
            return out;
        }
        BulkRequest.Builder req = new BulkRequest.Builder();
        if (refresh) {
            req.refresh(Refresh.WaitFor);
        }
        for (IndexDoc d : docs) {
            req.operations(op -> op.index(i -> i.index(d.index()).id(d.id()).document(d.source())));
        }
        BulkResponse resp;
        try {
            resp = es.bulk(req.build());
        } catch (IOException | RuntimeException e) {
            String reason = "elasticsearch unavailable: " + e.getMessage();
            for (IndexDoc d : docs) {
                out.add(new Outcome(d, false, reason, EsFailure.Cause.OUTAGE));
            }
            return out;
        }
        List<BulkResponseItem> items = resp.items();
        for (int i = 0; i < docs.size(); i++) {
            BulkResponseItem item = items.get(i);
            if (item.error() == null) {
                out.add(new Outcome(docs.get(i), true, null, null));
            } else {
                out.add(new Outcome(docs.get(i), false,
                        EsFailure.describe(item.index(), item.error().type(), item.error().reason()),
                        EsFailure.of(item.status(), item.error().type(), item.error().reason())));
            }
        }
        return out;
    }
}
