package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Batches Elasticsearch writes: operations collect until {@code maxOps} or {@code flushMs} after the first, then go
 * as one asynchronous bulk request (never with a refresh). Each operation's outcome comes back through
 * {@link #drain}, on the caller's thread, with the tag the caller gave it, so a bolt acks exactly what is stored
 * and fails what is not. At most {@code maxRequests} bulks are in flight; {@link #busy()} tells the caller to wait.
 * Every method is for one thread (the bolt's executor); the completion callbacks only touch the outcome queue.
 *
 * @param <T> the caller's tag for an operation (a tuple, or a group of tuples)
 */
public final class EsBulk<T> {
    /**
     * One operation's outcome; a failure's {@code cause} says whether the document is at fault (record it) or the
     * cluster could not take it ({@link EsFailure}).
     */
    public record Outcome<T>(T tag, boolean ok, int status, String error, EsFailure.Cause cause) {
        /** An outage (unreachable, overloaded, blocked, closed or missing index): try again later, never final. */
        public boolean retryable() {
            return !ok && cause == EsFailure.Cause.OUTAGE;
        }

        /** Not written because a newer write was stored meanwhile ({@link Resend}): dropped, which is right. */
        public boolean stale() {
            return ok && cause == EsFailure.Cause.CONFLICT;
        }
    }

    /**
     * Before an operation goes again - pushed back by an outage, or a conditional one that met another version
     * (409) - its caller may rewrite it from what is stored now: a write conditional on the version just read, or
     * null to drop it as stale (a newer write landed meanwhile). The answer may come later (a read); a failed one
     * counts as a failed retry.
     */
    public interface Resend<T> {
        CompletableFuture<BulkOperation> again(BulkOperation op, T tag);
    }

    private final ElasticsearchAsyncClient es;
    private final int maxOps;
    private final long flushMs;
    private final int maxRequests;
    private final long maxBytes;
    private long bytes;
    private final List<BulkOperation> ops = new ArrayList<>();
    private final List<T> tags = new ArrayList<>();
    private final List<Integer> sizes = new ArrayList<>();
    private final List<Integer> attempts = new ArrayList<>();
    /** Operations the cluster pushed back (429, unreachable), waiting for their back-off before going again. */
    private final java.util.concurrent.ConcurrentLinkedQueue<Retry<T>> pushedBack = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private final List<Retry<T>> retries = new ArrayList<>();
    private Resend<T> resend;
    /** Operations rewritten by {@link #resend}, ready to go again. */
    private final ConcurrentLinkedQueue<Retry<T>> rewritten = new ConcurrentLinkedQueue<>();
    private final java.util.concurrent.atomic.AtomicInteger rewriting = new java.util.concurrent.atomic.AtomicInteger();
    private int maxRetries = 4;
    private long retryBaseMs = 1000;
    private final ConcurrentLinkedQueue<Outcome<T>> outcomes = new ConcurrentLinkedQueue<>();
    private long firstAt;
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();

    public EsBulk(ElasticsearchAsyncClient es, int maxOps, long flushMs, int maxRequests) {
        this(es, maxOps, Long.MAX_VALUE, flushMs, maxRequests);
    }

    /** Also sends a batch once its documents reach {@code maxBytes} (big articles make big requests). */
    public EsBulk(ElasticsearchAsyncClient es, int maxOps, long maxBytes, long flushMs, int maxRequests) {
        this.maxBytes = maxBytes;
        this.es = es;
        this.maxOps = maxOps;
        this.flushMs = flushMs;
        this.maxRequests = maxRequests;
    }

    public void add(BulkOperation op, T tag) {
        add(op, tag, 0);
    }

    /** Adds an operation whose document is {@code size} bytes (for the byte bound). */
    public void add(BulkOperation op, T tag, int size) {
        add(op, tag, size, 0);
    }

    private void add(BulkOperation op, T tag, int size, int attempt) {
        if (ops.isEmpty()) {
            firstAt = System.currentTimeMillis();
        }
        ops.add(op);
        tags.add(tag);
        sizes.add(size);
        attempts.add(attempt);
        bytes += size;
        if (ops.size() >= maxOps || bytes >= maxBytes) {
            flush();
        }
    }

    /** An operation to send again after {@code dueAt}. */
    private record Retry<T>(BulkOperation op, T tag, int size, int attempt, long dueAt) {
    }

    /**
     * Outages ({@link EsFailure}: overload, a write block, a closed or missing index, 5xx, an unreachable cluster)
     * are retried here, with back-off ({@code baseMs} doubling, at most
     * {@code max} times), before the caller hears of a failure: a replay from Kafka would redo the fetch and the
     * extraction, a retry here only the write.
     */
    public EsBulk<T> retrying(int max, long baseMs) {
        this.maxRetries = max;
        this.retryBaseMs = baseMs;
        return this;
    }

    /** Rewrites every operation before it goes again ({@link Resend}); a 409 then goes again too. */
    public EsBulk<T> resending(Resend<T> resend) {
        this.resend = resend;
        return this;
    }

    private void pushBack(BulkOperation op, T tag, int size, int attempt, int status, String why) {
        if (attempt >= maxRetries) {
            outcomes.add(new Outcome<>(tag, false, status, why + " (after " + attempt + " retries)",
                    EsFailure.Cause.OUTAGE));
        } else {
            pushedBack.add(new Retry<>(op, tag, size, attempt + 1,
                    System.currentTimeMillis() + (retryBaseMs << Math.min(attempt, 10))));
        }
    }

    /** Sends what waits if it is old enough (call it on every tick of the bolt). */
    public void maybeFlush() {
        long now = System.currentTimeMillis();
        for (Retry<T> r = pushedBack.poll(); r != null; r = pushedBack.poll()) {
            retries.add(r);
        }
        for (var it = retries.iterator(); it.hasNext(); ) {
            Retry<T> r = it.next();
            if (r.dueAt() <= now) {
                it.remove();
                if (resend == null) {
                    add(r.op(), r.tag(), r.size(), r.attempt());
                } else {
                    rewrite(r);
                }
            }
        }
        for (Retry<T> r = rewritten.poll(); r != null; r = rewritten.poll()) {
            add(r.op(), r.tag(), r.size(), r.attempt());
        }
        if (!ops.isEmpty() && System.currentTimeMillis() - firstAt >= flushMs) {
            flush();
        }
    }

    /** Sends what waits now, unless {@code maxRequests} bulks are already in flight (then at the next call). */
    public void flush() {
        if (ops.isEmpty() || inFlight.get() >= maxRequests) {
            return;
        }
        // one request carries at most maxOps operations and about maxBytes: what waits beyond goes in the next
        int n = 0;
        long size = 0;
        while (n < ops.size() && n < maxOps && (n == 0 || size + sizes.get(n) <= maxBytes)) {
            size += sizes.get(n);
            n++;
        }
        List<BulkOperation> batch = new ArrayList<>(ops.subList(0, n));
        List<T> batchTags = new ArrayList<>(tags.subList(0, n));
        List<Integer> batchSizes = new ArrayList<>(sizes.subList(0, n));
        List<Integer> batchAttempts = new ArrayList<>(attempts.subList(0, n));
        ops.subList(0, n).clear();
        tags.subList(0, n).clear();
        sizes.subList(0, n).clear();
        attempts.subList(0, n).clear();
        bytes -= size;
        firstAt = System.currentTimeMillis();
        inFlight.incrementAndGet();
        try {
            es.bulk(new BulkRequest.Builder().operations(batch).build()).whenComplete((resp, e) -> {
                try {
                    if (e != null) {
                        String why = "elasticsearch unavailable: " + rootMessage(e);
                        for (int i = 0; i < batch.size(); i++) {
                            pushBack(batch.get(i), batchTags.get(i), batchSizes.get(i), batchAttempts.get(i), 0, why);
                        }
                    } else {
                        List<BulkResponseItem> items = resp.items();
                        for (int i = 0; i < batchTags.size(); i++) {
                            BulkResponseItem item = items.get(i);
                            if (item.error() == null) {
                                outcomes.add(new Outcome<>(batchTags.get(i), true, item.status(), null, null));
                                continue;
                            }
                            int s = item.status();
                            String why = item.error().type() + ": " + item.error().reason();
                            EsFailure.Cause cause = EsFailure.of(s, item.error().type());
                            if (cause == EsFailure.Cause.OUTAGE
                                    || cause == EsFailure.Cause.CONFLICT && resend != null) {
                                // overloaded, blocked, closed, missing or failing: the same write may pass later;
                                // a conditional write that met another version is read and decided again
                                pushBack(batch.get(i), batchTags.get(i), batchSizes.get(i), batchAttempts.get(i), s, why);
                            } else {
                                outcomes.add(new Outcome<>(batchTags.get(i), false, s, why, cause));
                            }
                        }
                    }
                } catch (RuntimeException unexpected) {
                    fail(batchTags, "bulk response unreadable: " + unexpected);
                } finally {
                    inFlight.decrementAndGet();
                }
            });
        } catch (RuntimeException e) {
            inFlight.decrementAndGet();
            for (T t : batchTags) {
                outcomes.add(new Outcome<>(t, false, 0, "elasticsearch unavailable: " + e.getMessage(),
                        EsFailure.Cause.OUTAGE));
            }
        }
    }

    private void rewrite(Retry<T> r) {
        rewriting.incrementAndGet();
        CompletableFuture<BulkOperation> again;
        try {
            again = resend.again(r.op(), r.tag());
        } catch (RuntimeException e) {
            again = CompletableFuture.failedFuture(e);
        }
        again.whenComplete((op, e) -> {
            try {
                if (e != null) {
                    // the attempt it was to be is spent
                    pushBack(r.op(), r.tag(), r.size(), r.attempt(), 0, "cannot be read again: " + rootMessage(e));
                } else if (op == null) {
                    outcomes.add(new Outcome<>(r.tag(), true, 409, "stale: a newer write is stored",
                            EsFailure.Cause.CONFLICT));
                } else {
                    rewritten.add(new Retry<>(op, r.tag(), r.size(), r.attempt(), 0));
                }
            } finally {
                rewriting.decrementAndGet();
            }
        });
    }

    /** Every operation of a batch failed alike, to be replayed (an outcome per tag, even if some came already). */
    private void fail(List<T> batchTags, String why) {
        for (T t : batchTags) {
            outcomes.add(new Outcome<>(t, false, 0, why, EsFailure.Cause.OUTAGE));
        }
    }

    public List<Outcome<T>> drain() {
        List<Outcome<T>> out = new ArrayList<>();
        for (Outcome<T> o = outcomes.poll(); o != null; o = outcomes.poll()) {
            out.add(o);
        }
        return out;
    }

    /**
     * True while the in-flight bulks are at their limit and a full batch waits: the caller should stop taking
     * input (and keep draining) until it is false, so that a slow cluster slows the crawl instead of growing batches.
     */
    public boolean busy() {
        return inFlight.get() >= maxRequests && (ops.size() >= maxOps || bytes >= maxBytes);
    }

    /** Operations not yet answered: waiting to be sent, or waiting for a retry. */
    /**
     * Back-pressure for the owning bolt: while {@link #busy()}, hands finished outcomes to {@code drain} and waits, so
     * that a slow cluster holds the bolt's input (its queue fills, Storm slows the spout) instead of growing the batch.
     */
    public void awaitRoom(Runnable drain) {
        while (busy()) {
            drain.run();
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            flush();
        }
    }

    public int waiting() {
        return ops.size() + retries.size() + pushedBack.size() + rewriting.get() + rewritten.size();
    }

    public int inFlight() {
        return inFlight.get();
    }


    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }
}
