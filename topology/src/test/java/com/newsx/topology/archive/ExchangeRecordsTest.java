package com.newsx.topology.archive;

import org.netpreserve.jwarc.HttpRequest;
import org.netpreserve.jwarc.HttpResponse;
import org.netpreserve.jwarc.MessageVersion;
import org.netpreserve.jwarc.WarcDigest;
import org.netpreserve.jwarc.WarcReader;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcRequest;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcTruncationReason;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static com.newsx.topology.archive.Captures.h;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExchangeRecordsTest {
    private static final String URL = "http://news.example/2024/0318/101.html?x=1";
    private static final long SENT = Instant.parse("2024-03-18T06:50:51.250Z").toEpochMilli();

    /** The records as a reader sees them, each with its block read whole. */
    private record Back(WarcRecord record, byte[] block) {
    }

    private static List<Back> roundTrip(Capture c) throws IOException {
        byte[] file = WarcArchive.members(ExchangeRecords.of(c), 6);
        List<Back> out = new ArrayList<>();
        try (WarcReader r = new WarcReader(new ByteArrayInputStream(file))) {
            for (WarcRecord rec : r) {
                out.add(new Back(rec, rec.body().stream().readAllBytes()));
            }
        }
        return out;
    }

    @Test
    void aFetchIsARequestThenAResponseOfWarc11DatedWhenTheRequestWentOut() throws IOException {
        List<Back> back = roundTrip(Captures.page(URL, "<html><p>正文</p></html>", SENT));
        assertEquals(2, back.size());
        WarcRequest req = (WarcRequest) back.get(0).record();
        WarcResponse res = (WarcResponse) back.get(1).record();
        for (WarcRecord r : List.of(req, res)) {
            assertEquals(MessageVersion.WARC_1_1, r.version());
            assertEquals(Instant.ofEpochMilli(SENT), r.date(), "millisecond dates: WARC/1.1");
        }
        assertEquals(URL, req.target());
        assertEquals(URL, res.target());
        assertEquals(List.of(res.id()), req.concurrentTo(), "the request names its response");
        assertEquals("192.0.2.7", res.ipAddress().orElseThrow().getHostAddress());
        assertEquals(WarcTruncationReason.NOT_TRUNCATED, res.truncated());
    }

    @Test
    void theRequestIsItsLineAndHeadersAsSent() throws IOException {
        Back req = roundTrip(Captures.page(URL, "<p>x</p>", SENT)).get(0);
        String head = new String(req.block(), StandardCharsets.ISO_8859_1);
        assertTrue(head.startsWith("GET /2024/0318/101.html?x=1 HTTP/1.1\r\nHost: news.example\r\n"
                + "User-Agent: newsx-crawler/0.1\r\nAccept-Encoding: gzip, deflate\r\n\r\n"), head);
        HttpRequest http = HttpRequest.parse(new BlockChannel(req.block()));
        assertEquals("GET", http.method());
        assertEquals("news.example", http.headers().first("Host").orElseThrow());
    }

    @Test
    void aHostHeaderIsRebuiltFromTheUrlWhenTheClientListedNone() {
        Exchange x = new Exchange("GET", "/a", "HTTP/1.1", List.of(h("Accept", "*/*")), "HTTP/1.1", 200, "OK",
                List.of(), null, SENT);
        String head = new String(ExchangeRecords.requestHead(x, "https://user@site.example:8443/a"),
                StandardCharsets.ISO_8859_1);
        assertTrue(head.contains("\r\nHost: site.example:8443\r\n"), head);
    }

    @Test
    void theResponsesBlockAndPayloadDigestsAreOfWhatIsStored() throws Exception {
        String html = "<html><title>T</title><p>" + "text ".repeat(200) + "</p></html>";
        Back res = roundTrip(Captures.page(URL, html, SENT)).get(1);
        WarcResponse r = (WarcResponse) res.record();
        assertEquals(digest(res.block()), r.blockDigest().orElseThrow());
        byte[] payload = html.getBytes(StandardCharsets.UTF_8);
        assertEquals(digest(payload), r.payloadDigest().orElseThrow());
        assertTrue(r.headers().sole("WARC-Payload-Digest").orElseThrow().startsWith("sha1:"), "SHA-1, base 32");
    }

    @Test
    void aDecodedPayloadKeepsTheTransfersHeadersUnderOtherNamesAndSaysItsOwnLength() throws IOException {
        byte[] body = "<html><p>inflated</p></html>".getBytes(StandardCharsets.UTF_8);
        Exchange x = Captures.exchange(URL, 200, SENT, h("Content-Type", "text/html"), h("Content-Encoding", "gzip"),
                h("Transfer-Encoding", "chunked"), h("Vary", "Accept-Encoding"));
        Back res = roundTrip(new Capture(URL, x, body, false)).get(1);
        String head = new String(res.block(), StandardCharsets.ISO_8859_1);
        assertTrue(head.contains("X-Crawler-Content-Encoding: gzip\r\n"), head);
        assertTrue(head.contains("X-Crawler-Transfer-Encoding: chunked\r\n"), head);
        assertTrue(head.contains("Vary: Accept-Encoding\r\n"), "other headers as they were");
        assertTrue(head.contains("\r\nContent-Length: " + body.length + "\r\n"), head);
        assertFalse(head.contains("\r\nContent-Encoding"), "nothing says the payload is still encoded");
        HttpResponse http = HttpResponse.parse(new BlockChannel(res.block()));
        assertEquals(200, http.status());
        assertArrayEquals(body, http.bodyDecoded().stream().readAllBytes(), "reads back as the body the crawl kept");
    }

    @Test
    void theStatusLineIsAsReceivedAnHttp2OneIncluded() {
        Exchange x = new Exchange("GET", "/", "HTTP/2.0", List.of(), "HTTP/2.0", 404, "", List.of(), null, SENT);
        assertTrue(new String(ExchangeRecords.responseHead(x, 0), StandardCharsets.ISO_8859_1)
                .startsWith("HTTP/2.0 404\r\n"), "no reason phrase: none invented");
    }

    @Test
    void aPayloadThatIsNotTheWholeBodyIsMarkedTruncated() {
        String url = "http://a.example/x";
        // over the fetcher's cap: nothing kept
        assertEquals(WarcTruncationReason.LENGTH, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 200, SENT, h("Content-Length", "99999999")), null, true)));
        // an error's body, declared but not kept
        assertEquals(WarcTruncationReason.UNSPECIFIED, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 503, SENT, h("Content-Length", "120")), null, false)));
        assertEquals(WarcTruncationReason.UNSPECIFIED, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 404, SENT, h("Transfer-Encoding", "chunked")), null, false)));
        // robots.txt cut at its cap
        assertEquals(WarcTruncationReason.LENGTH, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 200, SENT, h("Content-Length", "1000")), new byte[500], false)));
    }

    @Test
    void answersWithoutABodyOrWithTheirWholeBodyAreNot() {
        String url = "http://a.example/x";
        assertEquals(WarcTruncationReason.NOT_TRUNCATED, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 304, SENT, h("ETag", "\"v\"")), null, false)));
        assertEquals(WarcTruncationReason.NOT_TRUNCATED, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 301, SENT, h("Location", "/y"), h("Content-Length", "0")), null, false)));
        assertEquals(WarcTruncationReason.NOT_TRUNCATED, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 200, SENT, h("Content-Length", "500")), new byte[500], false)));
        // gzip on the wire: the decoded payload is longer than the declared length, and whole
        assertEquals(WarcTruncationReason.NOT_TRUNCATED, ExchangeRecords.truncation(new Capture(url,
                Captures.exchange(url, 200, SENT, h("Content-Length", "900"), h("Content-Encoding", "gzip")),
                new byte[100], false)));
    }

    @Test
    void aLineBreakInAValueCannotEndTheHeadEarly() {
        Exchange x = Captures.exchange(URL, 200, SENT, h("X-Odd", "a\r\nInjected: yes"));
        String head = new String(ExchangeRecords.responseHead(x, 0), StandardCharsets.ISO_8859_1);
        assertFalse(head.contains("\r\nInjected"), head);
    }

    private static WarcDigest digest(byte[] bytes) throws Exception {
        MessageDigest d = MessageDigest.getInstance("SHA-1");
        d.update(bytes);
        return new WarcDigest(d);
    }
}
