package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.GetResponse;
import com.newsx.commands.cluster.ClusterCommand;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.UrlMessage;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The crawl on a real multi-process Storm cluster: ZooKeeper, Nimbus and a Supervisor in their own JVMs
 * (bin/services start storm), the shaded topology jar submitted with bin/submit's StormSubmitter path, two
 * worker JVMs. A worker that holds work - one waiting for a slow story's answer, found by the connection the web
 * sees - is killed with SIGKILL mid-crawl; the supervisor must start it again, the story it was fetching must be
 * fetched again, and the crawl must still end with every page the local web serves indexed (one document per
 * page, none missing, none extra, none written twice for one visit). Prints the fault table's figures: re-fetches,
 * documents written twice, and the time from the restarted worker's start until every page was indexed.
 * Then the topology is killed and no worker may be left.
 */
class ClusterCrawlIT {
    /** The test web, on a free port the URLs name (the crawler maps the names to it; the guard stays on). */
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String SITE = WEB.at("http://news.jiangcheng.example");
    private static final String LIST = SITE + "/news/";
    private static final String DENIED = SITE + "/news/2024/0317/103.html";
    private static final List<String> STORIES = List.of("/news/2024/0318/101.html", "/news/2024/0318/102.html",
            "/news/2024/0301/104.html", "/news/2024/0222/105.html", "/news/2024/0215/106.html",
            "/news/2024/0210/107.html", "/news/2024/0205/108.html");
    private static final String EN = WEB.at("http://www.coastalherald.example/news/2024/05/02/electric-ferry");
    private static final String EN_TITLE = "Harbour city opens its first all-electric ferry line";
    /**
     * Whether a worker is killed mid-crawl (the default). A tuple lost with the worker is replayed from Kafka after
     * the message timeout, and the replay must pass the seen-set because the URL's outcome was never recorded.
     * -Dnewsx.it.kill-worker=false runs the cluster crawl alone.
     */
    private static final boolean KILL_WORKER = !"false".equals(System.getProperty("newsx.it.kill-worker"));

    @Test
    void aCrawlOnTheClusterSurvivesAKilledWorkerAndLeavesNoWorkerBehind() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 8);
        String name = "it-cluster-" + run;
        String articles = "news-articles-it-" + run;
        String status = "crawl-status-it-" + run;
        String records = "news-records-it-" + run;
        String metrics = "crawl-metrics-it-" + run;
        Path jar = Path.of(System.getProperty("newsx.topology.jar", "missing"));
        assertTrue(Files.isRegularFile(jar), "the topology jar is built before the integration tests: " + jar);
        Path demo = Services.repoRoot().resolve("demo/pages");

        // Every page the web serves, with the title each must be indexed under.
        Map<String, String> expected = new LinkedHashMap<>();
        String enHtml = Files.readString(demo.resolve("en-article.html"), StandardCharsets.UTF_8);
        ElasticsearchClient es = Services.elasticsearch();
        try (StormCluster storm = StormCluster.start(); LocalWeb web = WEB) {
            assertJarKeepsToItself(jar, storm.stormHome.resolve("lib-worker"));
            web.html(LIST, Files.readString(demo.resolve("zh-list.html")))
                    .html(DENIED, "<html><p>must never be fetched</p></html>")
                    .page(SITE + "/robots.txt", "text/plain", "User-agent: *\nDisallow: /news/2024/0317/\n".getBytes())
                    .html(EN, enHtml);
            expected.put(EN, EN_TITLE);
            for (int i = 0; i < STORIES.size(); i++) {
                String title = "Ferry line story number " + (i + 1);
                // Slow answers keep the crawl going long enough to kill a worker in the middle of it.
                web.slow(SITE + STORIES.get(i), 1_500, enHtml.replace(EN_TITLE, title));
                expected.put(SITE + STORIES.get(i), title);
            }

            seed(List.of(LIST, EN), "it-urls-" + run);
            List<String> submit = new ArrayList<>(List.of("--nimbus", "127.0.0.1:" + Services.nimbusPort(),
                    "--jar", jar.toString(), "--name", name));
            Map.of("kafka.bootstrap", Services.kafkaBootstrap(),
                    "kafka.topic.urls", "it-urls-" + run,
                    "kafka.group", "it-cluster-" + run,
                    "es.url", "http://127.0.0.1:" + Services.esPort(),
                    "es.index.articles", articles,
                    "es.index.status", status,
                    "es.index.records", records,
                    "fetch.resolve", CrawlHarness.reach(web),
                    "url.allowed-ports", String.valueOf(web.port()),
                    "scope.max-depth", "1").forEach((k, v) -> submit.addAll(List.of("--set", k + "=" + v)));
            // Two workers, so tuples cross processes; a lost tuple is replayed after 30 s rather than 5 minutes.
            submit.addAll(List.of("--set", "topology.workers=2", "--set", "topology.message-timeout-s=30",
                    "--set", "es.index.metrics=" + metrics, "--set", "metrics.es.every-ms=2000"));
            assertEquals(0, ClusterCommand.execute(submit.toArray(String[]::new)), "bin/submit");
            Runnable refetch = () -> { };
            long killedAt = -1;
            long backAt = -1;
            try {
                waitFor("two workers", 120, () -> StormCluster.workers(name + "-").size() == 2);
                assertPipelineListensOnLoopbackOnly();
                if (KILL_WORKER) {
                    waitFor("two stories indexed", 180, () -> indexed(es, status, expected.keySet()) >= 2);
                    // the victim holds work: it is waiting for a story's answer (slow: 1.5 s) when it is killed
                    List<Waiting> held = new ArrayList<>();
                    waitFor("a worker waiting for a story", 120, () -> {
                        held.clear();
                        waitingWorker(web, StormCluster.workers(name + "-")).ifPresent(held::add);
                        return !held.isEmpty();
                    });
                    long victim = held.get(0).pid();
                    String story = web.at("http://" + held.get(0).story().host() + held.get(0).story().path());
                    int before = indexed(es, status, expected.keySet());
                    int fetched = web.hits(story);
                    killedAt = System.currentTimeMillis();
                    ProcessHandle.of(victim).ifPresent(ProcessHandle::destroyForcibly);
                    System.out.printf("killed worker %d while it fetched %s, with %d of %d pages indexed%n", victim,
                            story, before, expected.size());
                    assertTrue(before < expected.size(), "the worker is killed mid-crawl");
                    refetch = () -> assertTrue(web.hits(story) > fetched,
                            "the story the killed worker was fetching is fetched again: " + story);
                    waitFor("the supervisor to start the killed worker again", 120, () -> {
                        List<Long> now = StormCluster.workers(name + "-");
                        return now.size() == 2 && !now.contains(victim);
                    });
                    backAt = System.currentTimeMillis(); // the fault's end: the worker runs again
                } else {
                    System.out.println("ClusterCrawlIT: no worker killed (newsx.it.kill-worker=false)");
                }

                waitFor(() -> "every page indexed; each page's crawl status: " + statuses(es, status, expected.keySet()), 240,
                        () -> indexed(es, status, expected.keySet()) == expected.size());
                long doneAt = System.currentTimeMillis();
                refetch.run();
                es.indices().refresh(r -> r.index(articles, records));
                assertEquals(expected.size(), es.count(c -> c.index(articles)).count(), "one document per page, no more");
                Map<String, Long> twice = Services.writtenTwice(es, status, articles, records);
                int refetches = FaultFigures.refetches(web, expected.keySet());
                System.out.printf("ClusterCrawlIT: %d pages, 0 lost, %d re-fetches, %d documents written twice %s%s%n",
                        expected.size(), refetches, twice.size(), twice, backAt < 0 ? "" : String.format(
                                ", every page indexed %.1f s after the killed worker was back (%.1f s after the kill)",
                                (doneAt - backAt) / 1000.0, (doneAt - killedAt) / 1000.0));
                assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
                for (var e : expected.entrySet()) {
                    var doc = Services.hitById(es, articles, DocumentId.of(e.getKey()));
                    assertTrue(doc != null, "indexed: " + e.getKey());
                    assertEquals(e.getValue(), doc.source().get("title"), e.getKey());
                }
                assertEquals("indexed", statusOf(es, status, LIST));
                assertEquals(8, es.count(c -> c.index(records)).count(), "the list page's eight records, once each");
                assertEquals("robots_denied", statusOf(es, status, DENIED));
                assertTrue(web.requests().stream().noneMatch(r -> r.path().startsWith("/news/2024/0317/")),
                        "robots.txt forbids /news/2024/0317/");
                // every worker runs the whole page path and reports its own figures to crawl-metrics
                waitFor(() -> "fetch metrics from both workers in " + metrics + ": " + fetchReporters(es, metrics), 60,
                        () -> fetchReporters(es, metrics).size() == 2);
            } finally {
                assertEquals(0, ClusterCommand.execute("--nimbus", "127.0.0.1:" + Services.nimbusPort(),
                        "--kill", name, "--wait", "1"), "bin/submit --kill");
            }
            waitFor("no worker left", 60, () -> StormCluster.anyProcess(name + "-").isEmpty());
        } finally {
            Services.deleteIndices(es, articles, status, records, metrics);
            es._transport().close();
        }
    }

    /** A worker process waiting for a story's answer. */
    private record Waiting(long pid, LocalWeb.Exchange story) {
    }

    /** A worker waiting for a story's answer: the web's exchanges under way, matched to the owner of each connection. */
    private static java.util.Optional<Waiting> waitingWorker(LocalWeb web, List<Long> workers) {
        for (LocalWeb.Exchange x : web.answering()) {
            if (!x.path().startsWith("/news/2024/")) {
                continue;
            }
            try {
                long pid = StormCluster.owningConnection(workers, x.clientPort(), web.port());
                if (pid > 0) {
                    return java.util.Optional.of(new Waiting(pid, x));
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return java.util.Optional.empty();
    }

    /** No class of the topology jar is also on the worker's own classpath, and none of Storm's is inside. */
    private static void assertJarKeepsToItself(Path jar, Path workerLib) throws Exception {
        Set<String> ours = classes(jar);
        assertTrue(ours.contains("com/newsx/topology/CrawlTopology.class"), "the project's code is inside");
        assertTrue(ours.contains("org/apache/storm/kafka/spout/KafkaSpout.class"), "storm-kafka-client is inside");
        assertFalse(ours.contains("org/apache/storm/topology/TopologyBuilder.class"), "storm-client stays out");
        try (ZipFile z = new ZipFile(jar.toFile())) {
            assertNotNull(z.getEntry("crawler.properties"), "the crawler's defaults are inside");
            assertEquals(null, z.getEntry("defaults.yaml"), "Storm refuses a second defaults.yaml");
        }
        Set<String> clash = new HashSet<>();
        try (Stream<Path> jars = Files.list(workerLib)) {
            for (Path j : jars.filter(p -> p.toString().endsWith(".jar")).toList()) {
                Set<String> theirs = classes(j);
                theirs.retainAll(ours);
                clash.addAll(theirs);
            }
        }
        assertTrue(clash.isEmpty(), "classes both in the topology jar and on the worker classpath: "
                + clash.stream().sorted().limit(20).toList());
    }

    private static Set<String> classes(Path jar) throws Exception {
        Set<String> names = new HashSet<>();
        try (ZipFile z = new ZipFile(jar.toFile())) {
            z.stream().map(e -> e.getName())
                    .filter(n -> n.endsWith(".class") && !n.startsWith("META-INF/"))
                    .forEach(names::add);
        }
        return names;
    }

    private static void seed(List<String> urls, String topic) throws Exception {
        try (KafkaProducer<String, String> p = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, Services.kafkaBootstrap(),
                ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName(),
                ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName()))) {
            for (String u : urls) {
                p.send(new ProducerRecord<>(topic, u, UrlMessage.seed(u).toJson())).get();
            }
        }
    }

    private static int indexed(ElasticsearchClient es, String index, Set<String> urls) {
        int n = 0;
        for (String u : urls) {
            if ("indexed".equals(statusOf(es, index, u))) {
                n++;
            }
        }
        return n;
    }

    private static String statusOf(ElasticsearchClient es, String index, String url) {
        try {
            GetResponse<Map> r = es.get(g -> g.index(index).id(DocumentId.of(url)), Map.class);
            return r.found() ? (String) r.source().get("status") : null;
        } catch (Exception e) {
            return null; // the index may not exist yet
        }
    }

    /** The workers (host:port) whose fetch figures reached the metrics index, from docs saying pages were fetched. */
    private static Set<String> fetchReporters(ElasticsearchClient es, String index) {
        try {
            es.indices().refresh(r -> r.index(index));
            var r = es.search(q -> q.index(index).size(1000)
                    .query(b -> b.term(t -> t.field("component").value("fetch"))), Map.class);
            Set<String> workers = new java.util.TreeSet<>();
            r.hits().hits().forEach(h -> workers.add(String.valueOf(h.source().get("worker"))));
            return workers;
        } catch (Exception e) {
            return Set.of(); // not created yet
        }
    }

    private static Map<String, String> statuses(ElasticsearchClient es, String index, Set<String> urls) {
        Map<String, String> s = new LinkedHashMap<>();
        urls.forEach(u -> s.put(u, statusOf(es, index, u)));
        return s;
    }

    /**
     * Nobody let in: while the cluster crawls, every listener on the pipeline's ports - Kafka, Elasticsearch, Storm's
     * ZooKeeper, Nimbus, the Supervisor and the worker slots the two workers took - is on a loopback address
     * ({@code bin/lib/check-listeners}, which reads {@code ss -ltn}).
     */
    private static void assertPipelineListensOnLoopbackOnly() throws Exception {
        int slot = Integer.parseInt(System.getenv().getOrDefault("NEWSX_STORM_SLOT_PORT", "6700"));
        List<String> cmd = new ArrayList<>(List.of(Services.repoRoot().resolve("bin/lib/check-listeners").toString(),
                String.valueOf(Services.esPort()), Services.kafkaBootstrap().replaceAll(".*:", ""),
                System.getenv().getOrDefault("NEWSX_KAFKA_CONTROLLER_PORT", "9093"),
                System.getenv().getOrDefault("NEWSX_STORM_ZK_PORT", "2181"), String.valueOf(Services.nimbusPort()),
                System.getenv().getOrDefault("NEWSX_SUPERVISOR_PORT", "6628")));
        for (int i = 0; i < 4; i++) {
            cmd.add(String.valueOf(slot + i));
        }
        // a worker's messaging server listens a while after its process starts: looked at until both slots are seen
        Services.ScriptRun r = Services.run(null, cmd.toArray(String[]::new));
        long until = System.currentTimeMillis() + 90_000;
        while (!(r.out().contains(":" + slot + "\n") && r.out().contains(":" + (slot + 1) + "\n"))
                && System.currentTimeMillis() < until) {
            Thread.sleep(2_000);
            r = Services.run(null, cmd.toArray(String[]::new));
        }
        assertEquals(0, r.code(), "a listener of the pipeline beyond loopback:\n" + r.out());
        assertTrue(r.out().contains(":" + Services.nimbusPort()) && r.out().contains(":" + slot + "\n")
                && r.out().contains(":" + (slot + 1) + "\n"), "Nimbus and both workers' slots were seen listening:\n" + r.out());
        System.out.println("ClusterCrawlIT: the pipeline's listeners while the cluster crawls:\n" + r.out());
    }

    private static void waitFor(String what, int seconds, BooleanSupplier done) throws InterruptedException {
        waitFor(() -> what, seconds, done);
    }

    private static void waitFor(Supplier<String> what, int seconds, BooleanSupplier done) throws InterruptedException {
        long end = System.currentTimeMillis() + seconds * 1000L;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out after " + seconds + " s waiting for " + what.get());
            }
            Thread.sleep(500);
        }
    }
}
