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

    /** What is known of a source from its last visit; {@code visits} 0 (or no links seen) means never visited. */
    public record Previous(List<String> linksSeen, long intervalS, int visits) {
        public static final Previous NONE = new Previous(null, 0, 0);
    }

    /** The source after this visit: what to store, and when it is due next. */
    public record Next(long intervalS, int newLinks, int visits, List<String> linksSeen, long nextFetchMs) {
    }

    /** The schedule after a visit at {@code nowMs} that found {@code links} (short hashes, page order). */
    public Next after(Previous prev, List<String> links, long nowMs) {
        List<String> kept = links.size() <= MAX_LINKS_SEEN ? List.copyOf(links) : List.copyOf(links.subList(0, MAX_LINKS_SEEN));
        boolean first = prev == null || prev.visits() <= 0 || prev.linksSeen() == null || prev.intervalS() <= 0;
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
