package com.newsx.topology.copies;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The articles this task decided last, at most {@code capacity}, found by band key: a search does not see what the
 * index has not refreshed yet (news-articles refreshes every 10 s), and copies of a wire story arrive close
 * together. A lookup reads the keys of one article (64 by default), not every remembered article.
 */
final class RecentArticles {
    private record Entry(Candidate candidate, List<String> bands) {
    }

    private final int capacity;
    private final ArrayDeque<String> order = new ArrayDeque<>();
    private final Map<String, Entry> byId = new HashMap<>();
    /** Band key -> the id holding it, or a List of ids when several do (one, nearly always). */
    private final Map<String, Object> byBand = new HashMap<>();

    RecentArticles(int capacity) {
        this.capacity = Math.max(1, capacity);
    }

    /** Remembers {@code c} under {@code bands} (again: the newer decision replaces the older), forgetting the oldest. */
    void add(Candidate c, List<String> bands) {
        if (bands.isEmpty()) {
            return; // unmatchable: no copy can find it
        }
        if (byId.containsKey(c.id())) {
            forget(c.id());
            order.remove(c.id());
        }
        byId.put(c.id(), new Entry(c, bands));
        order.addLast(c.id());
        for (String b : bands) {
            byBand.merge(b, c.id(), RecentArticles::both);
        }
        while (order.size() > capacity) {
            forget(order.removeFirst());
        }
    }

    /** The remembered articles sharing any of {@code bands}, each once. */
    List<Candidate> sharing(List<String> bands) {
        return sharing(bands, 0);
    }

    /**
     * The remembered articles sharing any of {@code bands} that is not {@link #common} to {@code stories} stories
     * (0: every band), each once.
     */
    List<Candidate> sharing(List<String> bands, int stories) {
        Map<String, Candidate> found = new LinkedHashMap<>();
        for (String b : bands) {
            if (stories > 0 && common(b, stories)) {
                continue;
            }
            Object ids = byBand.get(b);
            if (ids instanceof String id) {
                found.computeIfAbsent(id, k -> byId.get(k).candidate());
            } else if (ids instanceof List<?> list) {
                for (Object id : list) {
                    found.computeIfAbsent((String) id, k -> byId.get(k).candidate());
                }
            }
        }
        return new ArrayList<>(found.values());
    }

    /**
     * Whether the remembered articles holding {@code band} belong to at least {@code stories} different stories: a key
     * that unrelated stories share comes from a phrase they have in common (a stock formula, a small vocabulary), not
     * from copying, so it finds strangers, and asking the index for it costs the most (its postings are the longest).
     * Copies of one story share their keys under one story id and never make them common.
     */
    boolean common(String band, int stories) {
        if (!(byBand.get(band) instanceof List<?> ids) || ids.size() < stories) {
            return stories <= 1 && byBand.containsKey(band);
        }
        Set<String> seen = new HashSet<>();
        for (Object id : ids) {
            if (seen.add(byId.get((String) id).candidate().storyId()) && seen.size() >= stories) {
                return true;
            }
        }
        return false;
    }

    int size() {
        return byId.size();
    }

    private void forget(String id) {
        Entry e = byId.remove(id);
        for (String b : e.bands()) {
            Object ids = byBand.get(b);
            if (ids instanceof List<?> list) {
                list.remove(id);
                if (list.size() == 1) {
                    byBand.put(b, list.get(0));
                }
            } else if (id.equals(ids)) {
                byBand.remove(b);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Object both(Object old, Object id) {
        if (old instanceof List<?> list) {
            if (!list.contains(id)) {
                ((List<Object>) list).add(id);
            }
            return list;
        }
        if (old.equals(id)) {
            return old;
        }
        List<Object> two = new ArrayList<>(2);
        two.add(old);
        two.add(id);
        return two;
    }
}
