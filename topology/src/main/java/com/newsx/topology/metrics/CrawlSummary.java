package com.newsx.topology.metrics;

import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * What bin/crawl says when it stops, in a few lines: how long it ran, pages fetched and the rate, what was extracted
 * and indexed, errors and revisits, and URLs per status. Every metric is for --verbose.
 */
public final class CrawlSummary {
    private CrawlSummary() {
    }

    public static String lines(Map<String, Double> m, long elapsedMs, Map<String, Long> perStatus) {
        double fetched = v(m, "fetch.fetched");
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "crawl: ran %d s: fetched %,d pages (%.1f/s, %.1f MB), %,d fetch errors, %,d retries%n",
                elapsedMs / 1000, (long) fetched, fetched * 1000.0 / Math.max(1, elapsedMs), v(m, "fetch.fetched_bytes") / 1e6,
                (long) v(m, "fetch.fetch_errors"), (long) v(m, "fetch.fetch_retries")));
        b.append(String.format(Locale.ROOT, "crawl: extracted %,d article and %,d list pages (%,d errors); indexed %,d pages, %,d documents"
                        + " (%,d bulk errors)%n",
                (long) v(m, "clean.article_pages"), (long) v(m, "clean.list_pages"), (long) v(m, "clean.extract_errors"),
                (long) v(m, "index.indexed_pages"), (long) v(m, "index.indexed_documents"), (long) v(m, "index.bulk_errors")));
        b.append(String.format(Locale.ROOT, "crawl: %,d URLs admitted, %,d duplicates refused, %,d due again from the frontier, %,d outlinks queued%n",
                (long) v(m, "filter.admitted"), (long) v(m, "filter.duplicates"), (long) v(m, "filter.due"),
                (long) v(m, "outlinks.outlinks_written")));
        if (v(m, "fetch.warc_writes") > 0 || v(m, "fetch.warc_failures") > 0) {
            b.append(String.format(Locale.ROOT, "crawl: archived %,d fetches to WARC files, %,d could not be (deferred)%n",
                    (long) v(m, "fetch.warc_writes"), (long) v(m, "fetch.warc_failures")));
        }
        StringJoiner statuses = new StringJoiner(", ");
        perStatus.forEach((s, n) -> statuses.add(String.format(Locale.ROOT, "%s %,d", s, n)));
        b.append("crawl: URLs per status: ").append(perStatus.isEmpty() ? "none yet" : statuses.toString()).append('\n');
        return b.toString();
    }

    private static double v(Map<String, Double> m, String key) {
        Double d = m.get(key);
        return d == null ? 0 : d;
    }
}
