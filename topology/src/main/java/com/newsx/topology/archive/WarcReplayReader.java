package com.newsx.topology.archive;

import org.netpreserve.jwarc.HttpResponse;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcTruncationReason;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The pages of one WARC file a replay takes: response records dated in the selection's window whose target is under
 * its prefix, with a 2xx HTTP answer, each turned into what the fetch step hands on ({@link ReplayedPage}). Reads
 * files as they come from Common Crawl too: a gzip member per record, {@code HTTP/2} status lines (read leniently),
 * chunked and gzip- or deflate-encoded bodies (decoded, as the fetcher decodes them), records marked
 * {@code WARC-Truncated} (counted; used when what there is parses, and marked), broken records (counted and skipped,
 * {@link WarcFileReader}). A page's charset is not looked at here: the bytes go on as they were, and the cleaning
 * step decodes them as it decodes a fetched page (a declared charset that lies included). Everything skipped is
 * counted by its reason ({@link ReplayCounts}).
 */
public final class WarcReplayReader implements Closeable {
    /** X-Robots-Tag headers kept at most, as the fetcher keeps them. */
    private static final int MAX_ROBOTS_TAGS = 8;

    private final WarcFileReader file;
    private final ReplaySelection selection;
    private final long maxBytes;
    private final ReplayCounts counts = new ReplayCounts();
    /** HTTP messages or encodings that did not parse (the file reader counts its own broken stretches). */
    private long brokenHttp;
    /** Bodies over the size cap once decoded. */
    private long oversizedBodies;

    /** A reader of {@code path}; a body (decoded) over {@code maxBytes} is skipped, as the fetcher refuses one. */
    public WarcReplayReader(Path path, ReplaySelection selection, long maxBytes) throws IOException {
        // a record's block holds the body encoded, and the head: room for both, within what an array can hold
        this.file = new WarcFileReader(path, Math.min(Integer.MAX_VALUE - 64, maxBytes * 2 + 64 * 1024));
        this.selection = selection;
        this.maxBytes = maxBytes;
    }

    /** The next page taken, or null at the end of the file. */
    public ReplayedPage next() throws IOException {
        Optional<WarcFileReader.Read> r;
        while ((r = file.next()).isPresent()) {
            counts.records++;
            ReplayedPage page = page(r.get().record(), r.get().block());
            if (page != null) {
                counts.pages++;
                return page;
            }
        }
        return null;
    }

    /** What was read so far, and skipped, and why. */
    public ReplayCounts counts() {
        counts.broken = file.broken() + brokenHttp;
        counts.oversized = file.oversized() + oversizedBodies;
        return counts;
    }

    private ReplayedPage page(WarcRecord record, byte[] block) {
        if (!(record instanceof WarcResponse response)) {
            return null; // warcinfo, request, metadata, revisit...
        }
        counts.responses++;
        Instant date;
        String url;
        try {
            date = response.date();
            url = response.target();
        } catch (RuntimeException e) {
            brokenHttp++; // a WARC-Date that is no date
            return null;
        }
        if (url == null) {
            brokenHttp++;
            return null;
        }
        if (!selection.dated(date)) {
            counts.outsideWindow++;
            return null;
        }
        if (!selection.targets(url)) {
            counts.otherUrls++;
            return null;
        }
        if (isRobotsTxt(url) || !holdsHttp(response)) {
            counts.notPages++;
            return null;
        }
        boolean truncated = response.truncated() != WarcTruncationReason.NOT_TRUNCATED;
        if (truncated) {
            counts.truncated++;
        }
        HttpResponse http;
        try {
            http = HttpResponse.parse(new BlockChannel(block));
        } catch (IOException | RuntimeException e) {
            if (truncated) {
                counts.truncatedUnusable++;
            } else {
                brokenHttp++;
            }
            return null;
        }
        if (http.status() < 200 || http.status() >= 300) {
            counts.notPages++;
            return null;
        }
        byte[] body;
        try {
            body = body(http, truncated);
        } catch (IOException | RuntimeException e) {
            brokenHttp++; // an encoding that does not decode, in a record that says it is whole
            return null;
        }
        if (body == null) {
            oversizedBodies++;
            return null;
        }
        if (truncated && body.length == 0) {
            counts.truncatedUnusable++;
            return null;
        }
        return new ReplayedPage(url, date, http.status(), http.headers().first("Content-Type").orElse(null), body,
                http.headers().first("ETag").orElse(null), http.headers().first("Last-Modified").orElse(null),
                robotsTag(http.headers().all("X-Robots-Tag")), truncated);
    }

    /**
     * The body, de-chunked and decoded from its Content-Encoding; null when over the size cap. A truncated record's
     * body is what decodes before it ends.
     */
    private byte[] body(HttpResponse http, boolean truncated) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[16 * 1024];
        try (InputStream in = http.bodyDecoded().stream()) {
            int n;
            while ((n = in.read(buf)) >= 0) {
                out.write(buf, 0, n);
                if (out.size() > maxBytes) {
                    return null;
                }
            }
        } catch (IOException e) {
            if (!truncated) {
                throw e;
            }
            // the record says it is cut short: what decoded before the cut is what there is
        }
        return out.toByteArray();
    }

    private static String robotsTag(List<String> values) {
        if (values.isEmpty()) {
            return null;
        }
        return String.join("\n", values.subList(0, Math.min(values.size(), MAX_ROBOTS_TAGS)));
    }

    /** A response record of HTTP (its Content-Type says so, or says nothing), not of DNS or Gemini. */
    private static boolean holdsHttp(WarcResponse response) {
        return response.headers().first("Content-Type").isEmpty()
                || response.contentType().toString().toLowerCase(Locale.ROOT).startsWith("application/http");
    }

    private static boolean isRobotsTxt(String url) {
        int q = url.indexOf('?');
        String path = q < 0 ? url : url.substring(0, q);
        return path.toLowerCase(Locale.ROOT).endsWith("/robots.txt");
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
