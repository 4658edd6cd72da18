package com.newsx.topology.frontier;

import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.SortOrder;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.doc.VisitStamp;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * The search one frontier task sends for due URLs: next_fetch_time at most now, oldest first (ties by URL, so pages
 * follow each other exactly), a page at a time from where the last page ended ({@code search_after}), on the task's
 * own shards only. Task i of n reads shards s with s % n == i, so tasks never read the same URL and each shard's
 * queue is read by one task (tasks beyond the shard count stay idle). Each hit comes with its sequence number, which
 * the lease ({@link FrontierLeases}) is conditional on.
 */
public final class FrontierQuery {
    /** What the frontier needs of a status document. */
    static final List<String> FIELDS = List.of("url", "host", "depth", "seed", "parent_url", "attempts", "next_fetch_time",
            "etag", "last_modified", "not_modified", "validators_ignored", "outages", "discovered_time",
            VisitStamp.VISITED, "status", StatusDocs.VERSION, StatusDocs.LEASE_VERSION);

    private final String index;
    private final int batchSize;

    public FrontierQuery(String index, int batchSize) {
        this.index = index;
        this.batchSize = batchSize;
    }

    /** The shards of an index of {@code shards} shards that task {@code task} of {@code tasks} reads (maybe none). */
    public static List<Integer> shardsOf(int task, int tasks, int shards) {
        List<Integer> out = new ArrayList<>();
        for (int s = task; s < shards; s += tasks) {
            out.add(s);
        }
        return out;
    }

    /** The search preference that keeps a request to those shards. */
    public static String preference(List<Integer> shards) {
        StringJoiner j = new StringJoiner(",", "_shards:", "");
        shards.forEach(s -> j.add(String.valueOf(s)));
        return j.toString();
    }

    /**
     * The request for the page of due URLs at {@code nowMs} after {@code after} (the last hit's sort values of the
     * previous page; null: from the oldest).
     */
    public SearchRequest due(List<Integer> shards, long nowMs, List<FieldValue> after) {
        return SearchRequest.of(s -> {
            s.index(index)
                    .preference(preference(shards))
                    .size(batchSize)
                    .trackTotalHits(t -> t.enabled(false))
                    .seqNoPrimaryTerm(true) // the lease is written on condition that the document is as read
                    .source(c -> c.filter(f -> f.includes(FIELDS)))
                    .query(q -> q.range(r -> r.date(d -> d.field("next_fetch_time").lte(Instant.ofEpochMilli(nowMs).toString()))))
                    .sort(o -> o.field(f -> f.field("next_fetch_time").order(SortOrder.Asc)))
                    .sort(o -> o.field(f -> f.field("url").order(SortOrder.Asc)));
            if (after != null && !after.isEmpty()) {
                s.searchAfter(after);
            }
            return s;
        });
    }

    /** A request that tells how many shards the index has (its response's shard total), and whether it exists. */
    public SearchRequest shardCount() {
        return SearchRequest.of(s -> s.index(index).ignoreUnavailable(true).size(0).trackTotalHits(t -> t.enabled(false)));
    }

    public int batchSize() {
        return batchSize;
    }
}
