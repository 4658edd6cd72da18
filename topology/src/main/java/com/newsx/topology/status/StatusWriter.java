package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.topology.url.DocumentId;

import java.io.IOException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** Records a URL's fate in crawl-status, keeping what the discovery wrote (depth, parent, discovered_time). */
public final class StatusWriter {
    private final ElasticsearchClient es;
    private final String index;

    public StatusWriter(ElasticsearchClient es, String index) {
        this.es = es;
        this.index = index;
    }

    public void write(String url, String host, CrawlStatus status, String reason, int httpStatus) throws IOException {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("url", url);
        if (host != null) {
            doc.put("host", host);
        }
        doc.put("status", status.value());
        if (reason != null) {
            doc.put("reason", reason.length() > 1000 ? reason.substring(0, 1000) : reason);
        }
        if (httpStatus > 0) {
            doc.put("http_status", httpStatus);
        }
        doc.put("fetch_time", Instant.now().toString());
        es.update(u -> u.index(index).id(DocumentId.of(url)).doc(doc).docAsUpsert(true), Map.class);
    }
}
