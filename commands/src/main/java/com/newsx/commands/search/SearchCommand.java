package com.newsx.commands.search;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.RecordDocuments;
import com.newsx.topology.es.EsClients;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bin/search [--since D] [--site HOST] [--type article|record] [--collapse] WORDS...}: the articles and list
 * records in Elasticsearch that match the words, best first, each news item once, with the matching passage.
 * Chinese words match through the smartcn analyzer of the index template. See {@link SearchOptions#USAGE}.
 */
public final class SearchCommand {
    private SearchCommand() {
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** What a search found: the documents that match, and the first news items among them, each once. */
    public record Found(long total, List<NewsHits.Hit> items) {
    }

    /** Sends the search and reads its hits as news items. */
    public static Found search(ElasticsearchClient client, NewsQuery query, SearchOptions o) throws IOException {
        SearchResponse<Map> r = client.search(query.request(o), Map.class);
        List<NewsHits.Hit> hits = new ArrayList<>();
        for (Hit<Map> h : r.hits().hits()) {
            List<String> frag = h.highlight().get("body");
            var inner = h.innerHits().get("copies");
            long copies = inner == null || inner.hits().total() == null ? 1 : inner.hits().total().value();
            hits.add(new NewsHits.Hit(h.id(), h.score() == null ? Double.NaN : h.score(), h.source(),
                    frag == null || frag.isEmpty() ? null : frag.get(0), copies));
        }
        long total = r.hits().total() == null ? hits.size() : r.hits().total().value();
        return new Found(total, NewsHits.distinct(hits, o.size()));
    }

    /** Runs one command line; the exit code: 0 done (with or without matches), 1 Elasticsearch failed, 2 a usage mistake. */
    static int execute(String... args) {
        SearchOptions o;
        try {
            o = SearchOptions.parse(EsClients.defaultUrl(), args);
        } catch (IllegalArgumentException e) {
            System.err.println("search: " + e.getMessage() + " (see --help)");
            return 2;
        }
        if (o == null) {
            System.out.print(SearchOptions.USAGE);
            return 0;
        }
        Optional<String> down = new ServiceCheck().elasticsearch(o.es());
        if (down.isPresent()) {
            System.err.println("search: " + down.get());
            return 1;
        }
        ElasticsearchClient client = EsClients.connect(o.es());
        try {
            Found found = search(client, new NewsQuery(ArticleDocument.INDEX, RecordDocuments.INDEX), o);
            System.out.println(found.total() + " match(es)" + (o.words().isEmpty() ? "" : " for \"" + o.query() + "\"")
                    + (o.collapse() ? ", each story once" : ""));
            for (NewsHits.Hit h : found.items()) {
                System.out.print(NewsHits.format(h));
            }
            return 0;
        } catch (Exception e) {
            System.err.println("search: Elasticsearch at " + o.es() + " did not answer: " + e.getMessage()
                    + " (start it with bin/services start)");
            return 1;
        } finally {
            EsClients.close(client);
        }
    }
}
