package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import org.apache.http.HttpHost;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import org.elasticsearch.client.RestClient;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
     * The documents behind {@code aliases} written more than once (id -> its {@code _version}): ids come from URLs, so
     * a second write of a page overwrites and never shows in a count, but it raises the version. A revisit that finds
     * a page changed writes a new version on purpose: only for tests without revisits.
     */
    static Map<String, Long> writtenTwice(ElasticsearchClient es, String... aliases) throws IOException {
        es.indices().refresh(r -> r.index(List.of(aliases)).ignoreUnavailable(true).allowNoIndices(true));
        SearchResponse<Map> r = es.search(s -> s.index(List.of(aliases)).ignoreUnavailable(true).allowNoIndices(true)
                .version(true).size(10_000).source(src -> src.fetch(false)).query(q -> q.matchAll(m -> m)), Map.class);
        Map<String, Long> twice = new java.util.TreeMap<>();
        for (Hit<Map> h : r.hits().hits()) {
            if (h.version() == null || h.version() > 1) {
                twice.put(h.index() + "/" + h.id(), h.version());
            }
        }
        return twice;
    }

    private static String env(String name, String dflt) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? dflt : v;
    }
}
