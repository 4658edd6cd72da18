package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import co.elastic.clients.elasticsearch._types.ErrorResponse;
import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.query_dsl.FieldAndFormat;
import co.elastic.clients.elasticsearch._types.query_dsl.Query;
import co.elastic.clients.elasticsearch.core.MgetRequest;
import co.elastic.clients.elasticsearch.core.MgetResponse;
import co.elastic.clients.elasticsearch.core.MsearchRequest;
import co.elastic.clients.elasticsearch.core.MsearchResponse;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;
import co.elastic.clients.elasticsearch.core.msearch.MultiSearchResponseItem;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.json.JsonData;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.es.EsFailure;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Candidates from news-articles, a whole batch in one search ({@link BatchSearch}): the union of its articles' band
 * keys as one filter, each hit's keys made again from its signature to tell whose candidate it is. One search per
 * article cost Elasticsearch about four times as much CPU (each search is parsed, planned and answered on its own)
 * even when nothing matched. A batch whose hits may have been cut at the search's size, that meets an article
 * indexed before its signature was, or whose search is refused, asks again with one search per article in one
 * {@code _msearch}. Within each of those a terms query on {@code copy_bands} would score every hit alike, so each
 * band is a should-clause and the articles sharing the most bands (the likeliest copies) come first. A candidate is
 * read from doc values alone (its packed signature, {@code copy_signature}, its times and story fields), never from
 * its source: Elasticsearch would load and parse the whole source, body and all, of every candidate to pick a few
 * fields out of it. Articles indexed before {@code copy_signature} existed have their minima in the source only
 * ({@code copy_minhash}): those few are read in one {@code _mget} after the search.
 */
public final class EsCandidates implements CandidateSource {
    static final List<String> DOC_VALUES = List.of("copy_signature", "copy_shingles", "publish_time", "fetch_time",
            "duplicate_of", "story_id", "url", "canonical_url");
    /** What an article indexed before copy_signature gives from its source. */
    static final List<String> OLDER_SOURCE = List.of("copy_minhash", "copy_shingles", "publish_time", "fetch_time",
            "duplicate_of", "story_id");
    private static final List<FieldAndFormat> DOC_VALUE_FIELDS = DOC_VALUES.stream()
            .map(f -> FieldAndFormat.of(b -> b.field(f))).toList();
    private final ElasticsearchAsyncClient es;
    private final String index;
    private final CopyDetection detection;

    /** Lookups in {@code index}, whose articles' band keys {@code detection} made ({@code copies.*}). */
    public EsCandidates(ElasticsearchAsyncClient es, String index, CopyDetection detection) {
        this.es = es;
        this.index = index;
        this.detection = detection;
    }

    @Override
    public CompletableFuture<List<Found>> find(List<CandidateSource.Lookup> queries) {
        if (queries.isEmpty()) {
            return CompletableFuture.completedFuture(List.of());
        }
        BatchSearch batch = BatchSearch.of(queries, detection);
        if (batch == null) {
            return searchEach(queries);
        }
        CompletableFuture<SearchResponse<Map>> sent;
        try {
            sent = es.search(batch.request(index), Map.class);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
        return sent.handle((r, e) -> {
            if (e != null) {
                // a search refused for what it asks is some article's fault: each asked alone finds whose
                return refusedForItsQuery(e) ? searchEach(queries) : CompletableFuture.<List<Found>>failedFuture(e);
            }
            Answer a = batch.answer(r);
            if (a == null) { // some hits may be left out, or one's keys are in its source only: each article asks
                return searchEach(queries);
            }
            return withOlder(a);
        }).thenCompose(f -> f);
    }

    private CompletableFuture<List<Found>> withOlder(Answer a) {
        if (a.older().isEmpty()) {
            return CompletableFuture.completedFuture(a.answers());
        }
        return es.mget(olderRequest(a.older()), Map.class).thenApply(g -> a.withOlder(g).answers());
    }

    private static boolean refusedForItsQuery(Throwable e) {
        Throwable t = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        return t instanceof ElasticsearchException ee && ee.error() != null
                && EsFailure.of(ee.status(), ee.error().type(), ee.error().reason()) == EsFailure.Cause.DOCUMENT;
    }

    /** One search per lookup in one {@code _msearch}: for a batch too large for one search, or refused as one. */
    CompletableFuture<List<Found>> searchEach(List<CandidateSource.Lookup> queries) {
        CompletableFuture<MsearchResponse<Map>> sent;
        try {
            sent = es.msearch(request(index, queries), Map.class);
        } catch (RuntimeException e) { // the client can throw before it has a future (closed, unreachable)
            return CompletableFuture.failedFuture(e);
        }
        return sent.thenCompose(r -> withOlder(answer(r)));
    }

    /** The batch's {@code _msearch}: one search per lookup, its hits' fields from doc values, no source. */
    static MsearchRequest request(String index, List<CandidateSource.Lookup> queries) {
        MsearchRequest.Builder req = new MsearchRequest.Builder();
        for (CandidateSource.Lookup q : queries) {
            req.searches(s -> s.header(h -> h.index(index).ignoreUnavailable(true))
                    .body(b -> b.size(q.max()).trackTotalHits(t -> t.enabled(false))
                            .source(src -> src.fetch(false)).storedFields(NO_STORED_FIELDS)
                            .docvalueFields(DOC_VALUE_FIELDS)
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

    /** A hit whose signature is in its source only: search {@code search}'s, to be read from {@code index}. */
    record Older(int search, String index, String id) {
    }

    /**
     * Each search's candidates read from doc values, and the hits to read from their sources; {@code refused} holds,
     * for each search, why the cluster refused it for the article's fault (null: answered).
     */
    record Answer(List<List<Candidate>> found, List<Older> older, List<String> refused) {
        /** Each search's answer, in order. */
        List<Found> answers() {
            List<Found> out = new ArrayList<>(found.size());
            for (int i = 0; i < found.size(); i++) {
                out.add(refused.get(i) != null ? Found.refusal(refused.get(i)) : Found.of(found.get(i)));
            }
            return out;
        }

        /**
         * The older hits' candidates added to their searches' (a failed or missing read fails the batch: a
         * candidate's document, not the article's, could not be read, which is the index's trouble).
         */
        Answer withOlder(MgetResponse<Map> r) {
            List<MultiGetResponseItem<Map>> docs = r.docs();
            if (docs.size() != older.size()) {
                throw new CompletionException(new IOException("copy lookup read " + docs.size() + " of "
                        + older.size() + " older candidates"));
            }
            for (int i = 0; i < docs.size(); i++) {
                MultiGetResponseItem<Map> d = docs.get(i);
                if (d.isFailure()) {
                    throw new CompletionException(new IOException("copy lookup failed: " + d.failure().error().type()
                            + ": " + d.failure().error().reason()));
                }
                if (d.result().found()) {
                    Candidate c = fromSource(d.result().id(), d.result().source());
                    if (c != null) {
                        found.get(older.get(i).search()).add(c);
                    }
                }
            }
            return this;
        }
    }

    /**
     * Each search's candidates, in the order of the searches. A search that failed for an outage ({@link EsFailure}:
     * 429, 5xx, an unavailable shard) fails the whole batch, to be asked again; one refused for the article's own
     * fault (a 400 its query causes) is that article's answer alone, and the others stand.
     */
    static Answer answer(MsearchResponse<Map> r) {
        List<List<Candidate>> all = new ArrayList<>();
        List<Older> older = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (MultiSearchResponseItem<Map> item : r.responses()) {
            if (item.isFailure()) {
                ErrorResponse failure = item.failure();
                String type = failure.error().type();
                String reason = failure.error().reason();
                if (EsFailure.of(failure.status(), type, reason) != EsFailure.Cause.DOCUMENT) {
                    throw new CompletionException(new IOException("copy lookup failed: " + failure.status() + " "
                            + type + ": " + reason));
                }
                all.add(new ArrayList<>());
                refused.add(failure.status() + " " + type + ": " + reason);
                continue;
            }
            refused.add(null);
            List<Candidate> out = new ArrayList<>();
            for (Hit<Map> h : item.result().hits().hits()) {
                Map<String, JsonData> f = h.fields();
                if (first(f, "copy_signature") == null) {
                    older.add(new Older(all.size(), h.index(), idOf(h)));
                    continue;
                }
                Candidate c = fromDocValues(idOf(h), f);
                if (c != null) {
                    out.add(c);
                }
            }
            all.add(out);
        }
        return new Answer(all, older, refused);
    }

    static MgetRequest olderRequest(List<Older> older) {
        return MgetRequest.of(m -> {
            for (Older o : older) {
                m.docs(d -> d.index(o.index()).id(o.id()).source(s -> s.filter(f -> f.includes(OLDER_SOURCE))));
            }
            return m;
        });
    }

    static Candidate fromDocValues(String id, Map<String, JsonData> f) {
        int[] mins = PackedMinima.unpack(first(f, "copy_signature"));
        String shingles = first(f, "copy_shingles");
        if (mins == null || shingles == null) {
            return null;
        }
        int n;
        try {
            n = Integer.parseInt(shingles);
        } catch (NumberFormatException e) {
            return null;
        }
        return new Candidate(id, new BodyFingerprint(mins, n), first(f, "publish_time"), first(f, "fetch_time"),
                first(f, "duplicate_of"), first(f, "story_id"));
    }

    /**
     * No stored field of a hit is read, not even its {@code _id}: stored fields are kept compressed in blocks with the
     * source, so reading a hit's id decompresses its article, body and all - most of what a copy lookup cost
     * Elasticsearch. The id is the article's URL's ({@link #idOf}), from doc values.
     */
    static final String NO_STORED_FIELDS = "_none_";

    /** A hit's document id: as the index step made it, from the article's URL and canonical URL (doc values). */
    static String idOf(Hit<Map> h) {
        if (h.id() != null) {
            return h.id();
        }
        String url = first(h.fields(), "url");
        return url == null ? null : ArticleDocument.id(url, first(h.fields(), "canonical_url"));
    }

    /** A doc-value field's first value as text (doc values come as an array), or null. */
    static String first(Map<String, JsonData> fields, String name) {
        JsonData d = fields.get(name);
        if (d == null) {
            return null;
        }
        JsonValue v = d.toJson();
        if (v instanceof JsonArray a) {
            if (a.isEmpty()) {
                return null;
            }
            v = a.get(0);
        }
        return v instanceof JsonString s ? s.getString() : v == null || v == JsonValue.NULL ? null : v.toString();
    }

    private static Candidate fromSource(String id, Map<?, ?> d) {
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
