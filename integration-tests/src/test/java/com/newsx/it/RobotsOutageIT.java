package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * robots.txt answers 503 for 45 s, then the rules: the sites' URLs are deferred (the sites' outage, no attempt
 * counted), none ends final as an error though the deferrals far outnumber retry.max-attempts, and once robots.txt
 * answers every page is indexed.
 */
class RobotsOutageIT {
    @Test
    void aRobotsTxtOutageDefersTheSitesUrlsAndAllAreIndexedAfterIt() throws Exception {
        Map<String, byte[]> pages = new LinkedHashMap<>();
        try (LocalWeb web = new LocalWeb()) {
            List<String> seeds = EsOutageIT.sites(web, pages);
            List<String> robots = seeds.stream().map(s -> s + "robots.txt").toList();
            robots.forEach(r -> web.status(r, 503));
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "500",
                    "scope.max-outlinks-per-page", String.valueOf(EsOutageIT.ARTICLES),
                    "fetch.robots.error-ttl-s", "1", "fetch.robots.max-deferrals", "2",
                    "retry.max-attempts", "2", "retry.outage-max-delay-ms", "4000"))) {
                crawl.start();
                crawl.seed(seeds);
                Set<String> deferred = new HashSet<>();
                long end = System.currentTimeMillis() + 45_000;
                while (System.currentTimeMillis() < end) {
                    for (String url : seeds) {
                        String s = crawl.statusOf(url);
                        assertFalse("error".equals(s), "robots.txt's outage is not the URL's fault: " + crawl.statusDoc(url));
                        if ("deferred".equals(s)) {
                            deferred.add(url);
                        }
                    }
                    Thread.sleep(1000);
                }
                assertEquals(new HashSet<>(seeds), deferred, "every site's URLs were deferred");
                for (String url : seeds) {
                    Map<?, ?> d = crawl.statusDoc(url);
                    assertTrue(((Number) d.get("outages")).intValue() > 2, "deferred again and again: " + d);
                    assertEquals(0, ((Number) d.get("attempts")).intValue(), "no attempt counted: " + d);
                }
                for (String url : pages.keySet()) {
                    assertEquals(0, web.hits(url), "nothing fetched without robots.txt: " + url);
                }
                robots.forEach(r -> web.page(r, "text/plain", "User-agent: *\nAllow: /\n".getBytes(StandardCharsets.UTF_8)));
                boolean done = CrawlHarness.waitFor(() -> pages.keySet().stream().allMatch(crawl::isFinal), 240);
                List<String> notIndexed = EsOutageIT.notIndexed(crawl, pages);
                assertTrue(done && notIndexed.isEmpty(), "every page indexed: " + notIndexed);
            }
        }
    }
}
