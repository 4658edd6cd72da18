package com.newsx.topology.status;

import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.schedule.NextFetch;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The partial updates the status step writes for a URL's outcomes, with when the URL is due next
 * ({@link NextFetch}). A source's page gets two updates: its visit (kind, interval, links; the next visit's time)
 * and its page's outcome (indexed, nothing, error), which must then leave next_fetch_time to the visit. Both come to
 * this task (grouped by URL), the visit first as a rule, so the URLs whose visit came in recently are remembered;
 * should an outcome overtake its visit, it clears the time and the visit, written after it, sets it again.
 */
public final class StatusUpdates {
    /** Visits remembered until their page's outcome comes; a page's outcome follows its visit within seconds. */
    private static final int MAX_REMEMBERED = 10_000;

    private final NextFetch next;
    private final Map<String, Boolean> visited = new LinkedHashMap<>(256, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > MAX_REMEMBERED;
        }
    };

    public StatusUpdates(NextFetch next) {
        this.next = next;
    }

    /** A source's visit came in: its page's outcome keeps the time the visit sets. */
    public void visited(String url) {
        visited.put(url, Boolean.TRUE);
    }

    /** The update for an outcome at {@code now}. */
    public Map<String, Object> outcome(String url, CrawlStatus status, String reason, int httpStatus, int attempts,
                                       long now) {
        Map<String, Object> d = StatusDocs.outcome(url, status, reason, httpStatus, attempts, now);
        boolean source = status.isFinal() && visited.remove(url) != null;
        if (!source && (status == CrawlStatus.INDEXED || status == CrawlStatus.FETCHED_NOTHING)) {
            d.put("kind", StatusDocs.KIND_ARTICLE);
        }
        NextFetch.Due due = next.after(status, attempts, source, now);
        if (!due.keep()) {
            StatusDocs.nextFetch(d, due.atMs());
        }
        return d;
    }
}
