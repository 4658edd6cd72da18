package com.newsx.topology.outlinks;

import com.newsx.topology.cache.ByteBoundedLru;

/**
 * The links this task has durably written to the urls topic, most recent first out of an LRU bounded by bytes
 * ({@code outlinks.sent-cache-bytes}: long links take more of it). Once a link
 * is in Kafka it will reach the seen-set, so writing it again can only make a duplicate: the menus and related
 * links that every page of a site repeats go to Kafka once instead of once per page. A link is remembered only
 * after Kafka acknowledged it, so a failed write is retried with its page.
 */
final class SentLinks {
    private final ByteBoundedLru<String, Boolean> sent;

    SentLinks(long maxBytes) {
        this.sent = new ByteBoundedLru<>(maxBytes, (url, yes) -> ByteBoundedLru.stringBytes(url));
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
