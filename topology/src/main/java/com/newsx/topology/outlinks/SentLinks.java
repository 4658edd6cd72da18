package com.newsx.topology.outlinks;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The links this task has durably written to the urls topic, most recent first out of a bounded LRU. Once a link
 * is in Kafka it will reach the seen-set, so writing it again can only make a duplicate: the menus and related
 * links that every page of a site repeats go to Kafka once instead of once per page. A link is remembered only
 * after Kafka acknowledged it, so a failed write is retried with its page.
 */
final class SentLinks {
    private final Map<String, Boolean> sent;

    SentLinks(int capacity) {
        this.sent = new LinkedHashMap<>(1024, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    boolean contains(String url) {
        return sent.containsKey(url);
    }

    void add(String url) {
        sent.put(url, Boolean.TRUE);
    }

    int size() {
        return sent.size();
    }
}
