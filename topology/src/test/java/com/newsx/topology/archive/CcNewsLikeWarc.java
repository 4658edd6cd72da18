package com.newsx.topology.archive;

import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcRequest;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcTruncationReason;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * A WARC file with the traits of Common Crawl's CC-NEWS files, made from the project's own pages (demo/pages): WARC/1.0
 * records, one gzip member each, a request before each response; a GBK page whose Content-Type header says UTF-8; an
 * {@code HTTP/2} status line on a chunked, gzip-encoded answer; the transfer's headers kept as {@code X-Crawler-*};
 * a record marked {@code WARC-Truncated} whose cut body still parses, and one with no body left; a member of garbage
 * and a response whose HTTP head is garbage; answers that are no page (a redirect, robots.txt, an image). Two days:
 * the 18th and the 19th of March 2024.
 */
public final class CcNewsLikeWarc {
    public static final String EN = "http://www.coastalherald.example/news/2024/05/02/electric-ferry";
    /** GBK bytes, a header claiming UTF-8 (the page's own meta says gbk). */
    public static final String ZH = "http://news.jiangcheng.example/news/2024/0318/101.html";
    public static final String LIST = "http://news.jiangcheng.example/news/";
    /** HTTP/2, chunked and gzip-encoded as sent. */
    public static final String H2 = "http://h2.example/story";
    /** Cut short, marked WARC-Truncated: length; what is left parses. */
    public static final String CUT = "http://cut.example/story";
    /** Marked truncated with nothing of the body left. */
    public static final String CUT_EMPTY = "http://cut.example/empty";
    public static final String BROKEN_HTTP = "http://broken.example/story";
    public static final String REDIRECT = "http://www.coastalherald.example/ferry";
    public static final String ROBOTS = "http://news.jiangcheng.example/robots.txt";
    public static final String IMAGE = "http://news.jiangcheng.example/logo.png";
    public static final Instant DAY1 = Instant.parse("2024-03-18T06:50:51Z");
    public static final Instant DAY2 = Instant.parse("2024-03-19T08:00:00Z");

    private CcNewsLikeWarc() {
    }

    /** The demo pages' directory, from a module's working directory. */
    public static Path demoPages() {
        Path p = Path.of("../demo/pages");
        return Files.isDirectory(p) ? p : Path.of("demo/pages");
    }

    public static byte[] page(String name) {
        try {
            return Files.readAllBytes(demoPages().resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the file; returns it. */
    public static Path write(Path file) throws IOException {
        byte[] en = page("en-article.html");
        byte[] zh = page("zh-article.html");
        byte[] list = page("zh-list.html");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        fetch(out, EN, DAY1, head("HTTP/1.1 200 OK", "Content-Type: text/html; charset=utf-8",
                "X-Crawler-Content-Encoding: gzip", "Content-Length: " + en.length), en, null);
        fetch(out, ZH, DAY1, head("HTTP/1.1 200 OK", "Content-Type: text/html; charset=utf-8",
                "Content-Length: " + zh.length), zh, null);
        fetch(out, LIST, DAY2, head("HTTP/1.1 200 OK", "Content-Type: text/html; charset=GBK",
                "Content-Length: " + list.length), list, null);
        fetch(out, H2, DAY2, head("HTTP/2 200", "content-type: text/html; charset=utf-8", "content-encoding: gzip",
                "transfer-encoding: chunked", "etag: \"h2-1\""), chunked(gzip(en)), null);
        fetch(out, CUT, DAY2, head("HTTP/1.1 200 OK", "Content-Type: text/html; charset=utf-8",
                "Content-Length: " + en.length), Arrays.copyOf(en, en.length * 3 / 5), WarcTruncationReason.LENGTH);
        fetch(out, CUT_EMPTY, DAY2, head("HTTP/1.1 200 OK", "Content-Type: text/html",
                "Content-Length: 5000"), new byte[0], WarcTruncationReason.TIME);
        out.writeBytes("\u001f\u008b\u0008garbage: a member a copy tool broke".getBytes(StandardCharsets.ISO_8859_1));
        fetch(out, BROKEN_HTTP, DAY2, "HTTP/1.1 two hundred\r\n\0\0\0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1),
                new byte[0], null);
        fetch(out, REDIRECT, DAY1, head("HTTP/1.1 301 Moved Permanently", "Location: " + EN, "Content-Length: 0"),
                new byte[0], null);
        fetch(out, ROBOTS, DAY1, head("HTTP/1.1 200 OK", "Content-Type: text/plain"),
                "User-agent: *\nDisallow: /news/2024/0317/\n".getBytes(StandardCharsets.US_ASCII), null);
        fetch(out, IMAGE, DAY1, head("HTTP/1.1 200 OK", "Content-Type: image/png"), new byte[]{(byte) 0x89, 'P', 'N', 'G'},
                null);
        return Files.write(file, out.toByteArray());
    }

    private static byte[] head(String statusLine, String... headers) {
        StringBuilder b = new StringBuilder(statusLine).append("\r\n");
        for (String h : headers) {
            b.append(h).append("\r\n");
        }
        return b.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A request and its response, WARC/1.0 as CC-NEWS has them, each record one gzip member (made by java.util.zip). */
    private static void fetch(ByteArrayOutputStream out, String url, Instant date, byte[] head, byte[] body,
                              WarcTruncationReason truncated) throws IOException {
        ByteArrayOutputStream http = new ByteArrayOutputStream();
        http.writeBytes(head);
        http.writeBytes(body);
        String path = url.replaceFirst("^http://[^/]+", "");
        byte[] request = ("GET " + path + " HTTP/1.1\r\nHost: " + ExchangeRecords.hostOf(url)
                + "\r\nUser-Agent: CCBot/2.0\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        WarcResponse.Builder rb = new WarcResponse.Builder(url).date(date).body(MediaType.HTTP_RESPONSE, http.toByteArray())
                .ipAddress(Captures.ip("198.51.100.9"));
        if (truncated != null) {
            rb.truncated(truncated);
        }
        WarcResponse response = rb.build();
        WarcRequest req = new WarcRequest.Builder(url).date(date).body(MediaType.HTTP_REQUEST, request)
                .concurrentTo(response.id()).build();
        List<WarcRecord> records = new ArrayList<>(List.of(req, response));
        for (WarcRecord r : records) {
            byte[] raw = rawRecord(r);
            try (GZIPOutputStream gz = new GZIPOutputStream(out) {
                @Override
                public void close() throws IOException {
                    finish(); // a member ends here; the file goes on
                }
            }) {
                gz.write(raw);
            }
        }
    }

    private static byte[] rawRecord(WarcRecord r) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        new org.netpreserve.jwarc.WarcWriter(java.nio.channels.Channels.newChannel(b)).write(r);
        return b.toByteArray();
    }

    static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(b)) {
            gz.write(bytes);
        }
        return b.toByteArray();
    }

    /** The bytes in chunks of 500 bytes as HTTP/1.1's chunked transfer coding sends them. */
    static byte[] chunked(byte[] bytes) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int i = 0; i < bytes.length; i += 500) {
            int n = Math.min(500, bytes.length - i);
            b.writeBytes((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            b.write(bytes, i, n);
            b.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        b.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        return b.toByteArray();
    }
}
