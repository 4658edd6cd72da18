package com.newsx.topology.fetch;

import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.net.TrackingParams;
import com.newsx.topology.net.UrlNormaliser;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RedirectPolicyTest {
    private final RedirectPolicy domain = new RedirectPolicy(new CrawlScope(CrawlScope.Mode.DOMAIN, 20), 5, new UrlNormaliser(TrackingParams.NONE));

    @Test
    void aChainEndsAtMaxRedirectsWhateverTheDepth() {
        String seed = "http://a.example/";
        int hops = 0;
        int fetched = 1;
        String url = "http://a.example/loop/0";
        while (true) {
            String target = "http://a.example/loop/" + (hops + 1);
            RedirectPolicy.Decision d = domain.decide(url, 3, seed, hops, target);
            if (!d.follow()) {
                assertTrue(d.why().contains("fetch.max-redirects"), d.why());
                break;
            }
            assertEquals(3, d.depth(), "a redirect costs no depth");
            assertEquals(seed, d.seed());
            url = d.target();
            hops = d.redirects();
            fetched++;
        }
        assertEquals(6, fetched, "the original URL and 5 redirect targets, with max-depth 20");
    }

    @Test
    void aSeedsTargetBecomesTheSeedSoHostScopeFollowsWhereItLands() {
        RedirectPolicy host = new RedirectPolicy(new CrawlScope(CrawlScope.Mode.HOST, 2), 5, new UrlNormaliser(TrackingParams.NONE));
        RedirectPolicy.Decision d = host.decide("http://example.com/", 0, "HTTP://Example.com/", 0, "https://www.example.com/");
        assertTrue(d.follow());
        assertEquals("https://www.example.com/", d.seed());
        assertEquals(0, d.depth());
        assertEquals(1, d.redirects());
        assertTrue(new CrawlScope(CrawlScope.Mode.HOST, 2).follows(d.seed(), "https://www.example.com/news/1", 1),
                "its links are in scope");
    }

    @Test
    void otherTargetsAreJudgedByTheScopeLikeLinks() {
        String seed = "http://news.example.com/";
        assertTrue(domain.decide("http://news.example.com/a", 1, seed, 0, "http://www.example.com/a").follow());
        RedirectPolicy.Decision out = domain.decide("http://news.example.com/a", 1, seed, 0, "http://tracker.example.net/x");
        assertFalse(out.follow());
        assertTrue(out.why().contains("scope"), out.why());
        // a sitemap's entry sits at depth 0 but is no seed: it may not escape
        assertFalse(domain.decide("http://news.example.com/2024/a", 0, seed, 0, "http://elsewhere.example.org/").follow());
        RedirectPolicy none = new RedirectPolicy(new CrawlScope(CrawlScope.Mode.NONE, 0), 5, new UrlNormaliser(TrackingParams.NONE));
        assertTrue(none.decide(seed, 0, seed, 0, "https://news.example.com/").follow(), "a seed's move is followed");
    }
}
