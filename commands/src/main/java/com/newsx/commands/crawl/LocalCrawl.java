package com.newsx.commands.crawl;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import com.newsx.args.Args;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.CrawlMappings;
import com.newsx.topology.CrawlTopology;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.es.EsAccessError;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.metrics.CrawlMetrics;
import com.newsx.topology.metrics.CrawlSummary;
import com.newsx.topology.metrics.Progress;
import com.newsx.topology.net.RefusalReport;
import com.newsx.topology.net.RefusalWarnings;
import com.newsx.topology.net.SeedRefusals;
import com.newsx.topology.timeindex.AliasConflicts;
import org.apache.storm.LocalCluster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code bin/crawl [--config FILE] [--set KEY=VALUE]... [--seconds N] [--idle-seconds S]}: runs the crawl topology in-process
 * (Storm's LocalCluster) against the configured Kafka and Elasticsearch, printing the count of URLs per
 * status every few seconds. Stops after N seconds, or once the counts have not moved for S seconds.
 * Every P seconds (default 5) it prints a progress line from the bolts' Storm metrics, with a warning when seeds were
 * refused ({@link RefusalWarnings}), and a short summary at the end ({@code --verbose}: also every metric and the fate
 * of up to 50 URLs).
 */
public final class LocalCrawl {
    private LocalCrawl() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(execute(args));
    }

    /** Runs one bin/crawl command line and returns its exit code: 0 done, 1 a service is down, 2 a usage mistake. */
    static int execute(String... args) throws Exception {
        try {
            return run(args);
        } catch (IllegalArgumentException e) { // a mistyped setting: say which, before anything starts
            System.err.println("crawl: " + e.getMessage());
            return 2;
        }
    }

    private static int run(String[] args) throws Exception {
        Args a;
        try {
            a = Args.spec().values("--config", "--seconds", "--idle-seconds", "--progress-seconds").repeated("--set")
                    .flags("--verbose").parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("crawl: " + e.getMessage() + " (see --help)");
            return 2;
        }
        if (a.help()) {
            System.out.println("usage: bin/crawl [--config FILE] [--set KEY=VALUE]... [--seconds N] [--idle-seconds S] [--progress-seconds P] [--verbose]");
            System.out.println("       bin/crawl status [--es URL] [--set KEY=VALUE]... [--every S]   (bin/crawl status --help)");
            System.out.println("  --verbose  at the end, also every metric summed over tasks and the fate of up to 50 URLs");
            return 0;
        }
        // --config first, then every --set over it, in order (as bin/submit does).
        CrawlerConfig conf = a.has("--config") ? CrawlerConfig.fromFile(Path.of(a.value("--config"))) : CrawlerConfig.defaults();
        for (String kv : a.values("--set")) {
            String[] pair;
            try {
                pair = Args.pair("--set", kv, "key=value");
            } catch (IllegalArgumentException e) {
                System.err.println("crawl: " + e.getMessage());
                return 2;
            }
            conf = conf.with(Map.of(pair[0], pair[1]));
        }
        // Every setting read and typed once, here: a value of the wrong type fails naming its key, before anything runs.
        CrawlerSettings settings = CrawlerSettings.from(conf);
        EarlyModels.start(settings.extractor());
        long seconds = a.has("--seconds") ? Long.parseLong(a.value("--seconds")) : Long.MAX_VALUE / 2000;
        long idleSeconds = a.has("--idle-seconds") ? Long.parseLong(a.value("--idle-seconds")) : 60;
        long progressSeconds = a.has("--progress-seconds") ? Long.parseLong(a.value("--progress-seconds")) : 5;
        List<String> down = new ServiceCheck().kafkaAndElasticsearch(settings.kafka(), settings.es());
        if (!down.isEmpty()) {
            down.forEach(problem -> System.err.println("crawl: " + problem));
            return 1;
        }
        String statusIndex = settings.es().indices().status();
        ElasticsearchClient es = EsClients.connect(settings.es().url(), settings.es().auth());
        List<String> blocked;
        try {
            blocked = AliasConflicts.find(es, settings.es().url(), CrawlTopology.aliases(settings));
        } catch (IOException | RuntimeException e) { // refused credentials, an untrusted certificate: say which, and stop
            System.err.println("crawl: " + EsAccessError.describe(settings.es().url(), settings.es().auth(), e));
            EsClients.close(es);
            return 1;
        }
        if (blocked.isEmpty()) {
            blocked = CrawlMappings.upgrade(settings, line -> System.err.println("crawl: " + line));
        }
        if (!blocked.isEmpty()) {
            blocked.forEach(problem -> System.err.println("crawl: " + problem));
            EsClients.close(es);
            return 1;
        }
        // Storm's in-process ZooKeeper would listen on every interface: this one listens on NEWSX_STORM_BIND (loopback).
        try (BoundZookeeper zk = BoundZookeeper.start(BoundZookeeper.bindAddress(System.getenv("NEWSX_STORM_BIND")));
             LocalCluster cluster = InProcessCluster.open(zk)) {
            cluster.submitTopology(CrawlTopology.NAME, CrawlTopology.stormConfig(settings), CrawlTopology.build(settings));
            System.err.println("crawl: topology running; seed URLs with bin/seed URL...");
            long t0 = System.currentTimeMillis();
            long end = t0 + seconds * 1000;
            IdleWatch idle = new IdleWatch(idleSeconds * 1000, t0);
            Progress progress = new Progress();
            RefusalWarnings refusals = new RefusalWarnings(RefusalReport.of(settings.url()));
            while (System.currentTimeMillis() < end) {
                Thread.sleep(progressSeconds * 1000);
                Map<String, Double> m = CrawlMetrics.latest();
                System.err.println(progress.line(m, System.currentTimeMillis() - t0));
                refusals.news(SeedRefusals.WORKER.tally()).forEach(System.err::println); // refused seeds: why, what to set
                if (!m.isEmpty() && idle.idle(progress.activity(m), System.currentTimeMillis())) {
                    System.err.println("crawl: nothing moved for " + idle.window() / 1000 + " s, stopping");
                    break;
                }
            }
            Map<String, Double> metrics = CrawlMetrics.latest();
            long ran = System.currentTimeMillis() - t0;
            cluster.killTopology(CrawlTopology.NAME);
            System.err.print(CrawlSummary.lines(metrics, ran, statusCounts(es, statusIndex)));
            if (a.has("--verbose")) {
                System.err.println("crawl: metrics (summed over tasks): " + metrics);
                report(es, statusIndex);
            }
        } finally {
            EsClients.close(es);
        }
        return 0;
    }

    /** The fate of (up to 50) URLs, with reasons. */
    private static void report(ElasticsearchClient es, String index) {
        try {
            var r = es.search(s -> s.index(index).size(50).sort(o -> o.field(f -> f.field("url"))), Map.class);
            System.err.println("crawl: URL fates (" + index + "):");
            for (var hit : r.hits().hits()) {
                Map<?, ?> d = hit.source();
                Object reason = d.get("reason");
                System.err.printf("  %-16s %s%s%n", d.get("status"), d.get("url"), reason == null ? "" : "  (" + reason + ")");
            }
        } catch (Exception e) {
            System.err.println("crawl: cannot read " + index + ": " + e.getMessage());
        }
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
