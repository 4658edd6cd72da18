package com.newsx.topology.config;

/**
 * Elasticsearch ({@code es.*}): the cluster, the crawl's indices and how bulk writes are batched and retried.
 *
 * @param url     the cluster's address
 * @param indices the crawl's indices
 * @param bulk    bulk writes (seen-set, status, documents)
 */
public record EsSettings(String url, Indices indices, Bulk bulk) {
    /** The crawl's indices ({@code es.index.*}). */
    public record Indices(String articles, String records, String status, String metrics) {
        static Indices from(CrawlerConfig c) {
            return new Indices(c.getString("es.index.articles"), c.getString("es.index.records"),
                    c.getString("es.index.status"), c.getString("es.index.metrics"));
        }
    }

    /**
     * Bulk writes ({@code es.bulk.*}): a request goes at maxOps operations or maxBytes, or flushMs after the first;
     * at most maxRequests in flight; pushed-back operations are sent again after retryMs, doubling, retries times.
     */
    public record Bulk(int maxOps, long maxBytes, long flushMs, int maxRequests, int retries, long retryMs) {
        static Bulk from(CrawlerConfig c) {
            return new Bulk(c.getInt("es.bulk.max-ops"), c.getLong("es.bulk.max-bytes"), c.getLong("es.bulk.flush-ms"),
                    c.getInt("es.bulk.max-requests"), c.getInt("es.bulk.retries"), c.getLong("es.bulk.retry-ms"));
        }
    }

    public static EsSettings from(CrawlerConfig c) {
        return new EsSettings(c.getString("es.url"), Indices.from(c), Bulk.from(c));
    }
}
