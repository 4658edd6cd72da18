package com.newsx.topology.schedule;

import com.newsx.topology.config.FrontierSettings;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How often a source (a home, section, list or comment page) is visited: its interval shrinks after a visit that
 * found links its previous visit did not have, and grows after one that found none, within bounds. The signal is
 * new links, not changed bytes: home pages and feeds stamp every response, so a byte signature would call every
 * visit "changed" and drive every source to the minimum. A first visit finds all its links new, which says nothing
 * about how often the source changes: it starts from the initial interval.
 *
 * @param initialS the interval after a first visit (seconds)
 * @param minS     the shortest interval
 * @param maxS     the longest interval
 * @param shrink   the factor after a visit with new links (below 1)
 * @param grow     the factor after a visit without (above 1)
 */
public record RevisitSchedule(long initialS, long minS, long maxS, double shrink, double grow) {
    /** At most this many link hashes are kept per source (a portal's home page can have thousands of links). */
    public static final int MAX_LINKS_SEEN = 1000;

    public RevisitSchedule {
        new FrontierSettings.Revisit(initialS, minS, maxS, shrink, grow); // the same bounds as the settings
    }

    public static RevisitSchedule of(FrontierSettings.Revisit r) {
        return new RevisitSchedule(r.initialS(), r.minS(), r.maxS(), r.shrink(), r.grow());
    }

    /**
     * What is known of a source from its last visit; {@code visits} 0 (or no links seen) means never visited.
     *
     * @param notModified       the 304s in a row since its last full visit
     * @param validatorsIgnored its server's validators were caught lying: its fetches are never conditional
     * @param etag              the validators stored from its last answer (either may be null)
     */
    public record Previous(List<String> linksSeen, long intervalS, int visits, int notModified,
                           boolean validatorsIgnored, String etag, String lastModified) {
        public static final Previous NONE = new Previous(null, 0, 0);

        public Previous(List<String> linksSeen, long intervalS, int visits) {
            this(linksSeen, intervalS, visits, 0, false, null, null);
        }

        boolean firstVisit() {
            return visits <= 0 || linksSeen == null || intervalS <= 0;
        }

        /** The answer carried the validators stored from the last one (an ETag if there is one, else the date). */
        public boolean sameValidators(String etag, String lastModified) {
            if (this.etag != null || etag != null) {
                return this.etag != null && this.etag.equals(etag);
            }
            return this.lastModified != null && this.lastModified.equals(lastModified);
        }
    }

    /** The source after this visit: what to store, and when it is due next. */
    public record Next(long intervalS, int newLinks, int visits, List<String> linksSeen, long nextFetchMs) {
    }

    /**
     * A visit answered 304 (not modified): as a visit that found nothing new, the interval grows; the links stay
     * those of the last full visit. Null for a URL that was never visited as a source (an article's late revisit).
     */
    public Next afterNotModified(Previous prev, long nowMs) {
        if (prev == null || prev.firstVisit()) {
            return null;
        }
        long interval = Math.max(minS, Math.min(maxS, (long) Math.ceil(prev.intervalS() * grow)));
        return new Next(interval, 0, prev.visits() + 1, prev.linksSeen(), nowMs + interval * 1000);
    }

    /** The schedule after a visit at {@code nowMs} that found {@code links} (short hashes, page order). */
    public Next after(Previous prev, List<String> links, long nowMs) {
        List<String> kept = links.size() <= MAX_LINKS_SEEN ? List.copyOf(links) : List.copyOf(links.subList(0, MAX_LINKS_SEEN));
        boolean first = prev == null || prev.firstVisit();
        long interval;
        int fresh;
        if (first) {
            fresh = new HashSet<>(kept).size();
            interval = initialS;
        } else {
            Set<String> seen = new HashSet<>(prev.linksSeen());
            fresh = (int) kept.stream().distinct().filter(h -> !seen.contains(h)).count();
            // rounded away from the old value, so that even a factor close to 1 moves the interval
            interval = fresh > 0 ? (long) Math.floor(prev.intervalS() * shrink) : (long) Math.ceil(prev.intervalS() * grow);
        }
        interval = Math.max(minS, Math.min(maxS, interval));
        int visits = first ? 1 : prev.visits() + 1;
        return new Next(interval, fresh, visits, kept, nowMs + interval * 1000);
    }
}
