package com.newsx.topology.local;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.query_dsl.Operator;
import co.elastic.clients.elasticsearch._types.query_dsl.TextQueryType;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import com.newsx.extractor.cli.Args;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.RecordDocuments;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.services.ServiceCheck;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bin/search [--es URL] [-n N] WORDS...}: the articles and list records in Elasticsearch that match
 * the words, best first, with the matching passage. Chinese words match through the smartcn analyzer of the index template.
 */
public final class SearchCommand {
    private SearchCommand() {
    }

    /** Field collapsing on story_id: one hit per story, the story's size counted by an empty inner_hits. */
    private static co.elastic.clients.elasticsearch.core.SearchRequest.Builder collapseOn(
            co.elastic.clients.elasticsearch.core.SearchRequest.Builder s, boolean collapse) {
        return collapse ? s.collapse(c -> c.field("story_id").innerHits(i -> i.name("copies").size(0))) : s;
    }

    /** "  (3 copies)" for a collapsed story of more than one article. */
    private static String copies(Hit<Map> hit) {
        var inner = hit.innerHits().get("copies");
        long n = inner == null || inner.hits().total() == null ? 1 : inner.hits().total().value();
        return n > 1 ? "  (" + n + " copies)" : "";
    }

    public static void main(String[] args) throws IOException {
        Args a;
        try {
            a = Args.spec().values("--es", "-n").flags("--collapse").words().parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("search: " + e.getMessage() + " (see --help)");
            System.exit(2);
            return;
        }
        if (a.help()) {
            System.out.println("usage: bin/search [--es URL] [-n N] [--collapse] WORDS...");
            System.out.println("  --collapse  each story once (its best match; syndicated copies share a story_id), articles only");
            return;
        }
        String es = a.value("--es", EsClients.defaultUrl());
        int size = a.has("-n") ? Integer.parseInt(a.value("-n")) : 10;
        String words = String.join(" ", a.words());
        if (words.isEmpty()) {
            System.err.println("search: give the words to look for (see --help)");
            System.exit(2);
        }
        Optional<String> down = new ServiceCheck().elasticsearch(es);
        if (down.isPresent()) {
            System.err.println("search: " + down.get());
            System.exit(1);
        }
        ElasticsearchClient client = EsClients.connect(es);
        try {
            String q = words;
            int n = size;
            boolean collapse = a.has("--collapse");
            List<String> indices = collapse ? List.of(ArticleDocument.INDEX) : List.of(ArticleDocument.INDEX, RecordDocuments.INDEX);
            SearchResponse<Map> r = client.search(s -> collapseOn(s.index(indices).size(n), collapse)
                    .ignoreUnavailable(true)
                    .query(qq -> qq.multiMatch(m -> m.query(q).type(TextQueryType.BestFields).operator(Operator.And)
                            .fields(List.of("title^3", "body", "author", "source", "cells", "snippet"))))
                    .highlight(h -> h.fields("body", f -> f.fragmentSize(80).numberOfFragments(1))), Map.class);
            System.out.println(r.hits().total().value() + " match(es) for \"" + q + "\"");
            for (Hit<Map> hit : r.hits().hits()) {
                Map<?, ?> d = hit.source();
                boolean record = hit.index().startsWith(RecordDocuments.INDEX);
                Object when = record ? d.get("date_text") : d.get("publish_time");
                System.out.printf("%.2f  %-7s %s  %s%s%n      %s%n", hit.score(), record ? "record" : "article",
                        when == null ? "-" : when, d.get("title"), copies(hit), record ? d.get("link") : d.get("url"));
                List<String> frag = hit.highlight().get("body");
                if (frag != null && !frag.isEmpty()) {
                    System.out.println("      ..." + frag.get(0).replace("<em>", "[").replace("</em>", "]") + "...");
                }
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("search: Elasticsearch at " + es + " did not answer: " + e.getMessage()
                    + " (start it with bin/services start)");
            System.exit(1);
        } finally {
            EsClients.close(client);
        }
    }
}
