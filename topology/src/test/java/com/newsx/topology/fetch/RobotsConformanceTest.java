package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * RFC 9309 through the whole fetch path: each case is a site of a local web whose robots.txt is fetched over HTTP by
 * the crawler's own client and read by {@link RobotsCache}, as a crawl reads it - status codes, redirects, size,
 * groups and matching. The crawler's product token is newsx-crawler (fetch.robots.agent-name).
 */
class RobotsConformanceTest {
    private static final String AGENT = "newsx-crawler";
    private static LocalWeb web;
    private static HttpFetcher http;
    private static RobotsCache robots;
    private static final AtomicInteger SITES = new AtomicInteger();

    @BeforeAll
    static void start() throws Exception {
        web = new LocalWeb();
        http = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy()))),
                new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)));
        robots = new RobotsCache(http, AGENT, 60_000, 5_000, 30_000, 524_288,
                System::currentTimeMillis, RobotsRedirects.guardOff());
    }

    @AfterAll
    static void stop() {
        http.close();
        web.close();
    }

    /** A new site serving this robots.txt; its host. */
    private static String site(String robotsTxt) {
        String host = "site" + SITES.incrementAndGet() + ".example";
        web.page("http://" + host + "/robots.txt", "text/plain", robotsTxt.getBytes(StandardCharsets.UTF_8));
        return host;
    }

    private static RobotsCache.Rules rules(String host) {
        return robots.rulesFor("http://" + host + "/").join();
    }

    private static boolean allowed(String host, String pathAndQuery) {
        RobotsCache.Rules r = rules(host);
        assertFalse(r.unavailable(), r.whyUnavailable());
        return r.allows("http://" + host + pathAndQuery);
    }

    // --- which group applies (RFC 9309 2.2.1) ---

    @Test
    void theGroupNamingTheProductTokenAppliesElseTheStarGroup() {
        String both = site("User-agent: *\nDisallow: /x/\n\nUser-agent: newsx-crawler\nDisallow: /y/\n");
        assertTrue(allowed(both, "/x/page"), "our group, not *'s: /x/ is not in it");
        assertFalse(allowed(both, "/y/page"));
        String star = site("User-agent: otherbot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n");
        assertFalse(allowed(star, "/private/a"), "no group names us: the * group");
        assertTrue(allowed(star, "/news/a"));
        String others = site("User-agent: otherbot\nDisallow: /\nUser-agent: thirdbot\nDisallow: /\n");
        assertTrue(allowed(others, "/news/a"), "no group for us and no *: no rules apply");
    }

    @Test
    void theProductTokenMatchesInAnyCaseButOnlyWhole() {
        String upper = site("User-agent: NEWSX-CRAWLER\nDisallow: /y/\n");
        assertFalse(allowed(upper, "/y/1"), "user-agent values are case-insensitive");
        String camel = site("user-AGENT: NewsX-Crawler\nDISALLOW: /y/\n");
        assertFalse(allowed(camel, "/y/1"), "so are the line names");
        String prefix = site("User-agent: newsx\nDisallow: /\n\nUser-agent: *\nAllow: /\n");
        assertTrue(allowed(prefix, "/y/1"), "a group for newsx is not ours");
    }

    @Test
    void anAgentNameConfiguredInCapitalsStillFindsItsGroup() {
        RobotsCache capitals = new RobotsCache(http, "NewsX-Crawler", 60_000, 5_000, 30_000, 524_288,
                System::currentTimeMillis, RobotsRedirects.guardOff());
        String host = site("User-agent: *\nAllow: /\n\nUser-agent: newsx-crawler\nDisallow: /y/\n");
        assertFalse(capitals.rulesFor("http://" + host + "/").join().allows("http://" + host + "/y/1"));
    }

    @Test
    void groupsForTheSameAgentAreMergedAndRulesOutsideAGroupIgnored() {
        String host = site("Allow: /early/\n\nUser-agent: newsx-crawler\nDisallow: /a/\n\nUser-agent: otherbot\n"
                + "Disallow: /b/\n\nUser-agent: newsx-crawler\nDisallow: /c/\n");
        assertFalse(allowed(host, "/a/1"));
        assertFalse(allowed(host, "/c/1"), "the second group for us counts too");
        assertTrue(allowed(host, "/b/1"));
        String consecutive = site("User-agent: otherbot\nUser-agent: newsx-crawler\nDisallow: /shared/\n");
        assertFalse(allowed(consecutive, "/shared/1"), "a group may name several agents");
    }

    // --- matching (RFC 9309 2.2.2, 2.2.3) ---

    @Test
    void theLongestMatchWins() {
        String page = site("User-agent: *\nDisallow: /x/page.html\nAllow: /x/\n");
        assertFalse(allowed(page, "/x/page.html"));
        assertTrue(allowed(page, "/x/other.html"));
        String dir = site("User-agent: *\nAllow: /x/page.html\nDisallow: /x/\n");
        assertTrue(allowed(dir, "/x/page.html"));
        assertFalse(allowed(dir, "/x/"));
        String slash = site("User-agent: *\nDisallow: /x\nAllow: /x/\n");
        assertFalse(allowed(slash, "/x"));
        assertTrue(allowed(slash, "/x/"));
        String wildcard = site("User-agent: *\nAllow: /x/page.\nDisallow: /*.html\n");
        assertTrue(allowed(wildcard, "/x/page.html"), "the longer pattern wins, wildcard or not");
        assertFalse(allowed(wildcard, "/x/y.html"));
    }

    @Test
    void anAllowAndADisallowOfEqualLengthAllow() {
        assertTrue(allowed(site("User-agent: *\nDisallow: /x/page.html\nAllow: /x/page.html\n"), "/x/page.html"));
        assertTrue(allowed(site("User-agent: *\nDisallow: /\nAllow: /\n"), "/any"));
        assertTrue(allowed(site("User-agent: *\nDisallow:\n"), "/any"), "an empty Disallow disallows nothing");
    }

    @Test
    void pathsMatchCaseSensitively() {
        String host = site("User-agent: *\nDisallow: /X/\n");
        assertTrue(allowed(host, "/x/y"));
        assertFalse(allowed(host, "/X/y"));
    }

    @Test
    void pathsAreComparedPercentEncoded() {
        String utf8 = site("User-agent: *\nDisallow: /\nAllow: /foo/bar/ツ\n");
        assertTrue(allowed(utf8, "/foo/bar/%E3%83%84"), "a UTF-8 rule matches the encoded URL");
        String encoded = site("User-agent: *\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n");
        assertTrue(allowed(encoded, "/foo/bar/%E3%83%84"));
        assertTrue(allowed(encoded, "/foo/bar/%e3%83%84"), "hex digits in either case are the same octet");
        String query = site("User-agent: *\nDisallow: /\nAllow: /search?q=a&b=http://x.example/?y\n");
        assertTrue(allowed(query, "/search?q=a&b=http://x.example/?y"), "the query is part of the path matched");
    }

    @Test
    void starMatchesAnythingAndDollarEndsThePattern() {
        String star = site("User-agent: *\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\nDisallow: /*/private\n");
        assertTrue(allowed(star, "/foo/bar/qux"));
        assertTrue(allowed(star, "/foo//qux"), "* matches nothing too");
        assertFalse(allowed(star, "/foo/bar/quz"));
        assertFalse(allowed(star, "/a/b/private/c"));
        String dollar = site("User-agent: *\nDisallow: /foo/bar$\nDisallow: /*.pdf$\n");
        assertFalse(allowed(dollar, "/foo/bar"));
        assertTrue(allowed(dollar, "/foo/bar/"), "$ anchors the end: a longer path is not matched");
        assertTrue(allowed(dollar, "/foo/barn"));
        assertFalse(allowed(dollar, "/files/a.pdf"));
        assertTrue(allowed(dollar, "/files/a.pdf?download=1"));
        assertTrue(allowed(dollar, "/files/a.pdfx"));
    }

    @Test
    void commentsLineEndingsAndAByteOrderMarkAreRead() {
        String comments = site("# Disallow: /\nUser-agent: * # everyone\nDisallow: /a/ # not the rest\n");
        assertFalse(allowed(comments, "/a/1"));
        assertTrue(allowed(comments, "/b/1"));
        String crlf = site("User-agent: *\r\nDisallow: /a/\r\nDisallow: /b/\r\n");
        assertFalse(allowed(crlf, "/b/1"));
        String cr = site("User-agent: *\rDisallow: /a/\rDisallow: /b/\r");
        assertFalse(allowed(cr, "/b/1"));
        String bom = site("\uFEFFUser-agent: *\nDisallow: /a/\n");
        assertFalse(allowed(bom, "/a/1"), "a UTF-8 byte order mark before the first line");
    }

    @Test
    void crawlDelayAndSitemapsAreRead() {
        String host = site("Sitemap: http://sitemaps.example/news.xml\nUser-agent: *\nCrawl-delay: 3\nDisallow:\n");
        assertEquals(3000, rules(host).crawlDelayMs());
        assertEquals(java.util.List.of("http://sitemaps.example/news.xml"), rules(host).rules().getSitemaps());
    }

    // --- fetching robots.txt (RFC 9309 2.3) ---

    @Test
    void redirectsAreFollowedUpToFiveHops() {
        String host = "hops.example";
        web.redirect("http://" + host + "/robots.txt", 301, "http://hop1.example/robots.txt");
        for (int i = 1; i < 5; i++) {
            web.redirect("http://hop" + i + ".example/robots.txt", i % 2 == 0 ? 302 : 307,
                    "http://hop" + (i + 1) + ".example/robots.txt");
        }
        web.page("http://hop5.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /moved/\n".getBytes());
        assertFalse(allowed(host, "/moved/1"), "five redirects: the rules at the end apply to the first site");
        assertTrue(allowed(host, "/other"));

        String far = "far.example";
        web.redirect("http://" + far + "/robots.txt", 301, "http://far1.example/robots.txt");
        for (int i = 1; i < 6; i++) {
            web.redirect("http://far" + i + ".example/robots.txt", 301, "http://far" + (i + 1) + ".example/robots.txt");
        }
        web.page("http://far6.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /\n".getBytes());
        assertTrue(allowed(far, "/anything"), "six redirects: unavailable, as a 4xx - no rules");

        web.redirect("http://loop.example/robots.txt", 302, "http://loop.example/robots.txt");
        assertTrue(allowed("loop.example", "/anything"), "a redirect loop ends at the hop limit");
    }

    @Test
    void aClientErrorMeansNoRules() {
        for (int status : new int[]{400, 401, 403, 404, 410}) {
            String host = "status" + status + ".example";
            web.status("http://" + host + "/robots.txt", status);
            assertTrue(allowed(host, "/private/x"), "HTTP " + status + ": unavailable, everything may be crawled");
        }
    }

    @Test
    void aServerErrorOrNoAnswerMakesTheSiteUnreachableNotAllowed() {
        for (int status : new int[]{500, 502, 503, 429}) {
            String host = "error" + status + ".example";
            web.status("http://" + host + "/robots.txt", status);
            RobotsCache.Rules r = rules(host);
            assertTrue(r.unavailable(), "HTTP " + status + ": unreachable, the site's URLs are deferred");
            assertFalse(r.allows("http://" + host + "/anything"), "nothing may be crawled meanwhile");
        }
        web.lyingLength("http://cut.example/robots.txt", 100_000, 10, 60_000);
        // a connection that breaks or a deadline that passes is no answer either (asked with a short deadline)
        try (HttpFetcher quick = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of(
                "fetch.proxy", web.proxy(), "fetch.read-timeout-ms", "500", "fetch.deadline-ms", "1000"))),
                new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)))) {
            RobotsCache r = new RobotsCache(quick, AGENT, 60_000, 5_000, 30_000, 524_288,
                    System::currentTimeMillis, RobotsRedirects.guardOff());
            assertTrue(r.rulesFor("http://cut.example/").join().unavailable());
        }
    }

    @Test
    void anyContentTypeIsReadAsRobotsTxt() {
        String host = "html.example";
        web.page("http://" + host + "/robots.txt", "text/html; charset=utf-8", "User-agent: *\nDisallow: /a/\n".getBytes());
        assertFalse(allowed(host, "/a/1"));
    }

    @Test
    void aRobotsTxtOverTheLimitIsReadUpToItsFirst500KiB() {
        StringBuilder sb = new StringBuilder("User-agent: *\nDisallow: /first/\n");
        String filler = "# a comment line to make the file long, as generated files are\n";
        while (sb.length() < 500 * 1024 - 100) {
            sb.append(filler);
        }
        sb.append("Disallow: /at-500k/\n"); // still within the first 500 KiB
        while (sb.length() < 600 * 1024) {
            sb.append(filler);
        }
        sb.append("Disallow: /past-the-limit/\n");
        String host = site(sb.toString());
        assertFalse(allowed(host, "/first/1"));
        assertFalse(allowed(host, "/at-500k/1"), "a rule just before 500 KiB counts");
        assertTrue(allowed(host, "/past-the-limit/1"), "what comes after the limit is not read");
        assertTrue(allowed(host, "/news/1"));
    }
}
