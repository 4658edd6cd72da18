package com.newsx.topology.fetch;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Politeness queues scheduled by time: one FIFO per politeness key, and a priority queue of the keys that have
 * work, ordered by the time each may next be fetched. Taking the next due item and returning a finished one
 * are O(log queues); no call scans every queue. A queue has at most {@code perQueue} requests in flight; its
 * next request may start {@code delay} after the previous one started, and not before it finished. A queue left
 * empty is removed once its delay has passed (not before: a URL of the host arriving meanwhile must still wait), so
 * a crawl of a million one-page hosts does not keep a million queues. Callers synchronise (one lock in
 * {@link PoliteFetcher}); the dispatcher's calls to {@link #take} do the removing.
 *
 * @param <T> what is queued
 */
final class FetchQueues<T> {
    private static final class Queue<T> {
        final String key;
        final ArrayDeque<T> items = new ArrayDeque<>();
        long nextAt;
        long delayMs;
        long lastStart;
        long nextAtBefore;
        int inFlight;
        /** Nothing is taken from it until released (its host is being looked up). */
        boolean held;
        boolean scheduled;
        long seq;

        Queue(String key, long delayMs) {
            this.key = key;
            this.delayMs = delayMs;
        }
    }

    /** An item handed out, with its queue key. */
    record Taken<T>(String key, T item) {
    }

    /** A queue found empty and idle, to remove at {@code until} if it still is then. */
    private record Idle<T>(Queue<T> queue, long until) {
    }

    private final Map<String, Queue<T>> queues = new HashMap<>();
    private final PriorityQueue<Queue<T>> due = new PriorityQueue<>((a, b) ->
            a.nextAt != b.nextAt ? Long.compare(a.nextAt, b.nextAt) : Long.compare(a.seq, b.seq));
    private final PriorityQueue<Idle<T>> idle = new PriorityQueue<>((a, b) -> Long.compare(a.until(), b.until()));
    private final long defaultDelayMs;
    private final int perQueue;
    private long seq;
    private int queued;
    private int inFlight;

    FetchQueues(long defaultDelayMs, int perQueue) {
        this.defaultDelayMs = defaultDelayMs;
        this.perQueue = perQueue;
    }

    /** Queues an item at the tail of its queue. */
    void add(String key, T item) {
        Queue<T> q = queues.computeIfAbsent(key, k -> new Queue<>(k, defaultDelayMs));
        q.items.addLast(item);
        queued++;
        schedule(q);
    }

    /** Puts an item back at the head of its queue, not to be taken before {@code notBefore}. */
    void putBack(String key, T item, long notBefore) {
        Queue<T> q = queues.computeIfAbsent(key, k -> new Queue<>(k, defaultDelayMs));
        q.items.addFirst(item);
        queued++;
        q.nextAt = Math.max(q.nextAt, notBefore);
        if (q.scheduled) {
            due.remove(q); // O(n), but only on the rare deferral
            q.scheduled = false;
        }
        schedule(q);
    }

    /**
     * Puts an item back at the head of its queue and holds the queue: nothing is taken from it until {@link #release}
     * (its host is being looked up; waiting so, it holds no slot in flight). Call before {@link #finished} for it.
     */
    void hold(String key, T item) {
        Queue<T> q = queues.computeIfAbsent(key, k -> new Queue<>(k, defaultDelayMs));
        q.items.addFirst(item);
        queued++;
        q.held = true; // if it is in the due queue, take() drops it there
    }

    /** A held queue may be taken from again, as soon as its delay allows. */
    void release(String key) {
        Queue<T> q = queues.get(key);
        if (q != null && q.held) {
            q.held = false;
            schedule(q);
        }
    }

    /** The next item whose queue may be fetched at {@code now}, or null. */
    Taken<T> take(long now) {
        removeIdle(now);
        dropHeld();
        Queue<T> q = due.peek();
        if (q == null || q.nextAt > now) {
            return null;
        }
        due.poll();
        q.scheduled = false;
        T item = q.items.pollFirst();
        queued--;
        q.inFlight++;
        inFlight++;
        q.lastStart = now;
        q.nextAtBefore = q.nextAt;
        q.nextAt = Math.max(q.nextAt, now + q.delayMs);
        schedule(q);
        return new Taken<>(q.key, item);
    }

    /**
     * An item of the queue finished at {@code now}; the queue's delay becomes {@code delayMs} from now on.
     * {@code requested} is false when no request reached the server (robots.txt refused the URL).
     */
    void finished(String key, long now, long delayMs, boolean requested) {
        finished(key, now, delayMs, requested, -1);
    }

    /** As above, with the time the request itself started (after robots.txt was asked), if known. */
    void finished(String key, long now, long delayMs, boolean requested, long requestStartedAt) {
        Queue<T> q = queues.get(key);
        if (q == null) {
            return;
        }
        q.inFlight--;
        inFlight--;
        if (!requested) {
            q.nextAt = q.nextAtBefore; // nothing was asked of the server (robots.txt refused it): no delay owed
            q.lastStart = q.nextAtBefore - q.delayMs;
        } else if (requestStartedAt > q.lastStart) {
            q.lastStart = requestStartedAt; // robots.txt was asked first: the delay counts from the page's request
        }
        q.delayMs = Math.max(defaultDelayMs, delayMs);
        // the next request starts a delay after this one started, and not before this one ended
        q.nextAt = Math.max(Math.max(q.nextAt, q.lastStart + q.delayMs), now);
        if (q.items.isEmpty() && q.inFlight == 0) {
            // empty: kept until its delay has passed, then removed (a Crawl-delay comes back from robots.txt's cache)
            if (q.nextAt <= now) {
                queues.remove(key);
            } else {
                idle.add(new Idle<>(q, q.nextAt));
            }
            return;
        }
        schedule(q);
    }

    /** Removes the queues that went idle and are past their delay, still empty and still this key's queue. */
    private void removeIdle(long now) {
        for (Idle<T> i = idle.peek(); i != null && i.until() <= now; i = idle.peek()) {
            idle.poll();
            Queue<T> q = i.queue();
            if (queues.get(q.key) != q || !q.items.isEmpty() || q.inFlight > 0) {
                continue; // work came back (it is added again when it empties) or the queue is gone already
            }
            if (q.nextAt <= now) {
                queues.remove(q.key);
            } else {
                idle.add(new Idle<>(q, q.nextAt));
            }
        }
    }

    /** Held queues met at the head of the due queue leave it (lazily: no O(n) removal); release() adds them back. */
    private void dropHeld() {
        for (Queue<T> q = due.peek(); q != null && q.held; q = due.peek()) {
            due.poll();
            q.scheduled = false;
        }
    }

    private void schedule(Queue<T> q) {
        if (!q.scheduled && !q.held && !q.items.isEmpty() && q.inFlight < perQueue) {
            q.seq = seq++;
            q.scheduled = true;
            due.add(q);
        }
    }

    /** The items of a key here, waiting or in flight (0 for a key with no queue). */
    int held(String key) {
        Queue<T> q = queues.get(key);
        return q == null ? 0 : q.items.size() + q.inFlight;
    }

    /** The delay between a key's requests as it stands (robots.txt's Crawl-delay once known), else the default. */
    long delayMs(String key) {
        Queue<T> q = queues.get(key);
        return q == null ? defaultDelayMs : q.delayMs;
    }

    /** When the next item becomes due, or Long.MAX_VALUE if nothing is waiting. */
    long nextDueAt() {
        dropHeld();
        Queue<T> q = due.peek();
        return q == null ? Long.MAX_VALUE : q.nextAt;
    }

    int queued() {
        return queued;
    }

    int inFlight() {
        return inFlight;
    }

    int queues() {
        return queues.size();
    }
}
