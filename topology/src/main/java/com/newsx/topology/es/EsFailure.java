package com.newsx.topology.es;

import java.util.Set;

/**
 * Why Elasticsearch did not take a write: the document's fault, which no retry mends, or an outage of the cluster
 * or of the index, which passes. Only what the document causes is permanent (a mapping it breaks, an argument it
 * makes illegal, a size over the request limit); a write block (403, e.g. {@code index.blocks.write} or the disk's
 * flood stage), a closed (400) or missing (404) index, overload (429), any 5xx and no answer at all are outages: the
 * write is tried again later, never recorded as the URL's final fate. An unknown error is taken as an outage too:
 * deferring a write that can never succeed costs retries, recording a passing error as final loses the page.
 */
public final class EsFailure {
    /** The kinds of failure. */
    public enum Cause {
        /** The document cannot be stored as it is: record it, do not retry. */
        DOCUMENT,
        /** The cluster or the index cannot take writes now: retry later. */
        OUTAGE,
        /** A conditional write found a newer version (409): the caller decides (read again, or drop as stale). */
        CONFLICT
    }

    /** Error types of a 400 or 404 that say the index, not the document, is the trouble. */
    private static final Set<String> INDEX_TROUBLE = Set.of("index_closed_exception", "index_not_found_exception",
            "cluster_block_exception", "unavailable_shards_exception", "no_shard_available_action_exception",
            "es_rejected_execution_exception", "circuit_breaking_exception", "process_cluster_event_timeout_exception");

    private EsFailure() {
    }

    /**
     * The cause of a failed operation: its HTTP status (0: no answer) and the error's type (may be null).
     */
    public static Cause of(int status, String type) {
        if (type != null && INDEX_TROUBLE.contains(type)) {
            return Cause.OUTAGE;
        }
        if (status == 409) {
            return Cause.CONFLICT;
        }
        // 400: the request (our document) is malformed; 404 without a missing index: the document to update is
        // gone; 413: larger than the cluster takes
        if (status == 400 || status == 404 || status == 413) {
            return Cause.DOCUMENT;
        }
        return Cause.OUTAGE;
    }
}
