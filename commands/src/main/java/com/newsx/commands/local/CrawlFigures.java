package com.newsx.commands.local;

import co.elastic.clients.elasticsearch._types.aggregations.Aggregate;
import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import com.newsx.topology.doc.StatusDocs;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of {@code bin/crawl status}: from crawl-status (the frontier), URLs due now and overdue, when the next
 * is due, the sources and their revisit intervals, URLs per status; from news-articles, how old the newest article
 * is. Two searches of aggregations only, built and read here; the command sends them.
 */
public final class CrawlFigures {
    /** Due longer ago than this is overdue: the frontier reads what is due every few seconds, so this is a backlog. */
    public static final Duration OVERDUE = Duration.ofMinutes(1);

    /** What the two searches found; times are null when there is none. */
    public record Figures(long urls, long due, long overdue, Instant oldestDue, Instant nextDue, long sources,
                          Double medianIntervalS, Double minIntervalS, Double maxIntervalS, Map<String, Long> perStatus,
                          long articles, Instant newestPublished, Instant newestIndexed) {
    }

    private final String statusIndex;
    private final String articleIndex;

    public CrawlFigures(String statusIndex, String articleIndex) {
        this.statusIndex = statusIndex;
        this.articleIndex = articleIndex;
    }

    /** The frontier's figures, at the cluster's "now". */
    public SearchRequest frontier() {
        String overdue = "now-" + OVERDUE.toSeconds() + "s";
        return SearchRequest.of(s -> s.index(statusIndex).size(0).trackTotalHits(t -> t.enabled(true))
                .aggregations("due", a -> a.filter(f -> f.range(r -> r.date(d -> d.field("next_fetch_time").lte("now"))))
                        .aggregations("oldest", x -> x.min(m -> m.field("next_fetch_time"))))
                .aggregations("overdue", a -> a.filter(f -> f.range(r -> r.date(d -> d.field("next_fetch_time").lt(overdue)))))
                .aggregations("later", a -> a.filter(f -> f.range(r -> r.date(d -> d.field("next_fetch_time").gt("now"))))
                        .aggregations("next", x -> x.min(m -> m.field("next_fetch_time"))))
                .aggregations("sources", a -> a.filter(f -> f.term(t -> t.field("kind").value(StatusDocs.KIND_SOURCE)))
                        .aggregations("interval", x -> x.percentiles(p -> p.field("interval_s").percents(50.0)))
                        .aggregations("shortest", x -> x.min(m -> m.field("interval_s")))
                        .aggregations("longest", x -> x.max(m -> m.field("interval_s"))))
                .aggregations("status", a -> a.terms(t -> t.field("status").size(50))));
    }

    /** The newest article, by the time it states (none in the future: a local time stored without its offset) and by when it was indexed. */
    public SearchRequest articles() {
        return SearchRequest.of(s -> s.index(articleIndex).ignoreUnavailable(true).allowNoIndices(true).size(0)
                .trackTotalHits(t -> t.enabled(true))
                .aggregations("published", a -> a.filter(f -> f.range(r -> r.date(d -> d.field("publish_time").lte("now"))))
                        .aggregations("newest", x -> x.max(m -> m.field("publish_time"))))
                .aggregations("indexed", a -> a.max(m -> m.field("fetch_time"))));
    }

    /** Reads the two responses (the articles' may be null: no index yet). */
    public static Figures read(SearchResponse<Void> frontier, SearchResponse<Void> articles) {
        Map<String, Aggregate> f = frontier.aggregations();
        Map<String, Long> perStatus = new TreeMap<>();
        for (StringTermsBucket b : f.get("status").sterms().buckets().array()) {
            perStatus.put(b.key().stringValue(), b.docCount());
        }
        var sources = f.get("sources").filter();
        Double median = null;
        var pct = sources.aggregations().get("interval").tdigestPercentiles().values();
        if (pct.isKeyed()) {
            String v = pct.keyed().isEmpty() ? null : pct.keyed().values().iterator().next();
            median = v == null ? null : number(v);
        } else if (!pct.array().isEmpty()) {
            median = pct.array().get(0).value();
        }
        long total = frontier.hits().total() == null ? 0 : frontier.hits().total().value();
        long articleCount = 0;
        Instant published = null;
        Instant indexed = null;
        // An empty min or max comes back as 0 through this client: the bucket's count says whether there is one.
        if (articles != null) {
            articleCount = articles.hits().total() == null ? 0 : articles.hits().total().value();
            var dated = articles.aggregations().get("published").filter();
            published = dated.docCount() == 0 ? null : instant(dated.aggregations().get("newest").max().value());
            indexed = articleCount == 0 ? null : instant(articles.aggregations().get("indexed").max().value());
        }
        var due = f.get("due").filter();
        var later = f.get("later").filter();
        boolean anySource = sources.docCount() > 0;
        return new Figures(total, due.docCount(), f.get("overdue").filter().docCount(),
                due.docCount() == 0 ? null : instant(due.aggregations().get("oldest").min().value()),
                later.docCount() == 0 ? null : instant(later.aggregations().get("next").min().value()),
                sources.docCount(), anySource ? median : null,
                anySource ? finite(sources.aggregations().get("shortest").min().value()) : null,
                anySource ? finite(sources.aggregations().get("longest").max().value()) : null,
                perStatus, articleCount, published, indexed);
    }

    private static Double number(String s) {
        try {
            double d = Double.parseDouble(s);
            return Double.isFinite(d) ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    /** A min or max of dates, in epoch ms; empty aggregations give infinities (or NaN). */
    private static Instant instant(double epochMs) {
        return Double.isFinite(epochMs) ? Instant.ofEpochMilli((long) epochMs) : null;
    }

    /** A line per figure: a label, the figure, and what it means where that is not plain. */
    public static List<String> lines(Figures g, Instant now) {
        List<String> out = new ArrayList<>();
        out.add(line("URLs in the frontier", String.format(Locale.ROOT, "%,d", g.urls())));
        out.add(line("due now", String.format(Locale.ROOT, "%,d", g.due())
                + (g.oldestDue() == null ? "" : "  (the longest waiting " + span(Duration.between(g.oldestDue(), now)) + ")")));
        out.add(line("overdue (due > " + OVERDUE.toMinutes() + " min ago)", String.format(Locale.ROOT, "%,d", g.overdue())));
        out.add(line("next due", g.nextDue() == null ? "-" : "in " + span(Duration.between(now, g.nextDue()))));
        out.add(line("sources", String.format(Locale.ROOT, "%,d", g.sources())));
        out.add(line("source interval, median", g.medianIntervalS() == null ? "-"
                : span(Duration.ofSeconds(Math.round(g.medianIntervalS())))
                + (g.minIntervalS() == null ? "" : "  (shortest " + span(Duration.ofSeconds(Math.round(g.minIntervalS())))
                + ", longest " + span(Duration.ofSeconds(Math.round(g.maxIntervalS()))) + ")")));
        g.perStatus().forEach((status, n) -> out.add(line("status " + status, String.format(Locale.ROOT, "%,d", n))));
        out.add(line("articles", String.format(Locale.ROOT, "%,d", g.articles())));
        out.add(line("newest article published", g.newestPublished() == null ? "-" : age(g.newestPublished(), now)));
        out.add(line("newest article indexed", g.newestIndexed() == null ? "-" : age(g.newestIndexed(), now)));
        return out;
    }

    static String line(String label, String value) {
        return String.format(Locale.ROOT, "%-30s %s", label, value);
    }

    /** "3m 12s ago (2026-11-24T19:40:00Z)". */
    static String age(Instant t, Instant now) {
        return span(Duration.between(t, now)) + " ago (" + t + ")";
    }

    /** A duration in its two largest units: 45s, 3m 12s, 2h 5m, 3d 4h; never negative. */
    static String span(Duration d) {
        long s = Math.max(0, d.toSeconds());
        if (s < 60) {
            return s + "s";
        }
        if (s < 3600) {
            return s / 60 + "m" + (s % 60 == 0 ? "" : " " + s % 60 + "s");
        }
        if (s < 86_400) {
            return s / 3600 + "h" + (s % 3600 / 60 == 0 ? "" : " " + s % 3600 / 60 + "m");
        }
        return s / 86_400 + "d" + (s % 86_400 / 3600 == 0 ? "" : " " + s % 86_400 / 3600 + "h");
    }
}
