package com.newsx.topology.doc;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatusDocsTest {
    @Test
    void aUrlIsFinalOnlyWhenItsOutcomeWillNotChange() {
        for (CrawlStatus s : CrawlStatus.values()) {
            assertEquals(s != CrawlStatus.DISCOVERED && s != CrawlStatus.RETRYING && s != CrawlStatus.DEFERRED
                    && s != CrawlStatus.NOT_MODIFIED && s != CrawlStatus.FAILING, s.isFinal(), s.name());
        }
        Map<String, Object> retry = StatusDocs.outcome("http://a.example/x", CrawlStatus.RETRYING, "HTTP 503", 503, 1,
                1_000);
        assertEquals(false, retry.get("final"));
        assertEquals(1, retry.get("attempts"));
        assertFalse(retry.containsKey("next_fetch_time"), "an outcome leaves the due time to the status step");
        assertEquals("1970-01-01T00:01:00Z", StatusDocs.nextFetch(retry, 60_000).get("next_fetch_time"));
        Map<String, Object> done = StatusDocs.outcome("http://a.example/x", CrawlStatus.INDEXED, null, 200, 1, 2_000);
        assertEquals(true, done.get("final"));
        assertTrue(StatusDocs.nextFetch(done, 0).containsKey("next_fetch_time"), "done: the due time is cleared");
        assertNull(done.get("next_fetch_time"));
        assertEquals("a.example", done.get("host"));
        Map<String, Object> deferred = StatusDocs.outcome("http://a.example/x", CrawlStatus.DEFERRED, "index blocked",
                0, 2, 5, 3_000);
        assertEquals(false, deferred.get("final"));
        assertEquals(2, deferred.get("attempts"), "an outage keeps the attempts");
        assertEquals(5, deferred.get("outages"));
        assertEquals(0, done.get("outages"), "a success clears them");
    }

    @Test
    void aCanonicalUrlIsMarkedSeenWithThePageThatNamedItAndNoFetch() {
        Map<String, Object> d = StatusDocs.outcome("https://www.example.com/1.html", CrawlStatus.CANONICAL,
                "the canonical URL of https://m.example.com/amp/1.html", 0, 0, 1_000);
        StatusDocs.putFields(d, new java.util.HashMap<>(Map.of("canonical_of", "https://m.example.com/amp/1.html")));
        assertEquals("canonical", d.get("status"));
        assertEquals(true, d.get("final"), "final: the seen-set drops every later link to it");
        assertEquals("https://m.example.com/amp/1.html", d.get("canonical_of"));
        assertFalse(d.containsKey("fetch_time"), "not fetched");
        assertFalse(d.containsKey("http_status"));
        StatusDocs.putFields(d, null);
        assertEquals("canonical", d.get("status"), "no fields, nothing changed");
    }

    @Test
    void theSeenSetEntryNamesTheRecordThatAdmittedIt() {
        Map<String, Object> d = StatusDocs.discovered("http://a.example/x", 2, "http://a.example/", "http://a.example/s",
                "urls/0/42", 0, 600_000);
        assertEquals("discovered", d.get("status"));
        assertFalse((Boolean) d.get("final"));
        assertEquals("urls/0/42", d.get("admitted_by"));
        assertEquals(2, d.get("depth"));
        assertEquals("http://a.example/", d.get("seed"), "the frontier sends it on with its seed");
        assertEquals("http://a.example/s", d.get("parent_url"));
        assertEquals("1970-01-01T00:10:00Z", d.get("next_fetch_time"), "admitted on a lease");
    }

    @Test
    void aHugeUrlIsStoredCutUnderItsFullHash() {
        String huge = "http://a.example/" + "x".repeat(40_000);
        Map<String, Object> d = StatusDocs.outcome(huge, CrawlStatus.FILTERED, "URL too long", 0, 0, 0);
        assertTrue(((String) d.get("url")).length() <= StatusDocs.MAX_STORED_URL + 3);
        String id = StatusDocs.id(huge);
        assertTrue(id.length() <= 64, "an id Elasticsearch takes (512 bytes at most): " + id.length());
        assertEquals(id, StatusDocs.id(new StringBuilder(huge).toString()), "the same URL, the same document");
        assertFalse(id.equals(StatusDocs.id((String) d.get("url"))), "the full URL's hash, not the stored cut one's");
        assertFalse(StatusDocs.id(huge).equals(StatusDocs.id(huge.substring(0, StatusDocs.MAX_STORED_URL))));
    }

    @Test
    void validatorsAreKeptWhenGivenAndLeftAloneWhenNot() {
        java.util.Map<String, Object> d = StatusDocs.outcome("https://news.example/rss", CrawlStatus.NOT_MODIFIED, "not modified",
                304, 0, 60_000);
        StatusDocs.putValidators(d, "\"v1\"", "Tue, 24 Nov 2026 10:00:00 GMT");
        assertEquals("\"v1\"", d.get("etag"));
        assertEquals("Tue, 24 Nov 2026 10:00:00 GMT", d.get("last_modified"));
        assertEquals(false, d.get("final"), "a source answering 304 is visited again");
        java.util.Map<String, Object> none = StatusDocs.outcome("https://news.example/a", CrawlStatus.INDEXED, null, 200, 0, 0);
        StatusDocs.putValidators(none, null, null);
        assertEquals(false, none.containsKey("etag") || none.containsKey("last_modified"), "a partial update keeps the stored ones");
    }

    @Test
    void aFeedsDateAndTitleAreKeptAsHints() {
        Map<String, Object> d = StatusDocs.discovered("http://a.example/x", 1, "http://a.example/", "http://a.example/rss", "urls/0/1", 0, 1);
        StatusDocs.putHints(d, 60_000, "台风登陆");
        assertEquals("1970-01-01T00:01:00Z", d.get("source_published"));
        assertEquals("台风登陆", d.get("source_title"));
        Map<String, Object> none = StatusDocs.discovered("http://a.example/y", 1, "http://a.example/", null, "urls/0/2", 0, 1);
        StatusDocs.putHints(none, -1, null);
        assertFalse(none.containsKey("source_published") || none.containsKey("source_title"));
    }

    @Test
    void aPostponementMovesOnlyTheDueTime() {
        Map<String, Object> d = StatusDocs.postponed(90_000, 1_000);
        assertEquals("1970-01-01T00:01:30Z", d.get("next_fetch_time"));
        assertEquals("1970-01-01T00:00:01Z", d.get("postponed_time"));
        assertEquals(1_000L, d.get(StatusDocs.VERSION), "ordered with the URL's outcomes");
        assertEquals(3, d.size(), "status, attempts and reason stay as they were: " + d);
    }
}
