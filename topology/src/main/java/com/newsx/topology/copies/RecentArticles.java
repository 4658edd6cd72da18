package com.newsx.topology.copies;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The articles this task indexed last, at most {@code capacity}: a search does not see what the index has not
 * refreshed yet (news-articles refreshes every 10 s), and copies of a wire story arrive close together.
 */
final class RecentArticles {
    private final LinkedHashMap<String, Candidate> byId;

    RecentArticles(int capacity) {
        this.byId = new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Candidate> eldest) {
                return size() > capacity;
            }
        };
    }

    void add(Candidate c) {
        byId.remove(c.id());
        byId.put(c.id(), c);
    }

    List<Candidate> all() {
        return new ArrayList<>(byId.values());
    }
}
