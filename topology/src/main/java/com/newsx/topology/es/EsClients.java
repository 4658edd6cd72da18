package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.apache.http.HttpHost;
import org.elasticsearch.client.RestClient;
import org.elasticsearch.client.RestClientBuilder;

import java.io.IOException;

/**
 * Elasticsearch clients for a base URL such as http://127.0.0.1:9200, with the credentials and CA of {@link EsAuth}
 * (without one given: those of the environment, NEWSX_ES_*).
 */
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
        return connect(baseUrl, EsAuth.fromEnvironment());
    }

    public static ElasticsearchClient connect(String baseUrl, EsAuth auth) {
        RestClient rest = rest(baseUrl, auth).build();
        return new ElasticsearchClient(new RestClientTransport(rest, new JacksonJsonpMapper()));
    }

    /** An asynchronous client: bulk requests return futures, so a bolt never waits for Elasticsearch. */
    public static ElasticsearchAsyncClient connectAsync(String baseUrl) {
        return connectAsync(baseUrl, EsAuth.fromEnvironment());
    }

    public static ElasticsearchAsyncClient connectAsync(String baseUrl, EsAuth auth) {
        RestClient rest = rest(baseUrl, auth)
                .setRequestConfigCallback(c -> c.setConnectTimeout(5_000).setSocketTimeout(60_000))
                .build();
        return new ElasticsearchAsyncClient(new RestClientTransport(rest, new JacksonJsonpMapper()));
    }

    /**
     * An asynchronous client whose documents keep their null fields: a partial update clears a field by sending it
     * as null (the stock mapper leaves nulls out, so the field would keep its old value).
     */
    public static ElasticsearchAsyncClient connectAsyncWritingNulls(String baseUrl, EsAuth auth) {
        RestClient rest = rest(baseUrl, auth)
                .setRequestConfigCallback(c -> c.setConnectTimeout(5_000).setSocketTimeout(60_000))
                .build();
        JacksonJsonpMapper mapper = new JacksonJsonpMapper(new ObjectMapper().configure(SerializationFeature.INDENT_OUTPUT, false));
        return new ElasticsearchAsyncClient(new RestClientTransport(rest, mapper));
    }

    /** The low-level client of every Elasticsearch client the pipeline makes: the URL, the credentials, the CA. */
    public static RestClientBuilder rest(String baseUrl, EsAuth auth) {
        return auth.apply(RestClient.builder(HttpHost.create(baseUrl)));
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
