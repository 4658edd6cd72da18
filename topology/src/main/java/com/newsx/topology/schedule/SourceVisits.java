package com.newsx.topology.schedule;

import com.newsx.extractor.page.PageType;
import com.newsx.topology.doc.StatusDocs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/** Which pages are sources - visited again and again for the new links they give - and what a visit carries. */
public final class SourceVisits {
    /** Dated entries needed before a source's dates say how often it publishes. */
    static final int MIN_DATED_FOR_RATE = 3;

    private SourceVisits() {
    }

    /**
     * A home, list or comment page is a source, as long as links found on it may still be followed (a list page at
     * the crawl's depth limit leads nowhere, so visiting it again would find nothing to crawl).
     */
    public static boolean isSource(PageType type, int depth, int maxDepth) {
        return (type == PageType.HOME || type == PageType.LIST || type == PageType.COMMENT) && depth < maxDepth;
    }

    /**
     * The kind of a page source: a seed's home page, unless it names a feed (then its feed is the source to poll,
     * and the page is visited as rarely as a section).
     */
    public static RevisitSchedule.Kind kindOfPage(int depth, boolean namesFeed) {
        return depth == 0 && !namesFeed ? RevisitSchedule.Kind.HOME : RevisitSchedule.Kind.PAGE;
    }

    /** The document ids of a visit's links, in page order, at most {@link RevisitSchedule#MAX_LINKS_SEEN}. */
    public static List<String> linkIds(Collection<String> links) {
        List<String> out = new ArrayList<>(Math.min(links.size(), RevisitSchedule.MAX_LINKS_SEEN));
        for (String l : links) {
            if (out.size() >= RevisitSchedule.MAX_LINKS_SEEN) {
                break;
            }
            out.add(StatusDocs.id(l));
        }
        return out;
    }

    /**
     * New links per hour that a feed's or sitemap's own dates tell: its dated entries over the time they span
     * (a feed lists its latest entries, published at its site's rate). 0 when fewer than three are dated, or all on
     * one instant (a sitemap that stamps every entry with the time it was generated).
     */
    public static double ratePerHour(long[] published, long nowMs) {
        long[] dated = Arrays.stream(published).filter(t -> t >= 0 && t <= nowMs).sorted().toArray();
        if (dated.length < MIN_DATED_FOR_RATE) {
            return 0;
        }
        // from the oldest listed entry to now: the quiet time since the newest one counts too
        long spanMs = nowMs - dated[0];
        if (dated[dated.length - 1] == dated[0] || spanMs <= 0) {
            return 0;
        }
        return dated.length * 3_600_000.0 / spanMs;
    }
}
