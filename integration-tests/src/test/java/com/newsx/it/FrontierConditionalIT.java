package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.doc.DocumentId;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Revisits are conditional: an unchanged feed answers 304 and nothing is fetched, parsed or indexed again; a feed
 * whose server keeps its ETag while its entries change (validators that lie) is caught by a whole fetch after a
 * few 304s, and its new entry crawled.
 */
class FrontierConditionalIT {
    /** The test web, on a free port the URLs name (the crawler maps the names to it; the guard stays on). */
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String HONEST = WEB.at("http://honest.example/feed.xml");
    private static final String LIAR = WEB.at("http://liar.example/feed.xml");

    private static byte[] rss(String... links) {
        String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(Instant.now().minusSeconds(600).atOffset(ZoneOffset.UTC));
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>News</title>");
        for (String l : links) {
            b.append("<item><title>Story</title><link>").append(l).append("</link><pubDate>").append(date)
                    .append("</pubDate></item>");
        }
        return b.append("</channel></rss>").toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void anUnchangedFeedAnswers304AndALyingOneIsCaught() throws Exception {
        byte[] article = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"))
                .getBytes(StandardCharsets.UTF_8);
        String a1 = WEB.at("http://honest.example/news/1.html");
        String a2 = WEB.at("http://honest.example/news/2.html");
        String b1 = WEB.at("http://liar.example/news/1.html");
        String b2 = WEB.at("http://liar.example/news/2.html");
        try (LocalWeb web = WEB) {
            web.validated(HONEST, "application/rss+xml", rss(a1), "\"h1\"", null)
                    .validated(LIAR, "application/rss+xml", rss(b1), "\"l1\"", null);
            for (String u : List.of(a1, a2, b1, b2)) {
                web.page(u, "text/html; charset=utf-8", article);
            }
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "0", "fetch.default-delay-ms", "200",
                    "frontier.source.initial-interval-s", "2", "frontier.source.page-initial-interval-s", "2",
                    "frontier.source.min-interval-s", "1", "frontier.source.hourly-interval-s", "1",
                    "frontier.source.revalidate-after", "2"))) {
                crawl.start();
                crawl.seed(List.of(HONEST, LIAR));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(a1))
                        && "indexed".equals(crawl.statusOf(b1)), 120), "the feeds' entries are crawled: "
                        + crawl.statusDoc(a1) + " " + crawl.statusDoc(b1));
                // its document's _version is its visit's stamp (external versioning): a write of it again shows as another
                long a1Version = version(crawl, a1);
                assertTrue(a1Version > 0, "indexed: " + a1Version);

                // unchanged: the revisits are answered 304, recorded as such, and cost nothing downstream
                assertTrue(CrawlHarness.waitFor(() -> "not_modified".equals(crawl.statusOf(HONEST)), 60),
                        "a revisit of an unchanged feed is a 304: " + crawl.statusDoc(HONEST));
                Map<?, ?> honest = crawl.statusDoc(HONEST);
                assertTrue(((Number) honest.get("not_modified")).intValue() >= 1, honest.toString());
                assertTrue(honest.get("next_fetch_time") != null, "a 304 keeps the source due again: " + honest);
                assertEquals(1, web.hits(a1), "its entry is not fetched again");
                assertEquals(a1Version, version(crawl, a1), "nor indexed again");

                // the liar keeps its ETag while a new entry appears: after two 304s a whole fetch finds it
                web.validated(LIAR, "application/rss+xml", rss(b2, b1), "\"l1\"", null);
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(b2)), 90),
                        "the new entry behind lying validators is found: " + crawl.statusDoc(LIAR));
                assertEquals(Boolean.TRUE, crawl.statusDoc(LIAR).get("validators_ignored"), crawl.statusDoc(LIAR).toString());

                // the honest feed changes its ETag with its content: the conditional revisit gets the new entry
                web.validated(HONEST, "application/rss+xml", rss(a2, a1), "\"h2\"", null);
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(a2)), 90),
                        "a changed feed is read again: " + crawl.statusDoc(HONEST));
                assertEquals(null, crawl.statusDoc(HONEST).get("validators_ignored"), "an honest server is trusted");
                assertEquals(1, web.hits(a1));
                assertEquals(a1Version, version(crawl, a1));
            }
        }
    }

    private static long version(CrawlHarness crawl, String url) throws Exception {
        crawl.es.indices().refresh(r -> r.index(crawl.articles));
        var hit = Services.hitById(crawl.es, crawl.articles, DocumentId.of(url));
        return hit != null && hit.version() != null ? hit.version() : -1;
    }
}
