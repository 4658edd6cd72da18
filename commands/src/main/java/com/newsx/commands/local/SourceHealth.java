package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The sources in trouble read from the status index: those failing now and those retired ({@link SourcesInTrouble}),
 * and the stale ones ({@link StaleSources}). One place for the four searches, so {@code bin/crawl status} and the
 * dashboard show the same.
 */
public final class SourceHealth {
    /** What the searches found: the failing and retired sources, and the stale ones. */
    public record Report(SourcesInTrouble.Trouble trouble, StaleSources.Stale stale) {
    }

    private final SourcesInTrouble trouble;
    private final StaleSources stale;

    public SourceHealth(String statusIndex, Duration staleAfter, int limit) {
        this.trouble = new SourcesInTrouble(statusIndex, limit);
        this.stale = new StaleSources(statusIndex, staleAfter, limit);
    }

    public Report read(ElasticsearchClient es, Instant now) throws IOException {
        SearchResponse<Map> failing = es.search(trouble.failing(), Map.class);
        SearchResponse<Map> retired = es.search(trouble.retired(), Map.class);
        SourcesInTrouble.Trouble t = trouble.read(docs(failing), total(failing), docs(retired), total(retired));
        SearchResponse<Map> sources = es.search(stale.sources(), Map.class);
        List<Map<String, Object>> sourceDocs = docs(sources);
        List<String> urls = sourceDocs.stream().map(d -> d.get("url")).filter(String.class::isInstance)
                .map(String.class::cast).toList();
        SearchResponse<Void> newest = es.search(stale.newestArticles(urls), Void.class);
        return new Report(t, stale.judge(sourceDocs, total(sources), StaleSources.newestPerSource(newest), now));
    }

    /** The report as {@code bin/crawl status} prints it. */
    public List<String> lines(Report r, Instant now) {
        List<String> out = new ArrayList<>(SourcesInTrouble.lines(r.trouble(), now));
        out.addAll(stale.lines(r.stale(), now));
        return out;
    }

    public Duration staleAfter() {
        return stale.staleAfter();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> docs(SearchResponse<Map> r) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Hit<Map> h : r.hits().hits()) {
            if (h.source() != null) {
                out.add((Map<String, Object>) h.source());
            }
        }
        return out;
    }

    private static long total(SearchResponse<?> r) {
        return r.hits().total() == null ? r.hits().hits().size() : r.hits().total().value();
    }
}
