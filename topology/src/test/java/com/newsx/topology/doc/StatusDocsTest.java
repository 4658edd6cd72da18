package com.newsx.topology.doc;

import com.newsx.topology.fetch.RetryBackoff;
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
            assertEquals(s != CrawlStatus.DISCOVERED && s != CrawlStatus.RETRYING && s != CrawlStatus.NOT_MODIFIED,
                    s.isFinal(), s.name());
        }
        Map<String, Object> retry = StatusDocs.outcome("http://a.example/x", CrawlStatus.RETRYING, "HTTP 503", 503, 1,
                60_000, 1_000);
        assertEquals(false, retry.get("final"));
        assertEquals("1970-01-01T00:01:00Z", retry.get("next_fetch_time"), "a retry says when it is due again");
        assertEquals(1, retry.get("attempts"));
        Map<String, Object> done = StatusDocs.outcome("http://a.example/x", CrawlStatus.INDEXED, null, 200, 1, 0, 2_000);
        assertEquals(true, done.get("final"));
        assertNull(done.get("next_fetch_time"));
        assertEquals("a.example", done.get("host"));
    }

    @Test
    void theSeenSetEntryNamesTheRecordThatAdmittedIt() {
        Map<String, Object> d = StatusDocs.discovered("http://a.example/x", 2, "http://a.example/", "urls/0/42", 0);
        assertEquals("discovered", d.get("status"));
        assertFalse((Boolean) d.get("final"));
        assertEquals("urls/0/42", d.get("admitted_by"));
        assertEquals(2, d.get("depth"));
    }

    @Test
    void aHugeUrlIsStoredCutUnderItsFullHash() {
        String huge = "http://a.example/" + "x".repeat(40_000);
        Map<String, Object> d = StatusDocs.outcome(huge, CrawlStatus.FILTERED, "URL too long", 0, 0, 0, 0);
        assertTrue(((String) d.get("url")).length() <= StatusDocs.MAX_STORED_URL + 3);
        assertEquals(StatusDocs.id(huge), StatusDocs.id(huge));
        assertFalse(StatusDocs.id(huge).equals(StatusDocs.id(huge.substring(0, StatusDocs.MAX_STORED_URL))));
    }

    @Test
    void backOffDoublesUpToItsCap() {
        RetryBackoff b = new RetryBackoff(2000, 60_000);
        assertEquals(2000, b.delayMs(1));
        assertEquals(4000, b.delayMs(2));
        assertEquals(32_000, b.delayMs(5));
        assertEquals(60_000, b.delayMs(9));
    }

    @Test
    void validatorsAreKeptWhenGivenAndLeftAloneWhenNot() {
        java.util.Map<String, Object> d = StatusDocs.outcome("https://news.example/rss", CrawlStatus.NOT_MODIFIED, "not modified",
                304, 0, 0, 60_000);
        StatusDocs.putValidators(d, "\"v1\"", "Tue, 24 Nov 2026 10:00:00 GMT");
        assertEquals("\"v1\"", d.get("etag"));
        assertEquals("Tue, 24 Nov 2026 10:00:00 GMT", d.get("last_modified"));
        assertEquals(false, d.get("final"), "a source answering 304 is visited again");
        java.util.Map<String, Object> none = StatusDocs.outcome("https://news.example/a", CrawlStatus.INDEXED, null, 200, 0, 0, 0);
        StatusDocs.putValidators(none, null, null);
        assertEquals(false, none.containsKey("etag") || none.containsKey("last_modified"), "a partial update keeps the stored ones");
    }

    @Test
    void aFeedsDateAndTitleAreKeptAsHints() {
        Map<String, Object> d = StatusDocs.discovered("http://a.example/x", 1, "http://a.example/rss", "urls/0/1", 0);
        StatusDocs.putHints(d, 60_000, "台风登陆");
        assertEquals("1970-01-01T00:01:00Z", d.get("source_published"));
        assertEquals("台风登陆", d.get("source_title"));
        Map<String, Object> none = StatusDocs.discovered("http://a.example/y", 1, null, "urls/0/2", 0);
        StatusDocs.putHints(none, -1, null);
        assertFalse(none.containsKey("source_published") || none.containsKey("source_title"));
    }
}
