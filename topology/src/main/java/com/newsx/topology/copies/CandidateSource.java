package com.newsx.topology.copies;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Looks up, for a batch of articles at once, the indexed articles sharing any of each one's band keys (best first,
 * at most {@code max} each). One call is one request, so the lookup costs a round trip per batch, not per article.
 */
public interface CandidateSource {
    /** One article's lookup: its own id (never a candidate of itself) and its band keys. */
    record Lookup(String selfId, List<String> bands, int max) {
    }

    /**
     * The candidates of each query, in the order of {@code queries}; completes exceptionally if any part of the
     * lookup failed (the caller retries the whole batch: a partial answer would decide some articles blind).
     */
    CompletableFuture<List<List<Candidate>>> find(List<Lookup> queries);
}
