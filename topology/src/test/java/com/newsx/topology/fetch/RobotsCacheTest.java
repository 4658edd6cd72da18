package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RobotsCacheTest {

    @Test
    void rulesCrawlDelayAndErrorsFollowRfc9309() throws IOException {
        try (LocalWeb web = new LocalWeb()) {
            web.page("http://a.example/robots.txt", "text/plain",
                    "User-agent: newsx-crawler\nDisallow: /private/\nCrawl-delay: 2\n\nUser-agent: *\nDisallow: /\n".getBytes());
            web.status("http://down.example/robots.txt", 503);
            // b.example has no robots.txt: 404
            HttpFetcher f = new HttpFetcher(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy())));
            AtomicLong now = new AtomicLong(1_000_000);
            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, now::get);

            assertTrue(robots.rulesFor("http://a.example/news/1.html").isAllowed("http://a.example/news/1.html"));
            assertFalse(robots.rulesFor("http://a.example/private/x").isAllowed("http://a.example/private/x"));
            assertEquals(2000, robots.rulesFor("http://a.example/").getCrawlDelay());
            assertTrue(robots.rulesFor("http://b.example/x").isAllowed("http://b.example/x"), "404: allow all");
            assertFalse(robots.rulesFor("http://down.example/x").isAllowed("http://down.example/x"), "5xx: disallow");

            long fetchesOfA = web.requests().stream().filter(r -> r.host().equals("a.example")).count();
            assertEquals(1, fetchesOfA, "cached within the TTL");
            now.addAndGet(61_000);
            robots.rulesFor("http://a.example/");
            assertEquals(2, web.requests().stream().filter(r -> r.host().equals("a.example")).count(), "refetched after TTL");
        }
    }
}
