package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole crawl for real: seeds into Kafka, the Storm topology in a LocalCluster, pages fetched over HTTP from a
 * local web under their own host names (a GBK page among them), robots.txt obeyed, redirects followed, outlinks fed
 * back through Kafka, articles, records and every URL's fate in Elasticsearch - and hostile or flaky servers beside
 * them: a server that lies about its Content-Length and holds the socket, one that trickles, one that is slow, one
 * that answers 503 twice then the page, a robots.txt that answers 204, one that answers 503 then rules, a gzip page,
 * a page with a broken link, a 40 KB URL. Every URL ends final, with its reason, and the hostile ones do not hold up
 * the others.
 */
class CrawlIT {
    /** The test web, on a free port the URLs name (the crawler maps the names to it; the guard stays on). */
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String LIST = WEB.at("http://news.jiangcheng.example/news/");
    private static final String ZH = WEB.at("http://news.jiangcheng.example/news/2024/0318/101.html");
    private static final String DENIED = WEB.at("http://news.jiangcheng.example/news/2024/0317/103.html");
    private static final String EN = WEB.at("http://www.coastalherald.example/news/2024/05/02/electric-ferry");
    private static final String EN_OLD = WEB.at("http://www.coastalherald.example/ferry");
    private static final String LIAR = WEB.at("http://liar.example/story");
    private static final String TRICKLE = WEB.at("http://trickle.example/story");
    private static final String SLOW = WEB.at("http://slow.example/story");
    private static final String FLAKY = WEB.at("http://flaky.example/story");
    private static final String QUIET_ROBOTS = WEB.at("http://quiet.example/story");
    private static final String FLAKY_ROBOTS = WEB.at("http://flakyrobots.example/story");
    private static final String GZIP = WEB.at("http://gz.example/story");
    private static final String BAD_LINK = WEB.at("http://links.example/story");
    private static final String GONE = WEB.at("http://gone.example/story");
    private static final String HUGE_URL = WEB.at("http://long.example/" + "x".repeat(40_000));
    /** meta robots noindex: not indexed, its links followed; X-Robots-Tag nofollow: indexed, its links not followed. */
    private static final String NOINDEX = WEB.at("http://robots.example/noindex");
    private static final String NOINDEX_CHILD = WEB.at("http://robots.example/noindex-child");
    private static final String NOFOLLOW = WEB.at("http://robots.example/nofollow");
    private static final String NOFOLLOW_CHILD = WEB.at("http://robots.example/nofollow-child");
    private static final String REL_NOFOLLOW_CHILD = WEB.at("http://robots.example/rel-nofollow-child");
    /** /loop/N redirects to /loop/N+1 without end: the chain stops at fetch.max-redirects (5), at no depth. */
    private static final String LOOP = WEB.at("http://loop.example/loop/0");

    @Test
    void everyUrlEndsFinalAndHostileServersHoldUpNothing() throws Exception {
        Path demo = Services.repoRoot().resolve("demo/pages");
        String en = Files.readString(demo.resolve("en-article.html"));
        byte[] enBytes = en.getBytes(StandardCharsets.UTF_8);
        try (LocalWeb web = WEB) {
            String list = Files.readString(demo.resolve("zh-list.html")).replace("/news/2024/0317/103.html", DENIED);
            web.html(LIST, list)
                    // the GBK article is served without a charset: the extractor must detect it
                    .page(ZH, "text/html", Files.readAllBytes(demo.resolve("zh-article.html")))
                    .html(DENIED, "<html><p>must never be fetched</p></html>")
                    .page(web.at("http://news.jiangcheng.example/robots.txt"), "text/plain",
                            "User-agent: *\nDisallow: /news/2024/0317/\n".getBytes())
                    .redirect(EN_OLD, 301, EN)
                    .page(EN, "text/html; charset=utf-8", enBytes)
                    .lyingLength(LIAR, 1_000_000, 100, 120_000)
                    .trickle(TRICKLE, 50, 1_000_000)
                    .slow(SLOW, 700, en)
                    .statusesThen(FLAKY, new int[]{503, 503}, "text/html; charset=utf-8", enBytes)
                    .status(web.at("http://quiet.example/robots.txt"), 204)
                    .page(QUIET_ROBOTS, "text/html; charset=utf-8", enBytes)
                    .statusesThen(web.at("http://flakyrobots.example/robots.txt"), new int[]{503}, "text/plain",
                            "User-agent: *\nDisallow: /private/\n".getBytes())
                    .page(FLAKY_ROBOTS, "text/html; charset=utf-8", enBytes)
                    .gzip(GZIP, en)
                    .html(BAD_LINK, en.replace("<a href=\"/privacy\">", "<a href=\"ht!tp://bad%20url\">"))
                    .status(GONE, 404)
                    .html(NOINDEX, en.replace("<head>", "<head><META name=\"Robots\" content=\"NoIndex\">")
                            .replace("</body>", "<a href=\"/noindex-child\">child</a>"
                                    + "<a rel=\"NoFollow\" href=\"/rel-nofollow-child\">child</a></body>"))
                    .html(NOINDEX_CHILD, en)
                    .html(NOFOLLOW, en.replace("</body>", "<a href=\"/nofollow-child\">child</a></body>"))
                    .header(NOFOLLOW, "X-Robots-Tag", "otherbot: noindex")
                    .header(NOFOLLOW, "X-Robots-Tag", "newsx-crawler: nofollow")
                    .html(NOFOLLOW_CHILD, en)
                    .html(REL_NOFOLLOW_CHILD, en);
            for (int i = 0; i < 30; i++) {
                web.redirect(web.at("http://loop.example/loop/" + i), 302, "/loop/" + (i + 1));
            }

            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.max-depth", "1",
                    "fetch.read-timeout-ms", "1500",
                    "fetch.deadline-ms", "4000",
                    "fetch.min-rate-grace-ms", "1000",
                    "fetch.min-bytes-per-sec", "1000",
                    "fetch.robots.error-ttl-s", "1",
                    "retry.max-attempts", "3"))) {
                crawl.start();
                crawl.seed(List.of(LIAR, TRICKLE, LIST, EN_OLD, "ht!tp:/not a url", SLOW, FLAKY, QUIET_ROBOTS,
                        FLAKY_ROBOTS, GZIP, BAD_LINK, GONE, HUGE_URL, NOINDEX, NOFOLLOW, LOOP));
                List<String> all = List.of(LIST, ZH, DENIED, EN, EN_OLD, LIAR, TRICKLE, SLOW, FLAKY, QUIET_ROBOTS,
                        FLAKY_ROBOTS, GZIP, BAD_LINK, GONE, HUGE_URL, NOINDEX, NOINDEX_CHILD, NOFOLLOW,
                        WEB.at("http://loop.example/loop/5"));
                boolean done = CrawlHarness.waitFor(() -> all.stream().allMatch(crawl::isFinal), 240);
                List<String> open = new ArrayList<>();
                for (String u : all) {
                    if (!crawl.isFinal(u)) {
                        open.add(u.substring(0, Math.min(80, u.length())) + " -> " + crawl.statusDoc(u));
                    }
                }
                assertTrue(done, "every URL ends final: " + open);

                assertEquals("indexed", crawl.statusOf(ZH));
                assertEquals("indexed", crawl.statusOf(EN));
                assertEquals("redirected", crawl.statusOf(EN_OLD));
                assertEquals("indexed", crawl.statusOf(LIST));
                assertEquals(8, crawl.count(crawl.records), "the list page's eight records");
                assertNotNull(crawl.statusDoc(LIST));
                assertEquals(null, crawl.article(LIST), "a list page is not an article");
                assertEquals("robots_denied", crawl.statusOf(DENIED));

                Map<?, ?> zh = crawl.article(ZH);
                assertEquals("江城新建三座跨江大桥 通勤时间有望缩短一半", zh.get("title"));
                assertTrue(((String) zh.get("body")).contains("水中桥墩数量比原方案减少了六个"));
                assertFalse(((String) zh.get("body")).contains("责任编辑"));
                assertEquals("news.jiangcheng.example", zh.get("host"));
                assertEquals("Harbour city opens its first all-electric ferry line", crawl.article(EN).get("title"));

                // hostile and flaky servers
                Map<?, ?> liar = crawl.statusDoc(LIAR);
                assertEquals("error", liar.get("status"));
                assertTrue(((String) liar.get("reason")).startsWith("out of retries after 3 attempts"), liar.toString());
                assertEquals(3, web.hits(LIAR), "tried exactly as often as allowed");
                Map<?, ?> trickle = crawl.statusDoc(TRICKLE);
                assertEquals("error", trickle.get("status"));
                assertTrue(((String) trickle.get("reason")).contains("too slow")
                        || ((String) trickle.get("reason")).contains("deadline"), trickle.toString());
                // The liar's final status always comes after the others' (three tries and their back-off): what shows
                // that it held up nothing is other hosts' requests arriving while one of its exchanges was still open,
                // which it is for at least the grace period (fetch.min-rate-grace-ms: no rate is judged before it,
                // and the read timeout is longer).
                List<Long> liarTries = web.requests().stream().filter(r -> r.host().equals("liar.example")
                        && r.path().equals("/story")).map(LocalWeb.Request::atMs).toList();
                List<LocalWeb.Request> meanwhile = web.requests().stream().filter(r -> !r.host().equals("liar.example")
                        && liarTries.stream().anyMatch(at -> r.atMs() > at && r.atMs() < at + 1000)).toList();
                assertFalse(meanwhile.isEmpty(), "other hosts were fetched while the liar held its slot: liar at "
                        + liarTries + ", all " + web.requests());
                assertEquals("indexed", crawl.statusOf(SLOW));
                Map<?, ?> flaky = crawl.statusDoc(FLAKY);
                assertEquals("indexed", flaky.get("status"), "503, 503, then the page: retried, then indexed");
                assertEquals(3, web.hits(FLAKY));
                assertEquals("indexed", crawl.statusOf(QUIET_ROBOTS), "robots.txt 204: everything allowed");
                assertEquals("indexed", crawl.statusOf(FLAKY_ROBOTS), "robots.txt 503 defers the site, then 200 lets it in");
                assertTrue(web.hits(web.at("http://flakyrobots.example/robots.txt")) >= 2);
                assertEquals("indexed", crawl.statusOf(GZIP));
                assertEquals("Harbour city opens its first all-electric ferry line", crawl.article(GZIP).get("title"));
                assertEquals("indexed", crawl.statusOf(BAD_LINK), "one broken link costs the link, not the page");
                Map<?, ?> gone = crawl.statusDoc(GONE);
                assertEquals("error", gone.get("status"));
                assertEquals(404, gone.get("http_status"));
                assertEquals(1, web.hits(GONE), "a 404 is final at once");
                Map<?, ?> huge = crawl.statusDoc(HUGE_URL);
                assertEquals("filtered", huge.get("status"));
                assertTrue(((String) huge.get("reason")).startsWith("URL too long"), huge.toString());
                assertEquals("filtered", crawl.statusOf("ht!tp:/not a url"), "the malformed seed is recorded");

                // what pages say to robots
                Map<?, ?> noindex = crawl.statusDoc(NOINDEX);
                assertEquals("fetched_nothing", noindex.get("status"));
                assertEquals("noindex (meta robots)", noindex.get("reason"));
                assertEquals(null, crawl.article(NOINDEX), "a noindex page is not indexed");
                assertEquals("indexed", crawl.statusOf(NOINDEX_CHILD), "a noindex page's links are followed");
                assertEquals("indexed", crawl.statusOf(NOFOLLOW), "X-Robots-Tag for another robot does not count");
                assertEquals(0, web.hits(NOFOLLOW_CHILD), "X-Robots-Tag: newsx-crawler: nofollow");
                assertEquals(0, web.hits(REL_NOFOLLOW_CHILD), "rel=NoFollow");
                assertEquals(null, crawl.statusDoc(NOFOLLOW_CHILD));

                // a redirect chain: the original and 5 hops, each at the seed's depth, then no further
                Map<?, ?> last = crawl.statusDoc(WEB.at("http://loop.example/loop/5"));
                assertEquals("redirected", last.get("status"));
                assertTrue(((String) last.get("reason")).contains("fetch.max-redirects"), last.toString());
                assertEquals(0, ((Number) last.get("depth")).intValue(), "a redirect costs no depth");
                assertEquals(6, web.requests().stream().filter(r -> r.host().equals("loop.example")
                        && r.path().startsWith("/loop/")).count(), "6 requests of the chain");
                assertEquals(null, crawl.statusDoc(WEB.at("http://loop.example/loop/6")));

                assertTrue(web.requests().stream().noneMatch(r -> r.path().startsWith("/news/2024/0317/")),
                        "robots.txt forbids /news/2024/0317/");
                List<Long> times = web.requests().stream()
                        .filter(r -> r.host().equals("news.jiangcheng.example") && !r.path().equals("/robots.txt"))
                        .map(LocalWeb.Request::atMs).sorted().toList();
                for (int i = 1; i < times.size(); i++) {
                    assertTrue(times.get(i) - times.get(i - 1) >= 900, "politeness: requests to one host are a delay apart " + times);
                }
            }
        }
    }
}
