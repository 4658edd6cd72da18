package com.newsx.topology.timeindex;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;

import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of an alias's indices already holds each of some document ids: for a writer that has no crawl-status to
 * say when a URL was first indexed (bin/index), so that indexing a page again overwrites it where it is instead of
 * adding a copy in the current period's index. A search, so it sees what the index has refreshed: fine for a
 * command run by hand, not for a replay a second after the first write (the crawl uses crawl-status instead).
 */
public final class WhereIndexed {
    private WhereIndexed() {
    }

    /** id -> index for the ids found behind {@code alias} (none when the alias does not exist yet). */
    public static Map<String, String> find(ElasticsearchClient es, String alias, Collection<String> ids) throws IOException {
        Map<String, String> where = new HashMap<>();
        if (ids.isEmpty()) {
            return where;
        }
        List<String> values = List.copyOf(ids);
        SearchResponse<Void> r = es.search(s -> s.index(alias).ignoreUnavailable(true).allowNoIndices(true)
                .size(values.size() * 2).source(c -> c.fetch(false))
                .query(q -> q.ids(i -> i.values(values))), Void.class);
        for (Hit<Void> h : r.hits().hits()) {
            // one index per id is the rule; were there two, the oldest period's wins, the same each time
            where.merge(h.id(), h.index(), (a, b) -> a.compareTo(b) <= 0 ? a : b);
        }
        return where;
    }
}
