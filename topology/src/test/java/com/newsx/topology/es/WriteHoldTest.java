package com.newsx.topology.es;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WriteHoldTest {
    @Test
    void documentsAreTakenWhileTheyFitAndTheirBytesLeaveWithThem() {
        WriteHold hold = new WriteHold(100, 10_000);
        assertTrue(hold.admit(60, 0, 1_000));
        assertFalse(hold.admit(50, 0, 1_000), "160 bytes do not fit in 100");
        assertTrue(hold.admit(40, 0, 1_000), "100 do");
        assertEquals(100, hold.bytes());
        assertEquals(2, hold.documents());
        hold.release(60);
        assertTrue(hold.admit(50, 0, 1_000), "room again once one is out");
        assertEquals(90, hold.bytes());
        assertEquals(3, hold.kept());
        assertEquals(1, hold.given());
    }

    @Test
    void aDocumentWaitsOnlyWhileItsPagesTimeLasts() {
        WriteHold hold = new WriteHold(1_000, 10_000);
        assertFalse(hold.admit(10, 5_000, 15_001), "its next try would come after its page's time");
        assertTrue(hold.admit(10, 5_000, 15_000));
        assertTrue(hold.keep(10, 5_000, 12_000));
        assertEquals(10, hold.bytes());
        assertFalse(hold.keep(10, 5_000, 15_001), "out of time: given up");
        assertEquals(0, hold.bytes(), "and its bytes released");
        assertEquals(0, hold.documents());
        assertEquals(2, hold.given());
    }

    @Test
    void noBytesNoHold() {
        WriteHold hold = new WriteHold(0, 10_000);
        assertFalse(hold.admit(1, 0, 0));
    }
}
