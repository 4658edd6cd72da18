package com.newsx.topology.config;

import com.newsx.topology.es.EsAuth;
import com.newsx.topology.timeindex.IndexPeriod;
import com.newsx.topology.timeindex.TimeIndex;

/**
 * Elasticsearch ({@code es.*}): the cluster, the crawl's indices and how bulk writes are batched and retried.
 *
 * @param url     the cluster's address
 * @param indices the crawl's indices
 * @param bulk    bulk writes (seen-set, status, documents)
 * @param period  what each time-based index of articles and records covers ({@code es.index-period})
 * @param retentionDays days of articles and records bin/index retention keeps; 0 keeps everything
 * @param auth    credentials and CA ({@code es.username}, {@code es.api-key}, {@code es.ca-cert}, ...; NEWSX_ES_* win)
 */
public record EsSettings(String url, Indices indices, Bulk bulk, IndexPeriod period, int retentionDays, EsAuth auth) {
    /** The crawl's indices ({@code es.index.*}). */
    public record Indices(String articles, String records, String status, String metrics) {
        static Indices from(CrawlerConfig c) {
            return new Indices(c.getString("es.index.articles"), c.getString("es.index.records"),
                    c.getString("es.index.status"), c.getString("es.index.metrics"));
        }
    }

    /**
     * Bulk writes ({@code es.bulk.*}): a request goes at maxOps operations or maxBytes, or flushMs after the first;
     * at most maxRequests in flight; pushed-back operations are sent again after retryMs, doubling, retries times;
     * then the documents of pages already fetched are held, up to holdBytes per task, and tried again
     * ({@code WriteHold}).
     */
    public record Bulk(int maxOps, long maxBytes, long flushMs, int maxRequests, int retries, long retryMs,
                       long holdBytes) {
        static Bulk from(CrawlerConfig c) {
            long hold = c.getLong("es.bulk.hold-bytes");
            if (hold < 0) {
                throw new IllegalArgumentException("es.bulk.hold-bytes must be 0 (no hold) or more, got " + hold);
            }
            return new Bulk(c.getInt("es.bulk.max-ops"), c.getLong("es.bulk.max-bytes"), c.getLong("es.bulk.flush-ms"),
                    c.getInt("es.bulk.max-requests"), c.getInt("es.bulk.retries"), c.getLong("es.bulk.retry-ms"), hold);
        }
    }

    public static EsSettings from(CrawlerConfig c) {
        int retention = c.getInt("es.retention-days");
        if (retention < 0) {
            throw new IllegalArgumentException("es.retention-days must be 0 (keep everything) or more, got " + retention);
        }
        return new EsSettings(c.getString("es.url"), Indices.from(c), Bulk.from(c),
                IndexPeriod.parse(c.getString("es.index-period")), retention, EsAuth.from(c::getString, System.getenv()));
    }

    /** The time-based indices of articles, behind the alias es.index.articles. */
    public TimeIndex articles() {
        return new TimeIndex(indices.articles(), period);
    }

    /** The time-based indices of list-page records, behind the alias es.index.records. */
    public TimeIndex records() {
        return new TimeIndex(indices.records(), period);
    }
}
