package com.newsx.topology.schedule;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.CrawlStatus;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NextFetchTest {
    private static final long NOW = 1_000_000;

    private static NextFetch next(Map<String, String> settings) {
        CrawlerSettings c = CrawlerSettings.from(CrawlerConfig.defaults().with(settings));
        return new NextFetch(c.frontier(), RetryBackoff.of(c.retry()));
    }

    @Test
    void anAdmittedUrlIsLeasedForTheLeaseTime() {
        assertEquals(NOW + 600_000, next(Map.of()).leaseEnd(NOW), "the default lease: 600 s");
        assertEquals(NOW + 42_000, next(Map.of("frontier.lease-s", "42")).leaseEnd(NOW));
    }

    @Test
    void aRetryIsDueAfterItsBackOffDoublingUpToTheCap() {
        NextFetch n = next(Map.of("retry.initial-delay-ms", "2000", "retry.max-delay-ms", "60000"));
        assertEquals(NextFetch.Due.at(NOW + 2000), n.after(CrawlStatus.RETRYING, 1, false, NOW));
        assertEquals(NextFetch.Due.at(NOW + 4000), n.after(CrawlStatus.RETRYING, 2, false, NOW));
        assertEquals(NextFetch.Due.at(NOW + 32_000), n.after(CrawlStatus.RETRYING, 5, false, NOW));
        assertEquals(NextFetch.Due.at(NOW + 60_000), n.after(CrawlStatus.RETRYING, 9, false, NOW));
    }

    @Test
    void aDeferralIsDueAfterTheOutageBackOffWhichGoesOnLonger() {
        CrawlerSettings c = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("retry.initial-delay-ms", "2000",
                "retry.max-delay-ms", "60000", "retry.outage-max-delay-ms", "600000")));
        NextFetch n = new NextFetch(c.frontier(), RetryBackoff.of(c.retry()), RetryBackoff.ofOutages(c.retry()));
        assertEquals(NextFetch.Due.at(NOW + 2000), n.after(CrawlStatus.DEFERRED, 3, 1, false, NOW),
                "by its outages, not its attempts");
        assertEquals(NextFetch.Due.at(NOW + 512_000), n.after(CrawlStatus.DEFERRED, 0, 9, false, NOW));
        assertEquals(NextFetch.Due.at(NOW + 600_000), n.after(CrawlStatus.DEFERRED, 0, 40, false, NOW));
        assertEquals(NextFetch.Due.at(NOW + 60_000), n.after(CrawlStatus.RETRYING, 9, 40, false, NOW));
    }

    @Test
    void aFinalArticleIsDoneAndASourcesPageKeepsItsVisitsTime() {
        NextFetch n = next(Map.of());
        for (CrawlStatus s : CrawlStatus.values()) {
            if (s.isFinal()) {
                assertEquals(NextFetch.Due.NONE, n.after(s, 0, false, NOW), s.name());
                assertEquals(NextFetch.Due.KEEP, n.after(s, 0, true, NOW), s.name());
            }
        }
        assertFalse(n.revisitsArticles(), "articles are fetched once by default");
        assertEquals(NextFetch.Due.NONE, n.articleRevisit(0, NOW));
    }

    @Test
    void anArticleGetsOneLateRevisitWhenAsked() {
        NextFetch n = next(Map.of("frontier.article-revisit-s", "3600"));
        assertTrue(n.revisitsArticles());
        assertEquals(NextFetch.Due.at(NOW + 3_600_000), n.articleRevisit(0, NOW), "after its first visit");
        assertEquals(NextFetch.Due.NONE, n.articleRevisit(1, NOW), "and never again");
    }

    @Test
    void nonsenseSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> next(Map.of("frontier.lease-s", "0")));
        assertThrows(IllegalArgumentException.class, () -> next(Map.of("frontier.source.min-interval-s", "600")));
        assertThrows(IllegalArgumentException.class, () -> next(Map.of("frontier.source.rate-half-life-s", "0")));
        assertThrows(IllegalArgumentException.class, () -> next(Map.of("frontier.source.grow", "0.5")));
    }
}
