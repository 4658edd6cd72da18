package com.newsx.commands.cluster;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.CrawlMappings;
import com.newsx.topology.CrawlTopology;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.timeindex.AliasConflicts;
import org.apache.storm.StormSubmitter;
import org.apache.storm.generated.AlreadyAliveException;
import org.apache.storm.generated.ClusterSummary;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.Nimbus;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.RebalanceOptions;
import org.apache.storm.generated.SupervisorSummary;
import org.apache.storm.generated.TopologyPageInfo;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.utils.NimbusClient;
import org.apache.storm.utils.Utils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bin/submit}: the crawl topology on a Storm cluster. Submits the shaded jar with {@link StormSubmitter}
 * and the same settings as the in-process {@code bin/crawl} (or, with {@code --replay}, {@code bin/replay}'s
 * topology); lists, kills and rebalances topologies and prints
 * a running one's live figures through the Nimbus client. See {@link ClusterArgs#USAGE}.
 */
public final class ClusterCommand {
    private ClusterCommand() {
    }

    public static void main(String[] argv) {
        System.exit(execute(argv));
    }

    /** Runs one bin/submit command line and returns its exit code: 0 done, 1 failed, 2 a usage mistake. */
    public static int execute(String... argv) {
        try {
            return run(ClusterArgs.parse(argv));
        } catch (IllegalArgumentException e) {
            System.err.println("submit: " + e.getMessage());
            return 2;
        } catch (Exception e) {
            System.err.println("submit: " + describe(e));
            return 1;
        }
    }

    static int run(ClusterArgs a) throws Exception {
        if (a.action == ClusterArgs.Action.HELP) {
            System.out.print(ClusterArgs.USAGE);
            return 0;
        }
        NimbusAddress nimbus = a.nimbus != null ? NimbusAddress.parse(a.nimbus) : NimbusAddress.fromEnvironment(System.getenv());
        return switch (a.action) {
            case SUBMIT -> submit(a, nimbus);
            case LIST -> withNimbus(nimbus, n -> list(n));
            case KILL -> withNimbus(nimbus, n -> kill(n, a.name, a.waitSeconds));
            case REBALANCE -> withNimbus(nimbus, n -> rebalance(n, a));
            case STATUS -> withNimbus(nimbus, n -> status(n, a));
            case HELP -> 0;
        };
    }

    private static int submit(ClusterArgs a, NimbusAddress nimbus) throws Exception {
        // Every setting read and typed once, here: a value of the wrong type fails naming its key, before Nimbus is asked.
        CrawlerSettings settings = CrawlerSettings.from(crawlerConfig(a));
        // The topology's workers need Kafka and Elasticsearch at these addresses: a crawl submitted without them
        // would only fail its tuples, over and over.
        ServiceCheck check = new ServiceCheck();
        List<String> down = new ArrayList<>();
        nimbusProblem(check, nimbus).ifPresent(down::add);
        if (a.replay != null && !a.replay.follow()) {
            // a replay that follows no link writes no URL: Elasticsearch only
            check.elasticsearch(settings.es().url(), settings.es().auth()).ifPresent(down::add);
        } else {
            down.addAll(check.kafkaAndElasticsearch(settings.kafka(), settings.es()));
        }
        if (down.isEmpty()) {
            ElasticsearchClient es = EsClients.connect(settings.es().url(), settings.es().auth());
            try {
                down.addAll(AliasConflicts.find(es, settings.es().url(), CrawlTopology.aliases(settings)));
                if (down.isEmpty()) {
                    down.addAll(CrawlMappings.upgrade(settings, line -> System.err.println("submit: " + line)));
                }
            } finally {
                EsClients.close(es);
            }
        }
        if (!down.isEmpty()) {
            throw new IllegalStateException(String.join("\nsubmit: ", down));
        }
        // Under 'storm jar JAR ClusterCommand ...' (the compose image) Storm's launcher has named the jar already.
        Path jar = a.jar != null ? a.jar : System.getProperty("storm.jar") == null ? null : Path.of(System.getProperty("storm.jar"));
        if (jar == null || !Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("no topology jar at " + jar
                    + ": build it with 'mvn -B -pl topology-jar -am package -DskipTests' or name one with --jar");
        }
        String name = a.name != null ? a.name : a.replay != null ? CrawlTopology.REPLAY_NAME : CrawlTopology.NAME;
        // StormSubmitter uploads the jar named by this property (what the storm command line sets).
        System.setProperty("storm.jar", jar.toAbsolutePath().toString());
        Map<String, Object> stormConf = new HashMap<>(CrawlTopology.stormConfig(settings));
        stormConf.putAll(clientConf(nimbus));
        try {
            StormSubmitter.submitTopology(name, stormConf, a.replay != null ? CrawlTopology.replay(settings, a.replay)
                    : CrawlTopology.build(settings));
        } catch (AlreadyAliveException e) {
            throw new IllegalStateException("a topology named " + name + " is already running on " + nimbus
                    + ": kill it first (bin/submit --kill " + name + ") or submit under another --name");
        }
        System.out.printf("submitted %s to Nimbus %s (%s workers); follow it with: bin/submit --status %s%n",
                name, nimbus, settings.topology().workers(), name);
        return 0;
    }

    private static int list(Nimbus.Iface n) throws Exception {
        ClusterSummary c = n.getClusterInfo();
        int slots = 0;
        int used = 0;
        for (SupervisorSummary s : c.get_supervisors()) {
            slots += s.get_num_workers();
            used += s.get_num_used_workers();
        }
        System.out.printf("%d supervisor(s), %d of %d worker slots used%n", c.get_supervisors_size(), used, slots);
        List<TopologySummary> tops = c.get_topologies();
        if (tops.isEmpty()) {
            System.out.println("no topologies running");
        }
        for (TopologySummary t : tops) {
            System.out.printf("%-24s %-10s up %-8s %2d workers %3d executors  %s%n", t.get_name(), t.get_status(),
                    TopologyFigures.duration(t.get_uptime_secs()), t.get_num_workers(), t.get_num_executors(), t.get_id());
        }
        return 0;
    }

    private static int kill(Nimbus.Iface n, String name, int waitSeconds) throws Exception {
        KillOptions opts = new KillOptions();
        opts.set_wait_secs(waitSeconds);
        try {
            n.killTopologyWithOpts(name, opts);
        } catch (NotAliveException e) {
            throw new IllegalStateException("no topology named " + name + " is running (bin/submit --list)");
        }
        System.out.printf("killing %s: spouts deactivated, workers end in %d s%n", name, waitSeconds);
        // Nimbus forgets the topology once its workers are told to end: wait for that, so a script that
        // kills and then resubmits under the same name does not race it.
        long end = System.currentTimeMillis() + (waitSeconds + 60) * 1000L;
        while (System.currentTimeMillis() < end) {
            if (n.getTopologySummaries().stream().noneMatch(t -> t.get_name().equals(name))) {
                System.out.printf("killed %s%n", name);
                return 0;
            }
            Thread.sleep(500);
        }
        System.err.printf("submit: %s is still listed by Nimbus %d s after the kill%n", name, waitSeconds + 60);
        return 1;
    }

    private static int rebalance(Nimbus.Iface n, ClusterArgs a) throws Exception {
        RebalanceOptions opts = new RebalanceOptions();
        opts.set_wait_secs(a.waitSeconds);
        if (a.workers != null) {
            opts.set_num_workers(a.workers);
        }
        if (!a.parallelism.isEmpty()) {
            opts.set_num_executors(a.parallelism);
        }
        try {
            n.rebalance(a.name, opts);
        } catch (NotAliveException e) {
            throw new IllegalStateException("no topology named " + a.name + " is running (bin/submit --list)");
        }
        System.out.printf("rebalancing %s in %d s:%s%s%n", a.name, a.waitSeconds,
                a.workers == null ? "" : " " + a.workers + " workers", a.parallelism.isEmpty() ? "" : " executors " + a.parallelism);
        return 0;
    }

    private static int status(Nimbus.Iface n, ClusterArgs a) throws Exception {
        String name = a.name;
        if (name == null) {
            List<TopologySummary> tops = n.getTopologySummaries();
            if (tops.size() != 1) {
                throw new IllegalStateException(tops.isEmpty() ? "no topologies running"
                        : "several topologies running: name one (" + tops.stream().map(TopologySummary::get_name).toList() + ")");
            }
            name = tops.get(0).get_name();
        }
        while (true) {
            String id;
            try {
                id = n.getTopologySummaryByName(name).get_id();
            } catch (NotAliveException e) {
                throw new IllegalStateException("no topology named " + name + " is running (bin/submit --list)");
            }
            TopologyPageInfo info = n.getTopologyPageInfo(id, ":all-time", false);
            System.out.print(TopologyFigures.format(info));
            System.out.print(CrawlProgress.format(CrawlerSettings.from(topologySettings(info, a)).es()));
            if (a.everySeconds == 0) {
                return 0;
            }
            System.out.println();
            Thread.sleep(a.everySeconds * 1000L);
        }
    }

    /** The running topology's own crawler settings (its Elasticsearch), with this call's overrides on top. */
    private static CrawlerConfig topologySettings(TopologyPageInfo info, ClusterArgs a) throws Exception {
        CrawlerConfig conf = CrawlerConfig.defaults();
        if (info.is_set_topology_conf()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> topoConf = new ObjectMapper().readValue(info.get_topology_conf(), Map.class);
            conf = CrawlerConfig.of(topoConf);
        }
        if (a.config != null) {
            conf = CrawlerConfig.fromFile(a.config);
        }
        return conf.with(a.overrides);
    }

    private static CrawlerConfig crawlerConfig(ClusterArgs a) throws Exception {
        CrawlerConfig conf = a.config != null ? CrawlerConfig.fromFile(a.config) : CrawlerConfig.defaults();
        return conf.with(a.overrides);
    }

    /** Storm's client defaults, this Nimbus, and a short retry so a cluster that is down is reported quickly. */
    static Map<String, Object> clientConf(NimbusAddress nimbus) {
        Map<String, Object> c = new HashMap<>(nimbus.stormConf());
        c.put("storm.nimbus.retry.times", 2);
        c.put("storm.nimbus.retry.interval.millis", 1000);
        c.put("storm.nimbus.retry.intervalceiling.millis", 2000);
        return c;
    }

    private interface NimbusAction {
        int run(Nimbus.Iface nimbus) throws Exception;
    }

    private static int withNimbus(NimbusAddress address, NimbusAction action) throws Exception {
        requireListening(address);
        Map<String, Object> conf = new HashMap<>(Utils.readStormConfig());
        conf.putAll(clientConf(address));
        NimbusClient client;
        try {
            client = NimbusClient.getConfiguredClient(conf);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot reach Nimbus at " + address
                    + " (is the cluster up? bin/services start storm; or give --nimbus HOST:PORT): " + describe(e));
        }
        try (client) {
            return action.run(client.getClient());
        }
    }

    /** Fails at once, with what to do, when nothing listens there (the Nimbus client would retry for seconds). */
    private static void requireListening(NimbusAddress address) {
        nimbusProblem(new ServiceCheck(), address).ifPresent(p -> {
            throw new IllegalStateException(p);
        });
    }

    private static Optional<String> nimbusProblem(ServiceCheck check, NimbusAddress address) {
        return check.nimbus(address.host(), address.port()).map(p -> p + (p.contains(" - ") ? ", " : " - ")
                + "or give --nimbus HOST:PORT");
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        Throwable c = e;
        while ((m == null || m.isBlank()) && c.getCause() != null) {
            c = c.getCause();
            m = c.getMessage();
        }
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
