package com.newsx.commands.local;

import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stale sources of {@code bin/crawl status}: the sources whose newest article is older than {@code staleAfter}, the
 * stalest first. A source that answers but no longer leads anywhere new - a site that moved its feed, a section
 * renamed - fails nothing, so only this shows it: each article's crawl-status document names the source that gave
 * its link ({@code parent_url}) and when ({@code discovered_time}), so one terms aggregation on parent_url, with the
 * latest discovered_time of each, gives every source its newest article. Two searches: the sources (at most
 * {@link #MAX_SOURCES}; retired ones are the trouble section's), then that aggregation over their URLs alone.
 */
public final class StaleSources {
    /** The sources read; a crawl with more is judged on these (the line says so). */
    public static final int MAX_SOURCES = 10_000;

    /** A source judged: its newest article found (null: none yet), and since when it is a source. */
    public record Source(String url, Instant newestArticle, Instant discovered) {
    }

    /** The stale sources, stalest first, at most the limit; how many are stale in all, and of how many sources. */
    public record Stale(List<Source> shown, long stale, long judged, long sources) {
    }

    private final String statusIndex;
    private final Duration staleAfter;
    private final int limit;

    public StaleSources(String statusIndex, Duration staleAfter, int limit) {
        if (staleAfter.isNegative() || staleAfter.isZero() || limit <= 0) {
            throw new IllegalArgumentException("stale sources: a threshold and a limit above 0, got " + staleAfter + ", " + limit);
        }
        this.statusIndex = statusIndex;
        this.staleAfter = staleAfter;
        this.limit = limit;
    }

    public Duration staleAfter() {
        return staleAfter;
    }

    /** The sources still visited: kind source, not retired. */
    public SearchRequest sources() {
        return SearchRequest.of(s -> s.index(statusIndex).size(MAX_SOURCES).trackTotalHits(t -> t.enabled(true))
                .query(q -> q.bool(b -> b.filter(f -> f.term(t -> t.field("kind").value(StatusDocs.KIND_SOURCE)))
                        .mustNot(n -> n.term(t -> t.field("status").value(CrawlStatus.RETIRED.value())))))
                .source(c -> c.filter(f -> f.includes("url", "discovered_time"))));
    }

    /**
     * The newest article each of these sources led to: over the articles (kind article or status indexed; a page
     * that gave nothing is no article), a bucket per source URL with the latest discovered_time.
     */
    public SearchRequest newestArticles(List<String> sourceUrls) {
        List<String> urls = sourceUrls.isEmpty() ? List.of("") : sourceUrls;
        return SearchRequest.of(s -> s.index(statusIndex).size(0)
                .query(q -> q.bool(b -> b
                        .should(o -> o.term(t -> t.field("kind").value(StatusDocs.KIND_ARTICLE)))
                        .should(o -> o.term(t -> t.field("status").value(CrawlStatus.INDEXED.value())))
                        .minimumShouldMatch("1")
                        .mustNot(n -> n.term(t -> t.field("status").value(CrawlStatus.FETCHED_NOTHING.value())))))
                .aggregations("parents", a -> a.terms(t -> t.field("parent_url").size(urls.size())
                                .include(i -> i.terms(urls)))
                        .aggregations("newest", x -> x.max(m -> m.field("discovered_time")))));
    }

    /** Each parent URL's newest article, from the aggregation's answer; an empty max (no date) is left out. */
    public static Map<String, Instant> newestPerSource(SearchResponse<Void> newest) {
        Map<String, Instant> out = new HashMap<>();
        for (StringTermsBucket b : newest.aggregations().get("parents").sterms().buckets().array()) {
            double v = b.aggregations().get("newest").max().value();
            if (Double.isFinite(v) && b.docCount() > 0) {
                out.put(b.key().stringValue(), Instant.ofEpochMilli((long) v));
            }
        }
        return out;
    }

    /**
     * Joins the sources (their documents) with their newest articles: stale is a source whose newest article is older
     * than the threshold, or one that has led to none while being a source for longer than it (a new source has had
     * no time yet). The stalest first: none before any, then the oldest newest article.
     */
    public Stale judge(List<Map<String, Object>> sourceDocs, long sourcesTotal, Map<String, Instant> newest, Instant now) {
        Instant before = now.minus(staleAfter);
        List<Source> stale = new ArrayList<>();
        for (Map<String, Object> d : sourceDocs) {
            if (!(d.get("url") instanceof String url)) {
                continue;
            }
            Source s = new Source(url, newest.get(url), StatusFields.instant(d.get("discovered_time")));
            Instant since = s.newestArticle() != null ? s.newestArticle() : s.discovered();
            if (since != null && since.isBefore(before)) {
                stale.add(s);
            }
        }
        stale.sort(Comparator.comparing((Source s) -> s.newestArticle() != null)
                .thenComparing(s -> s.newestArticle() != null ? s.newestArticle() : s.discovered())
                .thenComparing(Source::url));
        return new Stale(List.copyOf(stale.subList(0, Math.min(limit, stale.size()))), stale.size(), sourceDocs.size(),
                Math.max(sourcesTotal, sourceDocs.size()));
    }

    /** A heading line, then a line per stale source and "and K more". */
    public List<String> lines(Stale s, Instant now) {
        List<String> out = new ArrayList<>();
        String of = "  (no new article found for longer; of " + (s.judged() < s.sources() ? "the first " + s.judged()
                + " of " : "") + s.sources() + " sources" + (s.shown().isEmpty() ? ")" : ", the stalest first)");
        out.add(CrawlFigures.line("sources stale > " + CrawlFigures.span(staleAfter), s.stale() + of));
        for (Source src : s.shown()) {
            out.add("  " + src.url());
            out.add("    " + (src.newestArticle() != null ? "newest article found " + CrawlFigures.age(src.newestArticle(), now)
                    : "no article yet, a source for " + CrawlFigures.span(Duration.between(src.discovered(), now))));
        }
        SourcesInTrouble.more(out, s.stale(), s.shown().size());
        return out;
    }
}
