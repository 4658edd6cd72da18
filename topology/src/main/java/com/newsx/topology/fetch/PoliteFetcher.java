package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;
import crawlercommons.robots.BaseRobotRules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Politeness in one place: items wait in per-queue order until their queue's delay has passed, then robots.txt
 * is asked and the page fetched. {@link #drain} fetches every item that is ready now and returns what came
 * of each; the caller emits and acks. Not thread-safe: one per fetch task.
 *
 * @param <T> the caller's handle for an item (a tuple)
 */
public final class PoliteFetcher<T> {
    private final HttpFetcher http;
    private final RobotsCache robots;
    private final PolitenessQueues<Item<T>> queues;
    private final LongSupplier clock;

    /** An item to fetch: its URL and the caller's handle. */
    public record Item<T>(String url, T handle) {
    }

    /** What came of an item. */
    public record Done<T>(T handle, FetchResult result) {
    }

    public PoliteFetcher(CrawlerConfig conf, LongSupplier clock) {
        this.http = new HttpFetcher(conf);
        this.clock = clock;
        this.robots = new RobotsCache(http, conf.getString("fetch.robots.agent-name"),
                conf.getLong("fetch.robots.ttl-s") * 1000, conf.getLong("fetch.robots.error-ttl-s") * 1000,
                conf.getLong("fetch.max-crawl-delay-s") * 1000, clock);
        this.queues = new PolitenessQueues<>(conf.getLong("fetch.default-delay-ms"), conf.getInt("fetch.max-queued"));
    }

    /** False when the queues are full: the caller fails the item so it is replayed later. */
    public boolean offer(String queueKey, String url, T handle) {
        return queues.offer(queueKey, new Item<>(url, handle));
    }

    /** Fetches every item whose queue is ready, at most one per queue. */
    public List<Done<T>> drain() {
        List<Done<T>> done = new ArrayList<>();
        for (var ready = queues.poll(clock.getAsLong()); ready.isPresent(); ready = queues.poll(clock.getAsLong())) {
            Item<T> item = ready.get().item();
            BaseRobotRules rules = robots.rulesFor(item.url());
            FetchResult r;
            if (!rules.isAllowed(item.url())) {
                r = FetchResult.failed(item.url(), FetchResult.Status.ROBOTS_DENIED, 0, "robots.txt disallows it");
            } else {
                r = http.fetchPage(item.url());
            }
            long delay = rules.getCrawlDelay() > 0 ? rules.getCrawlDelay() : 0;
            queues.fetched(ready.get().key(), clock.getAsLong(), delay);
            done.add(new Done<>(item.handle(), r));
        }
        return done;
    }

    public int queued() {
        return queues.size();
    }
}
