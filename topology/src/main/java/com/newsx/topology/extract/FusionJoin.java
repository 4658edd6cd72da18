package com.newsx.topology.extract;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins the two halves of a page by URL: the first to arrive waits for its partner; a half whose partner has not
 * come within the timeout is evicted and handed back to be failed (so Kafka replays the page), which bounds the
 * memory a lost half can hold. Insertion order is arrival order, so eviction looks only at the oldest entries.
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

    private final long timeoutMs;
    private final Map<String, Entry<L, D>> waiting = new LinkedHashMap<>();

    public FusionJoin(long timeoutMs) {
        this.timeoutMs = timeoutMs;
    }

    /** Adds line-block's half; returns the pair when the density half was waiting, else null. */
    public Pair<L, D> lines(String url, L half, long now) {
        Entry<L, D> e = waiting.computeIfAbsent(url, k -> new Entry<>(now));
        e.lines = half;
        return complete(url, e);
    }

    /** Adds punctuation density's half; returns the pair when line-block's half was waiting, else null. */
    public Pair<L, D> density(String url, D half, long now) {
        Entry<L, D> e = waiting.computeIfAbsent(url, k -> new Entry<>(now));
        e.density = half;
        return complete(url, e);
    }

    private Pair<L, D> complete(String url, Entry<L, D> e) {
        if (e.lines != null && e.density != null) {
            waiting.remove(url);
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
