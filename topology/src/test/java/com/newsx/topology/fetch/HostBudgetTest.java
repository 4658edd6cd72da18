package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostBudgetTest {

    @Test
    void aTrapHostGetsItsBudgetPerWindowAndNoMore() {
        HostBudget b = new HostBudget(100, 3_600_000);
        int trap = 0;
        for (int i = 0; i < 332; i++) {
            if (b.take("calendar.example", 1_000 + i)) {
                trap++;
            }
        }
        assertEquals(100, trap, "a calendar trap's 332 pages: 100 fetched in the window");
        assertTrue(b.take("other.example", 2_000), "other hosts keep their own budget");
        assertFalse(b.take("calendar.example", 3_599_999));
        assertTrue(b.take("calendar.example", 3_600_000), "the next window starts afresh");
        assertEquals(1, b.keys(), "counts of past windows are dropped");
        assertTrue(b.reason("calendar.example").contains("fetch.host-budget"));
    }

    @Test
    void zeroIsNoBudget() {
        HostBudget b = new HostBudget(0, 1000);
        for (int i = 0; i < 10_000; i++) {
            assertTrue(b.take("a.example", i));
        }
        assertEquals(0, b.keys());
    }

    @Test
    void aURLOverTheBudgetIsDueInTheNextWindowSpreadOverItsFirstHalf() {
        HostBudget b = new HostBudget(1, 3_600_000);
        java.util.Set<Long> dues = new java.util.HashSet<>();
        for (int i = 0; i < 50; i++) {
            long due = b.dueAfter("http://calendar.example/day/" + i, 1_000);
            assertTrue(due >= 3_600_000 && due < 3_600_000 + 1_800_000, "in the next window's first half: " + due);
            dues.add(due);
        }
        assertTrue(dues.size() > 40, "spread, not all in one second");
        assertEquals(b.dueAfter("http://calendar.example/day/1", 1_000), b.dueAfter("http://calendar.example/day/1", 9_000),
                "the same URL, the same time");
    }
}
