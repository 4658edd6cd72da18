package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HttpFetcherTest {
    private static LocalWeb web;
    private static HttpFetcher fetcher;

    @BeforeAll
    static void start() throws IOException {
        web = new LocalWeb()
                .html("http://news.example.cn/a/1.html", "<html><title>一</title><p>正文。</p></html>")
                .redirect("http://news.example.cn/old", 301, "/a/1.html")
                .status("http://news.example.cn/gone", 410)
                .status("http://news.example.cn/busy", 503)
                .status("http://news.example.cn/limited", 429)
                .page("http://news.example.cn/logo.png", "image/png", new byte[]{1, 2, 3})
                .huge("http://news.example.cn/huge", 3_000_000)
                .gzip("http://news.example.cn/gz", "<html><p>" + "压缩的正文。".repeat(100) + "</p></html>")
                .gzip("http://news.example.cn/bomb", "<html>" + "0".repeat(5_000_000) + "</html>")
                .lyingLength("http://news.example.cn/liar", 1_000_000, 100, 60_000)
                .trickle("http://news.example.cn/trickle", 100, 100_000)
                .slow("http://news.example.cn/slow", 3000, "<p>late</p>")
                .validated("http://news.example.cn/rss.xml", "application/rss+xml; charset=utf-8", RSS, "\"v1\"",
                        "Tue, 24 Nov 2026 10:00:00 GMT")
                .validated("http://news.example.cn/dated.xml", "text/xml", RSS, null, "Tue, 24 Nov 2026 10:00:00 GMT")
                .page("http://news.example.cn/sitemap.xml.gz", "application/x-gzip", gzip(SITEMAP))
                .page("http://news.example.cn/2026/zipped.html", "text/html", gzip(SITEMAP))
                .page("http://news.example.cn/world/latest", "application/atom+xml", RSS)
                .page("http://news.example.cn/data.xml", "text/xml", RSS)
                .page("http://news.example.cn/feed.json", "application/json", "{}".getBytes(StandardCharsets.UTF_8))
                .html("http://news.example.cn/private", "<p>not for the index</p>")
                .header("http://news.example.cn/private", "X-Robots-Tag", "otherbot: nofollow")
                .header("http://news.example.cn/private", "X-Robots-Tag", "noindex");
        fetcher = fetcher(Map.of());
    }

    static HttpFetcher fetcher(Map<String, String> more) {
        Map<String, String> s = new java.util.HashMap<>(Map.of("fetch.proxy", web.proxy(), "fetch.max-bytes", "1000000",
                "fetch.read-timeout-ms", "1000", "fetch.deadline-ms", "2500", "fetch.min-rate-grace-ms", "1000",
                "fetch.min-bytes-per-sec", "1000"));
        s.putAll(more);
        return new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(s)), new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)));
    }

    @AfterAll
    static void stop() {
        fetcher.close();
        web.close();
    }

    private static final byte[] RSS = "<rss version=\"2.0\"><channel><title>t</title></channel></rss>"
            .getBytes(StandardCharsets.UTF_8);
    private static final FetchOptions SOURCE = new FetchOptions(null, null, 50_000_000);

    @Test
    void aHostWithAnUnderscoreIsFetchedDirectlyUnderItsName() {
        // no proxy: the client connects itself, to the address the crawler's resolver maps the name to
        HostOverrides local = HostOverrides.parse("*.example.cn=127.0.0.1");
        web.html("http://my_site.example.cn/u?x=1", "<p>underscore</p>");
        try (HttpFetcher direct = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults()),
                new CrawlerDnsResolver(local, new AddressGuard(true, local)))) {
            FetchResult r = direct.fetchPage(web.at("http://my_site.example.cn/u?x=1")).join();
            assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
            assertEquals("<p>underscore</p>", new String(r.body(), StandardCharsets.UTF_8));
        }
        assertTrue(web.requests().stream().anyMatch(q -> q.host().equals("my_site.example.cn") && q.path().equals("/u?x=1")));
    }

    @Test
    void withTheGuardOnTheProxyOnLoopbackIsStillReached() {
        // the operator's own setting, as a fetch.resolve name is: the pages' names are the proxy's to resolve
        FetchSettings s = FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy())));
        try (HttpFetcher guarded = new HttpFetcher(s, new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(true)))) {
            FetchResult r = guarded.fetchPage("http://news.example.cn/a/1.html").join();
            assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        }
    }

    @Test
    void everyXRobotsTagHeaderIsKeptOneALine() {
        FetchResult r = get("http://news.example.cn/private");
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertEquals("otherbot: nofollow\nnoindex", r.robotsTag());
        assertEquals(null, get("http://news.example.cn/a/1.html").robotsTag());
    }

    @Test
    void aFeedIsNotHtmlForAPageButTakenForASourceWithItsValidators() {
        assertEquals(FetchResult.Status.NOT_HTML, get("http://news.example.cn/data.xml").status(), "XML is no page");
        assertEquals(FetchResult.Status.FETCHED, fetcher.fetch("http://news.example.cn/data.xml", SOURCE).join().status(),
                "but a source's XML is taken");
        assertEquals(FetchResult.Status.FETCHED, get("http://news.example.cn/world/latest").status(),
                "a feed's own type is taken whatever its URL");
        FetchResult r = fetcher.fetch("http://news.example.cn/rss.xml", SOURCE).join();
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertEquals("\"v1\"", r.etag());
        assertEquals("Tue, 24 Nov 2026 10:00:00 GMT", r.lastModified());
        assertEquals(new String(RSS, StandardCharsets.UTF_8), new String(r.body(), StandardCharsets.UTF_8));
        FetchResult gz = fetcher.fetch("http://news.example.cn/sitemap.xml.gz", SOURCE).join();
        assertEquals(FetchResult.Status.FETCHED, gz.status(), gz.reason());
        assertEquals(new String(SITEMAP, StandardCharsets.UTF_8), new String(gz.body(), StandardCharsets.UTF_8),
                "a source's .xml.gz is inflated by the fetch");
        assertEquals(FetchResult.Status.NOT_HTML, fetcher.fetch("http://news.example.cn/feed.json", SOURCE).join().status(),
                "a source is XML, gzip or HTML, not anything");
    }

    @Test
    void gzipBytesAtAPageUrlAreNotInflated() {
        FetchResult r = get("http://news.example.cn/2026/zipped.html");
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertTrue(java.util.Arrays.equals(gzip(SITEMAP), r.body()), "left as sent: a page is not read as a sitemap");
    }

    private static final byte[] SITEMAP = ("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
            + "<url><loc>http://news.example.cn/a/1.html</loc></url></urlset>").getBytes(StandardCharsets.UTF_8);

    private static byte[] gzip(byte[] plain) {
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(buf)) {
            gz.write(plain);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return buf.toByteArray();
    }

    @Test
    void anUnchangedSourceAnswers304WhichIsNotModifiedNotAnError() {
        FetchResult etag = fetcher.fetch("http://news.example.cn/rss.xml", new FetchOptions("\"v1\"", null, 50_000_000)).join();
        assertEquals(FetchResult.Status.NOT_MODIFIED, etag.status(), etag.reason());
        assertEquals(304, etag.httpStatus());
        assertEquals("\"v1\"", etag.etag());
        assertEquals(null, etag.body());
        FetchResult date = fetcher.fetch("http://news.example.cn/dated.xml",
                new FetchOptions(null, "Tue, 24 Nov 2026 10:00:00 GMT", 50_000_000)).join();
        assertEquals(FetchResult.Status.NOT_MODIFIED, date.status(), date.reason());
        assertEquals("Tue, 24 Nov 2026 10:00:00 GMT", date.lastModified());
        FetchResult changed = fetcher.fetch("http://news.example.cn/rss.xml", new FetchOptions("\"v0\"", null, 50_000_000)).join();
        assertEquals(FetchResult.Status.FETCHED, changed.status(), "another ETag: the new version is sent");
        assertEquals("\"v1\"", changed.etag());
    }

    private static FetchResult get(String url) {
        return fetcher.fetchPage(url).join();
    }

    @Test
    void pageIsFetchedUnderItsOwnHostName() {
        FetchResult r = get("http://news.example.cn/a/1.html");
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertTrue(new String(r.body(), StandardCharsets.UTF_8).contains("正文"));
        assertTrue(r.contentType().startsWith("text/html"));
    }

    @Test
    void redirectIsReportedWithAbsoluteTarget() {
        FetchResult r = get("http://news.example.cn/old");
        assertEquals(FetchResult.Status.REDIRECT, r.status());
        assertEquals(301, r.httpStatus());
        assertEquals("http://news.example.cn/a/1.html", r.location());
    }

    @Test
    void gzipIsInflatedUnderTheCap() {
        FetchResult r = get("http://news.example.cn/gz");
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertTrue(new String(r.body(), StandardCharsets.UTF_8).contains("压缩的正文"));
        FetchResult bomb = get("http://news.example.cn/bomb");
        assertEquals(FetchResult.Status.TOO_LARGE, bomb.status(), "5 MB inflated from a few KB: " + bomb.reason());
        assertTrue(bomb.reason().contains("inflated"), bomb.reason());
    }

    @Test
    void finalFailuresCarryTheirReason() {
        assertEquals(FetchResult.Status.HTTP_ERROR, get("http://news.example.cn/gone").status());
        FetchResult png = get("http://news.example.cn/logo.png");
        assertEquals(FetchResult.Status.NOT_HTML, png.status());
        assertTrue(png.reason().contains("image/png"));
        FetchResult huge = get("http://news.example.cn/huge");
        assertEquals(FetchResult.Status.TOO_LARGE, huge.status());
        assertTrue(huge.reason().contains("1000000"), huge.reason());
    }

    @Test
    void serverTroubleIsTransient() {
        assertEquals(FetchResult.Status.TRANSIENT, get("http://news.example.cn/busy").status());
        assertEquals(FetchResult.Status.TRANSIENT, get("http://news.example.cn/limited").status());
        FetchResult slow = get("http://news.example.cn/slow");
        assertEquals(FetchResult.Status.TRANSIENT, slow.status());
        assertTrue(slow.reason().startsWith("timed out"), slow.reason());
    }

    @Test
    void aLyingOrTricklingServerHoldsItsSlotOnlyUntilTheDeadline() {
        long start = System.currentTimeMillis();
        CompletableFuture<FetchResult> liar = fetcher.fetchPage("http://news.example.cn/liar");
        CompletableFuture<FetchResult> trickle = fetcher.fetchPage("http://news.example.cn/trickle");
        // meanwhile other pages come back at once
        List<CompletableFuture<FetchResult>> others = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            others.add(fetcher.fetchPage("http://news.example.cn/a/1.html"));
        }
        for (CompletableFuture<FetchResult> f : others) {
            assertEquals(FetchResult.Status.FETCHED, f.join().status());
        }
        FetchResult l = liar.join();
        FetchResult t = trickle.join();
        assertEquals(FetchResult.Status.TRANSIENT, l.status(), l.reason());
        assertEquals(FetchResult.Status.TRANSIENT, t.status(), t.reason());
        assertTrue(t.reason().startsWith("too slow") || t.reason().startsWith("deadline"), t.reason());
        assertTrue(System.currentTimeMillis() - start < 10_000, "both ended by the deadline, not by the server");
    }

    @Test
    void unreachableHostIsAValueNotAnException() {
        FetchResult r;
        try (HttpFetcher direct = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.connect-timeout-ms", "500"))),
                new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)))) {
            r = direct.fetchPage("http://127.0.0.1:1/nothing-listens-here").join();
            assertEquals(FetchResult.Status.TRANSIENT, r.status());
            assertEquals(FetchResult.Status.FILTERED, direct.fetchPage("http://bad host/").join().status());
        }
        try (HttpFetcher guarded = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults()),
                new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(true)))) {
            FetchResult blocked = guarded.fetchPage("http://localhost:1/").join();
            assertEquals(FetchResult.Status.FILTERED, blocked.status(), "the guard checks the address connected to");
            assertTrue(blocked.reason().contains("non-public"), blocked.reason());
        }
    }
}
