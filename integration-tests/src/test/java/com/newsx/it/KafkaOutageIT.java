package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Kafka broker stopped while the pages one link from the home page are being fetched: their links cannot be
 * written to the urls topic. A page is final only once its links are stored, so each of those pages is crawled
 * again once Kafka is back, and every page two links from home ends indexed: none is lost. Also the broker
 * restarted (stopped and started at once). A page crawled again is a replay of its visit: none of its documents is
 * written twice. Prints the figures of the fault table: URLs lost, documents written twice, re-fetches (web requests
 * beyond one per page) and the time from Kafka's return until every page is final.
 */
class KafkaOutageIT {
    /**
     * The outage (s): 40 in CI, still longer than a link write's delivery timeout (30 s) plus the depth-one pages'
     * fetches, so their writes fail while Kafka is down; -Dnewsx.it.kafka-down-s=60 for the fault table's row.
     */
    static final int DOWN_S = Integer.getInteger("newsx.it.kafka-down-s", 40);
    static final int DEPTH1 = 20;
    static final int DEPTH2_EACH = 3;

    /** A site: its home page, the pages it links to, and the pages those link to. */
    record Site(String home, List<String> depth1, List<String> depth2, Map<String, String> pages) {
    }

    /** One host, served slowly: the home page links to 20 articles, each of which links to three more. */
    static Site site(LocalWeb web) throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        String home = web.at("http://kafka.example/");
        Map<String, String> pages = new LinkedHashMap<>();
        List<String> depth1 = new ArrayList<>();
        List<String> depth2 = new ArrayList<>();
        StringBuilder list = new StringBuilder("<html><head><title>Kafka news</title></head><body><ul>");
        for (int a = 1; a <= DEPTH1; a++) {
            String url = home + "news/" + a + ".html";
            depth1.add(url);
            list.append("<li><a href=\"/news/").append(a).append(".html\">Ferry story ").append(a)
                    .append(", with more words in the link</a> 2024-05-0").append(1 + a % 9).append("</li>");
            List<String> children = new ArrayList<>();
            for (int c = 1; c <= DEPTH2_EACH; c++) {
                String child = home + "more/" + a + "-" + c + ".html";
                children.add(child);
                depth2.add(child);
                pages.put(child, article(en, "Follow-up " + c + " of story " + a, List.of()));
            }
            pages.put(url, article(en, "Ferry story " + a, children));
        }
        list.append("</ul></body></html>");
        pages.put(home, list.toString());
        pages.forEach((url, html) -> web.slow(url, 300, html));
        return new Site(home, depth1, depth2, pages);
    }

    /** The demo article under its own title, its menu's links replaced by {@code links} (the rest lead to itself). */
    private static String article(String en, String title, List<String> links) {
        String html = en.replace("Harbour city opens its first all-electric ferry line", title);
        StringBuilder out = new StringBuilder();
        int next = 0;
        int from = 0;
        for (int at = html.indexOf("href=\"", from); at >= 0; at = html.indexOf("href=\"", from)) {
            int end = html.indexOf('"', at + 6);
            out.append(html, from, at).append("href=\"").append(next < links.size() ? links.get(next++) : "#").append('"');
            from = end + 1;
        }
        return out.append(html.substring(from)).toString();
    }

    @Test
    void kafkaStoppedWhileDepthOnePagesAreProcessedLosesNoPage() throws Exception {
        crawlThroughAnOutage(DOWN_S * 1000L, "Kafka stopped for " + DOWN_S + " s");
    }

    @Test
    void aKafkaBrokerRestartLosesNoPage() throws Exception {
        crawlThroughAnOutage(0, "Kafka broker restarted");
    }

    private void crawlThroughAnOutage(long downMs, String row) throws Exception {
        try (LocalWeb web = new LocalWeb()) {
            Site site = site(web);
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    // 300 ms between requests: the depth-one pages still take some 10 s, so the outage falls among them
                    "scope.mode", "host", "scope.max-depth", "2", "fetch.default-delay-ms", "300",
                    "scope.max-outlinks-per-page", String.valueOf(DEPTH1)))) {
                crawl.start();
                crawl.seed(List.of(site.home()));
                // a few pages one link from home are indexed (their links are on the topic), the rest are queued
                assertTrue(CrawlHarness.waitFor(() -> site.depth1().stream().filter(crawl::isFinal).count() >= 3, 120),
                        "the crawl got going");
                long stoppedAt = System.currentTimeMillis();
                Services.services("stop", "kafka");
                Thread.sleep(downMs);
                Services.services("start", "kafka");
                long backAt = System.currentTimeMillis();
                long fetchedWhileDown = web.requests().stream()
                        .filter(r -> r.atMs() >= stoppedAt && r.atMs() <= backAt && r.path().startsWith("/news/")).count();
                boolean done = CrawlHarness.waitFor(() -> site.pages().keySet().stream().allMatch(crawl::isFinal), 400);
                long doneAt = System.currentTimeMillis();
                List<String> lost = FaultFigures.notIndexed(crawl, site.pages().keySet());
                int refetches = FaultFigures.refetches(web, site.pages().keySet());
                // a page crawled again once Kafka is back is a replay of its visit: its documents are not written again
                Map<String, Long> twice = Services.writtenTwice(crawl.es, crawl.status, crawl.articles, crawl.records);
                System.out.printf("%s: %d pages, %d lost, %d re-fetches, %d documents written twice %s, %d pages "
                                + "fetched while Kafka was down (%d s down), every page final %.1f s after Kafka came "
                                + "back%n", row, site.pages().size(), lost.size(), refetches, twice.size(), twice,
                        fetchedWhileDown, (backAt - stoppedAt) / 1000, (doneAt - backAt) / 1000.0);
                if (downMs > 0) {
                    assertFalse(fetchedWhileDown == 0, "pages one link from home were fetched while Kafka was down");
                }
                assertTrue(done && lost.isEmpty(), "every page indexed, none lost: " + lost);
                assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
            }
        }
    }
}
