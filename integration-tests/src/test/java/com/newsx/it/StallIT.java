package com.newsx.it;

import co.elastic.clients.elasticsearch._types.query_dsl.Query;
import co.elastic.clients.elasticsearch.core.mget.MultiGetResponseItem;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.doc.DocumentId;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nobody stalls the crawl: a domain whose name server takes 10 s for each of hundreds of subdomains, and a host with
 * Crawl-delay 30 and a thousand links, each beside a normal site, on the real services. The normal site's pages are
 * all fetched and indexed meanwhile; the slow names' URLs end with their reason, the slow host's wait in the frontier.
 * <p>
 * Each prints the fault table's figures. Lost: an article of a normal site not indexed, or its home page not final;
 * a slow name not final, or final as anything but indexed or out of retries with the DNS timeout as its reason
 * (their name server answers, only too slowly for most: each must end with its reason within the test); a URL of the
 * Crawl-delay host neither indexed nor waiting in the frontier (discovered, no attempt, due again: at one page in
 * 30 s its 1,500 pages take 12.5 hours, so the test requires each of them accounted for, not fetched); and any
 * crawl-status document neither final nor due again, which nothing would take up again. Written twice: as for the
 * other faults ({@link Services#writtenTwice}). Re-fetches: the web's requests beyond one per page, robots.txt aside,
 * over every page it was asked for. There is no end of the fault to recover from: the figure is the normal site's
 * time from its seed until every page of it is final beside the stall, against the same site's time alone on the
 * same crawl before the stall began.
 */
class StallIT {
    private static final int SLOW_NAMES = 300;
    private static final int ARTICLES = 30;
    /**
     * No source comes due during a test (a seed's home page would after 180 s): every request for a page beyond its
     * first is then a re-fetch.
     */
    private static final Map<String, String> NO_REVISIT = Map.of("frontier.source.initial-interval-s", "3600");

    /** A normal site: its home page and the articles it links to. */
    private record Site(String home, List<String> articles) {
        List<String> pages() {
            List<String> all = new ArrayList<>(articles);
            all.add(0, home);
            return all;
        }
    }

    private static Site normalSite(LocalWeb web, String host, String en) {
        List<String> articles = new ArrayList<>();
        StringBuilder home = new StringBuilder("<html><head><title>News</title></head><body><ul>");
        for (int i = 0; i < ARTICLES; i++) {
            String url = web.at("http://" + host + "/news/2024/05/" + i + ".html");
            web.html(url, en.replace("Harbour city opens", "Harbour city " + i + " opens"));
            articles.add(url);
            home.append("<li><a href=\"").append(url).append("\">Story number ").append(i).append(" of the day</a></li>");
        }
        String homeUrl = web.at("http://" + host + "/");
        web.html(homeUrl, home.append("</ul></body></html>").toString());
        return new Site(homeUrl, articles);
    }

    private static String en() throws Exception {
        return Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"), StandardCharsets.UTF_8);
    }

    private static Map<String, String> settings(Map<String, String> test) {
        Map<String, String> s = new HashMap<>(test);
        s.putAll(NO_REVISIT);
        return s;
    }

    /**
     * Seeds the site's home page and waits until each of its pages is final: seconds from the seed, or -1 if they
     * were not within {@code seconds}.
     */
    private static double crawlSite(CrawlHarness crawl, Site site, int seconds) throws Exception {
        long seeded = System.currentTimeMillis();
        crawl.seed(List.of(site.home()));
        boolean done = CrawlHarness.waitFor(() -> site.pages().stream().allMatch(crawl::isFinal), seconds);
        return done ? (System.currentTimeMillis() - seeded) / 1000.0 : -1;
    }

    /**
     * The site's time alone, before the stall (each test's own politeness delay: its pace): a page first, so that the
     * topology's start and the consumer group's join are not counted, then the site, all of whose pages must be
     * indexed.
     */
    private static double alone(CrawlHarness crawl, LocalWeb web, Site site) throws Exception {
        String warm = web.at("http://warm.example/");
        web.html(warm, "<html><head><title>Warm-up</title></head><body><p>Nothing to see.</p></body></html>");
        crawl.seed(List.of(warm));
        assertTrue(CrawlHarness.waitFor(() -> crawl.isFinal(warm), 120), "the crawl got going: " + crawl.statusDoc(warm));
        double s = crawlSite(crawl, site, 240);
        List<String> lost = lost(crawl, site);
        assertTrue(s >= 0 && lost.isEmpty(), "the site alone is crawled: " + lost);
        return s;
    }

    /**
     * A normal site's pages that did not end as they must: its articles indexed, its home page final (indexed, or
     * fetched with nothing to index: it lists links, no records).
     */
    private static List<String> lost(CrawlHarness crawl, Site site) {
        List<String> lost = FaultFigures.notIndexed(crawl, site.articles());
        Map<?, ?> home = crawl.statusDoc(site.home());
        if (home == null || !Boolean.TRUE.equals(home.get("final"))
                || !List.of("indexed", "fetched_nothing").contains(home.get("status"))) {
            lost.add(0, site.home() + " -> " + home);
        }
        return lost;
    }

    /** Every page the web was asked for, robots.txt aside (each fetch task reads a host's robots.txt itself). */
    private static List<String> pagesRequested(LocalWeb web) {
        return web.requests().stream().filter(r -> !r.path().equals("/robots.txt"))
                .map(r -> web.at("http://" + r.host() + r.path())).distinct().toList();
    }

    /** The pages asked for more than once, with their requests (for the message of a failed assertion). */
    private static Map<String, Integer> refetched(LocalWeb web) {
        Map<String, Integer> more = new java.util.TreeMap<>();
        pagesRequested(web).stream().filter(u -> web.hits(u) > 1).forEach(u -> more.put(u, web.hits(u)));
        return more;
    }

    /** crawl-status documents neither final nor due again: URLs that nothing takes up again (lost). */
    private static List<String> stranded(CrawlHarness crawl) throws java.io.IOException {
        Query q = Query.of(b -> b.bool(x -> x.filter(f -> f.term(t -> t.field("final").value(false)))
                .mustNot(n -> n.exists(e -> e.field("next_fetch_time")))));
        crawl.es.indices().refresh(r -> r.index(crawl.status));
        return crawl.es.search(s -> s.index(crawl.status).query(q).size(100), Map.class).hits().hits().stream()
                .map(h -> h.source().get("url") + " -> " + h.source()).toList();
    }

    @Test
    void aSlowNameServerHoldsUpOnlyItsOwnNames() throws Exception {
        String en = en();
        try (LocalWeb web = new LocalWeb()) {
            Site alone = normalSite(web, "alone.normal.example", en);
            Site site = normalSite(web, "news.normal.example", en);
            List<String> slow = new ArrayList<>();
            for (int i = 0; i < SLOW_NAMES; i++) {
                String url = web.at("http://s" + i + ".slow.test/");
                web.html(url, en);
                slow.add(url);
            }
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), settings(Map.of(
                    // every name under slow.test answers after 10 s, as behind a slow name server
                    "fetch.resolve", "*.example=127.0.0.1,*.slow.test=127.0.0.1@10000",
                    // a normal site's 31 pages in some 10 s, not 31 (a request a second): a site held up by the slow
                    // names would still wait minutes
                    "scope.max-depth", "1", "fetch.default-delay-ms", "300")))) {
                crawl.start();
                double aloneS = alone(crawl, web, alone);

                long slowSeeded = System.currentTimeMillis();
                crawl.seed(slow); // the filter looks their names up as it takes them
                double besideS = crawlSite(crawl, site, 240);
                List<String> notIndexed = lost(crawl, site);
                long slowFetched = web.requests().stream().filter(r -> r.host().endsWith(".slow.test")
                        && r.path().equals("/")).count();
                assertTrue(besideS >= 0 && notIndexed.isEmpty(),
                        "the normal site's pages are indexed while the slow names wait: " + notIndexed);
                // two lookups of the domain at a time, 10 s each: only a few of its names can have resolved yet
                assertTrue(slowFetched < SLOW_NAMES / 4, "the slow names were still waiting: " + slowFetched + " fetched");

                // none is lost: each slow URL ends indexed (its name came) or out of retries with the reason - as
                // a seed, a source: failing (visited again after its back-off), not final
                boolean allFinal = CrawlHarness.waitFor(() -> slow.stream().allMatch(u -> crawl.isFinal(u)
                        || "failing".equals(crawl.statusOf(u))), 300);
                double slowS = (System.currentTimeMillis() - slowSeeded) / 1000.0;
                List<String> lost = new ArrayList<>();
                int dnsErrors = 0;
                int slowIndexed = 0;
                for (String u : slow) {
                    Map<?, ?> d = crawl.statusDoc(u);
                    boolean isFinal = d != null && Boolean.TRUE.equals(d.get("final"));
                    if ((isFinal && "error".equals(d.get("status")) || d != null && "failing".equals(d.get("status")))
                            && String.valueOf(d.get("reason")).contains("fetch.dns.timeout-ms")) {
                        dnsErrors++;
                    } else if (isFinal && "indexed".equals(d.get("status"))) {
                        slowIndexed++;
                    } else {
                        lost.add(u + " -> " + d);
                    }
                }
                lost.addAll(lost(crawl, alone));
                lost.addAll(lost(crawl, site));
                Aftermath after = Aftermath.of(crawl, web);
                System.out.printf("StallIT: a name server answering after 10 s for %d names beside a site of %d pages:"
                                + " %d of %d URLs lost (%d slow names indexed, %d out of retries with the DNS timeout)"
                                + ", %s; the site final %.1f s after its seed beside the slow names (%.1f s alone, before"
                                + " them: %+.1f s), every slow name final %.1f s after theirs%n", SLOW_NAMES,
                        site.pages().size(), lost.size(), 2 * site.pages().size() + slow.size(), slowIndexed, dnsErrors,
                        after.figures(), besideS, aloneS, lag(besideS, aloneS), slowS);
                assertTrue(allFinal && lost.isEmpty(), "every slow URL ends final with its reason, every normal page"
                        + " indexed: " + lost.stream().limit(5).toList());
                assertTrue(dnsErrors > 0, "some names never answered in time");
                // nothing fails here: a slow name is asked for only once it is known (a try whose lookup timed out
                // sends no request), and no tuple waits on a lookup long enough to be replayed
                after.assertNoneStrandedTwiceOrRefetched();
                // its pace: a site held up by the slow names would wait minutes (10 s a name, two at a time); the
                // margin is for a busy machine
                assertTrue(besideS < 2 * aloneS + 10, "the site beside the slow names took " + besideS + " s, alone "
                        + aloneS + " s");
            }
        }
    }

    @Test
    void aHostWithALongCrawlDelayWaitsInTheFrontierNotInEveryonesWay() throws Exception {
        String en = en();
        int links = 1500;
        try (LocalWeb web = new LocalWeb()) {
            Site alone = normalSite(web, "alone.example", en);
            Site fast = normalSite(web, "fast.example", en);
            web.page(web.at("http://slowhost.example/robots.txt"), "text/plain",
                    "User-agent: *\nCrawl-delay: 30\n".getBytes(StandardCharsets.US_ASCII));
            List<String> slowUrls = new ArrayList<>();
            StringBuilder home = new StringBuilder("<html><head><title>Archive</title></head><body><ul>");
            for (int i = 0; i < links; i++) {
                String url = web.at("http://slowhost.example/p/" + i + ".html");
                web.html(url, en);
                slowUrls.add(url);
                home.append("<li><a href=\"").append(url).append("\">Archived story ").append(i).append("</a></li>");
            }
            String slowHome = web.at("http://slowhost.example/");
            web.html(slowHome, home.append("</ul></body></html>").toString());
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), settings(Map.of(
                    "scope.max-depth", "1",
                    "scope.max-outlinks-per-page", "2000",
                    "fetch.default-delay-ms", "200",
                    // fewer pending tuples than the slow host has links: without a cap they would all be its
                    "topology.max-spout-pending", "300")))) {
                crawl.start();
                double aloneS = alone(crawl, web, alone);

                crawl.seed(List.of(slowHome));
                assertTrue(CrawlHarness.waitFor(() -> crawl.isFinal(slowHome), 120), "the slow host's home page");
                double besideS = crawlSite(crawl, fast, 240);
                List<String> notIndexed = lost(crawl, fast);
                long slowPages = web.requests().stream().filter(r -> r.host().equals("slowhost.example")
                        && r.path().startsWith("/p/")).count();
                assertTrue(besideS >= 0 && notIndexed.isEmpty(), "the fast host's pages are all indexed: " + notIndexed);
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

                // none lost: each of its pages indexed or waiting in the frontier (once the topic's records are read)
                CrawlHarness.waitFor(() -> slowPages(crawl, slowUrls).lost().isEmpty(), 120);
                SlowPages slowEnd = slowPages(crawl, slowUrls);
                List<String> lost = new ArrayList<>(slowEnd.lost());
                if (!crawl.isFinal(slowHome)) {
                    lost.add(slowHome + " -> " + crawl.statusDoc(slowHome));
                }
                lost.addAll(lost(crawl, alone));
                lost.addAll(lost(crawl, fast));
                Aftermath after = Aftermath.of(crawl, web);
                System.out.printf("StallIT: Crawl-delay 30 on a host with %d links beside a site of %d pages: %d of %d"
                                + " URLs lost (%d of the host's pages indexed, the rest waiting in the frontier), %s;"
                                + " the site final %.1f s after its seed beside the slow host (%.1f s alone, before it:"
                                + " %+.1f s)%n", links, fast.pages().size(), lost.size(),
                        2 * fast.pages().size() + 1 + links, slowEnd.indexed(), after.figures(), besideS, aloneS,
                        lag(besideS, aloneS));
                assertTrue(lost.isEmpty(), "every page of the normal sites indexed, every URL of the slow host indexed"
                        + " or waiting in the frontier: " + lost.stream().limit(5).toList());
                // a postponed URL is not fetched, only sent back to the frontier; none waits long enough to be replayed
                after.assertNoneStrandedTwiceOrRefetched();
                // its pace: a site queued behind the slow host's URLs would wait 30 s a page
                assertTrue(besideS < 2 * aloneS + 10, "the site beside the slow host took " + besideS + " s, alone "
                        + aloneS + " s");
            }
        }
    }

    /**
     * What both fault runs gather once their crawl is over: URLs stranded in crawl-status, the pages asked for and
     * how many were asked for again, documents written twice for one visit.
     */
    private record Aftermath(List<String> stranded, List<String> requested, int refetches, Map<String, Long> twice,
                             Map<String, Integer> refetched) {
        static Aftermath of(CrawlHarness crawl, LocalWeb web) throws java.io.IOException {
            List<String> requested = pagesRequested(web);
            // StallIT's own: the record's accessors of the same names hide them
            return new Aftermath(StallIT.stranded(crawl), requested, FaultFigures.refetches(web, requested),
                    Services.writtenTwice(crawl.es, crawl.status, crawl.articles, crawl.records),
                    StallIT.refetched(web));
        }

        /** The figures as the printed line gives them. */
        String figures() {
            return String.format("%d stranded in crawl-status, %d re-fetches of %d pages, %d documents written twice %s",
                    stranded.size(), refetches, requested.size(), twice.size(), twice);
        }

        void assertNoneStrandedTwiceOrRefetched() {
            assertEquals(List.of(), stranded, "no URL left neither final nor due again");
            assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
            assertEquals(Map.of(), refetched, "no page fetched twice (URL -> requests)");
        }
    }

    /** beside - alone, to a tenth of a second (never "-0.0"). */
    private static double lag(double beside, double alone) {
        return Math.round((beside - alone) * 10) / 10.0 + 0.0;
    }

    private static long count(CrawlHarness crawl, Query q) throws java.io.IOException {
        crawl.es.indices().refresh(r -> r.index(crawl.status));
        return crawl.es.count(c -> c.index(crawl.status).query(q)).count();
    }

    /** The status documents of these URLs (one mget), in their order; null where there is none. */
    private static List<Map<?, ?>> statusDocs(CrawlHarness crawl, List<String> urls) throws java.io.IOException {
        List<String> ids = urls.stream().map(DocumentId::of).toList();
        List<Map<?, ?>> docs = new ArrayList<>();
        for (MultiGetResponseItem<Map> item : crawl.es.mget(m -> m.index(crawl.status).ids(ids), Map.class).docs()) {
            docs.add(item.isResult() && item.result().found() ? item.result().source() : null);
        }
        return docs;
    }

    /** The Crawl-delay host's pages at a moment: how many indexed, how many waiting, and those neither (lost). */
    private record SlowPages(int indexed, int waiting, List<String> lost) {
    }

    /**
     * Indexed, waiting in the frontier (discovered: not final, no attempt counted, due again), or lost: anything else,
     * no status document included.
     */
    private static SlowPages slowPages(CrawlHarness crawl, List<String> urls) throws java.io.IOException {
        List<Map<?, ?>> docs = statusDocs(crawl, urls);
        int indexed = 0;
        int waiting = 0;
        List<String> lost = new ArrayList<>();
        for (int i = 0; i < urls.size(); i++) {
            Map<?, ?> d = docs.get(i);
            if (d != null && "indexed".equals(d.get("status"))) {
                indexed++;
            } else if (d != null && "discovered".equals(d.get("status")) && !Boolean.TRUE.equals(d.get("final"))
                    && d.get("attempts") instanceof Number n && n.intValue() == 0 && d.get("next_fetch_time") != null) {
                waiting++;
            } else {
                lost.add(urls.get(i) + " -> " + d);
            }
        }
        return new SlowPages(indexed, waiting, lost);
    }
}
