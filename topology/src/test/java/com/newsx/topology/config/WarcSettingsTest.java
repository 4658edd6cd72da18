package com.newsx.topology.config;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarcSettingsTest {
    private static WarcSettings of(Map<String, String> set) {
        return CrawlerSettings.from(CrawlerConfig.defaults().with(set)).warc();
    }

    @Test
    void offByDefaultRotatingAsCcNewsDoesAtAGigabyteOrADay() {
        WarcSettings w = of(Map.of());
        assertFalse(w.enabled());
        assertEquals(1_000_000_000L, w.rotateBytes());
        assertEquals(86_400_000L, w.rotateAgeMs());
        assertEquals(1, w.gzipLevel());
        assertEquals("NEWSX", w.prefix());
    }

    @Test
    void theValuesGivenAreTaken() {
        WarcSettings w = of(Map.of("warc.enabled", "true", "warc.dir", "/data/warc", "warc.prefix", "CC-NEWS",
                "warc.rotate-bytes", "5000", "warc.rotate-age-s", "60", "warc.gzip-level", "9"));
        assertTrue(w.enabled());
        assertEquals("/data/warc", w.dir());
        assertEquals("CC-NEWS", w.prefix());
        assertEquals(5000, w.rotateBytes());
        assertEquals(60_000, w.rotateAgeMs());
        assertEquals(9, w.gzipLevel());
    }

    @Test
    void valuesThatCannotWorkAreRefusedNamingTheirKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> of(Map.of("warc.gzip-level", "0")));
        assertTrue(e.getMessage().contains("warc.gzip-level"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> of(Map.of("warc.rotate-bytes", "0")));
        e = assertThrows(IllegalArgumentException.class, () -> of(Map.of("warc.prefix", "a/b")));
        assertTrue(e.getMessage().contains("warc.prefix"), e.getMessage());
    }
}
