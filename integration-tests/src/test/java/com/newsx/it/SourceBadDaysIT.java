package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A source's bad days on the real services: a feed that answers an HTML error page, then 503 with Retry-After, then
 * resets its connections. Each spell leaves the feed failing (not final), visited again after its back-off - no
 * sooner than Retry-After asks - and after each the story it lists next is crawled, with the streak over.
 */
class SourceBadDaysIT {
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String HOME = WEB.at("http://spells.example/");
    private static final String FEED = WEB.at("http://spells.example/feed.xml");

    private static String story(int n) {
        return HOME + "news/" + n + ".html";
    }

    private static byte[] feed(int stories) {
        StringBuilder f = new StringBuilder("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Spells</title>");
        for (int n = stories; n >= 1; n--) {
            f.append("<item><title>Spell story ").append(n).append("</title><link>").append(story(n))
                    .append("</link><pubDate>").append(java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME
                            .format(Instant.now().minusSeconds(60L * (stories - n + 1)).atOffset(java.time.ZoneOffset.UTC)))
                    .append("</pubDate></item>");
        }
        return f.append("</channel></rss>").toString().getBytes(StandardCharsets.UTF_8);
    }

    private static List<Long> feedRequests(LocalWeb web) {
        return web.requests().stream().filter(r -> r.host().equals("spells.example") && r.path().equals("/feed.xml"))
                .map(LocalWeb.Request::atMs).toList();
    }

    @Test
    void aFeedThroughItsBadSpellsKeepsBeingVisitedAndItsNextStoryIsCrawled() throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        try (LocalWeb web = WEB) {
            web.html(HOME, "<html><head><title>Spells</title><link rel=\"alternate\" type=\"application/rss+xml\""
                    + " href=\"/feed.xml\"></head><body><p>The news of the day.</p></body></html>");
            for (int n = 1; n <= 4; n++) {
                web.html(story(n), en.replace("Harbour city opens its first all-electric ferry line", "Spell story " + n));
            }
            web.page(FEED, "application/rss+xml", feed(1));
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "100",
                    "frontier.source.initial-interval-s", "3", "frontier.source.min-interval-s", "2",
                    "frontier.source.page-initial-interval-s", "3", "frontier.source.max-interval-s", "10",
                    "retry.initial-delay-ms", "500", "retry.max-attempts", "2"))) {
                crawl.start();
                crawl.seed(List.of(HOME));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(story(1)))
                        && "source_read".equals(crawl.statusOf(FEED)), 120), "the first crawl: " + crawl.statusDoc(FEED));

                // 1. the feed answers an HTML error page
                web.html(FEED, "<html><head><title>Error</title></head><body><p>Something went wrong.</p></body></html>");
                int before = feedRequests(web).size();
                assertTrue(CrawlHarness.waitFor(() -> "failing".equals(crawl.statusOf(FEED))
                        && feedRequests(web).size() >= before + 2, 90), "HTML where the feed was: failing, visited again: "
                        + crawl.statusDoc(FEED));
                Map<?, ?> html = crawl.statusDoc(FEED);
                assertEquals(false, html.get("final"));
                // text/html where feed.xml was: the site's error page in the feed's place, a failure of the source,
                // and no article made of the error page
                assertTrue(String.valueOf(html.get("reason")).startsWith("not a feed or sitemap: an HTML page"),
                        html.toString());
                assertNull(crawl.article(FEED), "the error page is no article");
                assertNotNull(html.get("next_fetch_time"));
                web.page(FEED, "application/rss+xml", feed(2));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(story(2)))
                        && ((Number) crawl.statusDoc(FEED).get("failures")).intValue() == 0, 90),
                        "the story after the spell: " + crawl.statusDoc(story(2)) + ", feed " + crawl.statusDoc(FEED));

                // 2. an overload: 503 with Retry-After 6 s; no visit comes sooner than it asks
                web.header(FEED, "Retry-After", "6");
                web.status(FEED, 503);
                int overloadFrom = feedRequests(web).size();
                assertTrue(CrawlHarness.waitFor(() -> "failing".equals(crawl.statusOf(FEED))
                        && feedRequests(web).size() >= overloadFrom + 3, 120), "503: retried, then failing: "
                        + crawl.statusDoc(FEED));
                List<Long> during = feedRequests(web).subList(overloadFrom, feedRequests(web).size());
                for (int i = 1; i < during.size(); i++) {
                    assertTrue(during.get(i) - during.get(i - 1) >= 5_500, "Retry-After honoured between visits: "
                            + during);
                }
                assertTrue(String.valueOf(crawl.statusDoc(FEED).get("reason")).contains("Retry-After 6 s"),
                        crawl.statusDoc(FEED).toString());
                web.page(FEED, "application/rss+xml", feed(3));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(story(3))), 90),
                        "the story after the overload: " + crawl.statusDoc(story(3)) + ", feed " + crawl.statusDoc(FEED));

                // 3. connections reset without an answer
                web.reset(FEED);
                int resetFrom = feedRequests(web).size();
                assertTrue(CrawlHarness.waitFor(() -> "failing".equals(crawl.statusOf(FEED))
                        && feedRequests(web).size() >= resetFrom + 3, 120), "resets: failing, visited again: "
                        + crawl.statusDoc(FEED));
                web.page(FEED, "application/rss+xml", feed(4));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(story(4)))
                        && ((Number) crawl.statusDoc(FEED).get("failures")).intValue() == 0, 120),
                        "the story after the resets: " + crawl.statusDoc(story(4)) + ", feed " + crawl.statusDoc(FEED));
                System.out.printf("SourceBadDaysIT: the feed through an HTML answer, 503 with Retry-After and resets:"
                        + " %d requests, every story after a spell indexed%n", feedRequests(web).size());
            }
        }
    }
}
