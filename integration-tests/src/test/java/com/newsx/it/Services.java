package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import org.apache.http.HttpHost;
import org.elasticsearch.client.RestClient;

import java.nio.file.Path;

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

    private static String env(String name, String dflt) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? dflt : v;
    }
}
