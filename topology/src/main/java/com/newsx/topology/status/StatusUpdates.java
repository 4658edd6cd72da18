package com.newsx.topology.status;

import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.revisit.ArticleRevision;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RevisitSchedule;
import com.newsx.topology.schedule.SourceFailures;
import com.newsx.topology.sources.SourceUrls;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
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

    /** What an update still needs once the URL's earlier visits are read ({@link #complete}). */
    public enum After {
        /** Nothing: write it as it is. */
        NOTHING,
        /** An indexed article: its one late revisit depends on its visits so far. */
        ARTICLE_VISITS,
        /** A 304: a source's visit that found nothing new, or the end of an article's late revisit. */
        NOT_MODIFIED,
        /** A 404 or 410 while articles are revisited: an indexed article's revisit removes it ({@link #gone}). */
        GONE,
        /** Any other error: final for a page, but a source's failure is not its end ({@link SourceFailures}). */
        FAILURE,
        /**
         * A page's outcome at a URL that may be a source (a site's root, a URL named as a feed or sitemap) without a
         * source's visit: an article, unless its record says it was visited as a source - then the source answered
         * something that is none (a feed's URL an HTML error page, a home page a maintenance page), a failure.
         */
        PAGE_AT_SOURCE
    }

    /**
     * A 404 or 410 decided: the status to write and, for an indexed article, the partial update marking its
     * document removed ({@code articleIndex}, {@code articleId}, {@code mark}; all null otherwise), and the records
     * its page's last visit left ({@code records}, deleted by id), all to be stored first.
     */
    public record Gone(Map<String, Object> status, String articleIndex, String articleId, Map<String, Object> mark,
                       List<PageRecords.Stale> records) {
        public boolean removes() {
            return mark != null;
        }
    }

    /**
     * An update to write; unless {@code after} is NOTHING, read the URL's earlier visits first. {@code retryAfterMs}:
     * the wait the answer asked for (0: none), for a source's back-off.
     */
    public record Update(Map<String, Object> doc, After after, long retryAfterMs) {
        public Update(Map<String, Object> doc, After after) {
            this(doc, after, 0);
        }

        public boolean needsPrevious() {
            return after != After.NOTHING;
        }
    }

    private final NextFetch next;
    private final RevisitSchedule schedule;
    private final SourceFailures failures;
    private final Map<String, Boolean> visited = new LinkedHashMap<>(256, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > MAX_REMEMBERED;
        }
    };

    public StatusUpdates(NextFetch next, RevisitSchedule schedule, SourceFailures failures) {
        this.next = next;
        this.schedule = schedule;
        this.failures = failures;
    }

    /**
     * A source's visit, as the cleaning step saw it.
     *
     * @param linkIds  the document ids of its in-scope links, page order
     * @param kind     what kind of source it is
     * @param rateHint new links per hour its own dates tell (a feed's entries), 0 if none
     * @param etag     the validators of this answer (either may be null)
     * @param phase    the source's phase for the spread of first revisits ({@link RevisitSchedule#phaseOf})
     */
    public record SourceVisit(List<String> linkIds, RevisitSchedule.Kind kind, double rateHint, String etag,
                              String lastModified, double phase) {
        public SourceVisit(List<String> linkIds, RevisitSchedule.Kind kind, double rateHint, String etag,
                           String lastModified) {
            this(linkIds, kind, rateHint, etag, lastModified, 0);
        }
    }

    /**
     * A source's visit at {@code now}, after what crawl-status knew of it and of its links ({@code knownElsewhere}:
     * the ids of links another page gave first). A visit that finds new links under the very validators stored
     * from the last one shows a server whose validators do not change with its content: its fetches stop being
     * conditional.
     */
    public Map<String, Object> visit(RevisitSchedule.Previous previous, Set<String> knownElsewhere, SourceVisit v,
                                     long now) {
        List<String> hashes = new ArrayList<>(v.linkIds().size());
        Map<String, String> idOf = new HashMap<>();
        for (String id : v.linkIds()) {
            String h = StatusDocs.linkHash(id);
            hashes.add(h);
            idOf.put(h, id);
        }
        int fresh = 0;
        for (String h : RevisitSchedule.notSeenBefore(previous, hashes)) {
            if (!knownElsewhere.contains(idOf.get(h))) {
                fresh++;
            }
        }
        RevisitSchedule.Next n = schedule.after(previous, new RevisitSchedule.Visit(v.kind(), hashes, fresh,
                v.rateHint(), v.phase()), now);
        Map<String, Object> d = StatusDocs.sourceVisit(n.intervalS(), n.newLinks(), n.visits(), n.linksSeen(),
                n.nextFetchMs(), now);
        d.put("link_rate", n.ratePerHour());
        d.put("not_modified", 0);
        endStreak(d);
        boolean lying = previous != null && (previous.validatorsIgnored()
                || n.newLinks() > 0 && n.visits() > 1 && previous.sameValidators(v.etag(), v.lastModified()));
        if (lying) {
            d.put("validators_ignored", true);
        }
        return d;
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
        return outcome(url, status, reason, httpStatus, attempts, 0, now);
    }

    /** The update for an outcome at {@code now}, with the URL's deferrals for outages so far. */
    public Update outcome(String url, CrawlStatus status, String reason, int httpStatus, int attempts, int outages,
                          long now) {
        return outcome(url, status, reason, httpStatus, attempts, outages, 0, now);
    }

    /**
     * The update for an outcome at {@code now}, with the URL's deferrals for outages so far and the wait its answer
     * asked for ({@code retryAfterMs}, Retry-After; 0 if none).
     */
    public Update outcome(String url, CrawlStatus status, String reason, int httpStatus, int attempts, int outages,
                          long retryAfterMs, long now) {
        Map<String, Object> d = StatusDocs.outcome(url, status, reason, httpStatus, attempts, outages, now);
        if (status == CrawlStatus.NOT_MODIFIED) {
            endStreak(d); // a source's answer: its failures in a row are over
            return new Update(d, After.NOT_MODIFIED, retryAfterMs);
        }
        if (status == CrawlStatus.ERROR && ArticleRevision.gone(httpStatus)) {
            StatusDocs.nextFetch(d, 0);
            // an indexed article's revisit, a list page that had records, a source's bad spell, or any page's 404:
            // its record says
            return new Update(d, After.GONE, retryAfterMs);
        }
        if (status == CrawlStatus.ERROR && !visited.containsKey(url)) {
            StatusDocs.nextFetch(d, 0);
            return new Update(d, After.FAILURE, retryAfterMs); // a page's end, unless its record says it is a source
        }
        boolean source = status.isFinal() && visited.remove(url) != null;
        if (source) {
            endStreak(d);
        }
        if (!source && (status == CrawlStatus.INDEXED || status == CrawlStatus.FETCHED_NOTHING)) {
            d.put("kind", StatusDocs.KIND_ARTICLE);
            if (mayBeSource(url)) {
                StatusDocs.nextFetch(d, 0);
                return new Update(d, After.PAGE_AT_SOURCE, retryAfterMs);
            }
            if (status == CrawlStatus.INDEXED && next.revisitsArticles()) {
                return new Update(d, After.ARTICLE_VISITS); // one late revisit: after its first visit only
            }
        }
        NextFetch.Due due = next.after(status, attempts, outages, source, retryAfterMs, now);
        if (!due.keep()) {
            StatusDocs.nextFetch(d, due.atMs());
        }
        return new Update(d, After.NOTHING);
    }

    /** An update that needed the URL's earlier visits, completed with them. */
    public Map<String, Object> complete(Update u, RevisitSchedule.Previous previous, long now) {
        return complete(u, previous, null, now);
    }

    /**
     * An update that needed the URL's earlier visits, completed with them and with what its record says of it as a
     * source ({@code known}; null: nothing known).
     */
    public Map<String, Object> complete(Update u, RevisitSchedule.Previous previous, SourceFailures.Known known,
                                        long now) {
        return switch (u.after()) {
            case NOTHING -> u.doc();
            case ARTICLE_VISITS -> withVisits(u.doc(), previous, now);
            case NOT_MODIFIED -> notModified(u.doc(), previous, now);
            case GONE -> u.doc();
            case FAILURE -> failed(u, known, now);
            case PAGE_AT_SOURCE -> pageAtSource(u, previous, known, now);
        };
    }

    /** A site's root or a URL named as a feed or sitemap: the URLs whose page outcome may be a source's failure. */
    static boolean mayBeSource(String url) {
        return SourceUrls.byUrl(url) != null || PreviousVisits.siteRoot(url);
    }

    /**
     * A page's outcome at a URL that may be a source, once its record is read: a source visited before answered
     * something that is no source (a failure: it is failing, {@link #failed}); anything else is the article it is.
     */
    private Map<String, Object> pageAtSource(Update u, RevisitSchedule.Previous previous, SourceFailures.Known known,
                                             long now) {
        Map<String, Object> d = u.doc();
        if (known != null && known.visited()) {
            Object reason = d.get("reason");
            d.put("reason", "answered a page where its source was (" + d.get("status")
                    + (reason == null ? "" : ": " + reason) + ")");
            d.remove("kind");
            return failed(u, known, now);
        }
        if (CrawlStatus.INDEXED.value().equals(d.get("status")) && next.revisitsArticles()) {
            return withVisits(d, previous, now);
        }
        return d;
    }

    /**
     * An error once the URL's record is read: a source's failure makes it failing, due again after its back-off
     * (or retired after failing for long); a page's is final, as written.
     */
    Map<String, Object> failed(Update u, SourceFailures.Known known, long now) {
        Map<String, Object> d = u.doc();
        if (known == null || !known.source()) {
            return d;
        }
        SourceFailures.Decision f = failures.after(known.streak(), known.intervalMs(), u.retryAfterMs(),
                String.valueOf(d.get("reason")), now);
        d.put("status", f.status().value());
        d.put("final", f.status().isFinal());
        d.put("reason", StatusDocs.reason(f.reason()));
        // its kind stays what its visits made it: a site's root that never answered is no source visited yet
        d.put("failing_since", java.time.Instant.ofEpochMilli(f.streak().sinceMs()).toString());
        d.put("failures", f.streak().failures());
        return StatusDocs.nextFetch(d, f.nextFetchMs());
    }

    /** A source answered: its failures in a row, if any, are over. */
    private static void endStreak(Map<String, Object> d) {
        d.put("failing_since", null);
        d.put("failures", 0);
    }

    /**
     * A 404 or 410 once the URL's record is read: an indexed article's late revisit makes it {@code removed} (final)
     * and its document is marked; a page whose last visit left records ({@code records}, null: none) loses them all,
     * deleted by id, and its status names none (so a replay after it is written deletes nothing again, while one
     * before still knows them); anything else stays the error it is. {@code defaultArticleIndex} holds the articles
     * whose status did not record their index.
     */
    public Gone gone(String url, Update u, ArticleRevision.Recorded before, PageRecords records,
                     String defaultArticleIndex, long now) {
        return gone(url, u, before, records, null, defaultArticleIndex, now);
    }

    /**
     * As {@link #gone(String, Update, ArticleRevision.Recorded, PageRecords, String, long)}, with what the URL's record
     * says of it as a source ({@code known}, null: nothing): a source's 404 is a bad spell, not its end - it keeps its
     * records and is failing ({@link #failed}).
     */
    public Gone gone(String url, Update u, ArticleRevision.Recorded before, PageRecords records,
                     SourceFailures.Known known, String defaultArticleIndex, long now) {
        Map<String, Object> d = u.doc();
        if (known != null && known.source()) {
            return new Gone(failed(u, known, now), null, null, null, List.of());
        }
        List<PageRecords.Stale> stale = PageRecords.stale(url, records, PageRecords.none());
        if (records != null) {
            d.putAll(PageRecords.none().fields());
            d.put("reason", d.get("reason") + "; the page's " + stale.size() + " records deleted");
        }
        // only a late revisit removes an article (frontier.article-revisit-s); a 404 is read anyway, for records
        if (!next.revisitsArticles() || !ArticleRevision.removes(intOf(d.get("http_status")), before)) {
            return new Gone(d, null, null, null, stale);
        }
        d.put("status", CrawlStatus.REMOVED.value());
        d.put("final", true);
        d.put("reason", "HTTP " + d.get("http_status") + " on its revisit: the article is marked removed");
        String index = before.articleIndex() != null ? before.articleIndex() : defaultArticleIndex;
        String id = before.articleId() != null ? before.articleId() : StatusDocs.id(url);
        return new Gone(d, index, id, ArticleRevision.removedFields(now), stale);
    }

    private static int intOf(Object o) {
        return o instanceof Number n ? n.intValue() : 0;
    }

    /**
     * A 304: a source is due again after a longer interval, with one more 304 in a row counted (after
     * {@code frontier.source.revalidate-after} of them the frontier fetches it whole); anything else is done.
     */
    private Map<String, Object> notModified(Map<String, Object> doc, RevisitSchedule.Previous previous, long now) {
        RevisitSchedule.Next n = schedule.afterNotModified(previous, now);
        if (n == null) {
            return StatusDocs.nextFetch(doc, 0);
        }
        doc.put("kind", StatusDocs.KIND_SOURCE);
        doc.put("interval_s", n.intervalS());
        doc.put("link_rate", n.ratePerHour());
        doc.put("new_links", 0);
        doc.put("visits", n.visits());
        doc.put("not_modified", previous.notModified() + 1);
        doc.put("visit_time", java.time.Instant.ofEpochMilli(now).toString());
        return StatusDocs.nextFetch(doc, n.nextFetchMs());
    }

    /** An indexed article's update once its earlier visits are known: its one late revisit, or none. */
    public Map<String, Object> withVisits(Map<String, Object> doc, RevisitSchedule.Previous previous, long now) {
        int before = previous == null ? 0 : previous.visits();
        doc.put("visits", before + 1);
        return StatusDocs.nextFetch(doc, next.articleRevisit(before, now).atMs());
    }
}
