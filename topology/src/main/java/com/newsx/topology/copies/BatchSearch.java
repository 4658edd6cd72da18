package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.query_dsl.FieldAndFormat;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.json.JsonData;
import com.newsx.extractor.dedup.CopyDetection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A batch's copy lookups as one search: every band key of its articles in one terms filter, each hit given to the
 * articles it shares keys with, those sharing the most first, at most each lookup's {@code max}. A hit's keys are
 * made again from its signature ({@code copy_signature}, read from doc values anyway) as the index step made them
 * ({@link CopyDetection#bands}): they are a function of its minima and the band rows, so reading its 64 stored keys
 * back (each a lookup in the field's compressed terms dictionary) cost Elasticsearch as much again as the rest of
 * the search. The filter scores nothing; the hits are complete as long as fewer come back than the search asked
 * for, and {@link #answer} says when they may not be.
 */
final class BatchSearch {
    /** Elasticsearch's default index.max_result_window: a search gives at most this many hits. */
    static final int MAX_HITS = 10_000;
    /** Elasticsearch's default index.max_terms_count: a terms query holds at most this many. */
    static final int MAX_TERMS = 65_536;
    private static final List<FieldAndFormat> DOC_VALUE_FIELDS = EsCandidates.DOC_VALUES.stream()
            .map(f -> FieldAndFormat.of(b -> b.field(f))).toList();

    private final List<CandidateSource.Lookup> lookups;
    /** Band key -> the lookups holding it. */
    private final Map<String, int[]> holders;
    private final int size;
    private final CopyDetection detection;

    private BatchSearch(List<CandidateSource.Lookup> lookups, Map<String, int[]> holders, int size,
                        CopyDetection detection) {
        this.lookups = lookups;
        this.holders = holders;
        this.size = size;
        this.detection = detection;
    }

    /**
     * The batch's search, or null when its keys are more than one terms query takes; {@code detection} makes the
     * hits' keys again as the index step wrote them.
     */
    static BatchSearch of(List<CandidateSource.Lookup> lookups, CopyDetection detection) {
        Map<String, int[]> holders = new HashMap<>();
        long size = 0;
        for (int i = 0; i < lookups.size(); i++) {
            CandidateSource.Lookup q = lookups.get(i);
            size += q.max();
            for (String band : q.bands()) {
                int[] h = holders.get(band);
                if (h == null) {
                    holders.put(band, new int[]{i});
                } else if (h[h.length - 1] != i) {
                    int[] more = Arrays.copyOf(h, h.length + 1);
                    more[h.length] = i;
                    holders.put(band, more);
                }
            }
        }
        if (holders.size() > MAX_TERMS) {
            return null;
        }
        return new BatchSearch(lookups, holders, (int) Math.min(Math.max(size, 1), MAX_HITS), detection);
    }

    /** Hits at most. */
    int size() {
        return size;
    }

    SearchRequest request(String index) {
        List<FieldValue> keys = new ArrayList<>(holders.size());
        for (String band : holders.keySet()) {
            keys.add(FieldValue.of(band));
        }
        return SearchRequest.of(s -> s.index(index).ignoreUnavailable(true).size(size)
                .trackTotalHits(t -> t.enabled(false)).source(src -> src.fetch(false))
                .storedFields(EsCandidates.NO_STORED_FIELDS)
                .docvalueFields(DOC_VALUE_FIELDS)
                .query(q -> q.bool(b -> b.filter(f -> f.terms(t -> t.field("copy_bands")
                        .terms(v -> v.value(keys)))))));
    }

    /**
     * Each lookup's candidates, read from doc values, or null when the search gave as many hits as it asked for (some
     * may have been left out) or a hit has no signature (an article indexed before {@code copy_signature}: its keys
     * and minima are in its source only): each article then asks on its own ({@link EsCandidates#searchEach}).
     */
    EsCandidates.Answer answer(SearchResponse<Map> r) {
        List<Hit<Map>> hits = r.hits().hits();
        if (hits.size() >= size) {
            return null;
        }
        List<List<Shared>> byLookup = new ArrayList<>(lookups.size());
        for (int i = 0; i < lookups.size(); i++) {
            byLookup.add(new ArrayList<>());
        }
        int[] count = new int[lookups.size()];
        for (Hit<Map> h : hits) {
            Map<String, JsonData> f = h.fields();
            if (EsCandidates.first(f, "copy_signature") == null) {
                return null;
            }
            String id = EsCandidates.idOf(h);
            Candidate c = EsCandidates.fromDocValues(id, f);
            if (c == null) { // a damaged signature: no keys to share, and nothing to compare
                continue;
            }
            List<Integer> touched = new ArrayList<>();
            for (String band : detection.bands(c.fingerprint())) {
                int[] holding = holders.get(band);
                if (holding == null) {
                    continue;
                }
                for (int i : holding) {
                    if (count[i]++ == 0) {
                        touched.add(i);
                    }
                }
            }
            for (int i : touched) {
                if (!String.valueOf(id).equals(lookups.get(i).selfId())) {
                    byLookup.get(i).add(new Shared(c, count[i]));
                }
                count[i] = 0;
            }
        }
        List<List<Candidate>> found = new ArrayList<>(lookups.size());
        List<String> refused = new ArrayList<>(lookups.size());
        for (int i = 0; i < lookups.size(); i++) {
            List<Shared> shared = byLookup.get(i);
            shared.sort(Comparator.comparingInt(Shared::keys).reversed()); // stable: ties keep the index's order
            List<Candidate> out = new ArrayList<>();
            for (Shared s : shared.subList(0, Math.min(shared.size(), lookups.get(i).max()))) {
                out.add(s.candidate());
            }
            found.add(out);
            refused.add(null);
        }
        return new EsCandidates.Answer(found, List.of(), refused);
    }

    private record Shared(Candidate candidate, int keys) {
    }
}
