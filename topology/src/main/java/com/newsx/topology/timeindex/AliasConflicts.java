package com.newsx.topology.timeindex;

import co.elastic.clients.elasticsearch.ElasticsearchClient;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Indices whose names the aliases need: an index named news-articles, made before articles went to time-based
 * indices, keeps the alias news-articles from being created (Elasticsearch refuses an alias named as an index), and
 * with it every news-articles-* index, whose template declares that alias. Checked before a crawl starts, so that it
 * stops with the reason instead of failing every page.
 */
public final class AliasConflicts {
    private AliasConflicts() {
    }

    /** A line per alias that an index of the same name blocks, saying what to do; none when all is well. */
    public static List<String> find(ElasticsearchClient es, String esUrl, List<String> aliases) throws IOException {
        List<String> problems = new ArrayList<>();
        for (String name : new LinkedHashSet<>(aliases)) {
            if (es.indices().exists(e -> e.index(name)).value() && !es.indices().existsAlias(a -> a.name(name)).value()) {
                problems.add("Elasticsearch at " + esUrl + " has an index named " + name + ", made before articles and"
                        + " records went to time-based indices behind the alias " + name + ", which cannot be created"
                        + " beside it: delete it (curl -X DELETE " + esUrl + "/" + name + ") or wipe the local services"
                        + " (bin/services reset), then crawl again");
            }
        }
        return problems;
    }
}
