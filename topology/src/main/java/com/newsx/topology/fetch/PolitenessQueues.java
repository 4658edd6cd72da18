package com.newsx.topology.fetch;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * One FIFO queue per politeness key (host, domain or IP): an item of a queue is handed out only when the
 * queue's previous request is at least its delay in the past. The delay is the default, or the site's
 * robots.txt Crawl-delay when larger. Not thread-safe: one per fetch task.
 *
 * @param <T> what is queued (a URL, or a tuple carrying one)
 */
public final class PolitenessQueues<T> {
    private final long defaultDelayMs;
    private final int maxQueued;
    private final Map<String, Queue<T>> queues = new HashMap<>();
    private int size;

    private static final class Queue<T> {
        final ArrayDeque<T> items = new ArrayDeque<>();
        long nextAllowedAt;
    }

    /** A ready item and the queue it came from. */
    public record Ready<T>(String key, T item) {
    }

    public PolitenessQueues(long defaultDelayMs, int maxQueued) {
        this.defaultDelayMs = defaultDelayMs;
        this.maxQueued = maxQueued;
    }

    /** Queues an item; false when the queues are full (the caller should fail it for a later replay). */
    public boolean offer(String key, T item) {
        if (size >= maxQueued) {
            return false;
        }
        queues.computeIfAbsent(key, k -> new Queue<>()).items.addLast(item);
        size++;
        return true;
    }

    /** The head of some queue whose delay has passed, if any; the caller then calls {@link #fetched}. */
    public Optional<Ready<T>> poll(long now) {
        for (Iterator<Map.Entry<String, Queue<T>>> it = queues.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Queue<T>> e = it.next();
            Queue<T> q = e.getValue();
            if (q.items.isEmpty()) {
                if (q.nextAllowedAt <= now) {
                    it.remove(); // an idle queue past its delay holds no state worth keeping
                }
                continue;
            }
            if (q.nextAllowedAt <= now) {
                size--;
                return Optional.of(new Ready<>(e.getKey(), q.items.pollFirst()));
            }
        }
        return Optional.empty();
    }

    /** Records a request to a queue at {@code now}; the next is allowed after the larger of the delays. */
    public void fetched(String key, long now, long crawlDelayMs) {
        Queue<T> q = queues.computeIfAbsent(key, k -> new Queue<>());
        q.nextAllowedAt = now + Math.max(defaultDelayMs, crawlDelayMs);
    }

    /** Milliseconds until some queued item may be fetched (0 if one is ready, -1 if none is queued). */
    public long waitMs(long now) {
        long best = -1;
        for (Queue<T> q : queues.values()) {
            if (!q.items.isEmpty()) {
                long w = Math.max(0, q.nextAllowedAt - now);
                best = best < 0 ? w : Math.min(best, w);
            }
        }
        return best;
    }

    public int size() {
        return size;
    }
}
