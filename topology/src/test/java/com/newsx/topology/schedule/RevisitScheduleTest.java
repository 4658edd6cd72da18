package com.newsx.topology.schedule;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RevisitScheduleTest {
    private static final long NOW = 5_000_000;
    private final RevisitSchedule schedule = new RevisitSchedule(300, 30, 86_400, 0.5, 1.5);

    @Test
    void aFirstVisitStartsFromTheInitialIntervalWhateverItFound() {
        RevisitSchedule.Next n = schedule.after(RevisitSchedule.Previous.NONE, List.of("a", "b", "c"), NOW);
        assertEquals(300, n.intervalS(), "all links are new on a first visit: no signal");
        assertEquals(3, n.newLinks());
        assertEquals(1, n.visits());
        assertEquals(List.of("a", "b", "c"), n.linksSeen());
        assertEquals(NOW + 300_000, n.nextFetchMs());
        assertEquals(300, schedule.after(null, List.of(), NOW).intervalS());
    }

    @Test
    void newLinksShortenTheIntervalAndNoneLengthenIt() {
        RevisitSchedule.Previous before = new RevisitSchedule.Previous(List.of("a", "b", "c"), 300, 4);
        RevisitSchedule.Next found = schedule.after(before, List.of("d", "a", "b", "c"), NOW);
        assertEquals(150, found.intervalS());
        assertEquals(1, found.newLinks(), "only d is new");
        assertEquals(5, found.visits());
        assertEquals(NOW + 150_000, found.nextFetchMs());
        assertEquals(List.of("d", "a", "b", "c"), found.linksSeen(), "the links of this visit are kept for the next");

        RevisitSchedule.Next none = schedule.after(before, List.of("b", "c"), NOW);
        assertEquals(450, none.intervalS(), "links that went away are not new ones");
        assertEquals(0, none.newLinks());
    }

    @Test
    void theIntervalStaysWithinItsBounds() {
        RevisitSchedule.Next fast = schedule.after(new RevisitSchedule.Previous(List.of("a"), 40, 9), List.of("b"), NOW);
        assertEquals(30, fast.intervalS());
        RevisitSchedule.Next slow = schedule.after(new RevisitSchedule.Previous(List.of("a"), 80_000, 9), List.of("a"), NOW);
        assertEquals(86_400, slow.intervalS());
    }

    @Test
    void aFactorCloseToOneStillMovesTheInterval() {
        RevisitSchedule gentle = new RevisitSchedule(300, 30, 86_400, 0.99, 1.01);
        assertEquals(31, gentle.after(new RevisitSchedule.Previous(List.of("a"), 30, 2), List.of("a"), NOW).intervalS());
        assertEquals(98, gentle.after(new RevisitSchedule.Previous(List.of("a"), 99, 2), List.of("b"), NOW).intervalS());
    }

    @Test
    void aPortalsThousandsOfLinksAreKeptToTheCap() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            many.add("h" + i);
        }
        RevisitSchedule.Next n = schedule.after(RevisitSchedule.Previous.NONE, many, NOW);
        assertEquals(RevisitSchedule.MAX_LINKS_SEEN, n.linksSeen().size());
        assertEquals("h0", n.linksSeen().get(0), "the first links of the page, where the news is");
    }
}
