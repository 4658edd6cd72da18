package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PoliteFetcherTest {
    private static PoliteFetcher<String> fetcher(LocalWeb web, Map<String, String> more) {
        Map<String, String> s = new HashMap<>(Map.of("fetch.proxy", web.proxy(), "fetch.default-delay-ms", "300",
                "fetch.robots.error-ttl-s", "1", "fetch.robots.max-deferrals", "2"));
        s.putAll(more);
        FetchSettings settings = FetchSettings.from(CrawlerConfig.defaults().with(s));
        return new PoliteFetcher<>(settings, new HttpFetcher(settings, new CrawlerDnsResolver(HostOverrides.parse(""),
                new AddressGuard(false))), RobotsRedirects.guardOff(s));
    }

    private static List<PoliteFetcher.Done<String>> await(PoliteFetcher<String> f, int n, long ms) throws InterruptedException {
        List<PoliteFetcher.Done<String>> done = new ArrayList<>();
        long end = System.currentTimeMillis() + ms;
        while (done.size() < n && System.currentTimeMillis() < end) {
            done.addAll(f.drain());
            Thread.sleep(10);
        }
        return done;
    }

    @Test
    void hostsAreFetchedInParallelEachOneRequestADelayApart() throws Exception {
        try (LocalWeb web = new LocalWeb()) {
            for (int h = 0; h < 10; h++) {
                for (int p = 0; p < 4; p++) {
                    web.slow("http://h" + h + ".example/" + p, 100, "<p>page</p>");
                }
            }
            try (PoliteFetcher<String> f = fetcher(web, Map.of())) {
                long start = System.currentTimeMillis();
                for (int p = 0; p < 4; p++) {
                    for (int h = 0; h < 10; h++) {
                        String url = "http://h" + h + ".example/" + p;
                        f.offer("h" + h + ".example", url, url);
                    }
                }
                List<PoliteFetcher.Done<String>> done = await(f, 40, 20_000);
                long took = System.currentTimeMillis() - start;
                assertEquals(40, done.size());
                assertTrue(done.stream().allMatch(d -> d.result().status() == FetchResult.Status.FETCHED));
                // one host alone would take 4 x (100 ms) spaced 300 ms apart: ~1 s; ten of them in parallel, not 10 s
                assertTrue(took < 5_000, "hosts in parallel: " + took + " ms");
                for (int h = 0; h < 10; h++) {
                    String host = "h" + h + ".example";
                    List<Long> at = web.requests().stream().filter(r -> r.host().equals(host) && !r.path().equals("/robots.txt"))
                            .map(LocalWeb.Request::atMs).sorted().toList();
                    for (int i = 1; i < at.size(); i++) {
                        // the client sends them 300 ms apart; arrival at a loaded test server jitters by a few tens of ms
                        assertTrue(at.get(i) - at.get(i - 1) >= 255, host + " requests a delay apart: " + at);
                    }
                }
            }
        }
    }

    @Test
    void anUnavailableRobotsTxtDefersTheSiteThenLetsItIn() throws Exception {
        try (LocalWeb web = new LocalWeb()) {
            web.statusesThen("http://flaky.example/robots.txt", new int[]{503}, "text/plain", "User-agent: *\nAllow: /\n".getBytes());
            web.html("http://flaky.example/a", "<p>a</p>");
            web.status("http://down.example/robots.txt", 503);
            web.html("http://down.example/a", "<p>a</p>");
            try (PoliteFetcher<String> f = fetcher(web, Map.of())) {
                f.offer("flaky.example", "http://flaky.example/a", "flaky");
                f.offer("down.example", "http://down.example/a", "down");
                List<PoliteFetcher.Done<String>> done = await(f, 2, 15_000);
                Map<String, FetchResult> byHandle = new HashMap<>();
                done.forEach(d -> byHandle.put(d.handle(), d.result()));
                assertEquals(FetchResult.Status.FETCHED, byHandle.get("flaky").status(), "deferred, then fetched");
                FetchResult down = byHandle.get("down");
                assertEquals(FetchResult.Status.DEFERRED, down.status(),
                        "deferred, then handed back to the frontier as the site's outage");
                assertTrue(down.reason().contains("deferred 2 times"), down.reason());
                assertEquals(0, web.hits("http://down.example/a"), "never fetched without robots.txt");
            }
        }
    }

    @Test
    void aReplayWhileQueuedReplacesTheOldHandle() throws Exception {
        try (LocalWeb web = new LocalWeb()) {
            web.slow("http://one.example/a", 300, "<p>a</p>");
            try (PoliteFetcher<String> f = fetcher(web, Map.of())) {
                assertEquals(null, f.offer("one.example", "http://one.example/a", "first"));
                assertEquals("first", f.offer("one.example", "http://one.example/a", "replay"));
                List<PoliteFetcher.Done<String>> done = await(f, 1, 5_000);
                Thread.sleep(500);
                done.addAll(f.drain());
                assertEquals(1, done.size(), "fetched once");
                assertEquals("replay", done.get(0).handle());
            }
        }
    }

    @Test
    void aSitesRobotsSitemapsAreAtHandOnceOneOfItsPagesWasFetched() throws Exception {
        try (LocalWeb web = new LocalWeb()) {
            web.page("http://s.example/robots.txt", "text/plain",
                    "User-agent: *\nDisallow: /private/\nSitemap: http://s.example/news-sitemap.xml\n".getBytes());
            web.html("http://s.example/", "<p>home</p>");
            web.validated("http://s.example/feed", "application/rss+xml", "<rss/>".getBytes(), "\"e1\"", null);
            try (PoliteFetcher<String> f = fetcher(web, Map.of())) {
                assertEquals(List.of(), f.robotsSitemaps("http://s.example/"), "not asked yet: nothing, and no wait");
                f.offer("s.example", "http://s.example/", "home");
                f.offer("s.example", "http://s.example/feed", "feed", new FetchOptions("\"e1\"", null, 1_000_000));
                List<PoliteFetcher.Done<String>> done = await(f, 2, 10_000);
                assertEquals(2, done.size());
                assertEquals(List.of("http://s.example/news-sitemap.xml"), f.robotsSitemaps("http://s.example/a"));
                assertEquals(FetchResult.Status.NOT_MODIFIED, done.stream().filter(d -> d.handle().equals("feed"))
                        .findFirst().orElseThrow().result().status(), "the options reach the fetch");
            }
        }
    }

    @Test
    void finishedPagesHoldTheirSlotsUntilDrainedSoAHeldBackCallerHoldsFewPages() throws Exception {
        try (LocalWeb web = new LocalWeb()) {
            List<String> urls = new ArrayList<>();
            for (int h = 0; h < 12; h++) {
                String url = "http://h" + h + ".example/a";
                web.html(url, "<p>page " + h + "</p>");
                urls.add(url);
            }
            try (PoliteFetcher<String> f = fetcher(web, Map.of("fetch.max-in-flight", "3"))) {
                for (int h = 0; h < 12; h++) {
                    f.offer("h" + h + ".example", urls.get(h), urls.get(h));
                }
                // the caller does not drain (its step is held back): no more pages are fetched than there are slots;
                // wait for the three (a loaded machine may take a while), then long enough for a fourth to show
                long until = System.currentTimeMillis() + 20_000;
                while (f.undrained() < 3 && System.currentTimeMillis() < until) {
                    Thread.sleep(10);
                }
                Thread.sleep(1_000);
                assertEquals(3, f.undrained(), "three pages fetched and waiting");
                assertEquals(0, f.inFlight());
                assertEquals(3, pagesRequested(web), "no fourth page fetched while they wait");
                // draining frees the slots: the rest follow, each once
                List<PoliteFetcher.Done<String>> done = await(f, 12, 20_000);
                assertEquals(12, done.size());
                assertEquals(12, done.stream().map(PoliteFetcher.Done::handle).distinct().count());
                assertTrue(done.stream().allMatch(d -> d.result().status() == FetchResult.Status.FETCHED));
                assertEquals(0, f.undrained());
                assertEquals(12, pagesRequested(web));
            }
        }
    }

    private static long pagesRequested(LocalWeb web) {
        return web.requests().stream().filter(r -> !r.path().equals("/robots.txt")).count();
    }
}
