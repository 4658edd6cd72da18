package com.newsx.topology.fetch;

import org.apache.hc.core5.concurrent.FutureCallback;
import org.apache.hc.core5.http.EntityDetails;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpResponse;
import org.apache.hc.core5.http.nio.AsyncResponseConsumer;
import org.apache.hc.core5.http.nio.CapacityChannel;
import org.apache.hc.core5.http.protocol.HttpContext;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Reads one response defensively, as it streams in: the body is capped (a declared Content-Length over the cap
 * ends the exchange before any body is read; compressed bytes count against the cap as they arrive, and inflated
 * bytes again when they are inflated, see {@link Inflation}), and a server that trickles slower than the minimum
 * rate is cut off rather than allowed to hold the slot (measured from the answer's first byte, so a server slow to
 * start but quick to send is not cut off). A declared length under the cap is not believed either: the body grows in
 * {@link #CHUNK} parts as bytes arrive, so a liar declaring 10 MB and sending 100 bytes costs one part, not 10 MB.
 * <p>
 * The body's bytes are the worker's to budget ({@link ByteBudget}): the exchange starts holding one part, and the
 * reader lets the server send only what the parts it holds can take (the client's flow control: the HTTP/1 input
 * window, {@link #WINDOW} at first); when they are full it asks the lease for the next part, and while the budget has
 * no room it leaves the window shut: the connection is not read, the server waits, and the time spent so is not held
 * against the server's minimum rate nor its deadline ({@link #waitedMs}). The client may hand over up to one read of
 * its buffers past the window ({@link #SLACK}), which the parts held leave room for (a plain connection is not read
 * while its window is shut, see {@link ShutWindowReads}). Should more land, it is counted as it lands
 * ({@link ByteBudget.Lease#force}), and the window stays shut until the budget has room for it. Bodies of non-200
 * answers are not kept, cost nothing.
 * Thread-safe: the I/O thread reads, another may resume it when room frees.
 */
final class BodyReader implements AsyncResponseConsumer<BodyReader.Response> {
    /** The exchange ended early on purpose: too large, too slow. The message is the reason. */
    static final class Abort extends IOException {
        final FetchResult.Status status;

        Abort(FetchResult.Status status, String reason) {
            super(reason);
            this.status = status;
        }
    }

    /** Status line, headers of interest and the body as it arrived (still compressed if it was). */
    record Response(int code, String contentType, String location, Chunks body, boolean truncated, String etag,
                    String lastModified, String robotsTag, String retryAfter) {
    }

    /** The part a body grows by, and what an exchange holds when it starts: a normal page (~50 KB) fits in one. */
    static final int CHUNK = 64 * 1024;
    /** The input window the client opens before the reader is asked (Http1Config's initial window). */
    static final int WINDOW = 32 * 1024;
    /**
     * What the client may deliver past a shut window: the rest of one read from the socket (8 KB of the HTTP/1 session
     * buffer, or one TLS record of 16 KB). The parts held keep this much room beyond what the window allows.
     */
    static final int SLACK = CHUNK - WINDOW;
    /** The first buffer at most, whatever Content-Length says. */
    static final int INITIAL_BUFFER = CHUNK;

    private final long maxBytes;
    private final boolean truncateAtCap;
    private final long minBytesPerSec;
    private final long rateGraceMs;
    private final LongSupplier clock;
    private final ByteBudget.Lease lease;
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
    private final Chunks body = new Chunks();
    /** Body bytes received (kept or not). */
    private long received;
    /** Bytes of the lease meant for the body's parts (allocated or still to be). */
    private long reserved;
    /** The window opened to the client so far, in all: it may send up to this many body bytes. */
    private long granted = WINDOW;
    private CapacityChannel channel;
    private FutureCallback<Response> resultCallback;
    /** Ended: completed, failed or let go. Later grants are given back, not used. */
    private boolean ended;
    /** Since when the window is shut for want of room, or -1. */
    private long waitingSince = -1;
    /** The part asked for while the window is shut; withdrawn if the exchange ends first. */
    private CompletableFuture<Void> asked;
    private long waited;
    /** Judges the answer's Proxy-Status lines before anything else is read; null when no proxy is used. */
    private Function<List<String>, Optional<String>> proxyStatusCheck;

    /**
     * A reader whose bytes count against {@code lease}, which holds {@link #CHUNK} bytes for it already.
     *
     * @param truncateAtCap keep the first {@code maxBytes} and stop, instead of failing (robots.txt: RFC 9309
     *                      asks crawlers to parse at least the first 500 KiB)
     */
    BodyReader(long maxBytes, boolean truncateAtCap, long minBytesPerSec, long rateGraceMs, LongSupplier clock,
               ByteBudget.Lease lease) {
        this.maxBytes = maxBytes;
        this.truncateAtCap = truncateAtCap;
        this.minBytesPerSec = minBytesPerSec;
        this.rateGraceMs = rateGraceMs;
        this.clock = clock;
        this.lease = lease;
        this.reserved = lease.held();
    }

    /** A reader with a budget of its own, never short: for reading one answer alone. */
    BodyReader(long maxBytes, boolean truncateAtCap, long minBytesPerSec, long rateGraceMs, LongSupplier clock) {
        this(maxBytes, truncateAtCap, minBytesPerSec, rateGraceMs, clock, ByteBudget.unbounded(claim(maxBytes)));
    }

    /** The most an exchange with this cap may hold at once: its parts, and as much again for a copy (inflated, whole). */
    static long claim(long maxBytes) {
        return 2 * (maxBytes + CHUNK);
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
    public void consumeResponse(HttpResponse response, EntityDetails entity, HttpContext context,
                                FutureCallback<Response> callback) throws HttpException, IOException {
        synchronized (this) {
            this.resultCallback = callback;
            start(response);
            if (entity != null) {
                return;
            }
            ended = true;
        }
        callback.completed(buildResult());
    }

    @Override
    public void informationResponse(HttpResponse response, HttpContext context) {
    }

    /** Reads the status line and the headers of interest; refuses what is refused before any body. */
    synchronized void start(HttpResponse response) throws IOException {
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

    /**
     * The client's window is used up: it is opened again as far as the parts held allow, after taking the next part
     * if they are full; with no room in the budget it stays shut until there is.
     */
    @Override
    public void updateCapacity(CapacityChannel capacityChannel) throws IOException {
        int open;
        synchronized (this) {
            channel = capacityChannel;
            open = reopen();
        }
        if (open > 0) {
            capacityChannel.update(open);
        }
    }

    /**
     * What the window opens by now (the caller passes it on, outside the lock): nothing while the client still has
     * window, or while a part is awaited. Parts are taken until the window can open past what has arrived (bytes that
     * arrived past the slack were counted as they landed, and the exchange reads no more until the budget has room).
     */
    private int reopen() {
        if (ended || asked != null) {
            return 0;
        }
        if (!keep) {
            return CHUNK; // not kept: read on, it costs nothing
        }
        if (granted > received) {
            return 0; // the client still has window: it asks again when it runs out
        }
        while (target() <= received) {
            long part = nextPart();
            if (part <= 0) {
                return 0; // at the cap: the next byte ends the exchange anyway
            }
            if (!lease.tryGrow(part)) {
                waitForRoom(part);
                return 0;
            }
            reserved += part;
        }
        int open = (int) Math.min(Integer.MAX_VALUE, target() - granted);
        granted += open;
        return open;
    }

    /** How far the window may open in all: what the parts held can take, leaving the slack, and one byte past the cap. */
    private long target() {
        return Math.min(reserved - SLACK, maxBytes + 1);
    }

    /** The next part to ask for: one {@link #CHUNK}, or what is left up to the cap and its slack. */
    private long nextPart() {
        return Math.min(CHUNK, maxBytes + 1 + SLACK - reserved);
    }

    /** The window stays shut until the lease has the part; then it opens (from whichever thread freed the room). */
    private void waitForRoom(long part) {
        waitingSince = clock.getAsLong();
        CompletableFuture<Void> f = lease.grow(part);
        asked = f;
        f.whenComplete((v, e) -> {
            int open;
            CapacityChannel ch;
            synchronized (this) {
                if (asked == f) {
                    asked = null;
                }
                if (waitingSince >= 0) {
                    waited += clock.getAsLong() - waitingSince;
                }
                waitingSince = -1;
                if (e != null || ended) {
                    return; // ended meanwhile: the lease is closed, or given back as a whole
                }
                reserved += part;
                open = reopen();
                ch = channel;
            }
            if (open > 0) {
                try {
                    ch.update(open);
                } catch (IOException | RuntimeException ignored) {
                    // the connection is gone: the exchange fails on its own
                }
            }
        });
    }

    /** How long the window stayed shut for want of room, this wait included: not the server's fault. */
    synchronized long waitedMs() {
        return waited + (waitingSince < 0 ? 0 : clock.getAsLong() - waitingSince);
    }

    @Override
    public void consume(ByteBuffer src) throws IOException {
        data(src, false);
    }

    @Override
    public void streamEnd(List<? extends Header> trailers) throws HttpException, IOException {
        FutureCallback<Response> callback;
        synchronized (this) {
            if (ended) {
                return;
            }
            callback = resultCallback;
        }
        end();
        if (callback != null) {
            callback.completed(buildResult());
        }
    }

    synchronized void data(ByteBuffer src, boolean endOfStream) throws IOException {
        int len = src.remaining();
        received += len;
        long elapsed = clock.getAsLong() - firstByteAt - waitedMs();
        if (elapsed > rateGraceMs && received * 1000 / Math.max(1, elapsed) < minBytesPerSec) {
            throw new Abort(FetchResult.Status.TRANSIENT, "too slow: " + received * 1000 / elapsed
                    + " bytes/s after " + elapsed + " ms, below the minimum " + minBytesPerSec);
        }
        if (!keep) {
            src.position(src.limit());
            return;
        }
        long before = body.size();
        if (before + len > maxBytes) {
            if (truncateAtCap) {
                int room = (int) (maxBytes - before);
                room(room);
                body.append(src, room);
                truncated = true;
                throw new Abort(FetchResult.Status.FETCHED, "truncated at " + maxBytes + " bytes");
            }
            throw new Abort(FetchResult.Status.TOO_LARGE, "too large: over " + maxBytes + " bytes"
                    + (encoding != null ? " (" + encoding + " encoded)" : ""));
        }
        room(len);
        body.append(src, len);
    }

    /**
     * Parts for {@code len} more bytes, from the bytes reserved; past them (the client sent beyond the slack) the
     * bytes are counted anyway, as they are in memory already.
     */
    private void room(int len) {
        long missing = len - body.free();
        if (missing <= 0) {
            return;
        }
        long spare = reserved - body.allocated();
        if (spare < missing) {
            lease.force(missing - spare);
            reserved += missing - spare;
            spare = missing;
        }
        body.add((int) Math.max(missing, Math.min(CHUNK, spare)));
    }

    /** Bytes held for the body now (the parts made so far). */
    synchronized long capacity() {
        return body.allocated();
    }

    /** Bytes of the lease the reader took for the body's parts. */
    synchronized long reserved() {
        return reserved;
    }

    /** What was read so far (a truncated robots.txt is still used). */
    synchronized Response partial() {
        return new Response(code, contentType, location, body, true, etag, lastModified, robotsTag, retryAfter);
    }

    synchronized Response buildResult() {
        return new Response(code, contentType, location, body, truncated, etag, lastModified, robotsTag, retryAfter);
    }

    @Override
    public void failed(Exception cause) {
        end();
    }

    @Override
    public void releaseResources() {
        end();
    }

    /** No more bytes come: a part still asked for is withdrawn (one granted meanwhile goes back with the lease). */
    private void end() {
        CompletableFuture<Void> withdrawn;
        synchronized (this) {
            ended = true;
            withdrawn = asked;
            asked = null;
        }
        if (withdrawn != null) {
            withdrawn.cancel(false);
        }
    }

    /** Inflates a gzip or deflate body at hand, counting inflated bytes against the cap (a zip bomb stops there). */
    static byte[] decode(byte[] body, String contentEncoding, long maxBytes) throws Abort {
        return decode(body, contentEncoding, maxBytes, false);
    }

    /**
     * As above; with {@code truncate} (robots.txt) a body inflating past the cap gives its first {@code maxBytes}, and
     * a compressed body cut short gives what inflated before the cut, instead of failing. Outside any budget: the
     * fetcher inflates under its own ({@link Inflation}); this is the same inflation for a body already at hand.
     */
    static byte[] decode(byte[] body, String contentEncoding, long maxBytes, boolean truncate) throws Abort {
        if (!Inflation.needed(contentEncoding) || body.length == 0) {
            return body;
        }
        Chunks in = new Chunks();
        in.add(body.length);
        in.append(ByteBuffer.wrap(body), body.length);
        try {
            return Inflation.run(in, contentEncoding, maxBytes, truncate,
                    ByteBudget.unbounded(claim(Math.max(maxBytes, body.length))), Runnable::run).join().toArray();
        } catch (java.util.concurrent.CompletionException e) {
            Abort a = Inflation.abort(e);
            if (a != null) {
                throw a;
            }
            throw e;
        }
    }

    String encoding() {
        return encoding;
    }
}
