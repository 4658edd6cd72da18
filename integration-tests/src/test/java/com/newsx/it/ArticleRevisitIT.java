package com.newsx.it;

import co.elastic.clients.elasticsearch.core.GetResponse;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.doc.DocumentId;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One article, one document, and articles that change and disappear, on the real services. A home page links to
 * three articles and to an AMP copy of a fourth whose {@code <link rel="canonical">} names the article's own URL: the
 * AMP page is indexed under that URL's id, which is marked seen and never fetched. With
 * {@code frontier.article-revisit-s} at 10 s every article is fetched once more: the one whose text changed is
 * indexed again as version 2, the one that answers 410 is marked removed (not deleted), and the unchanged one is not
 * written at all.
 */
class ArticleRevisitIT {
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String HOME = WEB.at("http://revisit.example/");
    private static final String CHANGING = WEB.at("http://revisit.example/a/changing.html");
    private static final String VANISHING = WEB.at("http://revisit.example/a/vanishing.html");
    private static final String STEADY = WEB.at("http://revisit.example/a/steady.html");
    private static final String AMP = WEB.at("http://revisit.example/amp/canonical.html");
    private static final String CANONICAL = WEB.at("http://revisit.example/a/canonical.html");
    private static final String FIRST = "The city's first all-electric passenger ferry began carrying commuters";

    private static String article(String en, String title, String head) {
        return en.replace("Harbour city opens its first all-electric ferry line", title).replace("</head>", head + "</head>");
    }

    @Test
    void aChangedArticleIsANewVersionAGoneOneIsRemovedAndACanonicalIsOneDocument() throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        try (LocalWeb web = WEB) {
            web.html(HOME, "<html><head><title>Revisit news</title></head><body><h1>Latest</h1><ul>"
                    + "<li><a href=\"/a/changing.html\">A story that will be corrected, with more words</a> 2024-05-01</li>"
                    + "<li><a href=\"/a/vanishing.html\">A story that will be taken down, with more words</a> 2024-05-02</li>"
                    + "<li><a href=\"/a/steady.html\">A story that stays as it is, with more words</a> 2024-05-03</li>"
                    + "<li><a href=\"/amp/canonical.html\">A story read on its AMP page, with more words</a> 2024-05-04</li>"
                    + "<li><a href=\"/news/\">More news from the city and the harbour</a> 2024-05-05</li>"
                    + "</ul></body></html>");
            web.html(CHANGING, article(en, "A story that will be corrected", ""));
            web.html(VANISHING, article(en, "A story that will be taken down", ""));
            web.html(STEADY, article(en, "A story that stays as it is", ""));
            web.html(CANONICAL, article(en, "A story read on its AMP page", ""));
            // the AMP copy names the article's URL (with a tracking tag, as some templates write it) and links to it
            web.html(AMP, article(en, "A story read on its AMP page",
                    "<link rel=\"canonical\" href=\"" + CANONICAL + "?utm_source=amp\">")
                    .replace("<main>", "<main><p><a href=\"" + CANONICAL + "\">Read it on the site</a></p>"));

            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "200",
                    // long enough for the test to change the pages between the two visits
                    "frontier.article-revisit-s", "10"))) {
                crawl.start();
                crawl.seed(List.of(HOME));
                List<String> pages = List.of(CHANGING, VANISHING, STEADY, AMP);
                assertTrue(CrawlHarness.waitFor(() -> pages.stream().allMatch(u -> "indexed".equals(crawl.statusOf(u))), 120),
                        "the first crawl: " + pages.stream().map(crawl::statusDoc).toList());

                // one article, one document: the AMP page under its canonical URL's id; the canonical marked seen
                Map<?, ?> amp = crawl.articleById(DocumentId.of(CANONICAL));
                assertNotNull(amp, "the AMP page's article is the canonical URL's document");
                assertEquals(AMP, amp.get("url"), "the URL fetched");
                assertEquals(CANONICAL, amp.get("canonical_url"), "its tracking tag dropped");
                assertNull(crawl.articleById(DocumentId.of(AMP)), "no document under the AMP page's own id");
                assertEquals(amp, crawl.article(AMP), "the AMP page's article");
                assertEquals(DocumentId.of(CANONICAL), crawl.statusDoc(AMP).get("article_id"));
                Map<?, ?> mark = crawl.statusDoc(CANONICAL);
                assertEquals("canonical", mark.get("status"), String.valueOf(mark));
                assertEquals(AMP, mark.get("canonical_of"));
                assertEquals(true, mark.get("final"));

                // the news: one story corrected, one taken down; the steady one stays as it was
                assertEquals(1, web.hits(CHANGING), "not revisited yet");
                assertEquals(1, web.hits(VANISHING), "not revisited yet");
                web.html(CHANGING, article(en, "A story that will be corrected", "")
                        .replace(FIRST, "Correction: the city's first all-electric passenger ferry began carrying commuters"));
                web.status(VANISHING, 410);
                long versionBefore = version(crawl, STEADY);
                long changingBefore = version(crawl, CHANGING);

                assertTrue(CrawlHarness.waitFor(() -> "removed".equals(crawl.statusOf(VANISHING))
                                && web.hits(STEADY) >= 2 && web.hits(CHANGING) >= 2
                                && crawl.statusDoc(STEADY).get("next_fetch_time") == null
                                && crawl.statusDoc(CHANGING).get("next_fetch_time") == null, 120),
                        "each article revisited once: " + pages.stream().map(crawl::statusDoc).toList());

                Map<?, ?> gone = crawl.article(VANISHING);
                assertNotNull(gone, "a removed article is kept");
                assertEquals(true, gone.get("removed"));
                assertNotNull(gone.get("removed_time"));
                Map<?, ?> goneStatus = crawl.statusDoc(VANISHING);
                assertEquals(true, goneStatus.get("final"));
                assertEquals(410, ((Number) goneStatus.get("http_status")).intValue());

                assertTrue(CrawlHarness.waitFor(() -> crawl.article(CHANGING).get("version_count") instanceof Number n
                        && n.intValue() == 2, 30), "the changed article is version 2: " + crawl.article(CHANGING));
                Map<?, ?> changed = crawl.article(CHANGING);
                assertTrue(((String) changed.get("body")).startsWith("Correction:"), "indexed again: " + changed.get("body"));
                assertNotNull(changed.get("updated_time"));
                assertTrue(version(crawl, CHANGING) > changingBefore, "a new Elasticsearch _version (the revisit's stamp, above the first"
                        + " visit's): " + changingBefore + " -> " + version(crawl, CHANGING));
                assertTrue(((String) crawl.statusDoc(CHANGING).get("reason")).contains("version 2"));

                assertEquals(versionBefore, version(crawl, STEADY), "unchanged: nothing written to news-articles");
                assertFalse(crawl.article(STEADY).containsKey("updated_time"));
                assertTrue(((String) crawl.statusDoc(STEADY).get("reason")).startsWith("unchanged"),
                        String.valueOf(crawl.statusDoc(STEADY)));

                assertEquals(0, web.hits(CANONICAL), "the canonical URL is never fetched");
                assertEquals(0, web.hits(CANONICAL + "?utm_source=amp"));
                assertEquals(2, web.hits(AMP), "the AMP page is the article's page: revisited once");
                for (String u : pages) {
                    assertEquals(2, web.hits(u), "fetched twice, no more: " + u);
                }
            }
        }
    }

    private static long version(CrawlHarness crawl, String url) throws Exception {
        GetResponse<Map> r = crawl.es.get(g -> g.index(crawl.articles).id(DocumentId.of(url)), Map.class);
        return r.version() == null ? -1 : r.version();
    }
}
