package com.newsx.topology.status;

import com.newsx.topology.schedule.SourceFailures;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a URL's crawl-status record says of it as a source, for the status step's failures. */
class PreviousVisitsKnownTest {
    private static final String PAGE = "http://a.example/news/1.html";

    @Test
    void aSourceVisitedBeforeKeepsItsIntervalAndStreak() {
        SourceFailures.Known k = PreviousVisits.known(PAGE, Map.of("kind", "source", "depth", 1, "interval_s", 90,
                "failing_since", "2026-12-01T10:00:00Z", "failures", 3));
        assertTrue(k.source());
        assertEquals(90_000, k.intervalMs());
        assertEquals(3, k.streak().failures());
        assertEquals(java.time.Instant.parse("2026-12-01T10:00:00Z").toEpochMilli(), k.streak().sinceMs());
    }

    @Test
    void aSitesRootIsASourceBeforeItsFirstVisitAndAFeedByItsName() {
        assertTrue(PreviousVisits.known("http://a.example/", Map.of("depth", 0, "status", "discovered")).source());
        assertTrue(PreviousVisits.known("http://a.example", null).source());
        assertFalse(PreviousVisits.known("http://a.example/story", Map.of("depth", 0)).source(), "a seeded article");
        assertFalse(PreviousVisits.known("http://a.example/?p=12", Map.of("depth", 0)).source());
        assertTrue(PreviousVisits.known("http://a.example/rss.xml", Map.of("depth", 2)).source());
        assertTrue(PreviousVisits.known("http://a.example/sitemap.xml", null).source(), "even without a record");
    }

    @Test
    void anArticleIsNot() {
        assertFalse(PreviousVisits.known(PAGE, Map.of("depth", 1, "kind", "article")).source());
        assertFalse(PreviousVisits.known(PAGE, Map.of("depth", 2)).source());
        assertFalse(PreviousVisits.known(PAGE, null).source());
    }

    @Test
    void anUnreadableStreakStartsAgain() {
        SourceFailures.Known k = PreviousVisits.known("http://a.example/", Map.of("depth", 0,
                "failing_since", "yesterday", "failures", 2));
        assertEquals(0, k.streak().sinceMs());
    }
}
