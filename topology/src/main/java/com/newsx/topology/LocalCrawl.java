package com.newsx.topology;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.index.EsClients;
import org.apache.storm.LocalCluster;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code bin/crawl [--config FILE] [--seconds N] [--idle-seconds S]}: runs the crawl topology in-process
 * (Storm's LocalCluster) against the configured Kafka and Elasticsearch, printing the count of URLs per
 * status every few seconds. Stops after N seconds, or once the counts have not moved for S seconds.
 */
public final class LocalCrawl {
    private LocalCrawl() {
    }

    public static void main(String[] args) throws Exception {
        CrawlerConfig conf = CrawlerConfig.defaults();
        long seconds = Long.MAX_VALUE / 2000;
        long idleSeconds = 60;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--config" -> conf = CrawlerConfig.fromFile(Path.of(args[++i]));
                case "--seconds" -> seconds = Long.parseLong(args[++i]);
                case "--idle-seconds" -> idleSeconds = Long.parseLong(args[++i]);
                case "-h", "--help" -> {
                    System.out.println("usage: bin/crawl [--config FILE] [--seconds N] [--idle-seconds S]");
                    return;
                }
                default -> {
                    System.err.println("crawl: unknown argument " + args[i] + " (see --help)");
                    System.exit(2);
                }
            }
        }
        ElasticsearchClient es = EsClients.connect(conf.getString("es.url"));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology(CrawlTopology.NAME, CrawlTopology.stormConfig(conf), CrawlTopology.build(conf));
            System.err.println("crawl: topology running; seed URLs with bin/seed URL...");
            long end = System.currentTimeMillis() + seconds * 1000;
            long lastChange = System.currentTimeMillis();
            Map<String, Long> last = Map.of();
            while (System.currentTimeMillis() < end) {
                Thread.sleep(5_000);
                Map<String, Long> counts = statusCounts(es, conf.getString("es.index.status"));
                System.err.println("crawl: " + counts);
                if (!counts.equals(last)) {
                    last = counts;
                    lastChange = System.currentTimeMillis();
                } else if (!counts.isEmpty() && System.currentTimeMillis() - lastChange > idleSeconds * 1000) {
                    System.err.println("crawl: nothing changed for " + idleSeconds + " s, stopping");
                    break;
                }
            }
            cluster.killTopology(CrawlTopology.NAME);
        } finally {
            EsClients.close(es);
        }
        System.exit(0);
    }

    /** URLs per crawl status (empty while the index does not exist yet). */
    public static Map<String, Long> statusCounts(ElasticsearchClient es, String index) {
        Map<String, Long> counts = new TreeMap<>();
        try {
            es.indices().refresh(r -> r.index(index).ignoreUnavailable(true));
            var r = es.search(s -> s.index(index).ignoreUnavailable(true).size(0)
                    .aggregations("status", a -> a.terms(t -> t.field("status").size(20))), Void.class);
            for (StringTermsBucket b : r.aggregations().get("status").sterms().buckets().array()) {
                counts.put(b.key().stringValue(), b.docCount());
            }
        } catch (Exception e) {
            counts.put("elasticsearch-unavailable", 0L);
        }
        return counts;
    }
}
