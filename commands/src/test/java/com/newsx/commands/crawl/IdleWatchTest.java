package com.newsx.commands.crawl;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdleWatchTest {
    @Test
    void aCrawlThatHasNotStartedIsGivenTheStartupGraceNotTheIdleWindow() {
        IdleWatch w = new IdleWatch(15_000, 0);
        assertFalse(w.idle("0/0/0", 5_000));
        assertFalse(w.idle("0/0/0", 20_000), "15 s without a first move is a slow start, not idleness");
        assertEquals(IdleWatch.STARTUP_GRACE_MS, w.window());
        assertTrue(w.idle("0/0/0", IdleWatch.STARTUP_GRACE_MS + 1), "a crawl that never starts still stops");
    }

    @Test
    void onceTheCrawlHasMovedTheIdleWindowCountsFromItsLastMove() {
        IdleWatch w = new IdleWatch(15_000, 0);
        assertFalse(w.idle("0/0/0", 5_000));
        assertFalse(w.idle("1/0/0", 30_000), "the first seed read");
        assertEquals(15_000, w.window());
        assertFalse(w.idle("1/0/0", 44_000));
        assertFalse(w.idle("9/9/9", 44_500));
        assertFalse(w.idle("9/9/9", 59_000));
        assertTrue(w.idle("9/9/9", 59_501), "15 s after the last move");
    }

    @Test
    void aLongIdleSettingIsKeptBeforeTheFirstMoveToo() {
        IdleWatch w = new IdleWatch(900_000, 0);
        assertFalse(w.idle("0/0/0", 0));
        assertFalse(w.idle("0/0/0", 600_000));
        assertTrue(w.idle("0/0/0", 900_001));
    }
}
