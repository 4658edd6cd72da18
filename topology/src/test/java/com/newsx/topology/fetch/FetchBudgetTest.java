package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import com.newsx.topology.net.NameResolver;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Real exchanges against one byte budget: they wait for room and proceed, and every path gives its bytes back. */
class FetchBudgetTest {
    private static final int CAP = 700_000;
    private static final String BIG = "<html><p>" + "新闻正文。".repeat(40_000) + "</p></html>"; // ~600 KB
    private static LocalWeb web;

    @BeforeAll
    static void start() throws IOException {
        web = new LocalWeb()
                .html("http://mem.example/small", "<html><p>a normal page</p></html>")
                .html("http://mem.example/big", BIG)
                .html("http://mem.example/big2", BIG)
                .gzip("http://mem.example/gz", "<html><p>" + "压缩的正文。".repeat(3000) + "</p></html>")
                .gzip("http://mem.example/bomb", "<html>" + "0".repeat(5_000_000) + "</html>")
                .huge("http://mem.example/huge", 3_000_000)
                .status("http://mem.example/gone", 404)
                .status("http://mem.example/busy", 503)
                .redirect("http://mem.example/moved", 301, "/small")
                .trickle("http://mem.example/trickle", 100, 100_000)
                .slow("http://mem.example/late", 6000, "<p>late</p>")
                .lyingLength("http://mem.example/liar", 600_000, 100, 60_000);
    }

    @AfterAll
    static void stop() {
        web.close();
    }

    private static FetchSettings settings(long readTimeoutMs, long deadlineMs) {
        Map<String, String> s = new HashMap<>(Map.of("fetch.proxy", web.proxy(), "fetch.max-bytes", String.valueOf(CAP),
                "fetch.read-timeout-ms", String.valueOf(readTimeoutMs), "fetch.deadline-ms", String.valueOf(deadlineMs),
                "fetch.min-rate-grace-ms", "1000", "fetch.min-bytes-per-sec", "1000"));
        return FetchSettings.from(CrawlerConfig.defaults().with(s));
    }

    private static HttpFetcher fetcher(ByteBudget budget) {
        return fetcher(budget, 3000, 5000);
    }

    private static HttpFetcher fetcher(ByteBudget budget, long readTimeoutMs, long deadlineMs) {
        return new HttpFetcher(settings(readTimeoutMs, deadlineMs),
                new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)), budget);
    }

    @Test
    void aFetchWaitsForRoomAndProceedsWhenABodyIsHandedOn() throws Exception {
        // room for one exchange's claim only: a body kept (not yet handed on) leaves the next too little to copy its own
        ByteBudget budget = new ByteBudget(BodyReader.claim(CAP));
        try (HttpFetcher f = fetcher(budget)) {
            HttpFetcher.Held kept = f.fetchHolding("http://mem.example/big", FetchOptions.PAGE).get(10, TimeUnit.SECONDS);
            assertEquals(FetchResult.Status.FETCHED, kept.result().status(), kept.result().reason());
            long body = kept.result().body().length;
            assertEquals(body, budget.used(), "a kept body counts until it is handed on, its parts let go");

            CompletableFuture<FetchResult> next = f.fetch("http://mem.example/big2", FetchOptions.PAGE);
            long until = System.currentTimeMillis() + 5_000;
            while (budget.waiting() == 0 && System.currentTimeMillis() < until) {
                Thread.sleep(10);
            }
            assertEquals(1, budget.waiting(), "the second body is read, but not copied whole while the first is kept");
            Thread.sleep(3_000); // longer than the deadline: a wait is not a failure
            assertFalse(next.isDone());
            assertTrue(budget.used() <= BodyReader.claim(CAP), "never past the limit: " + budget.used());

            kept.handOver();
            FetchResult r = next.get(5, TimeUnit.SECONDS);
            assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
            assertEquals(BIG, new String(r.body(), StandardCharsets.UTF_8));
        }
        assertEquals(0, budget.used());
        assertEquals(0, budget.leases());
    }

    @Test
    void aChunkedBodyIsNotReadPastItsShutWindow() throws Exception {
        // the exchange may start, but not grow: its window shuts after the first part, with the body still coming
        long limit = BodyReader.claim(CAP);
        ByteBudget budget = new ByteBudget(limit);
        ByteBudget.Lease other = budget.open(limit - 100_000, limit - 100_000).join();
        try (HttpFetcher f = fetcher(budget, 60_000, 60_000)) {
            CompletableFuture<FetchResult> huge = f.fetch("http://mem.example/huge", FetchOptions.PAGE);
            long until = System.currentTimeMillis() + 5_000;
            while (budget.waiting() == 0 && System.currentTimeMillis() < until) {
                Thread.sleep(10);
            }
            assertEquals(1, budget.waiting(), "the body waits for its next part");
            // meanwhile the server writes on, into the socket: once the window opens the socket holds far more than it
            Thread.sleep(1_000);
            other.close();
            FetchResult r = huge.get(60, TimeUnit.SECONDS);
            assertEquals(FetchResult.Status.TOO_LARGE, r.status(), r.reason());
        }
        assertEquals(0, budget.forced(), "what lands past a window stays within the slack the parts keep for it");
        assertEquals(0, budget.used());
    }

    @Test
    void aClosedFetcherAnswersEveryExchangeAtOnce() throws Exception {
        // slow answers, more than the route's connections: some wait for a connection, some for their answer
        ByteBudget budget = new ByteBudget(3L * BodyReader.claim(CAP));
        List<CompletableFuture<HttpFetcher.Held>> pending = new ArrayList<>();
        HttpFetcher f = fetcher(budget, 60_000, 60_000);
        for (int i = 0; i < 12; i++) {
            pending.add(f.fetchHolding("http://mem.example/" + (i % 3 == 0 ? "trickle" : "late"), FetchOptions.PAGE));
        }
        Thread.sleep(300);
        f.close();
        for (CompletableFuture<HttpFetcher.Held> p : pending) {
            HttpFetcher.Held h = p.get(10, TimeUnit.SECONDS);
            assertEquals(FetchResult.Status.TRANSIENT, h.result().status(), h.result().reason());
            h.handOver();
        }
        assertEquals(0, budget.used());
        assertEquals(0, budget.leases());
    }

    @Test
    void aClosedFetcherAnswersAFetchStillWaitingForItsName() throws Exception {
        // no proxy: the host is looked up first, from a name server that answers nothing while the test runs; the
        // lookup's own deadline (a minute) is not what the caller should wait for once the fetcher is closed
        CountDownLatch silent = new CountDownLatch(1);
        NameResolver names = new NameResolver(host -> {
            try {
                silent.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new UnknownHostException(host);
        }, HostOverrides.parse(""), 2, 2, 60_000, 300_000, 30_000, 1 << 20, System::currentTimeMillis);
        ByteBudget budget = new ByteBudget(3L * BodyReader.claim(CAP));
        HttpFetcher f = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults()),
                new CrawlerDnsResolver(names, new AddressGuard(false)), budget);
        try {
            CompletableFuture<FetchResult> waiting = f.fetch("http://unanswered.example/a.html", FetchOptions.PAGE);
            Thread.sleep(300);
            assertFalse(waiting.isDone(), "the name is still being looked up");
            f.close();
            FetchResult r = waiting.get(5, TimeUnit.SECONDS);
            assertEquals(FetchResult.Status.TRANSIENT, r.status(), r.reason());
            assertTrue(r.reason().contains("fetcher was closed"), r.reason());
        } finally {
            silent.countDown();
            f.close();
        }
        assertEquals(0, budget.used());
        assertEquals(0, budget.leases());
    }

    @Test
    void theBudgetComesBackToNothingAfterManyMixedOutcomes() throws Exception {
        // room for about three large bodies at once; dozens of exchanges of every kind share it
        ByteBudget budget = new ByteBudget(3L * BodyReader.claim(CAP));
        List<String> urls = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            urls.addAll(List.of("small", "big", "big2", "gz", "bomb", "huge", "gone", "busy", "moved", "small", "gz"));
        }
        // ended by the minimum rate, the read timeout, the deadline
        List<String> hostile = List.of("trickle", "late", "liar");
        Collections.shuffle(urls, new Random(3));
        Map<String, FetchResult.Status> expected = Map.ofEntries(Map.entry("small", FetchResult.Status.FETCHED),
                Map.entry("big", FetchResult.Status.FETCHED), Map.entry("big2", FetchResult.Status.FETCHED),
                Map.entry("gz", FetchResult.Status.FETCHED), Map.entry("bomb", FetchResult.Status.TOO_LARGE),
                Map.entry("huge", FetchResult.Status.TOO_LARGE), Map.entry("gone", FetchResult.Status.HTTP_ERROR),
                Map.entry("busy", FetchResult.Status.TRANSIENT), Map.entry("moved", FetchResult.Status.REDIRECT),
                Map.entry("trickle", FetchResult.Status.TRANSIENT), Map.entry("late", FetchResult.Status.TRANSIENT),
                Map.entry("liar", FetchResult.Status.TRANSIENT));
        Random random = new Random(11);
        // the other outcomes have timeouts no loaded machine reaches (a page taking seconds there is no failure); the
        // hostile answers share the budget from a fetcher of short ones
        try (HttpFetcher f = fetcher(budget, 60_000, 60_000); HttpFetcher timed = fetcher(budget);
             HttpFetcher other = fetcher(budget)) {
            // taken in the order they finish, as the fetch task drains them
            java.util.concurrent.BlockingQueue<Object[]> finished = new java.util.concurrent.LinkedBlockingQueue<>();
            for (String u : urls) {
                f.fetchHolding("http://mem.example/" + u, FetchOptions.PAGE)
                        .whenComplete((h, e) -> finished.add(new Object[]{u, h, e}));
            }
            for (String u : hostile) {
                timed.fetchHolding("http://mem.example/" + u, FetchOptions.PAGE)
                        .whenComplete((h, e) -> finished.add(new Object[]{u, h, e}));
            }
            // a third fetcher on the same budget closed with exchanges in flight (a task shut down) gives all back
            List<CompletableFuture<HttpFetcher.Held>> dropped = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                dropped.add(other.fetchHolding("http://mem.example/" + (i % 2 == 0 ? "big" : "liar"), FetchOptions.PAGE));
            }
            Thread.sleep(200);
            other.close();
            // each body kept a while (0 to 300 ms), then handed on: another order than they came in
            java.util.concurrent.ScheduledExecutorService caller = java.util.concurrent.Executors.newScheduledThreadPool(2);
            for (int i = 0; i < urls.size() + hostile.size(); i++) {
                Object[] done = finished.poll(90, TimeUnit.SECONDS);
                assertTrue(done != null, "all finish");
                String u = (String) done[0];
                HttpFetcher.Held h = (HttpFetcher.Held) done[1];
                assertTrue(h != null, u + ": " + done[2]);
                assertEquals(expected.get(u), h.result().status(), u + ": " + h.result().reason());
                caller.schedule(h::handOver, random.nextInt(300), TimeUnit.MILLISECONDS);
                assertTrue(budget.used() <= budget.limit(), "held " + budget.used());
            }
            caller.shutdown();
            assertTrue(caller.awaitTermination(10, TimeUnit.SECONDS));
            for (CompletableFuture<HttpFetcher.Held> d : dropped) {
                d.get(60, TimeUnit.SECONDS).handOver(); // a loaded machine takes seconds
            }
        }
        assertEquals(0, budget.used(), "every success, failure, cancel and deadline gave its bytes back");
        assertEquals(0, budget.leases());
        assertEquals(0, budget.waiting());
        // a chunked body (huge) is not read past a shut window: nothing landed beyond what was granted
        assertEquals(0, budget.forced(), "forced");
        assertTrue(budget.peak() <= budget.limit(), "peak " + budget.peak());
        assertTrue(budget.peak() >= 600_000, "large bodies were held at once: peak " + budget.peak());
    }
}
