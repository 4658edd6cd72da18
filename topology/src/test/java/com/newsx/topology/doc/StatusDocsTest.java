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
            assertEquals(s != CrawlStatus.DISCOVERED && s != CrawlStatus.RETRYING, s.isFinal(), s.name());
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
        assertEquals(StatusDocs.id(huge), StatusDocs.id(huge));
        assertFalse(StatusDocs.id(huge).equals(StatusDocs.id(huge.substring(0, StatusDocs.MAX_STORED_URL))));
    }
}
