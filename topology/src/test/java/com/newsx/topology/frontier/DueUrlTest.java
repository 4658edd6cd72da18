package com.newsx.topology.frontier;

import com.newsx.topology.doc.UrlMessage;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class DueUrlTest {
    @Test
    void aStatusDocumentBecomesTheMessageItsKafkaRecordCarried() {
        Map<String, Object> doc = new HashMap<>(Map.of("url", "http://a.example/news/1.html", "host", "a.example",
                "depth", 2, "seed", "http://a.example/", "parent_url", "http://a.example/world/", "attempts", 1,
                "next_fetch_time", "2024-05-01T10:00:00Z"));
        DueUrl d = DueUrl.of("id1", doc);
        assertEquals(UrlMessage.parse(new UrlMessage("http://a.example/news/1.html", 2, "http://a.example/",
                "http://a.example/world/").toJson()), UrlMessage.parse(d.message().toJson()));
        assertEquals(1, d.attempts());
        assertEquals("frontier:1714557600000", d.source());
        assertEquals("a.example", d.host());
        assertEquals(-1, d.firstSeen(), "no discovered_time stored");
        doc.put("discovered_time", "2024-04-30T23:59:59.500Z");
        assertEquals(1714521599500L, DueUrl.of("id1", doc).firstSeen(), "when it entered the crawl: its article's index");
        assertEquals(1714521599500L, DueUrl.of("id1", doc).visit(), "its first visit's stamp");
        doc.put("visited_time", "2024-05-01T09:00:00Z");
        assertEquals(1714554000000L, DueUrl.of("id1", doc).visit(), "a revisit: when the last visit ended");
    }

    @Test
    void aDocumentWithoutSeedIsItsOwnSeedAndOneWithoutDueTimeIsNotDue() {
        Map<String, Object> doc = new HashMap<>(Map.of("url", "http://a.example/", "next_fetch_time", 5_000L));
        DueUrl d = DueUrl.of("id", doc);
        assertEquals("http://a.example/", d.seed());
        assertEquals(5_000L, d.dueMs());
        assertEquals(0, d.depth());
        doc.put("next_fetch_time", null);
        assertNull(DueUrl.of("id", doc));
        assertNull(DueUrl.of("id", Map.of("next_fetch_time", 5)));
    }

    @Test
    void aSourcesValidatorsGoWithItUntilItAnswered304TooOftenOrWasCaughtLying() {
        Map<String, Object> doc = new HashMap<>(Map.of("url", "http://a.example/rss", "next_fetch_time", 5_000L,
                "etag", "\"v7\"", "last_modified", "Tue, 24 Nov 2026 10:00:00 GMT", "not_modified", 1));
        DueUrl d = DueUrl.of("id", doc, 2);
        assertEquals("\"v7\"", d.etag());
        assertEquals("Tue, 24 Nov 2026 10:00:00 GMT", d.lastModified());
        doc.put("not_modified", 2);
        assertNull(DueUrl.of("id", doc, 2).etag(), "two 304s in a row: the next visit fetches it whole");
        assertNull(DueUrl.of("id", doc, 2).lastModified());
        doc.put("not_modified", 0);
        doc.put("validators_ignored", true);
        assertNull(DueUrl.of("id", doc, 2).etag(), "a server caught lying is never asked conditionally again");
        assertNull(DueUrl.of("id", Map.of("url", "http://a.example/rss", "next_fetch_time", 5_000L, "etag", "x"), 0)
                .etag(), "revalidate-after 0: never conditional");
    }
}
