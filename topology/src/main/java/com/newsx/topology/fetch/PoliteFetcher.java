package com.newsx.topology.fetch;

import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.NameResolver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Polite, asynchronous fetching for one fetch task. Items wait in {@link FetchQueues}; a dispatcher thread starts
 * each as soon as its queue is due and a slot is free (up to {@code fetch.max-in-flight}), asks robots.txt
 * ({@link RobotsCache}), then fetches the page ({@link HttpFetcher}). Finished items collect in a queue that the
 * caller drains from its own thread (Storm's collector may only be used from the executor thread); a finished item
 * keeps its slot until it is drained, so a caller held back by the steps after it (Storm's back-pressure) holds at
 * most {@code fetch.max-in-flight} fetched pages, not every URL it had queued. A site whose
 * robots.txt is unavailable is deferred: its item goes back to the head of its queue for a while, then to the frontier.
 * A host whose name is not resolved yet holds its queue, not a slot in flight, while it is looked up. A fetched body
 * counts against the fetcher's byte budget ({@link ByteBudget}) until it is drained: the caller hands it on then.
 *
 * @param <T> the caller's handle for an item (a tuple)
 */
public final class PoliteFetcher<T> implements AutoCloseable {
    /**
     * What came of an item.
     *
     * @param unarchived why its answer could not be archived ({@link #archiving}), or null: archived, or not to be
     */
    public record Done<T>(T handle, FetchResult result, String unarchived) {
        public Done(T handle, FetchResult result) {
            this(handle, result, null);
        }
    }

    private static final class Item<T> {
        final String url;
        final String key;
        T handle;
        int deferrals;
        /** Its host's answer, once looked up for it (the cache may have let it go since). */
        NameResolver.Resolution name;
        FetchOptions options = FetchOptions.PAGE;

        Item(String url, String key, T handle) {
            this.url = url;
            this.key = key;
            this.handle = handle;
        }
    }

    private final Object lock = new Object();
    private final FetchQueues<Item<T>> queues;
    private final Map<String, Item<T>> byUrl = new HashMap<>();
    /** What finished, and how to give back the bytes its body holds once it is drained. */
    private record Finished<T>(Done<T> done, Runnable release) {
    }

    private final ConcurrentLinkedQueue<Finished<T>> done = new ConcurrentLinkedQueue<>();
    /** Items in {@link #done}, not drained yet: they hold their slots (guarded by lock). */
    private int undrained;
    private final HttpFetcher http;
    private final RobotsCache robots;
    private final LongSupplier clock = System::currentTimeMillis;
    private final int maxInFlight;
    private final long robotsRetryMs;
    private final int maxDeferrals;
    private final Thread dispatcher;
    private volatile boolean running = true;
    /** The step an answer passes before its item is finished (the WARC archive); null: none. */
    private volatile Function<FetchResult, CompletableFuture<String>> archive;

    /** {@code robotsRedirects}: URL admission, which each robots.txt redirect's target must pass to be fetched. */
    public PoliteFetcher(FetchSettings settings, HttpFetcher http, RobotsCache.RedirectCheck robotsRedirects) {
        this.http = http;
        FetchSettings.Robots r = settings.robots();
        this.robots = new RobotsCache(http, r.agentName(), r.ttlS() * 1000, r.errorTtlS() * 1000,
                settings.maxCrawlDelayS() * 1000, r.maxBytes(), clock, robotsRedirects)
                .keepingLastGood(r.keepLastGoodS() * 1000)
                .boundedTo(r.cacheBytes());
        this.queues = new FetchQueues<>(settings.defaultDelayMs(), settings.maxInFlightPerQueue());
        this.maxInFlight = settings.maxInFlight();
        this.robotsRetryMs = r.errorTtlS() * 1000;
        this.maxDeferrals = r.maxDeferrals();
        this.dispatcher = new Thread(this::dispatch, "fetch-dispatcher");
        this.dispatcher.setDaemon(true);
        this.dispatcher.start();
    }

    /**
     * Every answer is archived before its item is finished: {@code archive} completes with null once the answer is
     * written, or with why it could not be (the caller then fails the item, {@link Done#unarchived}). The item keeps its
     * slot meanwhile, so archiving bounds what is held as the fetching does.
     */
    public PoliteFetcher<T> archiving(Function<FetchResult, CompletableFuture<String>> archive) {
        this.archive = archive;
        return this;
    }

    /**
     * Queues a URL. If the URL is already queued or in flight here (a replay of a tuple that timed out while it
     * waited), the new handle replaces the old one, which is returned for the caller to fail; else null.
     */
    public T offer(String queueKey, String url, T handle) {
        return offer(queueKey, url, handle, FetchOptions.PAGE);
    }

    /** Queues a URL to be fetched with these options (a source, validators); as {@link #offer(String, String, Object)}. */
    public T offer(String queueKey, String url, T handle, FetchOptions options) {
        synchronized (lock) {
            Item<T> known = byUrl.get(url);
            if (known != null) {
                T old = known.handle;
                known.handle = handle;
                return old;
            }
            Item<T> item = new Item<>(url, queueKey, handle);
            item.options = options;
            byUrl.put(url, item);
            queues.add(queueKey, item);
            lock.notifyAll();
            return null;
        }
    }

    /**
     * The Sitemap: lines of the robots.txt of a URL's site, if its rules are at hand (they are once a URL of
     * the site was fetched); empty otherwise. Never waits.
     */
    public List<String> robotsSitemaps(String url) {
        RobotsCache.Rules rules = robots.rulesFor(url).getNow(null);
        return rules == null || rules.unavailable() ? List.of() : rules.rules().getSitemaps();
    }

    /** Everything that finished since the last call; its bodies are the caller's now, and no longer count. */
    public List<Done<T>> drain() {
        List<Done<T>> out = new ArrayList<>();
        for (Finished<T> f = done.poll(); f != null; f = done.poll()) {
            f.release().run();
            out.add(f.done());
        }
        if (!out.isEmpty()) {
            synchronized (lock) {
                undrained -= out.size();
                lock.notifyAll(); // their slots are free again
            }
        }
        return out;
    }

    /** Whether the URL is queued or in flight here (a replay of it then only takes the older tuple's place). */
    public boolean holds(String url) {
        synchronized (lock) {
            return byUrl.containsKey(url);
        }
    }

    /** The URLs of a politeness queue here, waiting or in flight. */
    public int held(String queueKey) {
        synchronized (lock) {
            return queues.held(queueKey);
        }
    }

    /** The delay between a queue's requests as it stands (its Crawl-delay once robots.txt was read). */
    public long delayMs(String queueKey) {
        synchronized (lock) {
            return queues.delayMs(queueKey);
        }
    }

    /** URLs waiting (not in flight). */
    public int queued() {
        synchronized (lock) {
            return queues.queued();
        }
    }

    public int inFlight() {
        synchronized (lock) {
            return queues.inFlight();
        }
    }

    /** Finished items the caller has not drained yet. */
    public int undrained() {
        synchronized (lock) {
            return undrained;
        }
    }

    /** Slots taken: requests in flight and finished items not drained yet (guarded by lock). */
    private int slotsTaken() {
        return queues.inFlight() + undrained;
    }

    public int queues() {
        synchronized (lock) {
            return queues.queues();
        }
    }

    private void dispatch() {
        while (running) {
            FetchQueues.Taken<Item<T>> t = null;
            synchronized (lock) {
                while (running) {
                    long now = clock.getAsLong();
                    if (slotsTaken() < maxInFlight) {
                        t = queues.take(now);
                        if (t != null) {
                            break;
                        }
                    }
                    long wait = slotsTaken() >= maxInFlight ? 100 : Math.min(100, queues.nextDueAt() - now);
                    try {
                        lock.wait(Math.max(1, wait));
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            if (t != null) {
                start(t.item());
            }
        }
    }

    private void start(Item<T> item) {
        NameResolver.Resolution name = item.name != null ? item.name : http.nameNow(item.url);
        if (name == null) {
            lookUp(item);
        } else if (!name.ok()) {
            // the name did not resolve (unknown, or no answer by the deadline): retried later, with the reason
            finish(item, FetchResult.failed(item.url, FetchResult.Status.TRANSIENT, 0, name.failure()), 0, false, -1);
        } else {
            askRobots(item);
        }
    }

    /**
     * The item's host is not resolved yet: its queue is held, taking no slot in flight, while the name is looked up
     * on the resolver's threads; then the item is taken again, and its name is at hand (or its failure is).
     */
    private void lookUp(Item<T> item) {
        synchronized (lock) {
            queues.hold(item.key, item);
            queues.finished(item.key, clock.getAsLong(), 0, false);
            lock.notifyAll();
        }
        http.resolveName(item.url).whenComplete((r, e) -> {
            synchronized (lock) {
                item.name = r != null ? r : NameResolver.Resolution.failed("DNS: lookup failed: " + e);
                queues.release(item.key);
                lock.notifyAll();
            }
        });
    }

    private void askRobots(Item<T> item) {
        robots.rulesFor(item.url).whenComplete((rules, e) -> {
            if (e != null) {
                finish(item, FetchResult.failed(item.url, FetchResult.Status.TRANSIENT, 0, "robots.txt: " + e), 0, false, -1);
            } else if (rules.unavailable()) {
                defer(item, rules);
            } else if (rules.refused()) {
                // the guard refused the site's robots.txt: its pages are refused with the reason, not as disallowed
                finish(item, FetchResult.failed(item.url, FetchResult.Status.FILTERED, 0, "robots.txt: " + rules.whyRefused()),
                        rules.crawlDelayMs(), false, -1);
            } else if (!rules.allows(item.url)) {
                finish(item, FetchResult.failed(item.url, FetchResult.Status.ROBOTS_DENIED, 0, "robots.txt disallows it"),
                        rules.crawlDelayMs(), false, -1);
            } else {
                long asked = clock.getAsLong();
                http.fetchHolding(item.url, item.options).whenComplete((h, fe) -> {
                    FetchResult got = h != null ? h.result() : null;
                    FetchResult r = got != null ? got
                            : FetchResult.failed(item.url, FetchResult.Status.TRANSIENT, 0, "fetch failed: " + fe);
                    long start = got != null && got.sentAt() > 0 ? got.sentAt() : asked;
                    Runnable release = h != null ? h.release() : NOTHING;
                    Function<FetchResult, CompletableFuture<String>> step = archive;
                    if (step == null || r.exchange() == null) {
                        finish(item, r, rules.crawlDelayMs(), true, start, release, null);
                    } else {
                        step.apply(r).whenComplete((why, ae) -> finish(item, r, rules.crawlDelayMs(), true, start,
                                release, ae != null ? String.valueOf(ae) : why));
                    }
                });
            }
        });
    }

    /**
     * robots.txt gave no answer: the site waits here, its URLs not failed; once the deferrals run out the URL goes
     * back to the frontier as deferred (an outage of the site: no attempt counted), freeing its place in the queue.
     */
    private void defer(Item<T> item, RobotsCache.Rules rules) {
        item.deferrals++;
        if (item.deferrals > maxDeferrals) {
            finish(item, FetchResult.failed(item.url, FetchResult.Status.DEFERRED, 0,
                    rules.whyUnavailable() + " (site deferred " + maxDeferrals + " times)"), 0, false, -1);
            return;
        }
        synchronized (lock) {
            long now = clock.getAsLong();
            queues.finished(item.key, now, 0, false);
            queues.putBack(item.key, item, now + robotsRetryMs);
            lock.notifyAll();
        }
    }

    private static final Runnable NOTHING = () -> { };

    private void finish(Item<T> item, FetchResult r, long crawlDelayMs, boolean requested, long requestStart) {
        finish(item, r, crawlDelayMs, requested, requestStart, NOTHING, null);
    }

    private void finish(Item<T> item, FetchResult r, long crawlDelayMs, boolean requested, long requestStart,
                        Runnable release, String unarchived) {
        T handle;
        synchronized (lock) {
            queues.finished(item.key, clock.getAsLong(), crawlDelayMs, requested, requestStart);
            byUrl.remove(item.url);
            handle = item.handle;
            undrained++;
            done.add(new Finished<>(new Done<>(handle, r, unarchived), release));
            lock.notifyAll();
        }
    }

    @Override
    public void close() {
        running = false;
        dispatcher.interrupt();
        for (Finished<T> f = done.poll(); f != null; f = done.poll()) {
            f.release().run();
        }
        http.close();
    }
}
