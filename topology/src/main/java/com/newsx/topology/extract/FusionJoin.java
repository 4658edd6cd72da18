package com.newsx.topology.extract;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins the two halves of a page by URL and fetch stamp ({@link com.newsx.topology.storm.FetchStamp}): the first
 * to arrive waits for its partner; a half whose partner has not come within the timeout is evicted and handed back to
 * be failed (so Kafka replays the page), which bounds the memory a lost half can hold. Insertion order is arrival
 * order, so eviction looks only at the oldest entries. Only halves of one cleaning of one fetch pair: a replay's half
 * never meets the half an earlier attempt left waiting (its line numbers are of another version of the page). At
 * most one cleaning of a URL waits: a half with a larger stamp than the waiting one's makes that one stale, and it is
 * handed back at once (failed like any lost half, a no-op once its tuple tree has timed out) rather than at the
 * timeout; a half with a smaller stamp is itself stale (the earlier attempt's, late) and handed back at once, the
 * waiting one kept.
 * Not thread-safe: one per fuse task.
 *
 * @param <L> line-block's half
 * @param <D> punctuation density's half
 */
public final class FusionJoin<L, D> {
    private static final class Entry<L, D> {
        final long fetch;
        final long since;
        L lines;
        D density;

        Entry(long fetch, long since) {
            this.fetch = fetch;
            this.since = since;
        }
    }

    /** Both halves of one page, or one half (the other null) handed back to be failed. */
    public record Pair<L, D>(L lines, D density) {
    }

    /**
     * What a half's arrival did: the pair it completed (null: none yet), and the half of another cleaning of the URL
     * it found stale (null: none), either the one that was waiting or the arriving half itself.
     */
    public record Arrival<L, D>(Pair<L, D> pair, Pair<L, D> stale) {
    }

    private final long timeoutMs;
    /** By URL: one cleaning of a URL waits at a time. */
    private final Map<String, Entry<L, D>> waiting = new LinkedHashMap<>();

    public FusionJoin(long timeoutMs) {
        this.timeoutMs = timeoutMs;
    }

    /** Adds line-block's half (not null) of the cleaning stamped {@code fetch}. */
    public Arrival<L, D> lines(String url, long fetch, L half, long now) {
        return arrive(url, fetch, new Pair<>(half, null), now);
    }

    /** Adds punctuation density's half (not null) of the cleaning stamped {@code fetch}. */
    public Arrival<L, D> density(String url, long fetch, D half, long now) {
        return arrive(url, fetch, new Pair<>(null, half), now);
    }

    private Arrival<L, D> arrive(String url, long fetch, Pair<L, D> half, long now) {
        Entry<L, D> e = waiting.get(url);
        Pair<L, D> stale = null;
        if (e != null && e.fetch != fetch) {
            if (fetch < e.fetch) {
                return new Arrival<>(null, half);
            }
            waiting.remove(url);
            stale = new Pair<>(e.lines, e.density);
            e = null;
        }
        if (e == null) {
            e = new Entry<>(fetch, now);
            waiting.put(url, e); // after the removal above: at the end, in arrival order
        }
        if (half.lines() != null) {
            e.lines = half.lines();
        } else {
            e.density = half.density();
        }
        if (e.lines != null && e.density != null) {
            waiting.remove(url);
            return new Arrival<>(new Pair<>(e.lines, e.density), stale);
        }
        return new Arrival<>(null, stale);
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
