package com.newsx.it;

import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Elasticsearch unreachable for 30 s (CI; {@code -Dnewsx.it.es-cut-s=60} for the fault table's row) in the middle
 * of a crawl (the connection cut by a relay, the cluster itself running on): the seen-set, the documents and the
 * statuses cannot be written. Pages already fetched are held by the index and status steps, their writes retried until
 * the cluster is back, rather than failed and fetched again; once it is back, every allowed page ends indexed, no
 * document written twice for one visit (its {@code _version}: ids come from URLs, so a count would never show a second
 * write), and nothing is lost. And the articles' index blocked
 * for writes for 30 s (index.blocks.write: 403 cluster_block_exception on every article), longer than the tests'
 * hold: an outage, not the pages' fault, so pages are deferred, none recorded as an error, and all end indexed.
 * Each prints its figures: pages re-fetched (the web's requests beyond one per page), documents written twice and
 * the time from the end of the outage until every page was final. Copies are on (off by default): the copy lookups, reads
 * before the article's write, are held through the cut as the writes are, and every article is written once with its
 * copy fields.
 */
class EsOutageIT {
    static final int HOSTS = 6;
    static final int ARTICLES = 6;
    /**
     * The cut (s): 30 in CI, still twice the writes' retries in place (es.bulk.retries: about 15 s), so the hold takes
     * the writes; -Dnewsx.it.es-cut-s=60 for the fault table's row.
     */
    static final int CUT_S = Integer.getInteger("newsx.it.es-cut-s", 30);

    /** Six sites of six articles each and their home pages, served slowly; returns the seeds. */
    static List<String> sites(LocalWeb web, Map<String, byte[]> pages) throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        List<String> seeds = new ArrayList<>();
        for (int h = 1; h <= HOSTS; h++) {
            String home = web.at("http://site" + h + ".example/");
            StringBuilder links = new StringBuilder("<html><head><title>Site " + h + "</title></head><body><ul>");
            for (int a = 1; a <= ARTICLES; a++) {
                String url = home + "news/" + a + ".html";
                String html = en.replace("Harbour city opens its first all-electric ferry line",
                        "Ferry story " + a + " of site " + h);
                pages.put(url, html.getBytes(StandardCharsets.UTF_8));
                links.append("<li><a href=\"/news/").append(a).append(".html\">Ferry story ").append(a)
                        .append(" of site ").append(h).append(", with more words in the link</a> 2024-05-0")
                        .append(a).append("</li>");
            }
            links.append("</ul></body></html>");
            pages.put(home, links.toString().getBytes(StandardCharsets.UTF_8));
            seeds.add(home);
        }
        pages.forEach((url, bytes) -> web.slow(url, 300, new String(bytes, StandardCharsets.UTF_8)));
        return seeds;
    }

    /** How many of the pages are articles (the rest, home pages, give records). */
    static long articles(Map<String, byte[]> pages) throws Exception {
        PageExtractor extractor = new PageExtractor(ExtractorSettings.defaults());
        long articles = 0;
        for (Map.Entry<String, byte[]> e : pages.entrySet()) {
            if (extractor.extract(e.getValue(), "text/html", e.getKey(), Algorithm.FUSED).tables().isEmpty()) {
                articles++;
            }
        }
        return articles;
    }

    @Test
    void everyPageEndsIndexedAndWrittenOnceAfterAnOutage() throws Exception {
        Map<String, byte[]> pages = new LinkedHashMap<>();
        try (LocalWeb web = new LocalWeb(); TcpProxy esLink = new TcpProxy(Services.esPort())) {
            List<String> seeds = sites(web, pages);
            // each page's own links (the demo article's menu) lead nowhere: keep the crawl to these pages. The
            // message timeout is the default's (the harness shortens it for tests of lost tuples): a step holds a
            // page's writes, and its articles' copy lookups, for a share of it.
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + esLink.port(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "1500",
                    "scope.max-outlinks-per-page", String.valueOf(ARTICLES), "topology.message-timeout-s", "300",
                    "copies.enabled", "true"))) {
                crawl.start();
                crawl.seed(seeds);
                assertTrue(CrawlHarness.waitFor(() -> crawl.count(crawl.articles) >= 3, 120), "the crawl got going");
                esLink.cut();
                Thread.sleep(CUT_S * 1000L);
                esLink.restore();
                long back = System.currentTimeMillis();
                boolean done = CrawlHarness.waitFor(() -> pages.keySet().stream().allMatch(crawl::isFinal), 300);
                double recovered = (System.currentTimeMillis() - back) / 1000.0;
                List<String> notIndexed = FaultFigures.notIndexed(crawl, pages.keySet());
                Map<String, Long> twice = Services.writtenTwice(crawl.es, crawl.status, crawl.articles, crawl.records);
                System.out.printf("EsOutageIT: Elasticsearch cut %d s: %d pages, %d re-fetches, %d documents written"
                        + " twice, every page final %.1f s after the cut ended%n", CUT_S, pages.size(),
                        FaultFigures.refetches(web, pages.keySet()), twice.size(), recovered);
                assertTrue(done && notIndexed.isEmpty(), "every page indexed: " + notIndexed);
                assertEquals(articles(pages), crawl.count(crawl.articles), "each article page indexed");
                assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
                assertCopyFields(crawl);
                // the cut (at most 60 s, then the next try within 8 s) is shorter than the hold (a quarter of 300 s)
                assertEquals(0, FaultFigures.refetches(web, pages.keySet()), "a page fetched is held through the cut, not fetched again");
                for (String url : pages.keySet()) {
                    assertTrue(web.hits(url) >= 1, url);
                }
            }
        }
    }

    /**
     * Every article went through its copy lookup (its band keys and story are written: the sites' articles share
     * one body, so each has bands), and each {@code duplicate_of} names an article of the crawl in the same story.
     */
    @SuppressWarnings("rawtypes")
    static void assertCopyFields(CrawlHarness crawl) throws Exception {
        crawl.es.indices().refresh(r -> r.index(crawl.articles));
        List<co.elastic.clients.elasticsearch.core.search.Hit<Map>> hits = crawl.es.search(q -> q.index(crawl.articles)
                .size(1000), Map.class).hits().hits();
        Map<String, Map> byId = new LinkedHashMap<>();
        hits.forEach(h -> byId.put(h.id(), h.source()));
        for (Map.Entry<String, Map> a : byId.entrySet()) {
            Map d = a.getValue();
            assertTrue(d.get("copy_bands") instanceof List<?> b && !b.isEmpty(), "looked up: " + a.getKey());
            assertTrue(d.get("story_id") instanceof String, "a story: " + a.getKey());
            if (d.get("duplicate_of") instanceof String original) {
                assertTrue(byId.containsKey(original), a.getKey() + " a copy of an article of the crawl: " + original);
                assertEquals(byId.get(original).get("story_id"), d.get("story_id"), "in its original's story");
            }
        }
        long copies = byId.values().stream().filter(d -> d.get("duplicate_of") != null).count();
        System.out.printf("EsOutageIT: %d articles, %d marked copies, %d stories%n", byId.size(), copies,
                byId.values().stream().map(d -> d.get("story_id")).distinct().count());
        assertTrue(copies > 0, "the sites' articles share one body: copies were found");
    }

    @Test
    void aWriteBlockOnTheArticlesIndexDefersPagesAndAllEndIndexed() throws Exception {
        Map<String, byte[]> pages = new LinkedHashMap<>();
        try (LocalWeb web = new LocalWeb()) {
            List<String> seeds = sites(web, pages);
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "1500",
                    "scope.max-outlinks-per-page", String.valueOf(ARTICLES), "retry.max-attempts", "2"))) {
                crawl.start();
                crawl.seed(seeds);
                assertTrue(CrawlHarness.waitFor(() -> crawl.count(crawl.articles) >= 3, 120), "the crawl got going");
                crawl.es.indices().putSettings(p -> p.index(crawl.articles).settings(i -> i.blocks(b -> b.write(true))));
                Set<String> sawDeferred = new HashSet<>();
                long end = System.currentTimeMillis() + 30_000;
                while (System.currentTimeMillis() < end) {
                    for (String url : pages.keySet()) {
                        String s = crawl.statusOf(url);
                        assertTrue(!"error".equals(s), "a blocked index is no page's fault: " + crawl.statusDoc(url));
                        if ("deferred".equals(s)) {
                            sawDeferred.add(url);
                        }
                    }
                    Thread.sleep(1000);
                }
                crawl.es.indices().putSettings(p -> p.index(crawl.articles).settings(i -> i.blocks(b -> b.write(false))));
                long back = System.currentTimeMillis();
                boolean done = CrawlHarness.waitFor(() -> pages.keySet().stream().allMatch(crawl::isFinal), 300);
                double recovered = (System.currentTimeMillis() - back) / 1000.0;
                List<String> notIndexed = FaultFigures.notIndexed(crawl, pages.keySet());
                Map<String, Long> twice = Services.writtenTwice(crawl.es, crawl.status, crawl.articles, crawl.records);
                System.out.printf("EsOutageIT: articles' index write-blocked 30 s: %d pages, %d re-fetches, %d documents"
                        + " written twice, every page final %.1f s after the block ended%n", pages.size(),
                        FaultFigures.refetches(web, pages.keySet()), twice.size(), recovered);
                assertTrue(done && notIndexed.isEmpty(), "every page indexed: " + notIndexed);
                assertFalse(sawDeferred.isEmpty(), "pages written during the block were deferred");
                assertEquals(articles(pages), crawl.count(crawl.articles), "each article page indexed");
                assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
            }
        }
    }
}
