package com.newsx.tools.drift;

import com.newsx.localweb.DemoNewsWeb;
import com.newsx.topology.archive.Capture;
import com.newsx.topology.archive.Exchange;
import com.newsx.topology.archive.ExchangeRecords;
import org.netpreserve.jwarc.WarcCompression;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcWriter;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The demo news web ({@link DemoNewsWeb}, bin/demo's seed and port) as the crawl archives it: a request and a
 * response record per resource, built by the crawl's own {@link ExchangeRecords}, one gzip member each. What CI's
 * drift check extracts: every page bin/demo would crawl, without starting a crawl (no services, a second or two).
 */
final class DemoWarc {
    /** bin/demo's port, so the URLs are the demo's. */
    static final int PORT = 18480;
    /** When the archived requests went out: fixed, so the records' dates are the same in every file. */
    static final long SENT_AT = Instant.parse("2024-05-21T06:00:00Z").toEpochMilli();

    private DemoWarc() {
    }

    /** Writes the web of {@code seed} to {@code file}; returns the number of resources archived. */
    static int write(Path file, long seed) throws IOException {
        Map<String, DemoNewsWeb.Page> pages = DemoNewsWeb.generate(seed, PORT).pages();
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING); WarcWriter w = new WarcWriter(ch, WarcCompression.GZIP)) {
            int i = 0;
            for (Map.Entry<String, DemoNewsWeb.Page> e : pages.entrySet()) {
                append(w, e.getKey(), e.getValue().contentType(), e.getValue().body(), SENT_AT + 1000L * i++);
            }
            return i;
        }
    }

    /** A GET of {@code url} answered 200 with {@code body}, as the fetch step's archive writes it. */
    static void append(WarcWriter w, String url, String contentType, byte[] body, long sentAt) throws IOException {
        URI u = URI.create(url);
        String target = (u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath())
                + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery());
        Exchange x = new Exchange("GET", target, "HTTP/1.1",
                List.of(new Exchange.Header("User-Agent", "newsx demo archive"), new Exchange.Header("Accept", "*/*")),
                "HTTP/1.1", 200, "OK", List.of(new Exchange.Header("Content-Type", contentType)),
                InetAddress.getLoopbackAddress(), sentAt);
        for (WarcRecord r : ExchangeRecords.of(new Capture(url, x, body, false))) {
            w.write(r);
        }
    }
}
