package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.apache.http.HttpHost;
import org.elasticsearch.client.RestClient;

import java.io.IOException;

/** Elasticsearch clients for a base URL such as http://127.0.0.1:9200. */
public final class EsClients {
    private EsClients() {
    }

    /** The URL from --es, else NEWSX_ES_URL, else the local service's port (NEWSX_ES_PORT, default 9200). */
    public static String defaultUrl() {
        String url = System.getenv("NEWSX_ES_URL");
        if (url != null && !url.isBlank()) {
            return url;
        }
        String port = System.getenv("NEWSX_ES_PORT");
        return "http://127.0.0.1:" + (port == null || port.isBlank() ? "9200" : port);
    }

    public static ElasticsearchClient connect(String baseUrl) {
        RestClient rest = RestClient.builder(HttpHost.create(baseUrl)).build();
        return new ElasticsearchClient(new RestClientTransport(rest, new JacksonJsonpMapper()));
    }

    /** An asynchronous client: bulk requests return futures, so a bolt never waits for Elasticsearch. */
    public static ElasticsearchAsyncClient connectAsync(String baseUrl) {
        RestClient rest = RestClient.builder(HttpHost.create(baseUrl))
                .setRequestConfigCallback(c -> c.setConnectTimeout(5_000).setSocketTimeout(60_000))
                .build();
        return new ElasticsearchAsyncClient(new RestClientTransport(rest, new JacksonJsonpMapper()));
    }

    /**
     * An asynchronous client whose documents keep their null fields: a partial update clears a field by sending it
     * as null (the stock mapper leaves nulls out, so the field would keep its old value).
     */
    public static ElasticsearchAsyncClient connectAsyncWritingNulls(String baseUrl) {
        RestClient rest = RestClient.builder(HttpHost.create(baseUrl))
                .setRequestConfigCallback(c -> c.setConnectTimeout(5_000).setSocketTimeout(60_000))
                .build();
        JacksonJsonpMapper mapper = new JacksonJsonpMapper(new ObjectMapper().configure(SerializationFeature.INDENT_OUTPUT, false));
        return new ElasticsearchAsyncClient(new RestClientTransport(rest, mapper));
    }

    public static void close(ElasticsearchAsyncClient es) {
        try {
            es._transport().close();
        } catch (IOException e) {
            // closing a client that failed to connect: nothing to keep
        }
    }

    public static void close(ElasticsearchClient es) {
        try {
            es._transport().close();
        } catch (IOException e) {
            // closing a client that failed to connect: nothing to keep
        }
    }
}
