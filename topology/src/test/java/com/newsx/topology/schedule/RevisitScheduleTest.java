package com.newsx.topology.schedule;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RevisitScheduleTest {
    private static final long HOUR = 3_600_000L;
    private static final long NOW = 100 * HOUR;
    /** A half-life of 200 s: a visit 200 s after the last weighs half in the rate. */
    private final RevisitSchedule schedule = new RevisitSchedule(180, 3600, 30, 86_400, 400, 200, 1.5);

    private static RevisitSchedule.Visit visit(RevisitSchedule.Kind kind, List<String> links, int fresh, double hint) {
        return new RevisitSchedule.Visit(kind, links, fresh, hint);
    }

    /** A source last visited {@code agoMs} before NOW, with {@code rate} new links an hour. */
    private static RevisitSchedule.Previous before(List<String> links, long intervalS, double rate, long agoMs) {
        return new RevisitSchedule.Previous(links, intervalS, 4, rate, NOW - agoMs, 0, false, null, null);
    }

    @Test
    void aFirstVisitStartsFromItsKindsIntervalOrFromTheRateItsDatesTell() {
        RevisitSchedule.Next home = schedule.after(RevisitSchedule.Previous.NONE,
                visit(RevisitSchedule.Kind.HOME, List.of("a", "b", "c"), 3, 0), NOW);
        assertEquals(180, home.intervalS(), "all links are new on a first visit: no signal");
        assertEquals(1, home.visits());
        assertEquals(List.of("a", "b", "c"), home.linksSeen());
        assertEquals(NOW + 180_000, home.nextFetchMs());
        assertEquals(3600, schedule.after(null, visit(RevisitSchedule.Kind.PAGE, List.of(), 0, 0), NOW).intervalS(),
                "a section, or a page whose feed is polled instead");
        RevisitSchedule.Next feed = schedule.after(null, visit(RevisitSchedule.Kind.FEED, List.of("a"), 1, 16), NOW);
        assertEquals(100, feed.intervalS(), "16 links an hour: 400 / sqrt(16)");
        assertEquals(16, feed.ratePerHour(), 1e-9);
    }

    @Test
    void aSpreadBringsFirstRevisitsForwardByTheirPhaseAndLeavesLaterOnesAtTheInterval() {
        // a fixed interval: min = max = every initial interval
        RevisitSchedule fixed = new RevisitSchedule(400, 400, 400, 400, 400, 0.5, 1.5, 0.9);
        assertEquals(400, fixed.after(null, new RevisitSchedule.Visit(RevisitSchedule.Kind.HOME, List.of("a"), 1, 0, 0),
                NOW).intervalS(), "phase 0: the whole interval");
        assertEquals(220, fixed.after(null, new RevisitSchedule.Visit(RevisitSchedule.Kind.HOME, List.of("a"), 1, 0, 0.5),
                NOW).intervalS(), "phase 0.5: 0.45 of it early, below min-interval-s on purpose");
        assertEquals(120, fixed.after(null, new RevisitSchedule.Visit(RevisitSchedule.Kind.FEED, List.of("a"), 1, 16,
                0.777_777_8), NOW).intervalS(), "a dated feed's first interval too");
        RevisitSchedule.Next later = fixed.after(before(List.of("a"), 220, 0, 220_000),
                new RevisitSchedule.Visit(RevisitSchedule.Kind.HOME, List.of("b", "a"), 1, 0, 0.5), NOW);
        assertEquals(400, later.intervalS(), "after the first revisit: the interval itself");
        assertEquals(180, schedule.after(null, new RevisitSchedule.Visit(RevisitSchedule.Kind.HOME, List.of("a"), 1, 0,
                0.9), NOW).intervalS(), "no spread by default");

        // phases fixed by URL and spread over [0, 1): 1,000 sources' first intervals cover the spread evenly
        int[] tenths = new int[10];
        for (int i = 0; i < 1000; i++) {
            double p = RevisitSchedule.phaseOf("http://news.live/section/" + i);
            assertTrue(p >= 0 && p < 1);
            tenths[(int) (p * 10)]++;
        }
        for (int t : tenths) {
            assertTrue(t > 50 && t < 150, "each tenth of the phases holds about a tenth of the sources: " + t);
        }
        assertEquals(RevisitSchedule.phaseOf("http://a.example/"), RevisitSchedule.phaseOf("http://a.example/"));
        assertThrows(IllegalArgumentException.class, () -> new RevisitSchedule(400, 400, 400, 400, 400, 0.5, 1.5, 1));
    }

    @Test
    void theIntervalFollowsTheSquareRootOfTheRateOfNewLinks() {
        // one hour ago, rate unknown (no new link seen yet); this visit finds 4
        RevisitSchedule.Next n = schedule.after(before(List.of("a"), 3600, 0, HOUR),
                visit(RevisitSchedule.Kind.HOME, List.of("e", "d", "c", "b", "a"), 4, 0), NOW);
        assertEquals(4, n.ratePerHour(), 1e-9);
        assertEquals(200, n.intervalS(), "400 / sqrt(4)");
        assertEquals(4, n.newLinks());
        assertEquals(5, n.visits());
        assertEquals(NOW + 200_000, n.nextFetchMs());
        assertEquals(List.of("e", "d", "c", "b", "a"), n.linksSeen(), "the links of this visit are kept for the next");

        // four times the rate: half the interval
        RevisitSchedule.Next busy = schedule.after(before(List.of("a"), 3600, 0, HOUR / 4),
                visit(RevisitSchedule.Kind.HOME, List.of("e", "d", "c", "b", "a"), 4, 0), NOW);
        assertEquals(100, busy.intervalS());
    }

    @Test
    void newLinksShortenTheIntervalAndNoneLengthenIt() {
        RevisitSchedule.Previous known = before(List.of("a", "b"), 200, 4, 200_000);
        RevisitSchedule.Next found = schedule.after(known, visit(RevisitSchedule.Kind.FEED, List.of("c", "a", "b"), 1, 0), NOW);
        assertTrue(found.intervalS() < 200, "a new link in 200 s (18 an hour) beside a rate of 4: sooner");
        // 200 s is one half-life: the visit and the earlier rate weigh half each
        assertEquals(0.5 * 18 + 0.5 * 4, found.ratePerHour(), 1e-9);
        RevisitSchedule.Next none = schedule.after(known, visit(RevisitSchedule.Kind.FEED, List.of("a", "b"), 0, 0), NOW);
        assertEquals(2, none.ratePerHour(), 1e-9, "an empty visit halves the rate");
        assertEquals(283, none.intervalS(), "400 / sqrt(2): later");
    }

    @Test
    void aVisitWeighsByTheTimeItCoversNotAsOneVisit() {
        RevisitSchedule hourly = new RevisitSchedule(180, 3600, 30, 86_400, 400, 3600, 1.5);
        // two stories an hour, polled every 4 minutes: most visits find nothing
        RevisitSchedule.Previous p = before(List.of("a"), 240, 2, 240_000);
        RevisitSchedule.Next n = null;
        long at = NOW;
        for (int i = 0; i < 8; i++) {
            n = hourly.after(p, visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), at);
            p = new RevisitSchedule.Previous(List.of("a"), n.intervalS(), 4 + i, n.ratePerHour(), at, 0, false, null,
                    null);
            at += n.intervalS() * 1000;
        }
        // weighted per visit (half each) eight empty visits would leave 2/256 of the rate and an interval of 12 hours
        assertTrue(n.ratePerHour() > 0.5, "rate after eight empty visits: " + n.ratePerHour());
        assertTrue(n.intervalS() < 600, "interval: " + n.intervalS());
        // an hour without news halves the rate
        RevisitSchedule.Next hour = hourly.after(before(List.of("a"), 3600, 2, HOUR),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW);
        assertEquals(1, hour.ratePerHour(), 1e-9);
        // and a visit covering an hour that found 4 weighs half against the earlier rate of 2
        RevisitSchedule.Next four = hourly.after(before(List.of("a"), 3600, 2, HOUR),
                visit(RevisitSchedule.Kind.HOME, List.of("e", "d", "c", "b", "a"), 4, 0), NOW);
        assertEquals(3, four.ratePerHour(), 1e-9);
    }

    @Test
    void aSourceStillPublishingIsVisitedAtLeastEveryNewsMaxInterval() {
        RevisitSchedule capped = new RevisitSchedule(180, 3600, 30, 86_400, 400, 3600, 1.5, 0, 240, 0.1);
        RevisitSchedule.Next slow = capped.after(before(List.of("a"), 240, 1, 240_000),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW);
        assertEquals(240, slow.intervalS(), "about one story an hour: 400 s by its rate, held to 240");
        RevisitSchedule.Next busy = capped.after(before(List.of("a"), 100, 16, 100_000),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW);
        assertTrue(busy.intervalS() < 240, "a busy source keeps its own, shorter interval: " + busy.intervalS());
        RevisitSchedule.Next stopped = capped.after(before(List.of("a"), 3600, 0.05, HOUR),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW);
        assertTrue(stopped.intervalS() > 1000, "under a story in ten hours: the square-root rule alone, "
                + stopped.intervalS());
        RevisitSchedule.Next never = capped.after(before(List.of("a"), 3000, 0, 3_000_000),
                visit(RevisitSchedule.Kind.PAGE, List.of("a"), 0, 0), NOW);
        assertEquals(4500, never.intervalS(), "a section that never showed news grows as before");
        // a seed's home page without a feed, quiet since the crawl began, is still visited every news-max-interval-s
        RevisitSchedule.Next home = capped.after(before(List.of("a"), 180, 0, 180_000),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW);
        assertEquals(240, home.intervalS(), "180 * 1.5 = 270, held to 240");
        RevisitSchedule.Previous held = new RevisitSchedule.Previous(List.of("a"), 240, 5, 0, NOW - 240_000, 1, false,
                "\"e\"", null);
        assertEquals(240, capped.afterNotModified(held, NOW).intervalS(), "and through its 304s");
        assertEquals(4500, capped.afterNotModified(before(List.of("a"), 3000, 0, 3_000_000), NOW).intervalS(),
                "a section's 304s lengthen its interval as before");
        assertEquals(30, new RevisitSchedule(180, 3600, 30, 86_400, 400, 3600, 1.5, 0, 20, 0.1).after(
                before(List.of("a"), 240, 1, 240_000), visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW)
                .intervalS(), "min-interval-s still bounds it");
        assertThrows(IllegalArgumentException.class,
                () -> new RevisitSchedule(180, 3600, 30, 86_400, 400, 3600, 1.5, 0, 0, 0.1));
    }

    @Test
    void aSourceThatNeverShowedANewLinkGrowsItsIntervalAndAllStaysWithinBounds() {
        RevisitSchedule.Next quiet = schedule.after(before(List.of("a"), 180, 0, 180_000),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW);
        assertEquals(270, quiet.intervalS());
        assertEquals(86_400, schedule.after(before(List.of("a"), 80_000, 0, 80_000_000),
                visit(RevisitSchedule.Kind.HOME, List.of("a"), 0, 0), NOW).intervalS());
        assertEquals(30, schedule.after(before(List.of("a"), 30, 5000, 30_000),
                visit(RevisitSchedule.Kind.FEED, List.of("b", "c", "d"), 3, 0), NOW).intervalS());
    }

    @Test
    void a304IsAVisitThatFoundNothingNew() {
        RevisitSchedule.Next n = schedule.afterNotModified(before(List.of("a", "b"), 200, 4, 200_000), NOW);
        assertEquals(2, n.ratePerHour(), 1e-9);
        assertEquals(283, n.intervalS());
        assertEquals(List.of("a", "b"), n.linksSeen(), "the links of the last full visit stay");
        assertNull(schedule.afterNotModified(RevisitSchedule.Previous.NONE, NOW), "never visited as a source");
    }

    @Test
    void linksNotOnTheLastVisitAreTheCandidatesForNew() {
        assertEquals(Set.of("c"), RevisitSchedule.notSeenBefore(before(List.of("a", "b"), 200, 0, 1), List.of("a", "c")));
        assertEquals(Set.of("a", "c"), RevisitSchedule.notSeenBefore(RevisitSchedule.Previous.NONE, List.of("a", "c")));
    }

    @Test
    void aPortalsThousandsOfLinksAreKeptToTheCap() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            many.add("h" + i);
        }
        RevisitSchedule.Next n = schedule.after(RevisitSchedule.Previous.NONE,
                visit(RevisitSchedule.Kind.HOME, many, 5000, 0), NOW);
        assertEquals(RevisitSchedule.MAX_LINKS_SEEN, n.linksSeen().size());
        assertEquals("h0", n.linksSeen().get(0), "the first links of the page, where the news is");
    }

    @Test
    void boundsThatCannotHoldAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RevisitSchedule(10, 3600, 30, 86_400, 400, 0.5, 1.5));
        assertThrows(IllegalArgumentException.class, () -> new RevisitSchedule(180, 3600, 30, 86_400, 400, 0, 1.5),
                "no half-life");
        assertThrows(IllegalArgumentException.class, () -> new RevisitSchedule(180, 3600, 30, 86_400, 400, 0.5, 0.9));
    }
}
