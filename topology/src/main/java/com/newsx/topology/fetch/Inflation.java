package com.newsx.topology.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;

/**
 * Inflates a gzip or deflate body under its cap, counting each part of the output against the exchange's lease
 * before it is made: a part that has no room yet waits for it (the inflation goes on later, on the executor), so a
 * zip bomb stops at the cap and a worker inflating many bodies at once stays within its budget. Once done, the
 * compressed bytes are let go and their room given back. Not thread-safe: one per body, one step at a time.
 */
final class Inflation {
    private final Chunks in;
    private final String encoding;
    private final long cap;
    private final boolean truncate;
    private final ByteBudget.Lease lease;
    private final Executor executor;
    private final Chunks out = new Chunks();
    private InputStream stream;
    /** deflate without the zlib wrapper, tried when the wrapped form fails before any output (some servers send it). */
    private boolean raw;

    private Inflation(Chunks in, String encoding, long cap, boolean truncate, ByteBudget.Lease lease, Executor executor) {
        this.in = in;
        this.encoding = encoding;
        this.cap = cap;
        this.truncate = truncate;
        this.lease = lease;
        this.executor = executor;
    }

    /** Whether a Content-Encoding needs inflating here (null, empty and identity do not). */
    static boolean needed(String contentEncoding) {
        return contentEncoding != null && !contentEncoding.isEmpty() && !contentEncoding.equals("identity");
    }

    /**
     * The inflated body; fails with {@link BodyReader.Abort}: too large (or, with {@code truncate}, the first
     * {@code cap} bytes: robots.txt), broken, an unknown encoding. The input's parts are cleared and given back.
     */
    static CompletableFuture<Chunks> run(Chunks in, String encoding, long cap, boolean truncate, ByteBudget.Lease lease,
                                         Executor executor) {
        Inflation i = new Inflation(in, encoding, cap, truncate, lease, executor);
        CompletableFuture<Chunks> done = new CompletableFuture<>();
        try {
            i.open();
            i.step(done);
        } catch (BodyReader.Abort a) {
            i.fail(done, a);
        }
        return done;
    }

    private void open() throws BodyReader.Abort {
        try {
            stream = switch (encoding) {
                case "gzip", "x-gzip" -> new GZIPInputStream(in.stream(), 8192);
                case "deflate" -> raw ? new InflaterInputStream(in.stream(), new Inflater(true), 8192)
                        : new InflaterInputStream(in.stream(), new Inflater(), 8192);
                default -> throw new BodyReader.Abort(FetchResult.Status.NOT_HTML, "unsupported Content-Encoding " + encoding);
            };
        } catch (IOException e) {
            throw broken(e);
        }
    }

    /** Inflates while there is room; asks for more and comes back on the executor when there is not. */
    private void step(CompletableFuture<Chunks> done) {
        try {
            while (true) {
                if (out.free() == 0) {
                    // one byte past the cap tells a body over it from one exactly at it
                    int part = (int) Math.min(BodyReader.CHUNK, cap + 1 - out.size());
                    if (!lease.tryGrow(part)) {
                        lease.grow(part).whenCompleteAsync((v, e) -> {
                            if (e != null) {
                                fail(done, new BodyReader.Abort(FetchResult.Status.TRANSIENT, "fetch ended: " + e));
                            } else {
                                out.add(part);
                                step(done);
                            }
                        }, executor);
                        return;
                    }
                    out.add(part);
                }
                int r;
                try {
                    r = out.readFrom(stream);
                } catch (IOException e) {
                    if (encoding.equals("deflate") && !raw && out.size() == 0) {
                        raw = true; // no zlib wrapper: read again as raw deflate
                        open();
                        continue;
                    }
                    if (truncate && out.size() > 0) {
                        break; // cut short: what inflated is the file's first part
                    }
                    throw broken(e);
                }
                if (r < 0) {
                    break;
                }
                if (out.size() > cap) {
                    if (!truncate) {
                        throw new BodyReader.Abort(FetchResult.Status.TOO_LARGE, "too large: over " + cap + " bytes inflated");
                    }
                    out.truncate(cap);
                    break;
                }
            }
        } catch (BodyReader.Abort a) {
            fail(done, a);
            return;
        } catch (RuntimeException e) {
            fail(done, new BodyReader.Abort(FetchResult.Status.HTTP_ERROR, "broken " + encoding + " body: " + e));
            return;
        }
        letGoOfInput();
        done.complete(out);
    }

    private void fail(CompletableFuture<Chunks> done, BodyReader.Abort a) {
        letGoOfInput();
        out.clear();
        done.completeExceptionally(a);
    }

    /** The compressed parts are dropped and their room given back. */
    private void letGoOfInput() {
        long inputHeld = in.allocated();
        in.clear();
        lease.shrinkTo(Math.max(0, lease.held() - inputHeld));
    }

    private BodyReader.Abort broken(IOException e) {
        return new BodyReader.Abort(FetchResult.Status.HTTP_ERROR, "broken " + encoding + " body: " + e.getMessage());
    }

    /** The abort a failed inflation carries, or null if it failed otherwise. */
    static BodyReader.Abort abort(Throwable e) {
        Throwable t = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        return t instanceof BodyReader.Abort a ? a : null;
    }
}
