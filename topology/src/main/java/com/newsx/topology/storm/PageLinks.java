package com.newsx.topology.storm;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The links of this worker's pages on their way to Kafka (outlinks, a feed's or sitemap's entries, a redirect's
 * target). A page may be recorded final only once its links are stored: a final URL's replay is dropped as known,
 * so links whose write failed after their page was final would be lost for good.
 * <p>
 * The steps that emit a page's links call {@link #sending} before the emit; the outlinks step settles each emit
 * with {@link #stored} or {@link #failed} once Kafka has answered; the status step asks {@link #state} before it
 * writes a final outcome, and waits while the links are pending. Everything of a page happens in the worker that
 * fetched it (a cleaned page, its links and its statuses never leave it), so one registry per worker process
 * ({@link #WORKER}) joins the two halves; and {@code sending} happens before the emit, so before any outcome that
 * follows the page down the topology. A page with nothing pending and no failure has no entry: the map holds only
 * the links in flight and the failures whose outcome has not come yet.
 */
public final class PageLinks {
    /** Where a page's links are. */
    public enum State {
        /** None in flight, none failed (or none at all): its outcome may be final. */
        STORED,
        /** Some not yet acknowledged by Kafka: a final outcome waits. */
        PENDING,
        /** A write failed: the page must be crawled again, its outcome must not be final. */
        FAILED
    }

    /** An entry untouched this long is forgotten (its outcome never came: its tuple failed elsewhere). */
    static final long FORGET_MS = 30 * 60_000L;
    private static final int PURGE_EVERY = 4096;

    /** The worker's registry. */
    public static final PageLinks WORKER = new PageLinks(System::currentTimeMillis, FORGET_MS);

    /** A page's links: emits not yet settled, whether one failed, when it last changed. Replaced, never changed. */
    private record Entry(int pending, boolean failed, long touched) {
    }

    private final LongSupplier clock;
    private final long forgetMs;
    private final ConcurrentHashMap<String, Entry> pages = new ConcurrentHashMap<>();
    /** Counts settled writes: a step waiting on pages looks again only when it moved. */
    private final AtomicLong settled = new AtomicLong();
    private final AtomicLong calls = new AtomicLong();

    public PageLinks(LongSupplier clock, long forgetMs) {
        this.clock = clock;
        this.forgetMs = forgetMs;
    }

    /** The page's links are about to be emitted (call before the emit). */
    public void sending(String page) {
        long now = clock.getAsLong();
        pages.compute(page, (k, e) -> e == null ? new Entry(1, false, now) : new Entry(e.pending() + 1, e.failed(), now));
        if (calls.incrementAndGet() % PURGE_EVERY == 0) {
            purge(now);
        }
    }

    /** One emit of the page's links is stored (or had nothing new to write). */
    public void stored(String page) {
        long now = clock.getAsLong();
        pages.computeIfPresent(page, (k, e) -> e.pending() <= 1 && !e.failed() ? null
                : new Entry(Math.max(0, e.pending() - 1), e.failed(), now));
        settled.incrementAndGet();
    }

    /** One emit of the page's links could not be written. */
    public void failed(String page) {
        long now = clock.getAsLong();
        pages.compute(page, (k, e) -> new Entry(e == null ? 0 : Math.max(0, e.pending() - 1), true, now));
        settled.incrementAndGet();
    }

    public State state(String page) {
        Entry e = pages.get(page);
        if (e == null) {
            return State.STORED;
        }
        return e.pending() > 0 ? State.PENDING : e.failed() ? State.FAILED : State.STORED;
    }

    /**
     * The page's failure has been acted on (its outcome failed, or a non-final outcome recorded): forgotten, unless
     * links of it are in flight again.
     */
    public void forget(String page) {
        pages.computeIfPresent(page, (k, e) -> e.pending() > 0 ? e : null);
    }

    /** How many writes were settled so far. */
    public long settled() {
        return settled.get();
    }

    /** Pages with links in flight or a failure not yet acted on. */
    public int size() {
        return pages.size();
    }

    /** Forgets entries untouched for the forget time. */
    void purge(long now) {
        pages.entrySet().removeIf(en -> now - en.getValue().touched() > forgetMs);
    }
}
