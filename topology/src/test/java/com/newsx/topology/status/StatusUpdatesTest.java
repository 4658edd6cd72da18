package com.newsx.topology.status;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.schedule.FrontierSettings;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RetryBackoff;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatusUpdatesTest {
    private static final String URL = "http://a.example/news/1.html";
    private static final long NOW = 1_700_000_000_000L;

    private final StatusUpdates updates;

    StatusUpdatesTest() {
        CrawlerConfig c = CrawlerConfig.defaults().with(Map.of("retry.initial-delay-ms", "2000"));
        updates = new StatusUpdates(new NextFetch(FrontierSettings.from(c), RetryBackoff.of(c)));
    }

    @Test
    void aRetryIsDueAgainAfterItsBackOff() {
        Map<String, Object> d = updates.outcome(URL, CrawlStatus.RETRYING, "HTTP 503", 503, 2, NOW);
        assertEquals(java.time.Instant.ofEpochMilli(NOW + 4000).toString(), d.get("next_fetch_time"));
        assertEquals(false, d.get("final"));
    }

    @Test
    void anIndexedArticleEndsItsLease() {
        Map<String, Object> d = updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW);
        assertTrue(d.containsKey("next_fetch_time"), "written, so the lease of its admission ends");
        assertNull(d.get("next_fetch_time"));
        assertEquals("article", d.get("kind"));
        Map<String, Object> e = updates.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW);
        assertTrue(e.containsKey("next_fetch_time"));
        assertNull(e.get("next_fetch_time"));
    }

    @Test
    void aSourcesPageLeavesItsNextVisitToItsVisitOnce() {
        updates.visited(URL);
        Map<String, Object> d = updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW);
        assertFalse(d.containsKey("next_fetch_time"), "the visit set it");
        assertFalse(d.containsKey("kind"), "the visit says source");
        Map<String, Object> later = updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW);
        assertTrue(later.containsKey("next_fetch_time"), "a visit covers its own page's outcome, no other");
    }
}
