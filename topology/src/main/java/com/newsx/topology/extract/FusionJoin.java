package com.newsx.topology.extract;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins the two halves of a page by URL and fetch stamp: the first to arrive waits for its partner; a half whose
 * partner has not come within the timeout is evicted and handed back to be failed (so Kafka replays the page), which
 * bounds the memory a lost half can hold. Insertion order is arrival order, so eviction looks only at the oldest
 * entries. Only halves of one cleaning of one fetch pair: a replay's half never meets the half an earlier attempt
 * left waiting (its line numbers are of another version of the page); that stale half waits out the timeout alone
 * and is failed like any lost half (a no-op once its tuple tree has timed out), while the replay's halves pair.
 * Not thread-safe: one per fuse task.
 *
 * @param <L> line-block's half
 * @param <D> punctuation density's half
 */
public final class FusionJoin<L, D> {
    private static final class Entry<L, D> {
        L lines;
        D density;
        final long since;

        Entry(long since) {
            this.since = since;
        }
    }

    /** Both halves of one page. */
    public record Pair<L, D>(L lines, D density) {
    }

    /** A page's URL and the stamp of the fetch (the cleaning) its halves came from. */
    private record Key(String url, long fetch) {
    }

    private final long timeoutMs;
    private final Map<Key, Entry<L, D>> waiting = new LinkedHashMap<>();

    public FusionJoin(long timeoutMs) {
        this.timeoutMs = timeoutMs;
    }

    /**
     * Adds line-block's half of the fetch stamped {@code fetch}; returns the pair when that fetch's density half was
     * waiting, else null.
     */
    public Pair<L, D> lines(String url, long fetch, L half, long now) {
        Key k = new Key(url, fetch);
        Entry<L, D> e = waiting.computeIfAbsent(k, x -> new Entry<>(now));
        e.lines = half;
        return complete(k, e);
    }

    /**
     * Adds punctuation density's half of the fetch stamped {@code fetch}; returns the pair when that fetch's
     * line-block half was waiting, else null.
     */
    public Pair<L, D> density(String url, long fetch, D half, long now) {
        Key k = new Key(url, fetch);
        Entry<L, D> e = waiting.computeIfAbsent(k, x -> new Entry<>(now));
        e.density = half;
        return complete(k, e);
    }

    private Pair<L, D> complete(Key k, Entry<L, D> e) {
        if (e.lines != null && e.density != null) {
            waiting.remove(k);
            return new Pair<>(e.lines, e.density);
        }
        return null;
    }

    /** Halves older than the timeout, removed; each is a line-block or a density half (the other is null). */
    public List<Pair<L, D>> evict(long now) {
        List<Pair<L, D>> gone = new ArrayList<>();
        for (Iterator<Entry<L, D>> it = waiting.values().iterator(); it.hasNext(); ) {
            Entry<L, D> e = it.next();
            if (now - e.since < timeoutMs) {
                break; // arrival order: the rest are younger
            }
            gone.add(new Pair<>(e.lines, e.density));
            it.remove();
        }
        return gone;
    }

    public int waiting() {
        return waiting.size();
    }
}
