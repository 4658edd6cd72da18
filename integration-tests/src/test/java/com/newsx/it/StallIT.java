package com.newsx.it;

import co.elastic.clients.elasticsearch._types.query_dsl.Query;
import com.newsx.localweb.LocalWeb;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nobody stalls the crawl: a domain whose name server takes 10 s for each of hundreds of subdomains, and a host with
 * Crawl-delay 30 and a thousand links, each beside a normal site, on the real services. The normal site's pages are
 * all fetched and indexed meanwhile; the slow names' URLs end with their reason, the slow host's wait in the frontier.
 */
class StallIT {
    private static final int SLOW_NAMES = 300;
    private static final int ARTICLES = 30;

    /** A normal site: a home page linking its articles. */
    private static List<String> normalSite(LocalWeb web, String host, String en) {
        List<String> articles = new ArrayList<>();
        StringBuilder home = new StringBuilder("<html><head><title>News</title></head><body><ul>");
        for (int i = 0; i < ARTICLES; i++) {
            String url = web.at("http://" + host + "/news/2024/05/" + i + ".html");
            web.html(url, en.replace("Harbour city opens", "Harbour city " + i + " opens"));
            articles.add(url);
            home.append("<li><a href=\"").append(url).append("\">Story number ").append(i).append(" of the day</a></li>");
        }
        web.html(web.at("http://" + host + "/"), home.append("</ul></body></html>").toString());
        return articles;
    }

    private static String en() throws Exception {
        return Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"), StandardCharsets.UTF_8);
    }

    @Test
    void aSlowNameServerHoldsUpOnlyItsOwnNames() throws Exception {
        String en = en();
        try (LocalWeb web = new LocalWeb()) {
            List<String> articles = normalSite(web, "news.normal.example", en);
            List<String> slow = new ArrayList<>();
            for (int i = 0; i < SLOW_NAMES; i++) {
                String url = web.at("http://s" + i + ".slow.test/");
                web.html(url, en);
                slow.add(url);
            }
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    // every name under slow.test answers after 10 s, as behind a slow name server
                    "fetch.resolve", "*.example=127.0.0.1,*.slow.test=127.0.0.1@10000",
                    "scope.max-depth", "1"))) {
                crawl.start();
                crawl.seed(slow);
                crawl.seed(List.of(web.at("http://news.normal.example/")));
                boolean indexed = CrawlHarness.waitFor(() -> articles.stream()
                        .allMatch(u -> "indexed".equals(crawl.statusOf(u))), 240);
                long slowFetched = web.requests().stream().filter(r -> r.host().endsWith(".slow.test")
                        && r.path().equals("/")).count();
                assertTrue(indexed, "the normal site's articles are indexed while the slow names wait");
                // two lookups of the domain at a time, 10 s each: only a few of its names can have resolved yet
                assertTrue(slowFetched < SLOW_NAMES / 4, "the slow names were still waiting: " + slowFetched + " fetched");

                // none is lost: each slow URL ends indexed (its name came) or out of retries with the reason
                boolean allFinal = CrawlHarness.waitFor(() -> slow.stream().allMatch(crawl::isFinal), 300);
                List<String> open = slow.stream().filter(u -> !crawl.isFinal(u)).limit(5)
                        .map(u -> u + " -> " + crawl.statusDoc(u)).toList();
                assertTrue(allFinal, "every slow URL ends final: " + open);
                int dnsErrors = 0;
                for (String u : slow) {
                    Map<?, ?> d = crawl.statusDoc(u);
                    if ("error".equals(d.get("status"))) {
                        assertTrue(String.valueOf(d.get("reason")).contains("fetch.dns.timeout-ms"), d.toString());
                        dnsErrors++;
                    } else {
                        assertEquals("indexed", d.get("status"), d.toString());
                    }
                }
                assertTrue(dnsErrors > 0, "some names never answered in time");
            }
        }
    }

    @Test
    void aHostWithALongCrawlDelayWaitsInTheFrontierNotInEveryonesWay() throws Exception {
        String en = en();
        int links = 1500;
        try (LocalWeb web = new LocalWeb()) {
            List<String> articles = normalSite(web, "fast.example", en);
            web.page(web.at("http://slowhost.example/robots.txt"), "text/plain",
                    "User-agent: *\nCrawl-delay: 30\n".getBytes(StandardCharsets.US_ASCII));
            StringBuilder home = new StringBuilder("<html><head><title>Archive</title></head><body><ul>");
            for (int i = 0; i < links; i++) {
                String url = web.at("http://slowhost.example/p/" + i + ".html");
                web.html(url, en);
                home.append("<li><a href=\"").append(url).append("\">Archived story ").append(i).append("</a></li>");
            }
            String slowHome = web.at("http://slowhost.example/");
            web.html(slowHome, home.append("</ul></body></html>").toString());
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.max-depth", "1",
                    "scope.max-outlinks-per-page", "2000",
                    "fetch.default-delay-ms", "200",
                    // fewer pending tuples than the slow host has links: without a cap they would all be its
                    "topology.max-spout-pending", "300"))) {
                crawl.start();
                crawl.seed(List.of(slowHome));
                assertTrue(CrawlHarness.waitFor(() -> crawl.isFinal(slowHome), 120), "the slow host's home page");
                crawl.seed(List.of(web.at("http://fast.example/")));
                boolean indexed = CrawlHarness.waitFor(() -> articles.stream()
                        .allMatch(u -> "indexed".equals(crawl.statusOf(u))), 240);
                long slowPages = web.requests().stream().filter(r -> r.host().equals("slowhost.example")
                        && r.path().startsWith("/p/")).count();
                assertTrue(indexed, "the fast host's articles are all indexed");
                assertTrue(slowPages < 20, "the slow host is still at its pace: " + slowPages + " of its pages fetched");

                // its other URLs wait in the frontier: postponed, due later, not failed and no attempt counted
                Query slowHost = Query.of(q -> q.term(t -> t.field("host").value("slowhost.example")));
                Query postponed = Query.of(q -> q.bool(b -> b.filter(slowHost).filter(f -> f.exists(e -> e.field("postponed_time")))));
                assertTrue(CrawlHarness.waitFor(() -> count(crawl, postponed) > links / 2, 60),
                        "most of the slow host's URLs postponed: " + count(crawl, postponed));
                Query failed = Query.of(q -> q.bool(b -> b.filter(slowHost)
                        .filter(f -> f.terms(t -> t.field("status").terms(v -> v.value(List.of(
                                co.elastic.clients.elasticsearch._types.FieldValue.of("error"),
                                co.elastic.clients.elasticsearch._types.FieldValue.of("retrying"))))))));
                assertEquals(0, count(crawl, failed), "none failed or retried for it");
                crawl.es.indices().refresh(r -> r.index(crawl.status));
                Map<?, ?> one = crawl.es.search(r -> r.index(crawl.status).query(postponed).size(1), Map.class)
                        .hits().hits().get(0).source();
                assertEquals("discovered", one.get("status"), String.valueOf(one));
                assertEquals(0, ((Number) one.get("attempts")).intValue());
                assertTrue(Instant.parse((String) one.get("next_fetch_time")).isAfter(Instant.now()), String.valueOf(one));
            }
        }
    }

    private static long count(CrawlHarness crawl, Query q) throws java.io.IOException {
        crawl.es.indices().refresh(r -> r.index(crawl.status));
        return crawl.es.count(c -> c.index(crawl.status).query(q)).count();
    }
}
