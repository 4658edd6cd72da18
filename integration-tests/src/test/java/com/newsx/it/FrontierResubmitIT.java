package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The frontier finishes what a lost topology left: a crawl is killed mid-way (tuples in flight lost, a URL waiting
 * for its retry), the urls topic's records are deleted (as retention would) and the topology is submitted again
 * under a new consumer group. Nothing is left in Kafka to replay, yet every URL that was not final ends final: the
 * URLs admitted but unfinished come back when their lease ends, the retrying one when its back-off is over, and
 * none of their documents is written twice. A retry the frontier had sent out and the lost topology was fetching
 * (its answer held until after the kill) comes back when the frontier's lease ends, as a lost try: counted, so a page
 * that kills its worker every time ends final instead of replaying forever. Prints the fault table's figures.
 */
class FrontierResubmitIT {
    private static final int ARTICLES = 8;
    /** The test web, on a free port the URLs name (the crawler maps the names to it; the guard stays on). */
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String HOME = WEB.at("http://lost.example/");
    /** On a host of its own and seeded directly: it starts retrying at once, whatever order the frontier gives HOME's links. */
    private static final String FLAKY = WEB.at("http://flaky.example/news/flaky.html");
    /** A 503, then a retry from the frontier whose answer is held past the kill, then the page. */
    private static final String HELD = WEB.at("http://held.example/news/held.html");

    @Test
    void everyUnfinishedUrlEndsFinalAfterTheTopologyIsLostAndItsKafkaRecordsAreGone() throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        Map<String, String> pages = new LinkedHashMap<>();
        StringBuilder links = new StringBuilder("<html><head><title>Lost news</title></head><body><ul>");
        for (int a = 1; a <= ARTICLES; a++) {
            String url = HOME + "news/" + a + ".html";
            pages.put(url, en.replace("Harbour city opens its first all-electric ferry line", "Ferry story " + a));
            links.append("<li><a href=\"/news/").append(a).append(".html\">Ferry story ").append(a)
                    .append(", with more words in the link</a> 2024-05-0").append(a).append("</li>");
        }
        links.append("</ul></body></html>");
        try (LocalWeb web = WEB) {
            web.html(HOME, links.toString());
            pages.forEach((url, html) -> web.slow(url, 1000, html));
            // 503s while the crawl is lost, then the page: its retries can only come from the frontier
            web.statusesThen(FLAKY, new int[]{503, 503, 503}, "text/html; charset=utf-8",
                    en.replace("Harbour city opens its first all-electric ferry line", "The flaky ferry story")
                            .getBytes(StandardCharsets.UTF_8));
            web.statusesThen(HELD, new int[]{503}, "text/html; charset=utf-8",
                    en.replace("Harbour city opens its first all-electric ferry line", "The held ferry story")
                            .getBytes(StandardCharsets.UTF_8));
            web.holdRequest(HELD, 1, 45_000);
            List<String> articles = new ArrayList<>(pages.keySet());
            articles.add(FLAKY);
            articles.add(HELD);
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1", "fetch.default-delay-ms", "1500",
                    "retry.max-attempts", "5", "retry.initial-delay-ms", "4000", "retry.max-delay-ms", "8000",
                    "topology.message-timeout-s", "30", "frontier.lease-s", "40",
                    // the held retry must still be in flight when the topology is killed
                    "fetch.read-timeout-ms", "60000", "fetch.deadline-ms", "90000"))) {
                crawl.start();
                crawl.seed(List.of(HOME, FLAKY, HELD));
                assertTrue(CrawlHarness.waitFor(() -> articles.stream().allMatch(u -> crawl.statusDoc(u) != null)
                        && articles.stream().filter(u -> "indexed".equals(crawl.statusOf(u))).count() >= 2
                        && "retrying".equals(crawl.statusOf(FLAKY)) && web.hits(HELD) >= 2, 120),
                        "the crawl got going: " + articles.stream().map(crawl::statusOf).toList()
                                + ", requests of the held page: " + web.hits(HELD));
                crawl.resubmit(Map.of("kafka.group", "it-crawl-" + crawl.run + "-again"));
                crawl.deleteTopicRecords();
                long backAt = System.currentTimeMillis(); // the fault's end: the new topology runs, nothing to replay
                List<String> open = articles.stream().filter(u -> !crawl.isFinal(u)).toList();
                assertTrue(open.size() >= 3, "the killed crawl left URLs unfinished: " + open);

                List<String> heldReasons = new ArrayList<>();
                boolean done = CrawlHarness.waitFor(() -> {
                    Object reason = crawl.statusDoc(HELD).get("reason");
                    if (reason != null && !heldReasons.contains(reason.toString())) {
                        heldReasons.add(reason.toString());
                    }
                    return articles.stream().allMatch(crawl::isFinal);
                }, 240);
                long doneAt = System.currentTimeMillis();
                // a page the lost topology had fetched (perhaps written) is fetched again: a replay of its visit
                Map<String, Long> twice = Services.writtenTwice(crawl.es, crawl.status, crawl.articles, crawl.records);
                int refetches = FaultFigures.refetches(web, pages.keySet())
                        + Math.max(0, web.hits(FLAKY) - 4) // the flaky page: three 503s, then the page once
                        + Math.max(0, web.hits(HELD) - 3); // the held one: a 503, the try lost, the page
                List<String> notIndexed = FaultFigures.notIndexed(crawl, articles);
                System.out.printf("FrontierResubmitIT: %d URLs, %d unfinished at the resubmission, %d lost, %d "
                                + "re-fetches, %d documents written twice %s, every URL final %.1f s after the "
                                + "resubmission%n", articles.size(), open.size(),
                        notIndexed.size(), refetches,
                        twice.size(), twice, (doneAt - backAt) / 1000.0);
                assertTrue(done && notIndexed.isEmpty(), "every URL the lost crawl left ends indexed: " + notIndexed);
                assertEquals("Ferry story " + ARTICLES, crawl.article(HOME + "news/" + ARTICLES + ".html").get("title"));
                assertTrue(web.hits(FLAKY) >= 4, "the page came after three 503s");
                assertTrue(heldReasons.stream().anyMatch(r -> r.contains("its last try was lost")),
                        "the retry the lost topology held was counted when its lease ended: " + heldReasons);
                assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
                for (String u : articles) {
                    assertEquals(null, crawl.statusDoc(u).get("next_fetch_time"), "done, not due again: " + u);
                }
            }
        }
    }
}
