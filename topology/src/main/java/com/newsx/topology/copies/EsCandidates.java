package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import com.newsx.extractor.dedup.BodyFingerprint;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Candidates from news-articles with one query: a terms query on {@code copy_bands} would score every hit alike, so
 * each band is a should-clause and the articles sharing the most bands (the likeliest copies) come first. Only the
 * fingerprint, times and story fields are fetched, never the body.
 */
public final class EsCandidates implements StoryLinker.CandidateSource {
    private static final List<String> FIELDS = List.of("copy_minhash", "copy_shingles", "publish_time", "fetch_time",
            "duplicate_of", "story_id");
    private final ElasticsearchClient es;
    private final String index;

    public EsCandidates(ElasticsearchClient es, String index) {
        this.es = es;
        this.index = index;
    }

    @Override
    public List<Candidate> find(String selfId, List<String> bands, int max) throws Exception {
        SearchResponse<Map> r = es.search(s -> s.index(index).size(max).ignoreUnavailable(true)
                .source(src -> src.filter(f -> f.includes(FIELDS)))
                .query(q -> q.bool(b -> {
                    for (String band : bands) {
                        b.should(sh -> sh.term(t -> t.field("copy_bands").value(FieldValue.of(band))));
                    }
                    return b.minimumShouldMatch("1").mustNot(mn -> mn.ids(i -> i.values(selfId)));
                })), Map.class);
        List<Candidate> out = new ArrayList<>();
        for (Hit<Map> h : r.hits().hits()) {
            Map<?, ?> d = h.source();
            if (d == null || !(d.get("copy_minhash") instanceof List<?> mins)) {
                continue;
            }
            int[] m = new int[mins.size()];
            for (int i = 0; i < m.length; i++) {
                m[i] = ((Number) mins.get(i)).intValue();
            }
            out.add(new Candidate(h.id(), new BodyFingerprint(m, ((Number) d.get("copy_shingles")).intValue()),
                    str(d.get("publish_time")), str(d.get("fetch_time")), str(d.get("duplicate_of")), str(d.get("story_id"))));
        }
        return out;
    }

    private static String str(Object o) {
        return o == null ? null : o.toString();
    }
}
