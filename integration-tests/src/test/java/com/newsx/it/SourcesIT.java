package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Feeds and sitemaps on the real services: a home page announces an RSS and an Atom feed, its robots.txt a
 * sitemap index (which lists itself, a news sitemap and a malformed one). With scope.max-depth 0 only sources can
 * lead anywhere, since they cost no depth: the feeds' and the news sitemap's articles are crawled and indexed with
 * their dates and titles as hints, an entry older than the maximum age is never queued, and the malformed sitemap
 * is failing with its reason (a source is visited again after a bad answer) while the crawl goes on.
 */
class SourcesIT {
    /** The test web, on a free port the URLs name (the crawler maps the names to it; the guard stays on). */
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String HOME = WEB.at("http://src.example/");
    private static final String RSS = WEB.at("http://src.example/rss.xml");
    private static final String ATOM = WEB.at("http://src.example/atom.xml");
    private static final String INDEX = WEB.at("http://src.example/sitemap-index.xml");
    private static final String NEWS = WEB.at("http://src.example/news-sitemap.xml");
    private static final String BROKEN = WEB.at("http://src.example/broken-sitemap.xml");
    private static final String A_RSS = WEB.at("http://src.example/a/rss-story");
    private static final String A_ATOM = WEB.at("http://src.example/a/atom-story");
    private static final String A_NEWS = WEB.at("http://src.example/a/sitemap-story");
    private static final String A_OLD = WEB.at("http://src.example/a/old-story");
    private static final String A_LINKED = WEB.at("http://src.example/a/linked-story");

    @Test
    void feedsAndSitemapsLeadToTheirArticlesAtNoDepth() throws Exception {
        byte[] article = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"))
                .getBytes(StandardCharsets.UTF_8);
        Instant now = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        String hourAgo = now.minusSeconds(3600).toString();
        String rfc1123 = DateTimeFormatter.RFC_1123_DATE_TIME.format(now.minusSeconds(7200).atOffset(ZoneOffset.UTC));
        String oldRfc = DateTimeFormatter.RFC_1123_DATE_TIME.format(now.minusSeconds(60L * 86400).atOffset(ZoneOffset.UTC));
        try (LocalWeb web = WEB) {
            web.html(HOME, "<html><head><title>Source News</title>"
                            + "<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/rss.xml\">"
                            + "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"/atom.xml\"></head>"
                            + "<body><p>Welcome to the news of the day, with more to come later on.</p>"
                            + "<a href=\"/a/linked-story\">A story linked from the home page</a></body></html>")
                    .page(web.at("http://src.example/robots.txt"), "text/plain",
                            ("User-agent: *\nDisallow: /private/\nSitemap: " + INDEX + "\n").getBytes())
                    .page(INDEX, "application/xml", ("<?xml version=\"1.0\"?><sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                            + "<sitemap><loc>" + INDEX + "</loc></sitemap><sitemap><loc>" + NEWS + "</loc></sitemap>"
                            + "<sitemap><loc>" + BROKEN + "</loc></sitemap></sitemapindex>").getBytes())
                    .page(NEWS, "application/xml", ("<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
                            + " xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\"><url><loc>" + A_NEWS + "</loc>"
                            + "<news:news><news:publication><news:name>Src</news:name><news:language>en</news:language>"
                            + "</news:publication><news:publication_date>" + hourAgo + "</news:publication_date>"
                            + "<news:title>From the sitemap</news:title></news:news></url></urlset>").getBytes())
                    .page(BROKEN, "application/xml", ("<?xml version=\"1.0\"?><urlset><url><loc>" + web.at("http://src.example/a/x") + "</lo").getBytes())
                    .page(RSS, "application/rss+xml", ("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Src</title>"
                            + "<item><title>From the feed</title><link>" + A_RSS + "</link><pubDate>" + rfc1123 + "</pubDate></item>"
                            + "<item><title>Long ago</title><link>" + A_OLD + "</link><pubDate>" + oldRfc + "</pubDate></item>"
                            + "</channel></rss>").getBytes())
                    .page(ATOM, "application/atom+xml", ("<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">"
                            + "<title>Src</title><id>urn:src</id><updated>" + hourAgo + "</updated><entry><title>From Atom</title>"
                            + "<id>urn:1</id><link href=\"" + A_ATOM + "\"/><published>" + hourAgo + "</published></entry></feed>")
                            .getBytes())
                    .page(A_RSS, "text/html; charset=utf-8", article)
                    .page(A_ATOM, "text/html; charset=utf-8", article)
                    .page(A_NEWS, "text/html; charset=utf-8", article)
                    .page(A_OLD, "text/html; charset=utf-8", article)
                    .page(A_LINKED, "text/html; charset=utf-8", article);

            // one host: 200 ms between its requests, not a second
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.max-depth", "0", "fetch.default-delay-ms", "200"))) {
                crawl.start();
                crawl.seed(List.of(HOME));
                List<String> all = List.of(HOME, RSS, ATOM, INDEX, NEWS, A_RSS, A_ATOM, A_NEWS);
                boolean done = CrawlHarness.waitFor(() -> all.stream().allMatch(crawl::isFinal)
                        && "failing".equals(crawl.statusOf(BROKEN)), 180);
                List<String> open = new ArrayList<>();
                for (String u : all) {
                    if (!crawl.isFinal(u)) {
                        open.add(u + " -> " + crawl.statusDoc(u));
                    }
                }
                assertTrue(done, "every source and entry ends final, the broken sitemap failing: " + open + " "
                        + crawl.statusDoc(BROKEN));

                for (String source : List.of(RSS, ATOM, INDEX, NEWS)) {
                    assertEquals("source_read", crawl.statusOf(source), source + ": " + crawl.statusDoc(source));
                }
                // a source is not ended by a bad answer: it is failing, visited again after a back-off
                Map<?, ?> broken = crawl.statusDoc(BROKEN);
                assertEquals("failing", broken.get("status"));
                assertEquals(false, broken.get("final"));
                assertNotNull(broken.get("next_fetch_time"), broken.toString());
                assertTrue(((String) broken.get("reason")).contains("malformed sitemap"), broken.toString());
                for (String a : List.of(A_RSS, A_ATOM, A_NEWS)) {
                    assertEquals("indexed", crawl.statusOf(a), a + ": " + crawl.statusDoc(a));
                    assertEquals(0, ((Number) crawl.statusDoc(a).get("depth")).intValue(), "a source costs no depth: " + a);
                    assertNotNull(crawl.article(a), a);
                }
                Map<?, ?> news = crawl.statusDoc(A_NEWS);
                assertEquals("From the sitemap", news.get("source_title"));
                assertEquals(Instant.parse(hourAgo), Instant.parse((String) news.get("source_published")));
                assertEquals("From the feed", crawl.statusDoc(A_RSS).get("source_title"));
                assertEquals("From Atom", crawl.statusDoc(A_ATOM).get("source_title"));
                assertNull(crawl.statusDoc(A_OLD), "an entry older than sources.max-age-s is not queued");
                assertNull(crawl.statusDoc(A_LINKED), "a page's own links still cost depth (max 0)");
            }
        }
    }

    /**
     * Bad sources get a clear status and the crawl goes on: a 60 MB sitemap (over the 50 MB cap), a gzip sitemap
     * that inflates to 200 MB, a "feed" that is an HTML page, and a feed of 100,000 entries (kept to the entry cap).
     */
    @Test
    void badSourcesAreRecordedWithTheirReasonsAndTheCrawlGoesOn() throws Exception {
        LocalWeb web = LocalWeb.onFreePort();
        String big = web.at("http://bad.example/sitemap-big.xml");
        String bomb = web.at("http://bad.example/sitemap-bomb.xml.gz");
        String htmlFeed = web.at("http://bad.example/feed");
        String longFeed = web.at("http://bad.example/rss.xml");
        String ok = web.at("http://bad.example/a/fine-story");
        byte[] article = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"))
                .getBytes(StandardCharsets.UTF_8);
        StringBuilder sitemap = new StringBuilder("<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">");
        while (sitemap.length() < 60_000_000) {
            sitemap.append("<url><loc>http://bad.example/a/").append(sitemap.length()).append("</loc></url>");
        }
        sitemap.append("</urlset>");
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream out = new java.util.zip.GZIPOutputStream(gz)) {
            out.write("<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>".getBytes());
            byte[] spaces = new byte[1 << 20];
            java.util.Arrays.fill(spaces, (byte) ' ');
            for (int i = 0; i < 200; i++) {
                out.write(spaces);
            }
        }
        Instant now = Instant.now();
        StringBuilder feed = new StringBuilder("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Long</title>");
        for (int i = 0; i < 100_000; i++) {
            String at = DateTimeFormatter.RFC_1123_DATE_TIME.format(now.minusSeconds(100_000 - i).atOffset(ZoneOffset.UTC));
            feed.append("<item><link>").append(web.at("http://bad.example/n/")).append(i).append("</link><pubDate>").append(at)
                    .append("</pubDate></item>");
        }
        feed.append("</channel></rss>");
        try (web) {
            web.page(big, "application/xml", sitemap.toString().getBytes(StandardCharsets.UTF_8))
                    .page(bomb, "application/x-gzip", gz.toByteArray())
                    .page(htmlFeed, "application/rss+xml", "<html><head><title>Not a feed</title></head><body><p>Just a page.</p></body></html>"
                            .getBytes(StandardCharsets.UTF_8))
                    .page(longFeed, "application/rss+xml", feed.toString().getBytes(StandardCharsets.UTF_8))
                    .page(ok, "text/html; charset=utf-8", article);
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.max-depth", "0", "sources.max-entries", "20", "fetch.default-delay-ms", "10",
                    "sources.feed-max-bytes", "20000000"))) {
                crawl.start();
                crawl.seed(List.of(big, bomb, htmlFeed, longFeed, ok));
                // the bad sources are seeds: sources, which a bad answer leaves failing (visited again), not final
                assertTrue(CrawlHarness.waitFor(() -> List.of(longFeed, ok).stream().allMatch(crawl::isFinal)
                        && List.of(big, bomb, htmlFeed).stream().allMatch(u -> "failing".equals(crawl.statusOf(u))),
                        180), "every bad source ends with a status: "
                        + List.of(big, bomb, htmlFeed, longFeed, ok).stream().map(crawl::statusDoc).toList());
                assertEquals("indexed", crawl.statusOf(ok), "the crawl goes on");
                for (String bad : List.of(big, bomb)) {
                    Map<?, ?> d = crawl.statusDoc(bad);
                    assertEquals("failing", d.get("status"), d.toString());
                    assertTrue(String.valueOf(d.get("reason")).contains("too large"), d.toString());
                }
                Map<?, ?> notFeed = crawl.statusDoc(htmlFeed);
                assertEquals("failing", notFeed.get("status"), notFeed.toString());
                assertTrue(String.valueOf(notFeed.get("reason")).contains("not a feed"), notFeed.toString());
                Map<?, ?> longOne = crawl.statusDoc(longFeed);
                assertEquals("source_read", longOne.get("status"), longOne.toString());
                assertTrue(String.valueOf(longOne.get("reason")).contains("over the cap"), longOne.toString());
                assertTrue(CrawlHarness.waitFor(() -> crawl.statusDoc(web.at("http://bad.example/n/99999")) != null, 60),
                        "the newest entries are queued");
                assertNull(crawl.statusDoc(web.at("http://bad.example/n/0")), "entries over the cap are not");
            }
        }
    }
}
