package com.newsx.topology.copies;

import com.newsx.topology.es.WriteHold;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * Batches the copy lookups of an index task: articles collect until {@code maxBatch} or {@code flushMs} after the
 * first, then go as one lookup ({@link CandidateSource}: one {@code _msearch}) without blocking the caller; at most
 * {@code maxInFlight} lookups are out at once. Batches are decided in the order they were made (a later batch's
 * articles may be copies of an earlier one's, found through the linker's memory), and each article comes out of
 * {@link #drain} with its copy fields set, ready to be written. A lookup that fails (the cluster unreachable,
 * overloaded or failing) is sent again after {@code retryMs}, doubling, {@code retries} times; then, with a
 * {@link WriteHold} ({@link #holding}), it goes on being sent at the last retry's interval while the hold keeps its
 * articles (room, and their pages' time), as the index writes are held; the articles the hold does not take come
 * out failed, for the caller to fail (replay) - never written without a decision. An article whose search the
 * cluster refuses for its own fault comes out refused, and the rest of its batch is decided. Every method is for one
 * thread (the bolt's executor); the lookups' completions only set their batch's result.
 *
 * @param <T> the caller's tag for an article (its page)
 */
public final class StoryLookups<T> {
    /**
     * An article decided ({@code json} with its copy fields) or not ({@code error}, json null): failed for an outage
     * (to be tried again later), or {@code refused} for the article's own fault (asking again would not help).
     */
    public record Outcome<T>(T tag, String id, byte[] json, String error, boolean refused) {
        public boolean ok() {
            return error == null;
        }
    }

    /** An article waiting for its lookup; {@code size}: its document's bytes, as the hold counts them. */
    private record Pending<T>(CopyArticle article, T tag, int size) {
    }

    /** One lookup: its articles and, once answered, their candidates or the failure. */
    private static final class Batch<T> {
        final List<Pending<T>> pending;
        volatile List<CandidateSource.Found> found;
        volatile Throwable failure;
        volatile boolean answered;
        int attempts;
        long retryAt = -1;
        /** Past its retries: its articles' bytes are in the hold until the batch is drained. */
        boolean held;
        /** Which articles of {@code pending} the last lookup asked about ({@code found} holds their answers in order). */
        boolean[] asked;

        Batch(List<Pending<T>> pending) {
            this.pending = pending;
        }
    }

    private final StoryLinker linker;
    private final CandidateSource source;
    private final int maxBatch;
    private final long flushMs;
    private final int maxInFlight;
    private final int retries;
    private final long retryMs;
    private final LongSupplier clock;
    private final List<Pending<T>> open = new ArrayList<>();
    private long openedAt;
    private final ArrayDeque<Batch<T>> sent = new ArrayDeque<>();
    /** Articles not (or not fully) read that came out at once. */
    private final List<Outcome<T>> ready = new ArrayList<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile int waiting;
    private volatile long lookups;
    private volatile long failures;
    /** Keeps a failing lookup's articles past its retries; null: none (they fail when the retries are spent). */
    private WriteHold hold;
    /** When an article's page came to the caller (the hold's time counts from there). */
    private ToLongFunction<T> since;

    public StoryLookups(StoryLinker linker, CandidateSource source, int maxBatch, long flushMs, int maxInFlight,
                        int retries, long retryMs, LongSupplier clock) {
        this.linker = linker;
        this.source = source;
        this.maxBatch = Math.max(1, maxBatch);
        this.flushMs = flushMs;
        this.maxInFlight = Math.max(1, maxInFlight);
        this.retries = retries;
        this.retryMs = retryMs;
        this.clock = clock;
    }

    /**
     * Keeps sending a lookup whose retries are spent, at the last retry's interval, while {@code hold} keeps its
     * articles ({@code since}: when an article's page came); an article it does not take comes out failed, as
     * without a hold. The index writes' hold, so that an outage is ridden out the same way before and after the
     * lookup, within the same bound of bytes.
     */
    public StoryLookups<T> holding(WriteHold hold, ToLongFunction<T> since) {
        this.hold = hold;
        this.since = since;
        return this;
    }

    /** Queues an article (a news-articles source); one that is not a JSON object comes out at once, unchanged. */
    public void add(String id, byte[] json, T tag) {
        CopyArticle a;
        try {
            a = CopyArticle.read(id, json, linker.settings().detection());
        } catch (IOException e) {
            // not an article document of ours: written as it is, as before copies existed
            ready.add(new Outcome<>(tag, id, json, null, false));
            return;
        }
        if (open.isEmpty()) {
            openedAt = clock.getAsLong();
        }
        open.add(new Pending<>(a, tag, json.length));
        waiting++;
        if (open.size() >= maxBatch) {
            send();
        }
    }

    /** Sends the open batch if it is old enough, and failed lookups whose back-off is over (call on every tick). */
    public void tick() {
        long now = clock.getAsLong();
        for (Batch<T> b : sent) {
            if (retryDue(b)) {
                if (b.retryAt < 0) {
                    // past the retries (held), at the last retry's interval: the cluster is tried no less often
                    b.retryAt = now + (retryMs << Math.min(Math.min(b.attempts - 1, Math.max(retries - 1, 0)), 20));
                    if (b.attempts > retries) {
                        hold(b);
                    }
                } else if (b.retryAt <= now) {
                    lookUp(b);
                }
            }
        }
        if (open.size() >= maxBatch || (!open.isEmpty() && now - openedAt >= flushMs)) {
            send();
        }
    }

    /**
     * A failed batch past its retries waits for its next try only with the articles the hold takes (or keeps); the
     * others come out failed now, their pages to be replayed. A batch left empty is done.
     */
    private void hold(Batch<T> b) {
        for (var it = b.pending.iterator(); it.hasNext(); ) {
            Pending<T> p = it.next();
            long came = since.applyAsLong(p.tag());
            boolean waits = b.held ? hold.keep(p.size(), came, b.retryAt) : hold.admit(p.size(), came, b.retryAt);
            if (!waits) {
                it.remove();
                waiting--;
                ready.add(new Outcome<>(p.tag(), p.article().id(), null, "copy lookup failed after " + (b.attempts - 1)
                        + " retries (" + (b.held ? "no time" : "no room or time") + " to hold it longer): "
                        + rootMessage(b.failure), false));
            }
        }
        b.held = true;
    }

    /** Sends the open batch now (unless {@code maxInFlight} lookups are out: then at a later tick). */
    public void send() {
        if (open.isEmpty() || inFlight.get() >= maxInFlight) {
            return;
        }
        // at most maxBatch per lookup: what waited behind a full pipeline goes in the next
        int n = Math.min(open.size(), maxBatch);
        Batch<T> b = new Batch<>(new ArrayList<>(open.subList(0, n)));
        open.subList(0, n).clear();
        openedAt = clock.getAsLong();
        sent.addLast(b);
        lookUp(b);
    }

    private void lookUp(Batch<T> b) {
        b.attempts++;
        b.retryAt = -1;
        b.answered = false;
        b.failure = null;
        List<CandidateSource.Lookup> queries = new ArrayList<>();
        b.asked = new boolean[b.pending.size()];
        for (int i = 0; i < b.pending.size(); i++) {
            // the memory as it is now decides which keys are common; an article left with none is decided by memory
            List<String> bands = linker.lookupBands(b.pending.get(i).article());
            if (!bands.isEmpty()) {
                b.asked[i] = true;
                queries.add(new CandidateSource.Lookup(b.pending.get(i).article().id(), bands,
                        linker.settings().maxCandidates()));
            }
        }
        if (queries.isEmpty()) { // nothing to look up: every article is decided by the linker's memory alone
            b.found = List.of();
            b.answered = true;
            return;
        }
        inFlight.incrementAndGet();
        lookups++;
        CompletableFuture<List<CandidateSource.Found>> f;
        try {
            f = source.find(queries);
        } catch (RuntimeException e) {
            f = CompletableFuture.failedFuture(e);
        }
        f.whenComplete((found, e) -> {
            if (e == null && found.size() != queries.size()) {
                e = new IllegalStateException(queries.size() + " lookups, " + found.size() + " answers");
            }
            b.failure = e;
            b.found = e == null ? found : null;
            inFlight.decrementAndGet();
            b.answered = true;
        });
    }

    /**
     * The articles decided since the last call, batch by batch in the order the batches were made; a batch whose
     * lookup failed for good comes out failed. A batch still waiting holds back the ones after it.
     */
    public List<Outcome<T>> drain() {
        List<Outcome<T>> out = new ArrayList<>(ready);
        ready.clear();
        while (!sent.isEmpty() && sent.peekFirst().answered) {
            Batch<T> b = sent.peekFirst();
            if (retryDue(b)) {
                break; // sent again at a later tick; the batches after it wait
            }
            sent.removeFirst();
            waiting -= b.pending.size();
            if (b.held) {
                for (Pending<T> p : b.pending) {
                    hold.release(p.size());
                }
            }
            if (b.failure != null) {
                failures++;
                String why = "copy lookup failed after " + retries + " retries: " + rootMessage(b.failure);
                for (Pending<T> p : b.pending) {
                    out.add(new Outcome<>(p.tag(), p.article().id(), null, why, false));
                }
            } else {
                out.addAll(decided(b));
            }
        }
        return out;
    }

    /** Answered with a failure that has retries left, or articles the hold may keep. */
    private boolean retryDue(Batch<T> b) {
        return b.answered && b.failure != null && (b.attempts <= retries || hold != null && !b.pending.isEmpty());
    }

    /**
     * True while a full batch waits behind {@code maxInFlight} lookups: the caller should stop taking input (and
     * keep draining) until it is false, so that a slow or failing cluster slows the crawl instead of filling memory.
     */
    public boolean busy() {
        return waiting >= maxBatch * (maxInFlight + 1);
    }

    /** Waits, handing what is decided to {@code drain}, while {@link #busy()}. */
    public void awaitRoom(Runnable drain) {
        while (busy()) {
            drain.run();
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            tick();
        }
    }

    /** Articles queued, in a lookup or waiting for a retry. */
    public int waiting() {
        return waiting;
    }

    public int inFlight() {
        return inFlight.get();
    }

    /** Lookup requests sent (retries included). */
    public long lookups() {
        return lookups;
    }

    /**
     * Batches whose lookup failed for good (their articles were failed, to be replayed); articles the hold gave up
     * from a batch still waiting are counted by the hold ({@link WriteHold#given}).
     */
    public long failures() {
        return failures;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }

    /**
     * The batch's articles with their copy fields, in its order; one whose search was refused comes out refused and
     * takes no part in the others' decisions (it is not written).
     */
    private List<Outcome<T>> decided(Batch<T> b) {
        List<Pending<T>> linked = new ArrayList<>(b.pending.size());
        List<CopyArticle> articles = new ArrayList<>(b.pending.size());
        List<List<Candidate>> found = new ArrayList<>(b.pending.size());
        List<Outcome<T>> out = new ArrayList<>(b.pending.size());
        int q = 0;
        for (int i = 0; i < b.pending.size(); i++) {
            Pending<T> p = b.pending.get(i);
            CandidateSource.Found f = b.asked[i] ? b.found.get(q++) : CandidateSource.Found.of(List.of());
            if (f.isRefused()) {
                out.add(new Outcome<>(p.tag(), p.article().id(), null, "copy lookup refused: " + f.refused(), true));
            } else {
                out.add(null); // decided below, with the others
                linked.add(p);
                articles.add(p.article());
                found.add(f.candidates());
            }
        }
        List<StoryDecision.Link> links = linker.decide(articles, found);
        for (int i = 0, j = 0; i < out.size(); i++) {
            if (out.get(i) == null) {
                Pending<T> p = linked.get(j);
                out.set(i, new Outcome<>(p.tag(), p.article().id(), p.article().linked(links.get(j)), null, false));
                j++;
            }
        }
        return out;
    }
}
