package com.newsx.commands.cluster;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.es.EsClients;

import java.util.Map;
import java.util.TreeMap;

/**
 * How far the crawl has got, from Elasticsearch rather than Storm: URLs per status in the crawl-status index
 * and the articles and records indexed. These are the durable outcomes, so they survive worker restarts,
 * unlike Storm's in-memory counters.
 */
final class CrawlProgress {
    private CrawlProgress() {
    }

    static String format(EsSettings store) {
        EsSettings.Indices i = store.indices();
        ElasticsearchClient es = EsClients.connect(store.url(), store.auth());
        try {
            Map<String, Long> perStatus = statusCounts(es, i.status());
            return String.format("elasticsearch %s: %s %s; %s %d articles; %s %d records%n", store.url(),
                    i.status(), perStatus, i.articles(), count(es, i.articles()), i.records(), count(es, i.records()));
        } catch (Exception e) {
            return "elasticsearch " + store.url() + ": unavailable (" + e.getMessage() + ")\n";
        } finally {
            EsClients.close(es);
        }
    }

    static Map<String, Long> statusCounts(ElasticsearchClient es, String index) throws Exception {
        es.indices().refresh(r -> r.index(index).ignoreUnavailable(true));
        var r = es.search(s -> s.index(index).ignoreUnavailable(true).size(0)
                .aggregations("status", a -> a.terms(t -> t.field("status").size(50))), Void.class);
        Map<String, Long> counts = new TreeMap<>();
        for (StringTermsBucket b : r.aggregations().get("status").sterms().buckets().array()) {
            counts.put(b.key().stringValue(), b.docCount());
        }
        return counts;
    }

    private static long count(ElasticsearchClient es, String index) throws Exception {
        es.indices().refresh(r -> r.index(index).ignoreUnavailable(true));
        return es.count(c -> c.index(index).ignoreUnavailable(true)).count();
    }
}
