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
 * robots.txt answers 503 for 45 s (CI; {@code -Dnewsx.it.robots-down-s=600} for the fault table's ten minutes), then
 * the rules: the sites' URLs are deferred (the sites' outage, no attempt counted), none ends final as an error though
 * the deferrals far outnumber retry.max-attempts, and once robots.txt answers every page is indexed. Prints the fault
 * table's figures: URLs lost, re-fetches, and the time from robots.txt's return until every page was final.
 */
class RobotsOutageIT {
    /** How long robots.txt answers 503. */
    static final int DOWN_S = Integer.getInteger("newsx.it.robots-down-s", 45);

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
                    // the outage back-off scaled to the outage (4 s for 45 s, 30 s for ten minutes): a few dozen
                    // deferrals at most, far below retry.outage-max-attempts (100), which would end them as errors
                    "retry.max-attempts", "2", "retry.outage-max-delay-ms", String.valueOf(Math.max(4000, DOWN_S * 50))))) {
                crawl.start();
                crawl.seed(seeds);
                Set<String> deferred = new HashSet<>();
                long end = System.currentTimeMillis() + DOWN_S * 1000L;
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
                int outages = seeds.stream().mapToInt(u -> ((Number) crawl.statusDoc(u).get("outages")).intValue()).max()
                        .orElse(0);
                robots.forEach(r -> web.page(r, "text/plain", "User-agent: *\nAllow: /\n".getBytes(StandardCharsets.UTF_8)));
                long backAt = System.currentTimeMillis();
                boolean done = CrawlHarness.waitFor(() -> pages.keySet().stream().allMatch(crawl::isFinal), 240);
                long doneAt = System.currentTimeMillis();
                List<String> notIndexed = FaultFigures.notIndexed(crawl, pages.keySet());
                int refetches = FaultFigures.refetches(web, pages.keySet());
                System.out.printf("robots.txt 503 for %d s: %d pages, %d lost, %d re-fetches, at most %d deferrals of a "
                                + "URL, every page final %.1f s after robots.txt answered%n", DOWN_S, pages.size(),
                        notIndexed.size(), refetches, outages, (doneAt - backAt) / 1000.0);
                assertTrue(done && notIndexed.isEmpty(), "every page indexed: " + notIndexed);
            }
        }
    }
}
