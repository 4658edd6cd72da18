package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.ToLongFunction;

/**
 * Batches Elasticsearch writes: operations collect until {@code maxOps} or {@code flushMs} after the first, then go
 * as one asynchronous bulk request (never with a refresh). Each operation's outcome comes back through
 * {@link #drain}, on the caller's thread, with the tag the caller gave it, so a bolt acks exactly what is stored
 * and fails what is not. At most {@code maxRequests} bulks are in flight; {@link #busy()} tells the caller to wait.
 * Every method is for one thread (the bolt's executor); the completion callbacks only touch the outcome queue.
 * With a {@link WriteHold}, an operation whose retries are spent goes on being retried while the hold has room and
 * its page's time lasts ({@link #holding}).
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
    private final ConcurrentLinkedQueue<Done<T>> outcomes = new ConcurrentLinkedQueue<>();
    /** Keeps operations past their retries; null: none (they fail when their retries are spent). */
    private WriteHold hold;
    /** When an operation's page came to the caller (the hold's time counts from there). */
    private ToLongFunction<T> since;

    /** An outcome; if its operation was in the {@link #hold}, its {@code size} leaves it when drained. */
    private record Done<T>(Outcome<T> outcome, boolean held, int size) {
    }
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

    /** An operation to send again after {@code dueAt}; why it failed last ({@code status}: 0 for no answer). */
    private record Retry<T>(BulkOperation op, T tag, int size, int attempt, long dueAt, int status, String why) {
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

    /**
     * Keeps retrying an operation whose retries are spent while {@code hold} takes it (room, and its page's time:
     * {@code since} says when the page came), at the last retry's interval; when it does not, the operation fails
     * as it would without a hold. An operation is held from its first extra try until its outcome is drained.
     */
    public EsBulk<T> holding(WriteHold hold, ToLongFunction<T> since) {
        this.hold = hold;
        this.since = since;
        return this;
    }

    /** Rewrites every operation before it goes again ({@link Resend}); a 409 then goes again too. */
    public EsBulk<T> resending(Resend<T> resend) {
        this.resend = resend;
        return this;
    }

    private void pushBack(BulkOperation op, T tag, int size, int attempt, int status, String why) {
        if (attempt >= maxRetries && hold == null) {
            done(new Outcome<>(tag, false, status, why + " (after " + attempt + " retries)", EsFailure.Cause.OUTAGE),
                    attempt, size);
        } else {
            // past its retries (held), at the last retry's interval: the cluster is tried no less often than then
            long delay = retryBaseMs << Math.min(Math.min(attempt, Math.max(maxRetries - 1, 0)), 10);
            pushedBack.add(new Retry<>(op, tag, size, attempt + 1, System.currentTimeMillis() + delay, status, why));
        }
    }

    /** Queues an operation's outcome, with the bytes it held if it was past its retries. */
    private void done(Outcome<T> o, int attempt, int size) {
        outcomes.add(new Done<>(o, held(attempt), size));
    }

    /** Whether an operation on this attempt is held: past its retries, with a hold. */
    private boolean held(int attempt) {
        return hold != null && attempt > maxRetries;
    }

    /**
     * Whether a pushed-back operation may wait for its next try: always within its retries; past them, if the hold
     * takes it (or keeps it). One it does not is failed here.
     */
    private boolean mayWait(Retry<T> r) {
        if (!held(r.attempt())) {
            return true;
        }
        long came = since.applyAsLong(r.tag());
        boolean waits = r.attempt() == maxRetries + 1 ? hold.admit(r.size(), came, r.dueAt())
                : hold.keep(r.size(), came, r.dueAt());
        if (!waits) {
            outcomes.add(new Done<>(new Outcome<>(r.tag(), false, r.status(), r.why() + " (after " + (r.attempt() - 1)
                    + " tries: " + (r.attempt() == maxRetries + 1 ? "no room" : "no time") + " to hold it longer)",
                    EsFailure.Cause.OUTAGE), false, 0));
        }
        return waits;
    }

    /** Sends what waits if it is old enough (call it on every tick of the bolt). */
    public void maybeFlush() {
        long now = System.currentTimeMillis();
        for (Retry<T> r = pushedBack.poll(); r != null; r = pushedBack.poll()) {
            if (mayWait(r)) {
                retries.add(r);
            }
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
                                done(new Outcome<>(batchTags.get(i), true, item.status(), null, null),
                                        batchAttempts.get(i), batchSizes.get(i));
                                continue;
                            }
                            int s = item.status();
                            String why = EsFailure.describe(item.index(), item.error().type(), item.error().reason());
                            EsFailure.Cause cause = EsFailure.of(s, item.error().type(), item.error().reason());
                            if (cause == EsFailure.Cause.OUTAGE
                                    || cause == EsFailure.Cause.CONFLICT && resend != null) {
                                // overloaded, blocked, closed, missing or failing: the same write may pass later;
                                // a conditional write that met another version is read and decided again
                                pushBack(batch.get(i), batchTags.get(i), batchSizes.get(i), batchAttempts.get(i), s, why);
                            } else {
                                done(new Outcome<>(batchTags.get(i), false, s, why, cause), batchAttempts.get(i),
                                        batchSizes.get(i));
                            }
                        }
                    }
                } catch (RuntimeException unexpected) {
                    fail(batchTags, batchAttempts, batchSizes, "bulk response unreadable: " + unexpected);
                } finally {
                    inFlight.decrementAndGet();
                }
            });
        } catch (RuntimeException e) {
            inFlight.decrementAndGet();
            fail(batchTags, batchAttempts, batchSizes, "elasticsearch unavailable: " + e.getMessage());
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
                    done(new Outcome<>(r.tag(), true, 409, "stale: a newer write is stored", EsFailure.Cause.CONFLICT),
                            r.attempt(), r.size());
                } else {
                    rewritten.add(new Retry<>(op, r.tag(), r.size(), r.attempt(), 0, r.status(), r.why()));
                }
            } finally {
                rewriting.decrementAndGet();
            }
        });
    }

    /** Every operation of a batch failed alike, to be replayed (an outcome per tag, even if some came already). */
    private void fail(List<T> batchTags, List<Integer> batchAttempts, List<Integer> batchSizes, String why) {
        for (int i = 0; i < batchTags.size(); i++) {
            done(new Outcome<>(batchTags.get(i), false, 0, why, EsFailure.Cause.OUTAGE), batchAttempts.get(i),
                    batchSizes.get(i));
        }
    }

    /** The outcomes that came since the last call; a held operation's bytes leave the hold with its outcome. */
    public List<Outcome<T>> drain() {
        List<Outcome<T>> out = new ArrayList<>();
        for (Done<T> d = outcomes.poll(); d != null; d = outcomes.poll()) {
            if (d.held()) {
                hold.release(d.size());
            }
            out.add(d.outcome());
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
