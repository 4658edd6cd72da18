package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.GetResponse;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.CrawlTopology;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.UrlMessage;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.RecordsToDelete;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;

import java.io.IOException;
import java.util.HashMap;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One crawl for a test: its own topic, consumer group and indices, the topology in a LocalCluster, and helpers to
 * seed it and read what it recorded. Closing it kills the topology and deletes the indices.
 */
final class CrawlHarness implements AutoCloseable {
    final String run = UUID.randomUUID().toString().substring(0, 8);
    final String articles = "news-articles-it-" + run;
    final String status = "crawl-status-it-" + run;
    final String records = "news-records-it-" + run;
    final ElasticsearchClient es = Services.elasticsearch();
    CrawlerSettings settings;
    private final LocalCluster cluster;
    private String topology = CrawlTopology.NAME + "-" + run;

    /**
     * Settings for a crawl of {@code web}, fast retries, plus {@code more}; {@code esUrl} may be a proxy. The address
     * guard stays on, as in a real crawl: the crawler maps the web's names to loopback itself ({@link #reach}) and the
     * web's port is allowed, so the tests' URLs carry the port ({@link LocalWeb#at}).
     */
    CrawlHarness(LocalWeb web, String esUrl, Map<String, String> more) throws Exception {
        Map<String, String> s = new HashMap<>(Map.ofEntries(
                Map.entry("kafka.bootstrap", Services.kafkaBootstrap()),
                Map.entry("kafka.topic.urls", "it-urls-" + run),
                Map.entry("kafka.group", "it-crawl-" + run),
                Map.entry("es.url", esUrl),
                Map.entry("es.index.articles", articles),
                Map.entry("es.index.status", status),
                Map.entry("es.index.records", records),
                Map.entry("es.index.metrics", "crawl-metrics-it-" + run),
                Map.entry("fetch.resolve", reach(web)),
                Map.entry("url.allowed-ports", String.valueOf(web.port())),
                Map.entry("retry.initial-delay-ms", "500"),
                Map.entry("retry.max-delay-ms", "3000"),
                Map.entry("topology.message-timeout-s", "60")));
        s.putAll(more);
        this.settings = CrawlerSettings.from(CrawlerConfig.defaults().with(s));
        this.cluster = new LocalCluster();
    }

    /**
     * fetch.resolve for a test web: every .example name (the tests' sites, and any link among them to a name not
     * registered, which the web answers 404 rather than the internet), and each other name it serves (dev pages under
     * their real names).
     */
    static String reach(LocalWeb web) {
        StringBuilder sb = new StringBuilder("*.example=127.0.0.1");
        web.hosts().stream().filter(h -> !h.endsWith(".example")).forEach(h -> sb.append(',').append(h).append("=127.0.0.1"));
        return sb.toString();
    }

    void start() throws Exception {
        cluster.submitTopology(topology, CrawlTopology.stormConfig(settings), CrawlTopology.build(settings));
    }

    /** Kills the topology at once (tuples in flight are lost), then submits it again, under a new name, with {@code more}. */
    void resubmit(Map<String, String> more) throws Exception {
        KillOptions now = new KillOptions();
        now.set_wait_secs(0);
        cluster.killTopologyWithOpts(topology, now);
        waitFor(() -> cluster.getTopologySummaries().stream().noneMatch(t -> t.get_name().equals(topology)), 60);
        settings = CrawlerSettings.from(settings.config().with(more));
        topology = topology + "-again";
        start();
    }

    /**
     * Kills the topology, giving its tuples in flight {@code waitSeconds} to finish, and waits until it is gone (its
     * bolts cleaned up: a WARC archive's files closed).
     */
    void stop(int waitSeconds) throws Exception {
        KillOptions wait = new KillOptions();
        wait.set_wait_secs(waitSeconds);
        cluster.killTopologyWithOpts(topology, wait);
        String gone = topology;
        waitFor(() -> cluster.getTopologySummaries().stream().noneMatch(t -> t.get_name().equals(gone)), 120);
    }

    /** Submits a replay of WARC files ({@code CrawlTopology.replay}) on this harness's settings and indices. */
    void replay(com.newsx.topology.archive.ReplaySelection selection) throws Exception {
        topology = CrawlTopology.REPLAY_NAME + "-" + run;
        cluster.submitTopology(topology, CrawlTopology.stormConfig(settings), CrawlTopology.replay(settings, selection));
    }

    /** Deletes every record of the urls topic, as retention would: no consumer can read them again. */
    void deleteTopicRecords() throws Exception {
        String topic = settings.kafka().urlsTopic();
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, settings.kafka().bootstrap()))) {
            Set<TopicPartition> parts = admin.describeTopics(List.of(topic)).allTopicNames().get().get(topic).partitions()
                    .stream().map(p -> new TopicPartition(topic, p.partition())).collect(Collectors.toSet());
            var ends = admin.listOffsets(parts.stream().collect(Collectors.toMap(p -> p, p -> OffsetSpec.latest())))
                    .all().get();
            admin.deleteRecords(ends.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                    e -> RecordsToDelete.beforeOffset(e.getValue().offset())))).all().get();
        }
    }

    void seed(List<String> urls) throws Exception {
        try (KafkaProducer<String, String> p = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, settings.kafka().bootstrap(),
                ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName(),
                ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName()))) {
            for (String u : urls) {
                p.send(new ProducerRecord<>(settings.kafka().urlsTopic(), u, UrlMessage.seed(u).toJson())).get();
            }
        }
    }

    /** The crawl-status document of a URL, or null. */
    Map<?, ?> statusDoc(String url) {
        try {
            GetResponse<Map> r = es.get(g -> g.index(status).id(DocumentId.of(url)), Map.class);
            return r.found() ? r.source() : null;
        } catch (Exception e) {
            return null; // the index may not exist yet
        }
    }

    String statusOf(String url) {
        Map<?, ?> d = statusDoc(url);
        return d == null ? null : (String) d.get("status");
    }

    boolean isFinal(String url) {
        Map<?, ?> d = statusDoc(url);
        return d != null && Boolean.TRUE.equals(d.get("final"));
    }

    /**
     * The article document the page at {@code url} was indexed as: under the id its status names (its canonical
     * URL's, when it names one), else its own; null if none.
     */
    Map<?, ?> article(String url) throws IOException {
        Map<?, ?> s = statusDoc(url);
        return articleById(s != null && s.get("article_id") instanceof String id ? id : DocumentId.of(url));
    }

    /** The article document of this id, from whichever of the alias's indices holds it (refreshed), or null. */
    Map<?, ?> articleById(String id) throws IOException {
        es.indices().refresh(r -> r.index(articles).ignoreUnavailable(true));
        var hit = Services.hitById(es, articles, id);
        return hit == null ? null : hit.source();
    }

    /** The errors the topology's components reported to Storm (reportError), each as "component: message". */
    List<String> reportedErrors() throws Exception {
        List<String> out = new java.util.ArrayList<>();
        cluster.getTopologyInfoByName(topology).get_errors()
                .forEach((component, errors) -> errors.forEach(e -> out.add(component + ": " + e.get_error())));
        return out;
    }

    long count(String index) throws IOException {
        es.indices().refresh(r -> r.index(index).ignoreUnavailable(true));
        return es.count(c -> c.index(index).ignoreUnavailable(true)).count();
    }

    interface Check {
        boolean ok() throws Exception;
    }

    /** Polls until the check holds; a check that throws (an index whose shard is still being allocated) is "not yet". */
    static boolean waitFor(Check c, int seconds) throws Exception {
        long end = System.currentTimeMillis() + seconds * 1000L;
        while (System.currentTimeMillis() < end) {
            if (holds(c)) {
                return true;
            }
            Thread.sleep(500);
        }
        return holds(c);
    }

    private static boolean holds(Check c) {
        try {
            return c.ok();
        } catch (Exception e) {
            return false;
        }
    }

    @Override
    public void close() throws Exception {
        try {
            cluster.killTopology(topology);
        } catch (Exception e) {
            // already gone
        }
        cluster.close();
        try {
            Services.deleteIndices(es, articles, status, records, "crawl-metrics-it-" + run);
        } finally {
            es._transport().close();
        }
    }
}
