package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RobotsCacheTest {

    @Test
    void everyAnswerIsHandledAsRfc9309Says() throws IOException {
        try (LocalWeb web = new LocalWeb()) {
            web.page("http://a.example/robots.txt", "text/plain",
                    "User-agent: newsx-crawler\nDisallow: /private/\nCrawl-delay: 2\n\nUser-agent: *\nDisallow: /\n".getBytes());
            web.status("http://down.example/robots.txt", 503);
            web.status("http://empty.example/robots.txt", 204);
            web.page("http://slowpoke.example/robots.txt", "text/plain", "User-agent: *\nCrawl-delay: 3600\n".getBytes());
            web.page("http://big.example/robots.txt", "text/plain",
                    ("User-agent: *\nDisallow: /secret/\n" + "# filler\n".repeat(200_000)).getBytes());
            web.redirect("http://moved.example/robots.txt", 301, "http://r1.example/robots.txt");
            web.redirect("http://r1.example/robots.txt", 302, "http://r2.example/robots.txt");
            web.page("http://r2.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /no/\n".getBytes());
            // b.example has no robots.txt: 404
            HttpFetcher f = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy()))),
                    new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)));
            AtomicLong now = new AtomicLong(1_000_000);
            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288,
                    now::get, RobotsRedirects.guardOff());

            assertTrue(rules(robots, "http://a.example/news/1.html").allows("http://a.example/news/1.html"));
            assertFalse(rules(robots, "http://a.example/private/x").allows("http://a.example/private/x"));
            assertEquals(2000, rules(robots, "http://a.example/").crawlDelayMs());
            assertTrue(rules(robots, "http://b.example/x").allows("http://b.example/x"), "404: allow all");
            assertTrue(rules(robots, "http://empty.example/x").allows("http://empty.example/x"), "204: allow all");
            RobotsCache.Rules down = rules(robots, "http://down.example/x");
            assertTrue(down.unavailable(), "5xx: the site is deferred, not refused");
            assertTrue(down.whyUnavailable().contains("503"), down.whyUnavailable());
            RobotsCache.Rules slow = rules(robots, "http://slowpoke.example/x");
            assertTrue(slow.allows("http://slowpoke.example/x"), "a huge Crawl-delay is capped, not a refusal");
            assertEquals(30_000, slow.crawlDelayMs());
            RobotsCache.Rules big = rules(robots, "http://big.example/x");
            assertFalse(big.allows("http://big.example/secret/1"), "a 1.8 MB robots.txt: its first 512 KiB are parsed");
            assertTrue(big.allows("http://big.example/news/1"));
            RobotsCache.Rules moved = rules(robots, "http://moved.example/x");
            assertFalse(moved.allows("http://moved.example/no/1"), "redirects are followed");

            long fetchesOfA = web.requests().stream().filter(r -> r.host().equals("a.example")).count();
            assertEquals(1, fetchesOfA, "cached within the TTL");
            now.addAndGet(61_000);
            rules(robots, "http://a.example/");
            assertEquals(2, web.requests().stream().filter(r -> r.host().equals("a.example")).count(), "refetched after TTL");
            f.close();
        }
    }

    @Test
    void aGzipRobotsTxtPastTheCapOrCutShortIsParsedFromItsFirstPart() throws IOException {
        try (LocalWeb web = new LocalWeb()) {
            String rules = "User-agent: *\nDisallow: /secret/\n";
            web.gzip("http://zipped.example/robots.txt", rules + "# filler line of a generated file\n".repeat(100_000));
            HttpFetcher f = fetcher(web);
            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288,
                    () -> 0L, RobotsRedirects.guardOff());
            RobotsCache.Rules zipped = rules(robots, "http://zipped.example/x");
            assertFalse(zipped.unavailable());
            assertFalse(zipped.allows("http://zipped.example/secret/1"), "3.4 MB inflated: its first 512 KiB still count");
            assertTrue(zipped.allows("http://zipped.example/news/1"));
            f.close();
        }
    }

    @Test
    void aRobotsOutageKeepsTheLastGoodRulesInsteadOfDeferringOrAllowingAll() throws IOException {
        try (LocalWeb web = new LocalWeb()) {
            web.page("http://a.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /private/\n".getBytes());
            HttpFetcher f = fetcher(web);
            AtomicLong now = new AtomicLong(1_000_000);
            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288,
                    now::get, RobotsRedirects.guardOff())
                    .keepingLastGood(3_600_000);
            assertFalse(rules(robots, "http://a.example/").allows("http://a.example/private/1"));
            web.status("http://a.example/robots.txt", 503);
            now.addAndGet(61_000); // the TTL is over: asked again, and the site answers 503
            RobotsCache.Rules during = rules(robots, "http://a.example/");
            assertFalse(during.unavailable(), "the last good rules hold: the site's URLs are not deferred");
            assertFalse(during.allows("http://a.example/private/1"));
            assertTrue(during.allows("http://a.example/news/1"));
            assertEquals(2, web.hits("http://a.example/robots.txt"));
            now.addAndGet(6_000); // the error TTL is short: robots.txt is asked again soon
            rules(robots, "http://a.example/");
            assertEquals(3, web.hits("http://a.example/robots.txt"));
            now.addAndGet(3_700_000); // the last good rules are too old now: the outage defers the site
            now.addAndGet(0);
            assertTrue(rules(robots, "http://a.example/").unavailable());
            f.close();
        }
    }

    @Test
    void theCacheIsBoundedByTheBytesOfTheRulesNotTheNumberOfSites() throws Exception {
        StringBuilder big = new StringBuilder("User-agent: *\n");
        for (int i = 0; i < 5000; i++) {
            big.append("Disallow: /section-").append(i).append("/archive/\n");
        }
        try (LocalWeb web = new LocalWeb()) {
            for (int s = 0; s < 20; s++) {
                web.page("http://big" + s + ".example/robots.txt", "text/plain", big.toString().getBytes());
            }
            web.page("http://small.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /x/\n".getBytes());
            HttpFetcher f = fetcher(web);
            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288,
                    () -> 0L, RobotsRedirects.guardOff())
                    .boundedTo(2_000_000);
            RobotsCache.Rules one = rules(robots, "http://big0.example/a");
            assertTrue(RobotsCache.weight(one) > 5000 * 70, "rules weigh their paths: " + RobotsCache.weight(one));
            assertTrue(RobotsCache.weight(rules(robots, "http://small.example/a")) < 1000);
            for (int s = 1; s < 20; s++) {
                rules(robots, "http://big" + s + ".example/a");
            }
            // 20 x ~500 KB of rules do not fit in 2 MB: the eldest sites went and are asked again
            rules(robots, "http://big0.example/a");
            assertEquals(2, web.hits("http://big0.example/robots.txt"));
            rules(robots, "http://big19.example/a");
            assertEquals(1, web.hits("http://big19.example/robots.txt"), "the most recent site is still cached");
            f.close();
        }
    }

    @Test
    void aRedirectToAPortAdmissionRefusesIsNotFollowedAndRefusesTheSite() throws IOException {
        try (LocalWeb web = new LocalWeb()) {
            // the local web serves a host whatever the port a URL names: only admission stands between
            web.redirect("http://odd-port.example/robots.txt", 301, "http://rules.example:8081/robots.txt");
            web.redirect("http://our-port.example/robots.txt", 302, "http://rules.example:9200/robots.txt");
            web.page("http://rules.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /no/\n".getBytes());
            HttpFetcher f = fetcher(web);

            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288, () -> 0L,
                    RobotsRedirects.guardOff());
            RobotsCache.Rules odd = rules(robots, "http://odd-port.example/a");
            assertTrue(odd.refused(), "a port not allowed: the site is refused as the guard refuses it");
            assertTrue(odd.whyRefused().contains("http://rules.example:8081/robots.txt")
                    && odd.whyRefused().contains("url.allowed-ports"), odd.whyRefused());
            assertFalse(odd.unavailable(), "refused, not deferred: the next try would be refused the same");
            assertFalse(odd.allows("http://odd-port.example/a"));
            RobotsCache.Rules ours = rules(robots, "http://our-port.example/a");
            assertTrue(ours.refused() && ours.whyRefused().contains("url.refused-ports"), String.valueOf(ours.whyRefused()));
            assertEquals(0, web.hits("http://rules.example/robots.txt"), "no refused target was fetched");

            // the same redirects where the crawl allows the ports: followed, the target's rules apply - but for the
            // pipeline's own ports, refused whatever url.allowed-ports says
            RobotsCache allowing = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288, () -> 0L,
                    RobotsRedirects.guardOff(Map.of("url.allowed-ports", "8081,9200")));
            RobotsCache.Rules followed = rules(allowing, "http://odd-port.example/a");
            assertFalse(followed.refused() || followed.unavailable());
            assertFalse(followed.allows("http://odd-port.example/no/1"));
            assertTrue(followed.allows("http://odd-port.example/yes/1"));
            assertEquals(1, web.hits("http://rules.example/robots.txt"));
            assertTrue(rules(allowing, "http://our-port.example/a").refused());
            assertEquals(1, web.hits("http://rules.example/robots.txt"));
            f.close();
        }
    }

    @Test
    void aRedirectToAPrivateAddressIsRefusedEvenBehindAProxy() throws IOException {
        try (LocalWeb web = new LocalWeb()) {
            // behind a proxy the client resolves no name: only admission judges where a redirect leads
            web.redirect("http://literal.example/robots.txt", 301, "http://10.1.2.3/robots.txt");
            web.redirect("http://named.example/robots.txt", 301, "http://localhost/robots.txt");
            HttpFetcher f = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy()))),
                    new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(true)));
            RobotsCache robots = new RobotsCache(f, "newsx-crawler", 60_000, 5_000, 30_000, 524_288, () -> 0L,
                    RobotsRedirects.of(Map.of()));
            RobotsCache.Rules literal = rules(robots, "http://literal.example/a");
            assertTrue(literal.refused() && literal.whyRefused().contains("non-public address 10.1.2.3"),
                    String.valueOf(literal.whyRefused()));
            RobotsCache.Rules named = rules(robots, "http://named.example/a");
            assertTrue(named.refused() && named.whyRefused().contains("host localhost resolves to a non-public address"),
                    String.valueOf(named.whyRefused()));
            assertTrue(web.requests().stream().noneMatch(r -> r.host().equals("10.1.2.3") || r.host().equals("localhost")),
                    "neither target was asked of the proxy: " + web.requests());
            f.close();
        }
    }

    @Test
    void theSiteOfAHostWithAnUnderscore() {
        assertEquals("http://my_blog.example.com:8081", RobotsCache.site("http://my_blog.example.com:8081/a/b"));
        assertEquals("https://my_blog.example.com", RobotsCache.site("https://my_blog.example.com/"));
    }

    private static HttpFetcher fetcher(LocalWeb web) {
        return new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy()))),
                new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)));
    }

    private static RobotsCache.Rules rules(RobotsCache robots, String url) {
        return robots.rulesFor(url).join();
    }
}
