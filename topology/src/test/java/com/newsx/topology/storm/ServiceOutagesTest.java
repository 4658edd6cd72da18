package com.newsx.topology.storm;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServiceOutagesTest {
    @Test
    void anOutageIsRecentForTheWindowAfterItWasLastSeen() {
        AtomicLong now = new AtomicLong(1_000_000);
        ServiceOutages outages = new ServiceOutages(now::get);
        assertFalse(outages.within(60_000), "none seen yet");
        outages.seen();
        now.addAndGet(30_000);
        assertTrue(outages.within(60_000));
        outages.seen(); // the outage goes on: the window runs from the last failure
        now.addAndGet(59_000);
        assertTrue(outages.within(60_000));
        now.addAndGet(2_000);
        assertFalse(outages.within(60_000));
    }
}
