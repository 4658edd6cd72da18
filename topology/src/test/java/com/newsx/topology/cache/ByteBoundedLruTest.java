package com.newsx.topology.cache;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ByteBoundedLruTest {

    @Test
    void longKeysAreBoundedByBytesNotCount() {
        ByteBoundedLru<String, String> c = ByteBoundedLru.ofStrings(10_000_000);
        for (int i = 0; i < 200_000; i++) {
            c.put("http://trap.example/" + i + "/" + "x".repeat(8000), "urls/0/" + i);
        }
        assertTrue(c.bytes() <= 10_000_000, c.bytes() + " bytes");
        assertTrue(c.size() < 1300 && c.size() > 1100, "about 10 MB / 8.1 KB entries: " + c.size());
        for (int i = 0; i < 1000; i++) {
            c.put("http://short.example/" + i, "urls/0/" + i); // short ones: many more fit
        }
        assertTrue(c.containsKey("http://short.example/999") && c.bytes() <= 10_000_000);
    }

    @Test
    void leastRecentlyUsedGoesFirst() {
        long each = ByteBoundedLru.ENTRY + ByteBoundedLru.stringBytes("a") + ByteBoundedLru.stringBytes("1");
        ByteBoundedLru<String, String> c = ByteBoundedLru.ofStrings(3 * each);
        c.put("a", "1");
        c.put("b", "1");
        c.put("c", "1");
        assertEquals("1", c.get("a")); // a used: b is now the eldest
        c.put("d", "1");
        assertFalse(c.containsKey("b"));
        assertTrue(c.containsKey("a") && c.containsKey("c") && c.containsKey("d"));
        c.put("d", "2");
        assertEquals(3 * each, c.bytes(), "a replaced value is not counted twice");
        c.putIfAbsent("d", "3");
        assertEquals("2", c.get("d"));
        c.remove("d");
        assertNull(c.get("d"));
        assertEquals(2 * each, c.bytes());
    }

    @Test
    void stringsWeighTheirEncoding() {
        assertEquals(40 + 5, ByteBoundedLru.stringBytes("abcde"));
        assertEquals(40 + 4, ByteBoundedLru.stringBytes("新闻"));
        assertEquals(0, ByteBoundedLru.stringBytes(null));
    }
}
