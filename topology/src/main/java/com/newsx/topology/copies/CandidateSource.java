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
     * One lookup's answer: its candidates, or why the cluster refused its search for a reason that is the article's
     * own (a query it makes illegal, {@code EsFailure.Cause.DOCUMENT}): asking again would be refused again.
     */
    record Found(List<Candidate> candidates, String refused) {
        public static Found of(List<Candidate> candidates) {
            return new Found(candidates, null);
        }

        public static Found refusal(String why) {
            return new Found(List.of(), why);
        }

        public boolean isRefused() {
            return refused != null;
        }
    }

    /**
     * The answer to each query, in the order of {@code queries}; completes exceptionally if the cluster could not
     * answer (unreachable, overloaded, failing: any search of the batch failing for an outage fails the batch, and
     * the caller asks the whole batch again, since a partial answer would decide some articles blind).
     */
    CompletableFuture<List<Found>> find(List<Lookup> queries);
}
