package com.newsx.topology.schedule;

import com.newsx.topology.config.FrontierSettings;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How often a source (a feed, a sitemap, a home, section or list page) is visited. Each visit counts the new article
 * links it found, links the crawl did not know before ({@link Visit#newLinks}), and the source's rate of new links
 * follows them: an exponentially weighted mean of new links per hour whose weights decay with time, by half every
 * {@code halfLifeS}, not with the number of visits. (Weighted per visit, a quiet source polled often loses most of its
 * rate in a few empty visits, and since the interval is convex in the rate its intervals stretch far past what its rate
 * calls for: a site with two stories an hour ended up polled every eight minutes.) The interval is
 * {@code hourlyS / sqrt(rate)}: for a fixed number of polls over sources of different rates, polling each in
 * proportion to the square root of its rate gives the least mean delay from publication to fetch (a source that
 * publishes four times as often is polled twice as often, and each of its visits finds twice as much). So the
 * interval shrinks after a visit that found new links and grows after one that found none, within
 * [{@code minS}, {@code maxS}]; and a source still publishing (at least {@code newsMinRate} new links an hour) is
 * visited at least every {@code newsMaxS}, which bounds the delay of the quiet sites that the square-root rule would
 * poll least: their polls are few (a few an hour each) and mostly 304s. So is a seed's home page that names no feed
 * ({@link Kind#HOME}) while it has shown no new link: it is its site's only way in.
 *
 * <p>The signal is new links, not changed bytes: home pages and feeds stamp every response, so a byte signature
 * would call every visit "changed". A first visit finds all its links new, which says nothing about the rate: a
 * feed's or sitemap's dates give one ({@link Visit#rateHint}), else the source starts from its kind's initial
 * interval. While no new link has ever been seen the interval grows by {@code grow} per empty visit.
 *
 * @param homeInitialS the first interval of a seed's home page, and of a feed or sitemap without dates (seconds)
 * @param pageInitialS the first interval of any other page (sections, lists), and of a page that names a feed
 * @param minS         the shortest interval
 * @param maxS         the longest interval
 * @param hourlyS      the interval of a source that yields one new link an hour
 * @param halfLifeS    the age at which a visit's new links weigh half as much in the rate (seconds)
 * @param grow         the factor after an empty visit while the rate is still unknown
 * @param firstSpread  the share of its first interval by which a source's first revisit may come early, by its
 *                     {@link Visit#phase}: sources found together are then not all polled in the same second, and a
 *                     fixed interval's polls over a short run grow smoothly with the interval (0: no spread)
 * @param newsMaxS     the longest interval of a source with at least {@code newsMinRate} new links an hour
 * @param newsMinRate  new links an hour under which a source is no longer held to {@code newsMaxS}
 */
public record RevisitSchedule(long homeInitialS, long pageInitialS, long minS, long maxS, long hourlyS,
                              double halfLifeS, double grow, double firstSpread, long newsMaxS, double newsMinRate) {
    /** At most this many link hashes are kept per source (a portal's home page can have thousands of links). */
    public static final int MAX_LINKS_SEEN = 1000;

    public RevisitSchedule {
        // the bounds the settings check
        new FrontierSettings.Revisit(homeInitialS, pageInitialS, minS, maxS, hourlyS, halfLifeS, grow, firstSpread,
                newsMaxS, newsMinRate);
    }

    /** No bound for sources still publishing beyond {@code maxS}. */
    public RevisitSchedule(long homeInitialS, long pageInitialS, long minS, long maxS, long hourlyS, double halfLifeS,
                           double grow, double firstSpread) {
        this(homeInitialS, pageInitialS, minS, maxS, hourlyS, halfLifeS, grow, firstSpread, maxS, 0);
    }

    public RevisitSchedule(long homeInitialS, long pageInitialS, long minS, long maxS, long hourlyS, double halfLifeS,
                           double grow) {
        this(homeInitialS, pageInitialS, minS, maxS, hourlyS, halfLifeS, grow, 0);
    }

    public static RevisitSchedule of(FrontierSettings.Revisit r) {
        return new RevisitSchedule(r.homeInitialS(), r.pageInitialS(), r.minS(), r.maxS(), r.hourlyS(),
                r.halfLifeS(), r.grow(), r.firstSpread(), r.newsMaxS(), r.newsMinRate());
    }

    /** What kind of source a page is, for its first interval. */
    public enum Kind {
        /** A feed or a sitemap. */
        FEED,
        /** A seed's home page. */
        HOME,
        /** Any other page links are followed from (a section, a list), or a page that names a feed. */
        PAGE
    }

    /**
     * What is known of a source from its last visit; {@code visits} 0 (or no links seen) means never visited.
     *
     * @param ratePerHour       its rate of new links (0: none seen yet)
     * @param visitMs           when it was last visited (epoch ms; 0: unknown)
     * @param notModified       the 304s in a row since its last full visit
     * @param validatorsIgnored its server's validators were caught lying: its fetches are never conditional
     * @param etag              the validators stored from its last answer (either may be null)
     */
    public record Previous(List<String> linksSeen, long intervalS, int visits, double ratePerHour, long visitMs,
                           int notModified, boolean validatorsIgnored, String etag, String lastModified) {
        public static final Previous NONE = new Previous(null, 0, 0);

        public Previous(List<String> linksSeen, long intervalS, int visits) {
            this(linksSeen, intervalS, visits, 0, 0, 0, false, null, null);
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

    /**
     * One visit of a source.
     *
     * @param kind     what kind of source it is
     * @param links    the short hashes of its in-scope links, page order
     * @param newLinks how many of them are new: not seen on its last visit, nor known to the crawl from elsewhere
     * @param rateHint new links per hour its own dates tell (a feed's entries), 0 if none
     * @param phase    where in [0, 1) the source's first revisit falls within the spread ({@link #phaseOf})
     */
    public record Visit(Kind kind, List<String> links, int newLinks, double rateHint, double phase) {
        public Visit(Kind kind, List<String> links, int newLinks, double rateHint) {
            this(kind, links, newLinks, rateHint, 0);
        }
    }

    /** A source's phase in [0, 1), fixed by its URL: the same source always gets the same one. */
    public static double phaseOf(String url) {
        // String.hashCode of URLs that differ in their last character differs by one: mix its bits (the finaliser
        // of MurmurHash3) so that a site's sections get phases apart
        int h = url.hashCode();
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return (h >>> 1) / (double) (1L << 31);
    }

    /** The source after this visit: what to store, and when it is due next. */
    public record Next(long intervalS, int newLinks, int visits, List<String> linksSeen, double ratePerHour,
                       long nextFetchMs) {
    }

    /** The links of {@code links} its last visit did not have (all of them on a first visit). */
    public static Set<String> notSeenBefore(Previous prev, List<String> links) {
        Set<String> fresh = new HashSet<>(links);
        if (prev != null && prev.linksSeen() != null) {
            prev.linksSeen().forEach(fresh::remove);
        }
        return fresh;
    }

    /** The schedule after a visit at {@code nowMs}. */
    public Next after(Previous prev, Visit visit, long nowMs) {
        List<String> links = visit.links();
        List<String> kept = links.size() <= MAX_LINKS_SEEN ? List.copyOf(links) : List.copyOf(links.subList(0, MAX_LINKS_SEEN));
        if (prev == null || prev.firstVisit()) {
            double rate = Math.max(0, visit.rateHint());
            long interval = spread(rate > 0 ? byRate(rate) : initial(visit.kind()), visit.phase());
            return new Next(interval, new HashSet<>(kept).size(), 1, kept, rate, nowMs + interval * 1000);
        }
        return next(prev, visit.newLinks(), kept, nowMs, visit.kind() == Kind.HOME);
    }

    /**
     * A visit answered 304 (not modified): a visit that found nothing new; the links stay those of the last full
     * visit. Null for a URL that was never visited as a source (an article's late revisit).
     */
    public Next afterNotModified(Previous prev, long nowMs) {
        if (prev == null || prev.firstVisit()) {
            return null;
        }
        // a 304 does not say what kind of source answered: one held at the bound (a home page) stays held
        return next(prev, 0, prev.linksSeen(), nowMs, prev.intervalS() <= newsMaxS);
    }

    private Next next(Previous prev, int newLinks, List<String> kept, long nowMs, boolean heldToNewsMax) {
        // the hours since the last visit; a visit whose time was not stored counts its planned interval
        double hours = (prev.visitMs() > 0 && nowMs > prev.visitMs() ? nowMs - prev.visitMs() : prev.intervalS() * 1000.0)
                / 3_600_000.0;
        double seen = newLinks / Math.max(hours, 1.0 / 3600);
        // the last visit weighs as much as the time it covers: the earlier rate has aged by that time
        double weight = 1 - Math.pow(0.5, hours * 3600 / halfLifeS);
        double rate = prev.ratePerHour() > 0 ? weight * seen + (1 - weight) * prev.ratePerHour() : seen;
        long interval = rate > 0 ? byRate(rate) : clamp((long) Math.ceil(prev.intervalS() * grow));
        if (rate <= 0 && heldToNewsMax) {
            // a seed's home page that names no feed is its site's only way in: however long the site has been quiet,
            // its next story waits at most news-max-interval-s (a few cheap polls an hour)
            interval = Math.min(interval, clamp(newsMaxS));
        }
        return new Next(interval, newLinks, prev.visits() + 1, kept, rate, nowMs + interval * 1000);
    }

    /** The square-root rule: a source yielding {@code perHour} new links an hour. */
    long byRate(double perHour) {
        long s = clamp(Math.round(hourlyS / Math.sqrt(perHour)));
        // min- and max-interval-s bound every source, this one too
        return perHour >= newsMinRate ? clamp(Math.min(newsMaxS, s)) : s;
    }

    /**
     * The first interval brought forward by up to {@code firstSpread} of itself; not clamped to {@code minS}, so a
     * fixed interval (min = max) is spread too.
     */
    long spread(long intervalS, double phase) {
        return Math.max(1, Math.round(intervalS * (1 - firstSpread * phase)));
    }

    private long initial(Kind kind) {
        return kind == Kind.PAGE ? pageInitialS : homeInitialS;
    }

    private long clamp(long s) {
        return Math.max(minS, Math.min(maxS, s));
    }
}
