package com.newsx.commands.crawl;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.CrawlMappings;
import com.newsx.topology.CrawlTopology;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.WarcFiles;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.es.EsAccessError;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.metrics.CrawlMetrics;
import com.newsx.topology.metrics.Progress;
import com.newsx.topology.metrics.ReplayProgress;
import com.newsx.topology.timeindex.AliasConflicts;
import org.apache.storm.LocalCluster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bin/replay [options] FILE|DIR...}: WARC files fed into the crawl topology after the fetch step, in-process
 * (Storm's LocalCluster) as {@code bin/crawl} runs the crawl ({@link CrawlTopology#replay}). Checks its paths and
 * services first (Elasticsearch; Kafka too with {@code --follow}), prints a progress line every few seconds, and stops
 * once every record is read and every page done (with {@code --follow}: and the crawl around it idle), or when nothing
 * has moved for {@code --idle-seconds}. See {@link ReplayArgs#USAGE}.
 */
public final class LocalReplay {
    private LocalReplay() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(execute(args));
    }

    /** Runs one bin/replay command line: 0 done, 1 a service down or not all done, 2 a usage mistake. */
    static int execute(String... args) throws Exception {
        ReplayArgs a;
        CrawlerSettings settings;
        try {
            a = ReplayArgs.parse(args);
            if (a.help) {
                System.out.print(ReplayArgs.USAGE);
                return 0;
            }
            CrawlerConfig conf = a.config != null ? CrawlerConfig.fromFile(Path.of(a.config)) : CrawlerConfig.defaults();
            for (Map.Entry<String, String> kv : a.overrides.entrySet()) {
                conf = conf.with(Map.of(kv.getKey(), kv.getValue()));
            }
            settings = CrawlerSettings.from(conf);
        } catch (IllegalArgumentException e) {
            System.err.println("replay: " + e.getMessage());
            return 2;
        }
        return run(a, settings);
    }

    private static int run(ReplayArgs a, CrawlerSettings settings) throws Exception {
        // every path named, before anything starts: a missing one is said, the others are replayed
        List<String> readable = new ArrayList<>();
        int files = 0;
        for (String p : a.selection.paths()) {
            try {
                int n = WarcFiles.list(List.of(p)).size();
                if (n == 0) {
                    System.err.println("replay: " + p + ": no .warc.gz or .warc files in it");
                } else {
                    readable.add(p);
                    files += n;
                }
            } catch (IOException e) {
                System.err.println("replay: " + e.getMessage());
            }
        }
        boolean allPaths = readable.size() == a.selection.paths().size();
        if (readable.isEmpty()) {
            return 1;
        }
        ReplaySelection selection = new ReplaySelection(readable, a.selection.fromMs(), a.selection.untilMs(),
                a.selection.urlPrefix(), a.selection.follow());
        ServiceCheck check = new ServiceCheck();
        List<String> down = new ArrayList<>();
        if (selection.follow()) {
            check.kafka(settings.kafka().bootstrap(), settings.kafka().auth()).ifPresent(down::add);
        }
        check.elasticsearch(settings.es().url(), settings.es().auth()).ifPresent(down::add);
        if (!down.isEmpty()) {
            down.forEach(problem -> System.err.println("replay: " + problem));
            return 1;
        }
        Optional<String> blocked = indicesReady(settings);
        if (blocked.isPresent()) {
            System.err.println("replay: " + blocked.get());
            return 1;
        }
        int code;
        try (BoundZookeeper zk = BoundZookeeper.start(BoundZookeeper.bindAddress(System.getenv("NEWSX_STORM_BIND")));
             LocalCluster cluster = InProcessCluster.open(zk)) {
            cluster.submitTopology(CrawlTopology.REPLAY_NAME, CrawlTopology.stormConfig(settings),
                    CrawlTopology.replay(settings, selection));
            System.err.println("replay: " + files + " WARC file(s) of " + readable.size() + " path(s)"
                    + (selection.follow() ? "; their pages' links crawled too" : ""));
            code = watch(a, selection);
            cluster.killTopology(CrawlTopology.REPLAY_NAME);
        }
        return allPaths ? code : 1;
    }

    /** Progress lines until the replay is done, idle or out of time; its exit code. */
    private static int watch(ReplayArgs a, ReplaySelection selection) throws InterruptedException {
        long t0 = System.currentTimeMillis();
        long end = t0 + a.seconds * 1000;
        long lastChange = t0;
        String last = "";
        Progress crawl = new Progress();
        boolean done = false;
        while (System.currentTimeMillis() < end) {
            Thread.sleep(a.progressSeconds * 1000);
            Map<String, Double> m = CrawlMetrics.latest();
            long now = System.currentTimeMillis();
            System.err.println(ReplayProgress.line(m, now - t0));
            if (selection.follow()) {
                System.err.println(crawl.line(m, now - t0));
            }
            String state = ReplayProgress.activity(m) + (selection.follow() ? "|" + crawl.activity(m) : "");
            if (!state.equals(last)) {
                last = state;
                lastChange = now;
            }
            boolean idle = now - lastChange > a.idleSeconds * 1000;
            if (ReplayProgress.finished(m) && (!selection.follow() || idle)) {
                done = true;
                break;
            }
            if (idle && !m.isEmpty()) {
                System.err.println("replay: nothing moved for " + a.idleSeconds + " s, stopping unfinished");
                break;
            }
        }
        Map<String, Double> m = CrawlMetrics.latest();
        System.err.print(ReplayProgress.summary(m, System.currentTimeMillis() - t0));
        if (a.verbose) {
            System.err.println("replay: metrics (summed over tasks): " + m);
        }
        if (!done) {
            System.err.println("replay: stopped before every page was done; replay the same files again to finish"
                    + " (pages already indexed are written again as a new version)");
        }
        return done && ReplayProgress.complete(m) ? 0 : 1;
    }

    /** The indices' aliases and mappings as a crawl needs them, or what stands in the way. */
    private static Optional<String> indicesReady(CrawlerSettings settings) {
        ElasticsearchClient es = EsClients.connect(settings.es().url(), settings.es().auth());
        try {
            List<String> blocked = AliasConflicts.find(es, settings.es().url(), CrawlTopology.aliases(settings));
            if (blocked.isEmpty()) {
                blocked = CrawlMappings.upgrade(settings, line -> System.err.println("replay: " + line));
            }
            return blocked.isEmpty() ? Optional.empty() : Optional.of(String.join("\nreplay: ", blocked));
        } catch (IOException | RuntimeException e) {
            return Optional.of(EsAccessError.describe(settings.es().url(), settings.es().auth(), e));
        } finally {
            EsClients.close(es);
        }
    }
}
