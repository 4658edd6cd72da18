package com.newsx.commands.search;

import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.SortOrder;
import co.elastic.clients.elasticsearch._types.mapping.FieldType;
import co.elastic.clients.elasticsearch._types.query_dsl.BoolQuery;
import co.elastic.clients.elasticsearch._types.query_dsl.Operator;
import co.elastic.clients.elasticsearch._types.query_dsl.Query;
import co.elastic.clients.elasticsearch._types.query_dsl.TextQueryType;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import com.newsx.topology.doc.LanguageFields;

import java.util.List;

/**
 * The search bin/search sends: all the words over titles, bodies (also stemmed in the article's language), bylines
 * and records' cells (or everything, newest first, when no words are given), filtered by site, language and recency,
 * over the articles, the records or both. It asks for more hits than it prints, since one news item can come several
 * times ({@link NewsHits}).
 */
public final class NewsQuery {
    /**
     * The fields the words are matched in; a title match counts most. Articles in a language with a stemming analyzer
     * have their title and body again under {@code i18n.<lang>} ({@link LanguageFields}), so "Wahlen" finds an
     * article about "die Wahl". A document scores by its best field alone (best_fields): a Chinese or English
     * article, which has no such copy, scores as it did before them.
     */
    static final List<String> FIELDS = List.of("title^3", "body", "author", "source", "cells", "snippet",
            LanguageFields.FIELD + ".*.title^3", LanguageFields.FIELD + ".*.body");
    /** What the list shows of a hit (bodies and copy fingerprints stay on the cluster). */
    static final List<String> SHOWN = List.of("url", "host", "title", "publish_time", "fetch_time", "story_id",
            "page_url", "region", "row", "link", "date_text");

    private final String articles;
    private final String records;

    /** The indices (or aliases) of articles and of records. */
    public NewsQuery(String articles, String records) {
        this.articles = articles;
        this.records = records;
    }

    public List<String> indices(SearchOptions.Type type) {
        return switch (type) {
            case ARTICLE -> List.of(articles);
            case RECORD -> List.of(records);
            case ALL -> List.of(articles, records);
        };
    }

    /** Hits to ask for to print {@code size} items: a headline on several list pages comes once per page. */
    static int hitsFor(int size) {
        return Math.min(size * 5, 1000);
    }

    public SearchRequest request(SearchOptions o) {
        return SearchRequest.of(s -> {
            s.index(indices(o.type())).ignoreUnavailable(true).allowNoIndices(true)
                    .size(hitsFor(o.size()))
                    .source(src -> src.filter(f -> f.includes(SHOWN)))
                    .query(q -> q.bool(b -> filtered(b, o)));
            if (o.words().isEmpty()) {
                // newest first: the published time where known, then when it was indexed
                s.sort(x -> x.field(f -> f.field("publish_time").order(SortOrder.Desc).unmappedType(FieldType.Date)
                                .missing(FieldValue.of("_last"))))
                        .sort(x -> x.field(f -> f.field("fetch_time").order(SortOrder.Desc).unmappedType(FieldType.Date)));
            } else {
                s.highlight(h -> h.fields("body", f -> f.fragmentSize(80).numberOfFragments(1)));
            }
            if (o.collapse()) {
                s.collapse(c -> c.field("story_id").innerHits(i -> i.name("copies").size(0)));
            }
            return s;
        });
    }

    private static BoolQuery.Builder filtered(BoolQuery.Builder b, SearchOptions o) {
        if (o.words().isEmpty()) {
            b.must(m -> m.matchAll(x -> x));
        } else {
            b.must(m -> m.multiMatch(x -> x.query(o.query()).type(TextQueryType.BestFields).operator(Operator.And).fields(FIELDS)));
        }
        // an article its late revisit found gone (404/410) stays in the index, marked, but is no longer news
        b.mustNot(m -> m.term(t -> t.field("removed").value(true)));
        if (o.site() != null) {
            b.filter(f -> f.term(t -> t.field("host").value(o.site())));
        }
        if (o.lang() != null) {
            b.filter(f -> f.term(t -> t.field("lang").value(o.lang())));
        }
        if (o.since() != null) {
            b.filter(recent(Since.dateMath(o.since())));
        }
        return b;
    }

    /**
     * Published since {@code from}, or, for what states no date (most list-page records, some articles), indexed
     * since then. No upper bound: a page's local time stored without its offset can look a few hours ahead.
     */
    static Query recent(String from) {
        return Query.of(q -> q.bool(b -> b.minimumShouldMatch("1")
                .should(s -> s.range(r -> r.date(d -> d.field("publish_time").gte(from))))
                .should(s -> s.bool(u -> u.mustNot(m -> m.exists(e -> e.field("publish_time")))
                        .filter(f -> f.range(r -> r.date(d -> d.field("fetch_time").gte(from))))))));
    }
}
