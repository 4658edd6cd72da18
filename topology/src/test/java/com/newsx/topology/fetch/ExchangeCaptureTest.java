package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.archive.Capture;
import com.newsx.topology.archive.Exchange;
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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the fetcher keeps of each exchange for the WARC archive: the heads as sent and received, and the peer. */
class ExchangeCaptureTest {
    private static LocalWeb web;
    private static HttpFetcher direct;
    private static final List<FetchResult> robots = new ArrayList<>();

    @BeforeAll
    static void start() throws IOException {
        web = new LocalWeb()
                .html("http://cap.example/a.html", "<html><title>A</title><p>Body.</p></html>")
                .redirect("http://cap.example/old", 301, "/a.html")
                .status("http://cap.example/gone", 404)
                .gzip("http://cap.example/gz", "<html><p>" + "zipped ".repeat(50) + "</p></html>")
                .validated("http://cap.example/rss.xml", "application/rss+xml", "<rss/>".getBytes(StandardCharsets.UTF_8),
                        "\"v1\"", null)
                .page("http://cap.example/robots.txt", "text/plain", "User-agent: *\nDisallow:\n".getBytes())
                .header("http://cap.example/a.html", "X-Served-By", "test");
        HostOverrides local = HostOverrides.parse("*.example=127.0.0.1");
        direct = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults()),
                new CrawlerDnsResolver(local, new AddressGuard(true, local)))
                .archivingTruncated(r -> {
                    synchronized (robots) {
                        robots.add(r);
                    }
                    return r;
                });
    }

    @AfterAll
    static void stop() {
        direct.close();
        web.close();
    }

    @Test
    void aPagesExchangeHasTheRequestAsSentTheResponseAsReceivedAndThePeer() {
        String url = web.at("http://cap.example/a.html");
        FetchResult r = direct.fetchPage(url).join();
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        Exchange x = r.exchange();
        assertNotNull(x);
        assertEquals("GET", x.method());
        assertEquals("/a.html", x.requestTarget());
        assertEquals("HTTP/1.1", x.protocol());
        assertTrue(has(x.requestHeaders(), "User-Agent", "newsx-crawler"), x.requestHeaders().toString());
        assertTrue(has(x.requestHeaders(), "Accept-Encoding", "gzip"), x.requestHeaders().toString());
        assertTrue(has(x.requestHeaders(), "Host", "cap.example"), "the Host header as the client sent it");
        assertEquals(200, x.status());
        assertEquals("HTTP/1.1", x.responseProtocol());
        assertEquals("test", x.responseHeader("x-served-by"), "every response header, by name in any case");
        assertTrue(x.responseHeader("Content-Type").startsWith("text/html"));
        assertEquals("127.0.0.1", x.peer().getHostAddress(), "the address connected to");
        assertTrue(x.sentAt() > 0 && x.sentAt() == r.sentAt());
        Capture c = r.capture();
        assertArrayEquals(r.body(), c.payload());
        assertFalse(c.overCap());
    }

    @Test
    void redirectsErrorsAndNotModifiedHaveTheirHeadsAndNoPayload() {
        FetchResult redirect = direct.fetchPage(web.at("http://cap.example/old")).join();
        assertEquals(FetchResult.Status.REDIRECT, redirect.status());
        assertEquals(301, redirect.exchange().status());
        assertEquals("/a.html", redirect.exchange().responseHeader("Location"));
        assertNull(redirect.capture().payload());

        FetchResult gone = direct.fetchPage(web.at("http://cap.example/gone")).join();
        assertEquals(404, gone.exchange().status());
        assertNull(gone.capture().payload());

        FetchResult unchanged = direct.fetch(web.at("http://cap.example/rss.xml"),
                new FetchOptions("\"v1\"", null, 1_000_000)).join();
        assertEquals(FetchResult.Status.NOT_MODIFIED, unchanged.status());
        assertEquals(304, unchanged.exchange().status());
        assertTrue(has(unchanged.exchange().requestHeaders(), "If-None-Match", "\"v1\""), "the validators as sent");
    }

    @Test
    void aGzipPagesPayloadIsTheBodyDecodedAndItsEncodingStaysInTheHeads() {
        FetchResult r = direct.fetchPage(web.at("http://cap.example/gz")).join();
        assertEquals(FetchResult.Status.FETCHED, r.status());
        assertEquals("gzip", r.exchange().responseHeader("Content-Encoding"));
        assertTrue(new String(r.capture().payload(), StandardCharsets.UTF_8).contains("zipped zipped"));
    }

    @Test
    void robotsTxtAnswersPassTheArchivingStepAndAFailureThereIsTheAnswer() {
        String url = web.at("http://cap.example/robots.txt");
        FetchResult r = direct.fetchTruncated(url, 10_000).join();
        synchronized (robots) {
            assertTrue(robots.stream().anyMatch(x -> x.url().equals(url) && x.exchange() != null), robots.toString());
        }
        assertEquals(FetchResult.Status.FETCHED, r.status());
        HostOverrides local = HostOverrides.parse("*.example=127.0.0.1");
        try (HttpFetcher failing = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults()),
                new CrawlerDnsResolver(local, new AddressGuard(true, local)))
                .archivingTruncated(x -> FetchResult.failed(x.url(), FetchResult.Status.TRANSIENT, 0, "not archived"))) {
            assertEquals("not archived", failing.fetchTruncated(url, 10_000).join().reason());
        }
    }

    @Test
    void behindAProxyThePeerIsNotKnown() {
        try (HttpFetcher proxied = new HttpFetcher(FetchSettings.from(CrawlerConfig.defaults().with(Map.of(
                "fetch.proxy", web.proxy()))), new CrawlerDnsResolver(HostOverrides.parse(""), new AddressGuard(false)))) {
            FetchResult r = proxied.fetchPage("http://cap.example/a.html").join();
            assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
            assertNull(r.exchange().peer(), "the proxy connected, to an address only it knows");
            assertEquals(200, r.exchange().status());
        }
    }

    @Test
    void noAnswerNoExchange() {
        FetchResult r = direct.fetchPage("http://nowhere.invalid/x").join();
        assertNull(r.exchange());
        assertNull(r.capture());
    }

    private static boolean has(List<Exchange.Header> headers, String name, String valuePart) {
        return headers.stream().anyMatch(h -> h.name().equalsIgnoreCase(name) && h.value().contains(valuePart));
    }
}
