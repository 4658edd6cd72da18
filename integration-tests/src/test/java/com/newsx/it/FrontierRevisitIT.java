package com.newsx.it;

import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A news crawl never ends: a home page is visited again, and an article that appears on it after the first visit
 * is found and indexed; the articles already crawled are not fetched again, and the home page's interval shrinks
 * after the visit that found the new link and grows after visits that found nothing. The home page also names a
 * feed whose link to the first article carries tracking tags ({@code ?utm_source=rss}): the two links are one URL, so
 * that article is fetched once and is one document. When the home page then lists fewer stories, its records are
 * replaced as a whole: only the rows it still lists stay indexed. When it answers 404 for a while (a deploy), it is
 * failing, not final: visited again, records kept, and the story published after the spell is crawled.
 */
class FrontierRevisitIT {
    /** The test web, on a free port the URLs name (the crawler maps the names to it; the guard stays on). */
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String HOME = WEB.at("http://fresh.example/");
    private static final String FEED = WEB.at("http://fresh.example/feed.xml");
    private static final int ARTICLES = 6;

    private static String home(int articles) {
        StringBuilder h = new StringBuilder("<html><head><title>Fresh news</title>"
                + "<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/feed.xml\"></head><body><h1>Latest</h1><ul>");
        for (int a = articles; a >= 1; a--) {
            h.append("<li><a href=\"/news/").append(a).append(".html\">Fresh story ").append(a)
                    .append(", with more words in the link</a> 2024-05-").append(10 + a).append("</li>");
        }
        return h.append("</ul></body></html>").toString();
    }

    @Test
    void aNewArticleOnAHomePageIsFoundOnARevisit() throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        PageType type = new PageExtractor(ExtractorSettings.defaults())
                .extract(home(ARTICLES).getBytes(StandardCharsets.UTF_8), "text/html", HOME, Algorithm.FUSED).type();
        assertTrue(type == PageType.HOME || type == PageType.LIST, "the test's home page is a source: " + type);
        try (LocalWeb web = WEB) {
            web.html(HOME, home(ARTICLES));
            List<String> articles = new ArrayList<>();
            for (int a = 1; a <= ARTICLES + 1; a++) {
                String url = HOME + "news/" + a + ".html";
                web.html(url, en.replace("Harbour city opens its first all-electric ferry line", "Fresh story " + a));
                articles.add(url);
            }
            String fresh = articles.remove(ARTICLES);
            String tagged = articles.get(0) + "?utm_source=rss&utm_medium=feed";
            web.page(FEED, "application/rss+xml", ("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Fresh</title>"
                    + "<item><title>Fresh story 1</title><link>" + tagged.replace("&", "&amp;") + "</link></item>"
                    + "</channel></rss>").getBytes(StandardCharsets.UTF_8));
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "200",
                    "frontier.source.initial-interval-s", "4", "frontier.source.min-interval-s", "2",
                    // once it has shown a new link, the rate's interval (650 s / sqrt(links an hour)) would be some
                    // 35 s here: a tenth of the scale keeps it a few seconds, still above the minimum and growing
                    "frontier.source.hourly-interval-s", "100",
                    // a home page naming a feed is otherwise left for its feed for an hour
                    "frontier.source.page-initial-interval-s", "4"))) {
                crawl.start();
                crawl.seed(List.of(HOME));
                assertTrue(CrawlHarness.waitFor(() -> articles.stream().allMatch(u -> "indexed".equals(crawl.statusOf(u)))
                        && "source".equals(crawl.statusDoc(HOME).get("kind")) && "source_read".equals(crawl.statusOf(FEED)),
                        120), "the first crawl: " + articles.stream().map(crawl::statusOf).toList() + " "
                        + crawl.statusDoc(HOME) + " " + crawl.statusDoc(FEED));
                assertEquals(0, web.hits(fresh), "not linked yet");

                web.html(HOME, home(ARTICLES + 1)); // the news: one more story on the home page
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(fresh)), 120),
                        "the new article is found on a revisit: " + crawl.statusDoc(fresh) + ", home " + crawl.statusDoc(HOME));
                assertEquals("Fresh story " + (ARTICLES + 1), crawl.article(fresh).get("title"));
                // a few more visits that find nothing new
                int hits = web.hits(HOME);
                assertTrue(CrawlHarness.waitFor(() -> web.hits(HOME) >= hits + 2, 60), "visited again and again");

                Map<?, ?> home = crawl.statusDoc(HOME);
                assertTrue(((Number) home.get("visits")).intValue() >= 3, home.toString());
                assertEquals(0, ((Number) home.get("new_links")).intValue(), "its last visits found nothing new: " + home);
                assertTrue(((Number) home.get("interval_s")).longValue() > 2, "so its interval grew: " + home);
                assertTrue(home.get("next_fetch_time") != null, "a source is always due again");
                assertEquals("indexed", home.get("status"));
                for (String u : articles) {
                    assertEquals(1, web.hits(u), "an article is fetched once: " + u);
                    assertEquals(null, crawl.statusDoc(u).get("next_fetch_time"));
                }
                assertEquals(1, web.hits(fresh));
                // the feed's tagged link and the home page's plain one: one URL, one fetch, one document
                assertEquals(0, web.hits(tagged), "the tagged spelling is never fetched");
                assertEquals(null, crawl.statusDoc(tagged), "nor recorded apart");
                assertEquals(null, crawl.article(tagged));
                assertEquals(articles.get(0), crawl.article(articles.get(0)).get("url"));
                assertEquals(ARTICLES + 1, crawl.count(crawl.articles), "one document per article");

                // the home page lists fewer stories now: its records are replaced as a whole (ids are page/region/row,
                // so the rows it no longer has would stay unless deleted)
                assertEquals(ARTICLES + 1, crawl.count(crawl.records), "a record per story listed");
                web.html(HOME, home(4));
                int seen = web.hits(HOME);
                // the status is written after the deletions: wait for it too, not only for the count
                assertTrue(CrawlHarness.waitFor(() -> web.hits(HOME) >= seen + 1 && crawl.count(crawl.records) == 4
                        && List.of(4).equals(crawl.statusDoc(HOME).get("record_rows")), 90),
                        "only the rows the page still lists: " + crawl.count(crawl.records) + ", home " + crawl.statusDoc(HOME));

                // a bad spell: the home page answers 404 for a while (a deploy). A source is not ended by it: it is
                // failing, visited again after its back-off, and keeps its records
                web.status(HOME, 404);
                int before = web.hits(HOME);
                assertTrue(CrawlHarness.waitFor(() -> web.hits(HOME) >= before + 2
                        && "failing".equals(crawl.statusOf(HOME)), 120),
                        "a home page that answers 404 is visited again: " + crawl.statusDoc(HOME));
                Map<?, ?> failing = crawl.statusDoc(HOME);
                assertEquals(404, ((Number) failing.get("http_status")).intValue());
                assertEquals(false, failing.get("final"));
                assertTrue(failing.get("next_fetch_time") != null, "due again: " + failing);
                assertTrue(((Number) failing.get("failures")).intValue() >= 1, failing.toString());
                assertTrue(failing.get("failing_since") != null, failing.toString());
                assertEquals(4, crawl.count(crawl.records), "a bad spell deletes no records");

                // the spell ends and the site publishes: the next story is found, the streak is over
                String after = HOME + "news/" + (ARTICLES + 2) + ".html";
                web.html(after, en.replace("Harbour city opens its first all-electric ferry line",
                        "Fresh story " + (ARTICLES + 2)));
                web.html(HOME, home(ARTICLES + 2));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(after))
                        && ((Number) crawl.statusDoc(HOME).get("failures")).intValue() == 0, 120),
                        "the story published after the spell is crawled: " + crawl.statusDoc(after) + ", home "
                        + crawl.statusDoc(HOME));
                Map<?, ?> back = crawl.statusDoc(HOME);
                assertNull(back.get("failing_since"), back.toString());
                assertTrue(back.get("next_fetch_time") != null, "and still visited: " + back);
                assertEquals(ARTICLES + 2, crawl.count(crawl.articles), "its stories are articles: they stay");
            }
        }
    }
}
