package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.localweb.LocalWeb;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

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
                .page("http://news.example.cn/logo.png", "image/png", new byte[]{1, 2, 3})
                .huge("http://news.example.cn/huge", 3_000_000)
                .slow("http://news.example.cn/slow", 3000, "<p>late</p>");
        fetcher = new HttpFetcher(CrawlerConfig.defaults().with(Map.of("fetch.proxy", web.proxy(),
                "fetch.max-bytes", "1000000", "fetch.read-timeout-ms", "1000")));
    }

    @AfterAll
    static void stop() {
        web.close();
    }

    @Test
    void pageIsFetchedUnderItsOwnHostName() {
        FetchResult r = fetcher.fetchPage("http://news.example.cn/a/1.html");
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertTrue(new String(r.body(), StandardCharsets.UTF_8).contains("正文"));
        assertTrue(r.contentType().startsWith("text/html"));
    }

    @Test
    void redirectIsReportedWithAbsoluteTarget() {
        FetchResult r = fetcher.fetchPage("http://news.example.cn/old");
        assertEquals(FetchResult.Status.REDIRECT, r.status());
        assertEquals(301, r.httpStatus());
        assertEquals("http://news.example.cn/a/1.html", r.location());
    }

    @Test
    void failuresCarryTheirReason() {
        assertEquals(FetchResult.Status.HTTP_ERROR, fetcher.fetchPage("http://news.example.cn/gone").status());
        FetchResult png = fetcher.fetchPage("http://news.example.cn/logo.png");
        assertEquals(FetchResult.Status.NOT_HTML, png.status());
        assertTrue(png.reason().contains("image/png"));
        FetchResult huge = fetcher.fetchPage("http://news.example.cn/huge");
        assertEquals(FetchResult.Status.TOO_LARGE, huge.status());
        assertTrue(huge.reason().contains("1000000"), huge.reason());
        FetchResult slow = fetcher.fetchPage("http://news.example.cn/slow");
        assertEquals(FetchResult.Status.UNREACHABLE, slow.status());
        assertTrue(slow.reason().startsWith("timed out"), slow.reason());
    }

    @Test
    void unreachableHostIsAValueNotAnException() {
        HttpFetcher direct = new HttpFetcher(CrawlerConfig.defaults().with(Map.of("fetch.connect-timeout-ms", "500")));
        FetchResult r = direct.fetchPage("http://127.0.0.1:1/nothing-listens-here");
        assertEquals(FetchResult.Status.UNREACHABLE, r.status());
        assertEquals(FetchResult.Status.FILTERED, direct.fetchPage("http://bad host/").status());
    }
}
