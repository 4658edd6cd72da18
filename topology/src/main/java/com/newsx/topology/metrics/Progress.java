package com.newsx.topology.metrics;

import java.util.Locale;
import java.util.Map;

/**
 * The progress line of a crawl, from the bolts' summed metrics: fetched (and the rate since the last line),
 * extracted, indexed, errors, URLs refused (filtered: by the URL rules, the address guard or the host budget) and
 * denied by robots.txt, as the status step recorded them, retries, URLs the frontier sent (due again: revisits,
 * retries), requests in flight and URLs queued, outlinks written. The refusals are there so that a crawl that
 * fetches nothing because it may fetch nothing shows it; so are the fetches a failing WARC archive deferred.
 */
public final class Progress {
    private double lastFetched;
    private long lastAt = -1;

    public String line(Map<String, Double> m, long elapsedMs) {
        double warcFailures = v(m, "fetch.warc_failures");
        // an archive that cannot write holds the crawl back (its fetches are deferred): said on every line while it lasts
        String warc = warcFailures > 0 ? String.format(Locale.ROOT, " | WARC ARCHIVE FAILING: %,d fetches deferred",
                (long) warcFailures) : "";
        return crawlLine(m, elapsedMs) + warc;
    }

    private String crawlLine(Map<String, Double> m, long elapsedMs) {
        double fetched = v(m, "fetch.fetched");
        double rate = lastAt < 0 ? fetched * 1000.0 / Math.max(1, elapsedMs)
                : (fetched - lastFetched) * 1000.0 / Math.max(1, elapsedMs - lastAt);
        lastFetched = fetched;
        lastAt = elapsedMs;
        double extracted = v(m, "clean.article_pages") + v(m, "clean.list_pages");
        double errors = v(m, "fetch.fetch_errors") + v(m, "clean.extract_errors") + v(m, "status.status_error");
        return String.format(Locale.ROOT,
                "crawl %4ds: fetched %,d (%.0f/s) | extracted %,d | indexed %,d | errors %,d | filtered %,d | robots %,d"
                        + " | retrying %,d | due %,d | in flight %,d | queued %,d | outlinks %,d | fetch %.0f ms | clean %.1f ms",
                elapsedMs / 1000, (long) fetched, rate, (long) extracted, (long) v(m, "index.indexed_pages"),
                (long) errors, (long) v(m, "status.status_filtered"), (long) v(m, "status.status_robots_denied"),
                (long) v(m, "fetch.fetch_retries"), (long) v(m, "filter.due"), (long) v(m, "fetch.in_flight"),
                (long) v(m, "fetch.queued"), (long) v(m, "outlinks.outlinks_written"),
                v(m, "fetch.fetch_ms.mean"), v(m, "clean.clean_us.mean") / 1000);
    }

    /**
     * What changes while a crawl does anything; equal strings mean nothing moved. Work still held somewhere (fetches
     * in flight or queued, halves waiting, bulks outstanding) counts as activity too, so a slow cluster is not idle.
     */
    public String activity(Map<String, Double> m) {
        double held = v(m, "fetch.in_flight") + v(m, "fetch.queued") + v(m, "fuse.fuse_waiting")
                + v(m, "index.bulk_waiting") + v(m, "index.bulk_in_flight") + v(m, "status.status_waiting");
        if (held > 0) {
            return "busy " + System.nanoTime();
        }
        return (long) v(m, "fetch.fetched") + "/" + (long) v(m, "status.status_written") + "/" + (long) v(m, "filter.admitted")
                + "/" + (long) v(m, "filter.duplicates") + "/" + (long) v(m, "filter.due") + "/" + (long) v(m, "clean.article_pages") + "/"
                + (long) v(m, "index.indexed_pages");
    }

    private static double v(Map<String, Double> m, String key) {
        Double d = m.get(key);
        return d == null ? 0 : d;
    }
}
