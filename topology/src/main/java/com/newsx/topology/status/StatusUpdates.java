package com.newsx.topology.status;

import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RevisitSchedule;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The partial updates the status step writes for a URL's outcomes, with when the URL is due next
 * ({@link NextFetch}). A source's page gets two updates: its visit (kind, adapted interval, links; the next visit's
 * time, {@link RevisitSchedule}) and its page's outcome (indexed, nothing, error), which must then leave
 * next_fetch_time to the visit. Both come to this task (grouped by URL), the visit first as a rule, so the URLs whose
 * visit came in recently are remembered; should an outcome overtake its visit, it clears the time and the visit,
 * written after it, sets it again.
 */
public final class StatusUpdates {
    /** Visits remembered until their page's outcome comes; a page's outcome follows its visit within seconds. */
    private static final int MAX_REMEMBERED = 10_000;

    /** An update to write; {@code needsPrevious}: read the URL's earlier visits first ({@link #withVisits}). */
    public record Update(Map<String, Object> doc, boolean needsPrevious) {
    }

    private final NextFetch next;
    private final RevisitSchedule schedule;
    private final Map<String, Boolean> visited = new LinkedHashMap<>(256, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > MAX_REMEMBERED;
        }
    };

    public StatusUpdates(NextFetch next, RevisitSchedule schedule) {
        this.next = next;
        this.schedule = schedule;
    }

    /** A source's visit at {@code now} that found {@code linkHashes}, after what crawl-status knew of it. */
    public Map<String, Object> visit(RevisitSchedule.Previous previous, String[] linkHashes, long now) {
        RevisitSchedule.Next n = schedule.after(previous, Arrays.asList(linkHashes), now);
        return StatusDocs.sourceVisit(n.intervalS(), n.newLinks(), n.visits(), n.linksSeen(), n.nextFetchMs(), now);
    }

    /**
     * A source's visit came in (its update waits for its earlier state to be read): its page's outcome, which may
     * come before that, keeps the time the visit sets.
     */
    public void visiting(String url) {
        visited.put(url, Boolean.TRUE);
    }

    /** The update for an outcome at {@code now}. */
    public Update outcome(String url, CrawlStatus status, String reason, int httpStatus, int attempts, long now) {
        Map<String, Object> d = StatusDocs.outcome(url, status, reason, httpStatus, attempts, now);
        boolean source = status.isFinal() && visited.remove(url) != null;
        if (!source && (status == CrawlStatus.INDEXED || status == CrawlStatus.FETCHED_NOTHING)) {
            d.put("kind", StatusDocs.KIND_ARTICLE);
            if (status == CrawlStatus.INDEXED && next.revisitsArticles()) {
                return new Update(d, true); // one late revisit: after its first visit only
            }
        }
        NextFetch.Due due = next.after(status, attempts, source, now);
        if (!due.keep()) {
            StatusDocs.nextFetch(d, due.atMs());
        }
        return new Update(d, false);
    }

    /** An indexed article's update once its earlier visits are known: its one late revisit, or none. */
    public Map<String, Object> withVisits(Map<String, Object> doc, RevisitSchedule.Previous previous, long now) {
        int before = previous == null ? 0 : previous.visits();
        doc.put("visits", before + 1);
        return StatusDocs.nextFetch(doc, next.articleRevisit(before, now).atMs());
    }
}
