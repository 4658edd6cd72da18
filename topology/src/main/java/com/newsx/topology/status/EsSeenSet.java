package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import com.newsx.topology.url.DocumentId;

import java.io.IOException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The seen-set in the crawl-status index: an atomic {@code create} per normalised URL (a 409 conflict means
 * another task or an earlier run saw it first), with a per-task cache in front so repeated links cost no
 * request.
 */
public final class EsSeenSet implements SeenSet {
    private static final int CACHE_SIZE = 100_000;

    private final ElasticsearchClient es;
    private final String index;
    private final Map<String, Boolean> cache = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > CACHE_SIZE;
        }
    };

    public EsSeenSet(ElasticsearchClient es, String index) {
        this.es = es;
        this.index = index;
    }

    @Override
    public boolean addIfAbsent(String url, String host, int depth, String parent) throws IOException {
        if (cache.containsKey(url)) {
            return false;
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("url", url);
        doc.put("host", host);
        doc.put("status", CrawlStatus.DISCOVERED.value());
        doc.put("depth", depth);
        if (parent != null) {
            doc.put("parent_url", parent);
        }
        doc.put("discovered_time", Instant.now().toString());
        boolean added;
        try {
            es.create(c -> c.index(index).id(DocumentId.of(url)).document(doc));
            added = true;
        } catch (ElasticsearchException e) {
            if (e.status() != 409) {
                throw new IOException("crawl-status create failed: " + e.getMessage(), e);
            }
            added = false;
        }
        cache.put(url, Boolean.TRUE);
        return added;
    }
}
