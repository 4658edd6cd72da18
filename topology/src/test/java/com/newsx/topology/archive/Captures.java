package com.newsx.topology.archive;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Captures made by hand, as the fetcher would hand them to the archive. */
final class Captures {
    private Captures() {
    }

    static Exchange.Header h(String name, String value) {
        return new Exchange.Header(name, value);
    }

    static InetAddress ip(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** A GET of {@code url} answered {@code status} with these response headers, sent at {@code sentAt}. */
    static Exchange exchange(String url, int status, long sentAt, Exchange.Header... responseHeaders) {
        String path = url.replaceFirst("^[a-z]+://[^/]+", "");
        List<Exchange.Header> request = new ArrayList<>(List.of(h("Host", ExchangeRecords.hostOf(url)),
                h("User-Agent", "newsx-crawler/0.1"), h("Accept-Encoding", "gzip, deflate")));
        return new Exchange("GET", path.isEmpty() ? "/" : path, "HTTP/1.1", request, "HTTP/1.1", status,
                status == 200 ? "OK" : "", List.of(responseHeaders), ip("192.0.2.7"), sentAt);
    }

    /** A page fetched whole. */
    static Capture page(String url, String html, long sentAt) {
        byte[] body = html.getBytes(StandardCharsets.UTF_8);
        return new Capture(url, exchange(url, 200, sentAt, h("Content-Type", "text/html; charset=utf-8"),
                h("Content-Length", String.valueOf(body.length))), body, false);
    }
}
