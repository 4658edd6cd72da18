package com.newsx.topology.doc;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VisitStampTest {
    private static final String URL = "http://a.example/news/1.html";

    /** The fields an outcome writes, applied to a stored status document as the partial update does. */
    private static Map<String, Object> apply(Map<String, Object> stored, Map<String, Object> update) {
        Map<String, Object> d = new java.util.HashMap<>(stored);
        d.putAll(update);
        return d;
    }

    @Test
    void everyTryOfOneVisitCarriesItsStampAndTheNextVisitALargerOne() {
        Map<String, Object> doc = StatusDocs.discovered(URL, 1, URL, null, "urls/0/1", 1_000, 61_000);
        long first = VisitStamp.of(doc);
        assertEquals(1_000, first, "a first visit: when the URL entered the crawl");
        // tries of the same visit: a retry, an outage's deferral - the stamp stays, so their writes are refused
        doc = apply(doc, StatusDocs.outcome(URL, CrawlStatus.RETRYING, "HTTP 503", 503, 1, 5_000));
        assertEquals(first, VisitStamp.of(doc));
        doc = apply(doc, StatusDocs.outcome(URL, CrawlStatus.DEFERRED, "kafka away", 0, 1, 1, 9_000));
        assertEquals(first, VisitStamp.of(doc));
        // the visit ends: the next one (a revisit) is stamped later, so its writes are a new version
        doc = apply(doc, StatusDocs.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, 20_000));
        long second = VisitStamp.of(doc);
        assertEquals(20_000, second);
        doc = apply(doc, StatusDocs.outcome(URL, CrawlStatus.DEFERRED, "es away", 0, 0, 1, 30_000));
        assertEquals(second, VisitStamp.of(doc), "a deferred revisit keeps the revisit's stamp");
        doc = apply(doc, StatusDocs.outcome(URL, CrawlStatus.NOT_MODIFIED, null, 304, 0, 40_000));
        assertTrue(VisitStamp.of(doc) > second);
    }

    @Test
    void onlyOutcomesThatEndAVisitMoveTheStamp() {
        for (CrawlStatus s : CrawlStatus.values()) {
            boolean ends = s != CrawlStatus.DISCOVERED && s != CrawlStatus.RETRYING && s != CrawlStatus.DEFERRED;
            assertEquals(ends, VisitStamp.endsVisit(s), s.name());
            Object visited = StatusDocs.outcome(URL, s, null, 0, 0, 7_000).get(VisitStamp.VISITED);
            if (ends) {
                assertEquals("1970-01-01T00:00:07Z", visited, s.name());
            } else {
                assertNull(visited, s.name());
            }
        }
    }

    @Test
    void aDocumentWithNeitherTimeHasNoStampAndATupleThenTakesNow() {
        assertEquals(-1, VisitStamp.of(Map.of("url", URL)));
        assertEquals(-1, VisitStamp.of(null));
        assertEquals(-1, VisitStamp.of(Map.of("discovered_time", "not a time")));
        assertEquals(123, VisitStamp.orNow(-1, 123));
        assertEquals(5, VisitStamp.orNow(5, 123));
        assertFalse(VisitStamp.of(Map.of("discovered_time", 10L, VisitStamp.VISITED, 5L)) == 5,
                "never below when the URL entered the crawl");
    }
}
