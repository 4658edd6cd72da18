package com.newsx.bench.stormcrawler;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;
import org.apache.stormcrawler.Constants;
import org.apache.stormcrawler.Metadata;
import org.apache.stormcrawler.bolt.FetcherBolt;
import org.apache.stormcrawler.bolt.JSoupParserBolt;
import org.apache.stormcrawler.bolt.URLPartitionerBolt;
import org.apache.stormcrawler.indexing.DummyIndexer;
import org.apache.stormcrawler.persistence.Status;
import org.apache.stormcrawler.spout.MemorySpout;
import org.apache.stormcrawler.util.ConfUtils;

/**
 * The reference crawl of bin/bench stormcrawler: StormCrawler's fetch and parse as its archetype wires them,
 * minus sitemaps, feeds, Tika and indexing - MemorySpout (seeded with the home pages) -> URLPartitionerBolt ->
 * FetcherBolt -> JSoupParserBolt -> DummyIndexer, every status going to a MemoryStatusUpdater that queues the
 * discovered links back in the spout - in a LocalCluster of one worker, on crawler-default.yaml's settings
 * except the few the bench must set (see {@link #config}). See {@link BenchOptions#USAGE}.
 */
public final class StormCrawlerBench {
    private StormCrawlerBench() {
    }

    public static void main(String[] args) throws Exception {
        BenchOptions o;
        try {
            o = BenchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("stormcrawler-bench: " + e.getMessage() + "\n" + BenchOptions.USAGE);
            System.exit(2);
            return;
        }
        List<String> seeds = Files.readAllLines(o.seeds(), StandardCharsets.UTF_8).stream()
                .map(String::strip).filter(s -> !s.isEmpty()).toList();
        Config conf = config(o);
        conf.forEach((k, v) -> {
            if (o.sets().containsKey(k) || k.startsWith("fetcher.") || k.startsWith("http.agent")) {
                System.err.println("stormcrawler-bench: " + k + " = " + v);
            }
        });
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("stormcrawler-bench", conf, topology(o, seeds).createTopology());
            long end = System.currentTimeMillis() + o.seconds() * 1000;
            while (System.currentTimeMillis() < end) {
                CountingStatusUpdater.TALLY.writeTo(o.counts());
                Thread.sleep(500);
            }
            CountingStatusUpdater.TALLY.writeTo(o.counts());
        }
        System.exit(0); // LocalCluster leaves non-daemon threads behind
    }

    static TopologyBuilder topology(BenchOptions o, List<String> seeds) {
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("spout", new MemorySpout(seeds.toArray(new String[0])));
        b.setBolt("partitioner", new URLPartitionerBolt()).shuffleGrouping("spout");
        b.setBolt("fetch", new FetcherBolt()).fieldsGrouping("partitioner", new Fields("key"));
        b.setBolt("parse", new JSoupParserBolt(), o.parsers()).localOrShuffleGrouping("fetch");
        b.setBolt("index", new DummyIndexer()).localOrShuffleGrouping("parse");
        Fields url = new Fields("url");
        b.setBolt("status", new CountingStatusUpdater())
                .fieldsGrouping("fetch", Constants.StatusStreamName, url)
                .fieldsGrouping("parse", Constants.StatusStreamName, url)
                .fieldsGrouping("index", Constants.StatusStreamName, url);
        return b;
    }

    /**
     * crawler-default.yaml as StormCrawler's ConfigurableTopology loads it, then only what the bench must say: who
     * is asking (StormCrawler refuses to fetch without an agent name), how many fetch threads, and the politeness
     * delay per host (crawler-default's is 1 s; the bench's --delay, 0 by default, as bin/bench crawl sets its
     * own). Storm's settings stay Storm's defaults (no cap on pending tuples, 30 s tuple timeout).
     */
    @SuppressWarnings("unchecked")
    static Config config(BenchOptions o) {
        Config conf = new Config();
        Map<String, Object> defaults = Utils.findAndReadConfigFile("crawler-default.yaml", true);
        conf.putAll(ConfUtils.extractConfigElement(defaults));
        conf.setNumWorkers(1);
        conf.put("http.agent.name", "newsx-bench");
        conf.put("fetcher.threads.number", o.fetchThreads());
        conf.put("fetcher.server.delay", o.delayMs() / 1000.0);
        Config.registerSerialization(conf, Metadata.class);
        Config.registerSerialization(conf, Status.class);
        conf.putAll(o.sets());
        return conf;
    }
}
