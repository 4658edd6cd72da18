package com.newsx.topology.outlinks;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SentLinksTest {

    @Test
    void eightKilobyteLinksAreBoundedByBytes() {
        SentLinks sent = new SentLinks(16L << 20);
        String pad = "x".repeat(8000);
        for (int i = 0; i < 200_000; i++) {
            sent.add("http://trap.example/" + i + "/" + pad);
        }
        // 200,000 x 8 KB would be 1.6 GB; 16 MB holds about 2,000 of them
        assertTrue(sent.size() < 2_100, "links kept: " + sent.size());
        assertTrue(sent.contains("http://trap.example/199999/" + pad), "the most recent are kept");
        assertFalse(sent.contains("http://trap.example/0/" + pad), "the eldest went");
    }
}
