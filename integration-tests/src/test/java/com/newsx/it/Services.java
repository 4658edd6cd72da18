package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import org.apache.http.HttpHost;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import org.elasticsearch.client.RestClient;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Where the services that bin/services started listen; the same NEWSX_* settings as the script. */
final class Services {
    private Services() {
    }

    static int esPort() {
        return Integer.parseInt(env("NEWSX_ES_PORT", "9200"));
    }

    static String kafkaBootstrap() {
        return "127.0.0.1:" + env("NEWSX_KAFKA_PORT", "9092");
    }

    /** Nimbus of the Storm cluster that 'bin/services start storm' runs. */
    static int nimbusPort() {
        return Integer.parseInt(env("NEWSX_NIMBUS_PORT", "6627"));
    }

    static Path repoRoot() {
        return Path.of(System.getProperty("newsx.repo.root", "..")).toAbsolutePath().normalize();
    }

    /** What a run of bin/services printed (its output and errors) and its exit code. */
    record ScriptRun(int code, String out) {
    }

    /** Runs this checkout's bin/services (on the services the integration tests use); its output is echoed. */
    static ScriptRun script(String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(repoRoot().resolve("bin/services").toString());
        cmd.addAll(List.of(args));
        return run(null, cmd.toArray(String[]::new));
    }

    /**
     * Runs a command to its end (at most 300 s), its output and errors together, echoed; {@code env} adds variables
     * to the environment (a null value removes one), or is null.
     */
    static ScriptRun run(Map<String, String> env, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        if (env != null) {
            env.forEach((k, v) -> {
                if (v == null) {
                    pb.environment().remove(k);
                } else {
                    pb.environment().put(k, v);
                }
            });
        }
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " did not end:\n" + out);
        }
        System.out.print(out);
        return new ScriptRun(p.exitValue(), out);
    }

    /** A command's main class run as its bin/ script runs it, in a JVM of its own (this test's classpath) with {@code env}. */
    static ScriptRun command(Map<String, String> env, String mainClass, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), mainClass));
        cmd.addAll(List.of(args));
        return run(env, cmd.toArray(String[]::new));
    }

    /** Where bin/services keeps its downloads: the broker's jars and Elasticsearch's distribution, for a test's own. */
    static Path servicesDir() throws Exception {
        return Path.of(services("dir").strip());
    }

    /** As {@link #script}, for a step that must succeed: its output, or an exception with it. */
    static String services(String... args) throws Exception {
        ScriptRun run = script(args);
        if (run.code() != 0) {
            throw new IllegalStateException("bin/services " + String.join(" ", args) + " failed:\n" + run.out());
        }
        return run.out();
    }

    /** A client for the local Elasticsearch; close its transport when done. */
    static ElasticsearchClient elasticsearch() {
        RestClient rest = RestClient.builder(new HttpHost("127.0.0.1", esPort(), "http")).build();
        return new ElasticsearchClient(new RestClientTransport(rest, new JacksonJsonpMapper()));
    }

    /**
     * Deletes indices given by name or alias (an alias's time-based indices: Elasticsearch deletes no index through
     * an alias, nor by wildcard); names that do not exist are no error.
     */
    static void deleteIndices(ElasticsearchClient es, String... namesOrAliases) throws IOException {
        List<String> concrete = List.copyOf(es.indices().get(g -> g.index(List.of(namesOrAliases)).ignoreUnavailable(true)
                .allowNoIndices(true)).result().keySet());
        if (!concrete.isEmpty()) {
            es.indices().delete(d -> d.index(concrete).ignoreUnavailable(true));
        }
    }

    /** The hit of a document id behind an alias (of any of its indices: a GET needs one), or null. */
    static Hit<Map> hitById(ElasticsearchClient es, String alias, String id) throws IOException {
        SearchResponse<Map> r = es.search(s -> s.index(alias).ignoreUnavailable(true).allowNoIndices(true).version(true)
                .query(q -> q.ids(i -> i.values(id))), Map.class);
        return r.hits().hits().isEmpty() ? null : r.hits().hits().get(0);
    }

    /**
     * The documents behind {@code aliases} written more than once for one visit (index/id -> its {@code _version}).
     * The crawl writes each document as its visit's external version (the time the URL's last visit ended, or when it
     * entered the crawl for its first), and Elasticsearch stores a write only above the stored version: a document
     * stored once by a URL's first visit carries exactly that URL's discovered_time (in {@code status}); written
     * again by a later try - a replay with another stamp, or without one (a small internal version) - it carries
     * something else. A URL revisited on purpose (a source's second visit: {@code visits} above 1) writes a new
     * version by design: its documents are left out.
     */
    static Map<String, Long> writtenTwice(ElasticsearchClient es, String status, String... aliases) throws IOException {
        List<String> all = new java.util.ArrayList<>(List.of(aliases));
        all.add(status);
        es.indices().refresh(r -> r.index(all).ignoreUnavailable(true).allowNoIndices(true));
        SearchResponse<Map> r = es.search(s -> s.index(List.of(aliases)).ignoreUnavailable(true).allowNoIndices(true)
                .version(true).size(10_000).source(src -> src.filter(f -> f.includes("url", "page_url")))
                .query(q -> q.matchAll(m -> m)), Map.class);
        Map<String, Map<?, ?>> visits = new java.util.HashMap<>();
        Map<String, Long> twice = new java.util.TreeMap<>();
        for (Hit<Map> h : r.hits().hits()) {
            Object u = h.source() == null ? null : h.source().getOrDefault("url", h.source().get("page_url"));
            String url = u == null ? "" : u.toString();
            Map<?, ?> doc = visits.computeIfAbsent(url, k -> statusDoc(es, status, k));
            if (doc != null && (doc.get("visits") instanceof Number n && n.intValue() > 1
                    || doc.get("failing_since") != null)) {
                continue; // revisited on purpose: a source, or a site's root visited again after it failed
            }
            long firstVisit = doc == null || doc.get("discovered_time") == null ? -1
                    : java.time.Instant.parse(doc.get("discovered_time").toString()).toEpochMilli();
            if (h.version() == null || h.version() != firstVisit) {
                twice.put(h.index() + "/" + h.id(), h.version());
            }
        }
        return twice;
    }

    private static Map<?, ?> statusDoc(ElasticsearchClient es, String status, String url) {
        try {
            var g = es.get(x -> x.index(status).id(com.newsx.topology.doc.DocumentId.of(url)), Map.class);
            return g.found() ? g.source() : null;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String env(String name, String dflt) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? dflt : v;
    }
}
