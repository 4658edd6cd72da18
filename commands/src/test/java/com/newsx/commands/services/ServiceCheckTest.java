package com.newsx.commands.services;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServiceCheckTest {
    // short enough that the silent cases end soon, long enough for a loaded machine to answer the live ones
    private final ServiceCheck check = new ServiceCheck(Duration.ofSeconds(1), Duration.ofSeconds(3));

    /** A loopback port nothing listens on: one just freed. */
    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** A fake Elasticsearch answering its cluster health call with this status. */
    private static HttpServer elasticsearch(int status) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 4);
        server.createContext("/_cluster/health", x -> {
            byte[] body = "{\"status\":\"yellow\"}".getBytes(StandardCharsets.UTF_8);
            x.sendResponseHeaders(status, body.length);
            x.getResponseBody().write(body);
            x.close();
        });
        server.start();
        return server;
    }

    @Test
    void aClosedPortIsNamedWithWhatToDo() throws IOException {
        int port = closedPort();
        assertEquals(Optional.of("Kafka not reachable at 127.0.0.1:" + port + " - start it with bin/services start"),
                check.kafka("127.0.0.1:" + port));
        assertEquals(Optional.of("Elasticsearch not reachable at http://127.0.0.1:" + port
                + " - start it with bin/services start"), check.elasticsearch("http://127.0.0.1:" + port));
        assertEquals(Optional.of("Nimbus not reachable at 127.0.0.1:" + port
                + " - start the local cluster with bin/services start storm"), check.nimbus("127.0.0.1", port));
        assertEquals(2, check.kafkaAndElasticsearch("127.0.0.1:" + port, "http://127.0.0.1:" + port).size());
    }

    @Test
    void oneListeningBrokerOfTheListIsEnough() throws IOException {
        try (ServerSocket broker = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertEquals(Optional.empty(), check.kafka("127.0.0.1:" + closedPort() + ",127.0.0.1:" + broker.getLocalPort()));
            assertEquals(Optional.empty(), check.nimbus("127.0.0.1", broker.getLocalPort()));
        }
    }

    @Test
    void elasticsearchMustAnswerItsClusterHealthCall() throws IOException {
        HttpServer up = elasticsearch(200);
        HttpServer failing = elasticsearch(503);
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String upUrl = "http://127.0.0.1:" + up.getAddress().getPort();
            assertEquals(Optional.empty(), check.elasticsearch(upUrl));
            assertEquals(Optional.empty(), check.elasticsearch(upUrl + "/"));
            assertEquals(List.of(), check.kafkaAndElasticsearch("127.0.0.1:" + silent.getLocalPort(), upUrl));
            String failingUrl = "http://127.0.0.1:" + failing.getAddress().getPort();
            assertEquals(Optional.of("Elasticsearch at " + failingUrl + " answered its cluster health call with HTTP 503"),
                    check.elasticsearch(failingUrl));
            // accepts connections (the backlog) but never answers
            String silentUrl = "http://127.0.0.1:" + silent.getLocalPort();
            assertTrue(check.elasticsearch(silentUrl).orElseThrow().startsWith(
                    "Elasticsearch at " + silentUrl + " did not answer its cluster health call"));
        } finally {
            up.stop(0);
            failing.stop(0);
        }
    }

    @Test
    void aRemoteAddressGetsNoHintToStartTheLocalServices() {
        // TEST-NET-1 (RFC 5737): routed nowhere, so the connect fails or times out
        assertEquals(Optional.of("Kafka not reachable at 192.0.2.1:9092"), check.kafka("192.0.2.1:9092"));
    }

    @Test
    void malformedAddressesAreNamed() {
        assertTrue(check.kafka("localhost").orElseThrow().contains("is not HOST:PORT"));
        assertTrue(check.elasticsearch("not a url").orElseThrow().contains("is not a URL"));
    }
}
