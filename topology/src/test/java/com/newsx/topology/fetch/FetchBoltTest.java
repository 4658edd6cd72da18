package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.net.SeedRefusals;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.ServiceOutages;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fetch step as Storm runs it, against a local web: what it emits, acks and fails for each kind of answer. */
class FetchBoltTest {
    private LocalWeb web;
    private FetchBolt bolt;
    private RecordingCollector rec;
    private ServiceOutages outages;

    @BeforeEach
    void start() throws Exception {
        web = new LocalWeb();
        web.html("http://a.example/page.html", "<html><head><title>A page</title></head><body><p>Text.</p></body></html>");
        web.status("http://a.example/down.html", 503);
    }

    private void prepare(Map<String, String> more) {
        Map<String, String> s = new HashMap<>(Map.of("fetch.resolve", "*.example=127.0.0.1",
                "url.allowed-ports", String.valueOf(web.port()), "fetch.default-delay-ms", "0",
                "retry.max-attempts", "4"));
        s.putAll(more);
        bolt = new FetchBolt();
        rec = new RecordingCollector();
        bolt.prepare(CrawlerSettings.from(CrawlerConfig.defaults().with(s)), BoltMetrics.unregistered(), rec.collector());
        outages = new ServiceOutages(System::currentTimeMillis);
        bolt.outages(outages);
    }

    @AfterEach
    void stop() {
        if (bolt != null) {
            bolt.cleanup();
        }
        web.close();
    }

    private Tuple url(String url, int attempts, int outagesSoFar, boolean replay) {
        String u = web.at(url);
        return TestTuples.of(Streams.FILTER, "default", Streams.URL_FIELDS, "a.example", u, 1,
                web.at("http://a.example/"), attempts, 0, null, null, outagesSoFar, replay, 1_700_000_000_000L,
                1_700_000_000_000L);
    }

    /** Gives the bolt the tuple, then pulses until it is acked or failed (at most 20 s). */
    private void run(Tuple t) throws InterruptedException {
        bolt.execute(t);
        long end = System.currentTimeMillis() + 20_000;
        while (!rec.acked.contains(t) && !rec.failed.contains(t) && System.currentTimeMillis() < end) {
            Thread.sleep(5);
            bolt.execute(TestTuples.pulse());
        }
        assertTrue(rec.settled(t), "acked or failed once");
    }

    private RecordingCollector.Emit status() {
        List<RecordingCollector.Emit> s = rec.on(Streams.STATUS);
        assertEquals(1, s.size(), "one status: " + rec.emits);
        return s.get(0);
    }

    /** The status tuple's field. */
    private static Object field(RecordingCollector.Emit e, String name) {
        return e.get(Streams.STATUS_FIELDS.fieldIndex(name));
    }

    @Test
    void aPageGoesOnToBeCleanedAndItsTupleIsAcked() throws Exception {
        prepare(Map.of());
        Tuple t = url("http://a.example/page.html", 0, 0, false);
        long before = System.currentTimeMillis();
        run(t);
        assertTrue(rec.acked.contains(t));
        List<RecordingCollector.Emit> pages = rec.on(Streams.PAGE);
        long fetchedAt = (Long) pages.get(0).get(Streams.PAGE_FIELDS.fieldIndex("fetched_at"));
        assertTrue(fetchedAt >= before && fetchedAt <= System.currentTimeMillis(), "when its request went out");
        assertEquals(1, pages.size());
        assertEquals(web.at("http://a.example/page.html"), pages.get(0).get(0));
        assertEquals(List.of(t), pages.get(0).anchors(), "anchored to its URL's tuple");
        assertTrue(new String((byte[]) pages.get(0).get(4)).contains("A page"));
        assertTrue(rec.on(Streams.STATUS).isEmpty(), "its status comes from the later steps");
    }

    @Test
    void aRedirectsTargetIsRegisteredAsThePagesLinksBeforeItGoesOut() throws Exception {
        prepare(Map.of());
        PageLinks links = new PageLinks(System::currentTimeMillis, 60_000);
        bolt.pages(links);
        web.redirect("http://a.example/old.html", 301, web.at("http://a.example/page.html"));
        Tuple t = url("http://a.example/old.html", 0, 0, false);
        run(t);
        assertEquals(1, rec.on(Streams.REDIRECT).size());
        assertEquals("REDIRECTED", field(status(), "status"));
        assertEquals(PageLinks.State.PENDING, links.state(web.at("http://a.example/old.html")),
                "recorded redirected only once the target is stored");
    }

    @Test
    void aServerErrorIsAnAttemptRetriedThenFinalAtTheLimit() throws Exception {
        prepare(Map.of());
        Tuple t = url("http://a.example/down.html", 1, 2, false);
        run(t);
        assertTrue(rec.acked.contains(t), "recorded, so acked: the frontier sends it again");
        RecordingCollector.Emit s = status();
        assertEquals("RETRYING", field(s, "status"));
        assertEquals(2, field(s, "attempts"));
        assertEquals(2, field(s, "outages"), "its outages as they were");
        assertEquals(503, field(s, "http_status"));

        prepare(Map.of());
        Tuple last = url("http://a.example/down.html", 3, 0, false);
        run(last);
        RecordingCollector.Emit end = status();
        assertEquals("ERROR", field(end, "status"));
        assertTrue(((String) field(end, "reason")).startsWith("out of retries after 4 attempts"));
    }

    @Test
    void aSiteWhoseRobotsTxtStaysUnavailableDefersItsUrlsWithoutAnAttempt() throws Exception {
        web.status("http://a.example/robots.txt", 503);
        prepare(Map.of("fetch.robots.max-deferrals", "1", "fetch.robots.error-ttl-s", "0",
                "fetch.robots.keep-last-good-s", "0"));
        Tuple t = url("http://a.example/page.html", 3, 0, false);
        run(t);
        assertTrue(rec.acked.contains(t));
        RecordingCollector.Emit s = status();
        assertEquals("DEFERRED", field(s, "status"), "the site's outage, not the URL's fault");
        assertEquals(3, field(s, "attempts"), "three attempts already, still not final");
        assertEquals(1, field(s, "outages"));
        assertEquals(0, web.hits("http://a.example/page.html"), "not fetched without its rules");
    }

    @Test
    void aSeedDeniedByRobotsTxtIsToldToTheTallyOfSeeds() throws Exception {
        web.page("http://a.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /page.html\n".getBytes());
        prepare(Map.of());
        SeedRefusals seeds = new SeedRefusals(10);
        bolt.seeds(seeds);
        seeds.seed(web.at("http://a.example/page.html")); // as the filter step tells it
        run(url("http://a.example/page.html", 0, 0, false));
        assertEquals("ROBOTS_DENIED", field(status(), "status"));
        assertEquals(Map.of("robots.txt disallows it", 1L), seeds.tally().reasons());
    }

    @Test
    void aReplayWhoseTryWasLostIsAnAttemptAndGoesBackToTheFrontierUnfetched() throws Exception {
        prepare(Map.of());
        Tuple t = url("http://a.example/page.html", 1, 0, true);
        run(t);
        assertTrue(rec.acked.contains(t));
        RecordingCollector.Emit s = status();
        assertEquals("RETRYING", field(s, "status"));
        assertEquals(2, field(s, "attempts"));
        assertTrue(((String) field(s, "reason")).contains("lost"));
        assertEquals(0, web.hits("http://a.example/page.html"));

        prepare(Map.of());
        Tuple last = url("http://a.example/page.html", 3, 0, true);
        run(last);
        assertEquals("ERROR", field(status(), "status"), "a page that kills its tries ends final");
    }

    @Test
    void aTryLostWhileAServiceWasFailingIsTheOutagesNotAnAttempt() throws Exception {
        prepare(Map.of());
        outages.seen();
        Tuple t = url("http://a.example/page.html", 3, 4, true);
        run(t);
        RecordingCollector.Emit s = status();
        assertEquals("DEFERRED", field(s, "status"));
        assertEquals(3, field(s, "attempts"));
        assertEquals(5, field(s, "outages"));
    }

    @Test
    void aReplayOfAUrlStillWaitingHereTakesTheOlderTuplesPlace() throws Exception {
        web.slow("http://a.example/slow.html", 500, "<html><body>slow</body></html>");
        prepare(Map.of());
        Tuple first = url("http://a.example/slow.html", 0, 0, false);
        Tuple replay = url("http://a.example/slow.html", 0, 0, true);
        bolt.execute(first);
        run(replay);
        assertTrue(rec.failed.contains(first), "the older tuple is failed: the replay carries the URL now");
        assertTrue(rec.acked.contains(replay));
        assertEquals(1, rec.on(Streams.PAGE).size(), "fetched once");
        assertFalse(rec.acked.contains(first));
        assertEquals(1, web.hits("http://a.example/slow.html"));
    }
    /** Behind a proxy, with the guard on and no name mapped: the proxy resolves the names, and reports where it went. */
    private void prepareBehindTheProxy() {
        prepare(Map.of("fetch.proxy", web.proxy(), "fetch.resolve", ""));
    }

    @Test
    void behindAProxyAnAnswerFromANonPublicNextHopIsRefusedAndGoesNoFurther() throws Exception {
        web.html("http://rebound.example/page.html", "<html><body><a href=\"/admin\">admin</a></body></html>");
        web.header("http://rebound.example/page.html", "Proxy-Status", "localweb; next-hop=\"127.0.0.1\"");
        prepareBehindTheProxy();
        Tuple t = url("http://rebound.example/page.html", 0, 0, false);
        run(t);
        assertTrue(rec.acked.contains(t));
        RecordingCollector.Emit s = status();
        assertEquals("FILTERED", field(s, "status"), "final, as the guard refuses an address");
        assertEquals("next hop reported by the proxy (Proxy-Status of localweb): host rebound.example resolves to a "
                + "non-public address 127.0.0.1: loopback", field(s, "reason"));
        assertTrue(rec.on(Streams.PAGE).isEmpty(), "nothing to clean, so nothing indexed and no link followed");
        assertTrue(rec.on(Streams.OUTLINK).isEmpty());
    }

    @Test
    void behindAProxyAPublicOrNamedNextHopIsFetchedAsUsual() throws Exception {
        web.html("http://public.example/page.html", "<html><body><p>Public.</p></body></html>");
        web.header("http://public.example/page.html", "Proxy-Status", "localweb; next-hop=\"93.184.216.34\"");
        web.html("http://named.example/page.html", "<html><body><p>Named.</p></body></html>");
        web.header("http://named.example/page.html", "Proxy-Status", "localweb; next-hop=named.example:80");
        prepareBehindTheProxy();
        for (String page : new String[]{"http://public.example/page.html", "http://named.example/page.html"}) {
            Tuple t = url(page, 0, 0, false);
            run(t);
            assertTrue(rec.acked.contains(t));
        }
        assertEquals(2, rec.on(Streams.PAGE).size(), "a public address passes; a name cannot be judged: " + rec.emits);
        assertTrue(rec.on(Streams.STATUS).isEmpty());
    }

    @Test
    void behindAProxyARedirectOrRobotsTxtFromANonPublicNextHopIsRefusedToo() throws Exception {
        web.redirect("http://hop.example/old.html", 301, "http://hop.example/page.html");
        web.header("http://hop.example/old.html", "Proxy-Status", "localweb; next-hop=\"[::ffff:10.0.0.7]:80\"");
        web.html("http://guarded.example/page.html", "<html><body><p>Text.</p></body></html>");
        web.page("http://guarded.example/robots.txt", "text/plain", "User-agent: *\nAllow: /\n".getBytes());
        web.header("http://guarded.example/robots.txt", "Proxy-Status", "localweb; next-hop=\"169.254.169.254\"");
        prepareBehindTheProxy();
        Tuple redirect = url("http://hop.example/old.html", 0, 0, false);
        run(redirect);
        RecordingCollector.Emit s = status();
        assertEquals("FILTERED", field(s, "status"));
        assertTrue(((String) field(s, "reason")).contains("10.0.0.7: private"), (String) field(s, "reason"));
        assertTrue(rec.on(Streams.REDIRECT).isEmpty(), "its target is not followed");

        prepareBehindTheProxy();
        Tuple page = url("http://guarded.example/page.html", 0, 0, false);
        run(page);
        RecordingCollector.Emit r = status();
        assertEquals("FILTERED", field(r, "status"));
        assertTrue(((String) field(r, "reason")).startsWith("robots.txt: next hop reported by the proxy"),
                (String) field(r, "reason"));
        assertTrue(((String) field(r, "reason")).contains("169.254.0.0/16"), (String) field(r, "reason"));
        assertEquals(0, web.hits("http://guarded.example/page.html"), "the site is refused with its robots.txt");
    }
}
