package com.newsx.topology.schedule;

import com.newsx.topology.doc.CrawlStatus;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceFailuresTest {
    private static final long NOW = 1_700_000_000_000L;
    private static final long DAY = 86_400_000L;
    private final SourceFailures failures = new SourceFailures(2_000, 180_000, DAY, 30 * DAY);

    @Test
    void theWaitDoublesUpToTheSourcesOwnInterval() {
        long interval = 60_000;
        SourceFailures.Streak s = SourceFailures.Streak.NONE;
        long[] waits = new long[8];
        for (int i = 0; i < waits.length; i++) {
            SourceFailures.Decision d = failures.after(s, interval, 0, "HTTP 503", NOW + i);
            assertEquals(CrawlStatus.FAILING, d.status());
            waits[i] = d.nextFetchMs() - (NOW + i);
            s = d.streak();
        }
        assertEquals(2_000, waits[0]);
        assertEquals(4_000, waits[1]);
        assertEquals(32_000, waits[4]);
        assertEquals(60_000, waits[5], "never longer than a healthy source's interval");
        assertEquals(60_000, waits[7]);
        assertEquals(8, s.failures());
        assertEquals(NOW, s.sinceMs(), "the streak's start is its first failure");
    }

    @Test
    void anUnknownIntervalIsCappedByAFirstIntervalAndRetryAfterIsHonouredWithinTheLongest() {
        assertEquals(180_000, failures.waitMs(40, 0, 0), "never visited: a home page's first interval");
        assertEquals(300_000, failures.waitMs(1, 60_000, 300_000), "Retry-After above the back-off");
        assertEquals(DAY, failures.waitMs(1, 60_000, 10 * DAY), "but within the longest interval");
        assertEquals(2_000, failures.waitMs(1, 500, 0), "an interval below the first delay: the first delay");
    }

    @Test
    void retiredOnlyAfterFailingWithoutABreakForTheWholeTime() {
        SourceFailures.Streak month = new SourceFailures.Streak(NOW - 30 * DAY + 1, 700);
        assertEquals(CrawlStatus.FAILING, failures.after(month, 60_000, 0, "HTTP 404", NOW).status());
        SourceFailures.Decision d = failures.after(new SourceFailures.Streak(NOW - 30 * DAY, 700), 60_000, 0,
                "HTTP 404", NOW);
        assertEquals(CrawlStatus.RETIRED, d.status());
        assertTrue(d.status().isFinal());
        assertEquals(0, d.nextFetchMs());
        assertTrue(d.reason().endsWith("last: HTTP 404"), d.reason());
        SourceFailures never = new SourceFailures(2_000, 180_000, DAY, 0);
        assertEquals(CrawlStatus.FAILING, never.after(new SourceFailures.Streak(1, 1_000_000), 0, 0, "x", NOW).status());
    }

    @Test
    void aStreakFromTheFutureOrWithoutFailuresStartsNow() {
        assertEquals(NOW, failures.after(new SourceFailures.Streak(NOW + DAY, 3), 0, 0, "x", NOW).streak().sinceMs());
        assertEquals(NOW, failures.after(new SourceFailures.Streak(NOW - DAY, 0), 0, 0, "x", NOW).streak().sinceMs(),
                "a revived source's old failing_since does not count");
    }

    @Test
    void whatCountsAsASource() {
        assertTrue(SourceFailures.isSource("source", false, false), "visited as one");
        assertTrue(SourceFailures.isSource(null, true, false), "a site's root, before its first visit");
        assertTrue(SourceFailures.isSource("article", false, true), "a URL named as a feed");
        assertFalse(SourceFailures.isSource("article", false, false));
        assertFalse(SourceFailures.isSource(null, false, false), "a seeded article");
    }

    @Test
    void settingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new SourceFailures(0, 1000, DAY, 0));
        assertThrows(IllegalArgumentException.class, () -> new SourceFailures(DAY, 1000, 1000, 0));
        assertThrows(IllegalArgumentException.class, () -> new SourceFailures(1000, 0, DAY, 0));
        assertThrows(IllegalArgumentException.class, () -> new SourceFailures(1000, 1000, DAY, -1));
    }
}
