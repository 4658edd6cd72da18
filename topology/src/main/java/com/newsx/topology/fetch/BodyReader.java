package com.newsx.topology.fetch;

import org.apache.hc.client5.http.async.methods.AbstractBinResponseConsumer;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpResponse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;

/**
 * Reads one response defensively, as it streams in: the body is capped (a declared Content-Length over the cap
 * ends the exchange before any body is read; gzip and deflate are inflated under the same cap, counting
 * inflated bytes), and a server that trickles slower than the minimum rate is cut off rather than allowed to
 * hold the slot (measured from the answer's first byte, so a server slow to start but quick to send is not cut off).
 * A declared length under the cap is not believed either: the buffer starts small and grows as
 * bytes arrive, so a liar declaring 10 MB and sending 100 bytes costs 100 bytes, not 10 MB per exchange in flight.
 * Bodies of non-200 answers are not kept. Not thread-safe: one per exchange.
 */
final class BodyReader extends AbstractBinResponseConsumer<BodyReader.Response> {
    /** The exchange ended early on purpose: too large, too slow. The message is the reason. */
    static final class Abort extends IOException {
        final FetchResult.Status status;

        Abort(FetchResult.Status status, String reason) {
            super(reason);
            this.status = status;
        }
    }

    /** Status line, headers of interest and the (decoded) body. */
    record Response(int code, String contentType, String location, byte[] body, boolean truncated, String etag,
                    String lastModified, String robotsTag, String retryAfter) {
        Response(int code, String contentType, String location, byte[] body, boolean truncated, String etag,
                 String lastModified, String robotsTag) {
            this(code, contentType, location, body, truncated, etag, lastModified, robotsTag, null);
        }
    }

    /** The first buffer at most, whatever Content-Length says. */
    static final int INITIAL_BUFFER = 64 * 1024;

    private final long maxBytes;
    private final boolean truncateAtCap;
    private final long minBytesPerSec;
    private final long rateGraceMs;
    private final LongSupplier clock;
    /** When the answer's first byte came (its status line): the minimum rate is measured from there. */
    private long firstByteAt;

    private int code;
    private String contentType;
    private String location;
    private String etag;
    private String lastModified;
    private String robotsTag;
    private String retryAfter;
    private String encoding;
    private boolean keep;
    private boolean truncated;
    private byte[] buf = new byte[0];
    private int n;
    private long received;
    /** Judges the answer's Proxy-Status lines before anything else is read; null when no proxy is used. */
    private Function<List<String>, Optional<String>> proxyStatusCheck;

    /**
     * @param truncateAtCap keep the first {@code maxBytes} and stop, instead of failing (robots.txt: RFC 9309
     *                      asks crawlers to parse at least the first 500 KiB)
     */
    BodyReader(long maxBytes, boolean truncateAtCap, long minBytesPerSec, long rateGraceMs, LongSupplier clock) {
        this.maxBytes = maxBytes;
        this.truncateAtCap = truncateAtCap;
        this.minBytesPerSec = minBytesPerSec;
        this.rateGraceMs = rateGraceMs;
        this.clock = clock;
    }

    /**
     * Refuses the answer, whatever its status, when {@code check} gives a reason for its Proxy-Status lines: it ends as
     * {@link FetchResult.Status#FILTERED} with that reason before a byte of its body is read.
     */
    BodyReader checkingProxyStatus(Function<List<String>, Optional<String>> check) {
        this.proxyStatusCheck = check;
        return this;
    }

    @Override
    protected void start(HttpResponse response, ContentType type) throws IOException {
        // a server slow to answer is the read timeout's and the deadline's business; the rate counts what it then sends
        firstByteAt = clock.getAsLong();
        code = response.getCode();
        if (proxyStatusCheck != null) {
            List<String> lines = new ArrayList<>();
            for (Header h : response.getHeaders("Proxy-Status")) {
                lines.add(h.getValue());
            }
            Optional<String> refused = proxyStatusCheck.apply(lines);
            if (refused.isPresent()) {
                throw new Abort(FetchResult.Status.FILTERED, refused.get());
            }
        }
        Header ct = response.getFirstHeader("Content-Type");
        contentType = ct == null ? null : ct.getValue();
        Header loc = response.getFirstHeader("Location");
        location = loc == null ? null : loc.getValue();
        Header tag = response.getFirstHeader("ETag");
        etag = tag == null ? null : tag.getValue();
        Header mod = response.getFirstHeader("Last-Modified");
        lastModified = mod == null ? null : mod.getValue();
        robotsTag = robotsTag(response.getHeaders("X-Robots-Tag"));
        Header after = response.getFirstHeader("Retry-After");
        retryAfter = after == null ? null : after.getValue();
        Header enc = response.getFirstHeader("Content-Encoding");
        encoding = enc == null ? null : enc.getValue().trim().toLowerCase(Locale.ROOT);
        keep = code >= 200 && code < 300;
        Header cl = response.getFirstHeader("Content-Length");
        if (keep && !truncateAtCap && cl != null && encoding == null) {
            try {
                long declared = Long.parseLong(cl.getValue().trim());
                if (declared > maxBytes) {
                    throw new Abort(FetchResult.Status.TOO_LARGE,
                            "too large: Content-Length " + declared + " > " + maxBytes + " bytes");
                }
                if (declared > 0) {
                    // a hint for the first allocation only: what arrives decides the rest
                    buf = new byte[(int) Math.min(declared, INITIAL_BUFFER)];
                }
            } catch (NumberFormatException ignored) {
                // a malformed length: read and count
            }
        }
    }

    /** The X-Robots-Tag headers, one a line (each may name its own robot), or null; a few hundred characters at most. */
    private static String robotsTag(Header[] headers) {
        if (headers.length == 0) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < headers.length && i < 8; i++) {
            String v = headers[i].getValue();
            sb.append(i == 0 ? "" : "\n").append(v == null ? "" : v.length() > 256 ? v.substring(0, 256) : v);
        }
        return sb.toString();
    }

    @Override
    protected int capacityIncrement() {
        return 64 * 1024;
    }

    @Override
    protected void data(ByteBuffer src, boolean endOfStream) throws IOException {
        int len = src.remaining();
        received += len;
        long elapsed = clock.getAsLong() - firstByteAt;
        if (elapsed > rateGraceMs && received * 1000 / Math.max(1, elapsed) < minBytesPerSec) {
            throw new Abort(FetchResult.Status.TRANSIENT, "too slow: " + received * 1000 / elapsed
                    + " bytes/s after " + elapsed + " ms, below the minimum " + minBytesPerSec);
        }
        if (!keep) {
            src.position(src.limit());
            return;
        }
        if (n + (long) len > maxBytes) {
            if (truncateAtCap) {
                int room = (int) (maxBytes - n);
                ensure(n + room);
                src.get(buf, n, room);
                n += room;
                truncated = true;
                throw new Abort(FetchResult.Status.FETCHED, "truncated at " + maxBytes + " bytes");
            }
            throw new Abort(FetchResult.Status.TOO_LARGE, "too large: over " + maxBytes + " bytes"
                    + (encoding != null ? " (" + encoding + " encoded)" : ""));
        }
        ensure(n + len);
        src.get(buf, n, len);
        n += len;
    }

    private void ensure(int size) {
        if (size > buf.length) {
            buf = Arrays.copyOf(buf, (int) Math.min(maxBytes + 1, Math.max(size, buf.length * 2L)));
        }
    }

    /** Bytes held for the body now (what arrived, rounded up as the buffer grows). */
    int capacity() {
        return buf.length;
    }

    /** What was read so far (a truncated robots.txt is still used). */
    Response partial() {
        return new Response(code, contentType, location, Arrays.copyOf(buf, n), true, etag, lastModified, robotsTag,
                retryAfter);
    }

    @Override
    protected Response buildResult() {
        byte[] body = n == buf.length ? buf : Arrays.copyOf(buf, n);
        return new Response(code, contentType, location, body, truncated, etag, lastModified, robotsTag, retryAfter);
    }

    @Override
    public void releaseResources() {
    }

    /** Inflates a gzip or deflate body, counting inflated bytes against the cap (a zip bomb stops there). */
    static byte[] decode(byte[] body, String contentEncoding, long maxBytes) throws Abort {
        return decode(body, contentEncoding, maxBytes, false);
    }

    /**
     * As above; with {@code truncate} (robots.txt) a body inflating past the cap gives its first {@code maxBytes}, and
     * a compressed body cut short gives what inflated before the cut, instead of failing.
     */
    static byte[] decode(byte[] body, String contentEncoding, long maxBytes, boolean truncate) throws Abort {
        if (contentEncoding == null || contentEncoding.isEmpty() || contentEncoding.equals("identity") || body.length == 0) {
            return body;
        }
        try {
            return switch (contentEncoding) {
                case "gzip", "x-gzip" -> inflate(new GZIPInputStream(new ByteArrayInputStream(body)), maxBytes, truncate);
                case "deflate" -> {
                    try {
                        yield inflate(new InflaterInputStream(new ByteArrayInputStream(body)), maxBytes, false);
                    } catch (IOException zlibFailed) {
                        // some servers send raw deflate without the zlib wrapper
                        yield inflate(new InflaterInputStream(new ByteArrayInputStream(body), new Inflater(true)),
                                maxBytes, truncate);
                    }
                }
                default -> throw new Abort(FetchResult.Status.NOT_HTML, "unsupported Content-Encoding " + contentEncoding);
            };
        } catch (Abort a) {
            throw a;
        } catch (IOException e) {
            throw new Abort(FetchResult.Status.HTTP_ERROR, "broken " + contentEncoding + " body: " + e.getMessage());
        }
    }

    private static byte[] inflate(InputStream in, long maxBytes, boolean truncate) throws IOException {
        byte[] out = new byte[64 * 1024];
        int n = 0;
        try (in) {
            int r;
            while ((r = in.read(out, n, out.length - n)) != -1) {
                n += r;
                if (n > maxBytes) {
                    if (truncate) {
                        return Arrays.copyOf(out, (int) maxBytes);
                    }
                    throw new Abort(FetchResult.Status.TOO_LARGE, "too large: over " + maxBytes + " bytes inflated");
                }
                if (n == out.length) {
                    out = Arrays.copyOf(out, (int) Math.min(maxBytes + 1, out.length * 2L));
                }
            }
            return Arrays.copyOf(out, n);
        } catch (Abort a) {
            throw a;
        } catch (IOException cut) {
            if (truncate && n > 0) {
                return Arrays.copyOf(out, n); // cut short: what inflated so far is the file's first part
            }
            throw cut;
        }
    }

    String encoding() {
        return encoding;
    }
}
