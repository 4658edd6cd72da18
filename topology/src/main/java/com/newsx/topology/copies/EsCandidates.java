package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.query_dsl.Query;
import co.elastic.clients.elasticsearch.core.MsearchRequest;
import co.elastic.clients.elasticsearch.core.MsearchResponse;
import co.elastic.clients.elasticsearch.core.msearch.MultiSearchResponseItem;
import co.elastic.clients.elasticsearch.core.search.Hit;
import com.newsx.extractor.dedup.BodyFingerprint;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Candidates from news-articles, a whole batch in one {@code _msearch}. Within each search a terms query on
 * {@code copy_bands} would score every hit alike, so each band is a should-clause and the articles sharing the most
 * bands (the likeliest copies) come first. Only the fingerprint, times and story fields are fetched, never the body.
 */
public final class EsCandidates implements CandidateSource {
    private static final List<String> FIELDS = List.of("copy_minhash", "copy_shingles", "publish_time", "fetch_time",
            "duplicate_of", "story_id");
    private final ElasticsearchAsyncClient es;
    private final String index;

    public EsCandidates(ElasticsearchAsyncClient es, String index) {
        this.es = es;
        this.index = index;
    }

    @Override
    public CompletableFuture<List<List<Candidate>>> find(List<CandidateSource.Lookup> queries) {
        if (queries.isEmpty()) {
            return CompletableFuture.completedFuture(List.of());
        }
        CompletableFuture<MsearchResponse<Map>> sent;
        try {
            sent = es.msearch(request(index, queries), Map.class);
        } catch (RuntimeException e) { // the client can throw before it has a future (closed, unreachable)
            return CompletableFuture.failedFuture(e);
        }
        return sent.thenApply(EsCandidates::candidates);
    }

    /** The batch's {@code _msearch}: one search per lookup. */
    static MsearchRequest request(String index, List<CandidateSource.Lookup> queries) {
        MsearchRequest.Builder req = new MsearchRequest.Builder();
        for (CandidateSource.Lookup q : queries) {
            req.searches(s -> s.header(h -> h.index(index).ignoreUnavailable(true))
                    .body(b -> b.size(q.max()).trackTotalHits(t -> t.enabled(false))
                            .source(src -> src.filter(f -> f.includes(FIELDS)))
                            .query(bandsOf(q))));
        }
        return req.build();
    }

    private static Query bandsOf(CandidateSource.Lookup q) {
        return Query.of(qb -> qb.bool(b -> {
            for (String band : q.bands()) {
                b.should(sh -> sh.term(t -> t.field("copy_bands").value(FieldValue.of(band))));
            }
            return b.minimumShouldMatch("1").mustNot(mn -> mn.ids(i -> i.values(q.selfId())));
        }));
    }

    /** Each search's candidates, in the order of the searches; a failed search fails the whole batch. */
    static List<List<Candidate>> candidates(MsearchResponse<Map> r) {
        List<List<Candidate>> all = new ArrayList<>();
        for (MultiSearchResponseItem<Map> item : r.responses()) {
            if (item.isFailure()) {
                throw new CompletionException(new IOException("copy lookup failed: " + item.failure().error().type()
                        + ": " + item.failure().error().reason()));
            }
            List<Candidate> out = new ArrayList<>();
            for (Hit<Map> h : item.result().hits().hits()) {
                Candidate c = candidate(h.id(), h.source());
                if (c != null) {
                    out.add(c);
                }
            }
            all.add(out);
        }
        return all;
    }

    private static Candidate candidate(String id, Map<?, ?> d) {
        if (d == null || !(d.get("copy_minhash") instanceof List<?> mins) || !(d.get("copy_shingles") instanceof Number n)) {
            return null;
        }
        int[] m = new int[mins.size()];
        for (int i = 0; i < m.length; i++) {
            m[i] = ((Number) mins.get(i)).intValue();
        }
        return new Candidate(id, new BodyFingerprint(m, n.intValue()), str(d.get("publish_time")),
                str(d.get("fetch_time")), str(d.get("duplicate_of")), str(d.get("story_id")));
    }

    private static String str(Object o) {
        return o == null ? null : o.toString();
    }
}
