package com.newsx.topology.timeindex;

import java.time.Instant;
import java.util.Optional;

/**
 * The time-based indices behind one alias: {@code news-articles} reads {@code news-articles-2026.11},
 * {@code news-articles-2026.12}, ...; a document is written to the concrete index of its time, never to the alias
 * (so no index needs to be the alias's write index, and a document's index stays where its time puts it).
 *
 * @param alias  what readers query (es.index.articles, es.index.records)
 * @param period what each index covers
 */
public record TimeIndex(String alias, IndexPeriod period) {
    /** The index that holds documents of time {@code epochMs}. */
    public String at(long epochMs) {
        return at(Instant.ofEpochMilli(epochMs));
    }

    public String at(Instant t) {
        return alias + "-" + period.suffix(t);
    }

    /**
     * The span of {@code index} when it is one of {@code alias}'s time-based indices ({@code alias-<period>}, of any
     * period); empty for any other name (another alias's, a test's index that merely starts alike).
     */
    public static Optional<IndexPeriod.Span> spanOf(String alias, String index) {
        if (!index.startsWith(alias + "-")) {
            return Optional.empty();
        }
        return IndexPeriod.span(index.substring(alias.length() + 1));
    }

    /** True when {@code index} is one of {@code alias}'s time-based indices. */
    public static boolean belongsTo(String alias, String index) {
        return spanOf(alias, index).isPresent();
    }
}
