package com.newsx.topology.fetch;

import java.util.HashMap;
import java.util.Map;

/**
 * A budget of URLs per politeness queue (host, by default) per crawl window, as Nutch's generate.max.count: a
 * calendar or session-id trap yields new URLs without end, which depth and the outlink cap bound only loosely, so a
 * host that has had its budget in this window gets no more until the next: its further URLs are postponed to then
 * ({@link #dueAfter}), not refused, so a news site's busy hour costs a delay, never an article. Windows are fixed
 * spans of time; the counts go when one ends, so memory holds only this window's hosts. Not thread-safe: one per
 * fetch task.
 */
final class HostBudget {
    private final int perWindow;
    private final long windowMs;
    private final Map<String, Integer> counts = new HashMap<>();
    private long window = Long.MIN_VALUE;

    /** {@code perWindow} 0: no budget. */
    HostBudget(int perWindow, long windowMs) {
        this.perWindow = perWindow;
        this.windowMs = Math.max(1, windowMs);
    }

    /** Counts one URL of {@code key} at {@code now}; false when the key's budget for this window is spent. */
    boolean take(String key, long now) {
        if (perWindow <= 0) {
            return true;
        }
        long w = Math.floorDiv(now, windowMs);
        if (w != window) {
            window = w;
            counts.clear();
        }
        int n = counts.getOrDefault(key, 0);
        if (n >= perWindow) {
            return false;
        }
        counts.put(key, n + 1);
        return true;
    }

    /**
     * When a URL over the budget at {@code now} is due again: in the next window, spread over its first half by the
     * URL, so that a host's postponed URLs do not all come back in the same second.
     */
    long dueAfter(String url, long now) {
        long next = (Math.floorDiv(now, windowMs) + 1) * windowMs;
        return next + Math.floorMod(url.hashCode(), Math.max(1, windowMs / 2));
    }

    /** Keys counted in this window. */
    int keys() {
        return counts.size();
    }

    /** The reason a refused URL is recorded with. */
    String reason(String key) {
        return "host budget spent: " + perWindow + " URLs of " + key + " in this " + windowMs / 1000
                + " s window (fetch.host-budget): postponed to the next";
    }
}
