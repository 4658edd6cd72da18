package com.newsx.commands.local;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;


/**
 * A stand-in for Elasticsearch on a loopback port of its own, answering the searches of {@code bin/crawl status} and the
 * dashboard's sources by what each asks: one failing source (a feed, 404 four times, for two hours), none retired, two
 * sources of which one found its newest article three days ago and the other a minute ago.
 */
public final class StatusIndexStandIn implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SHELL = "{\"took\":1,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,\"skipped\":0,\"failed\":0},"
            + "\"hits\":{\"total\":{\"value\":%d,\"relation\":\"eq\"},\"hits\":[%s]},\"aggregations\":{%s}}";
    /** The searches asked, in order. */
    public final List<JsonNode> searches = new ArrayList<>();
    public final long now = System.currentTimeMillis();
    private final HttpServer server;

    public StatusIndexStandIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    /** Its base URL. */
    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private void answer(HttpExchange x) throws IOException {
        String path = x.getRequestURI().getPath();
        byte[] in = x.getRequestBody().readAllBytes();
        String body = "{}";
        if (path.endsWith("/_search")) {
            JsonNode q = JSON.readTree(in.length == 0 ? "{}".getBytes() : in);
            searches.add(q);
            body = search(path, q);
        } else if (path.equals("/_cluster/health")) {
            body = "{\"status\":\"green\"}";
        }
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().add("Content-Type", "application/json");
        x.getResponseHeaders().add("X-Elastic-Product", "Elasticsearch");
        if (x.getRequestMethod().equals("HEAD")) {
            x.sendResponseHeaders(200, -1); // the status index exists
        } else {
            x.sendResponseHeaders(200, b.length);
            x.getResponseBody().write(b);
        }
        x.close();
    }

    private static String hit(String source) {
        return "{\"_index\":\"crawl-status\",\"_id\":\"x\",\"_score\":null,\"_source\":" + source + "}";
    }

    private String search(String path, JsonNode q) {
        if (path.startsWith("/news-articles")) {
            return String.format(SHELL, 0, "", "\"filter#published\":{\"doc_count\":0,\"max#newest\":{\"value\":null}},\"max#indexed\":{\"value\":null}");
        }
        if (q.at("/aggregations/due").isObject()) {
            return String.format(SHELL, 3, "", String.join(",",
                    "\"filter#due\":{\"doc_count\":0,\"min#oldest\":{\"value\":null}}", "\"filter#overdue\":{\"doc_count\":0}",
                    "\"filter#later\":{\"doc_count\":0,\"min#next\":{\"value\":null}}",
                    "\"filter#sources\":{\"doc_count\":2,\"tdigest_percentiles#interval\":{\"values\":{\"50.0\":600.0}},"
                            + "\"min#shortest\":{\"value\":600.0},\"max#longest\":{\"value\":600.0}}",
                    "\"sterms#status\":{\"doc_count_error_upper_bound\":0,\"sum_other_doc_count\":0,\"buckets\":[]}"));
        }
        if ("failing".equals(q.at("/query/term/status/value").asText())) {
            return String.format(SHELL, 1, hit("{\"url\":\"https://a.example/rss\",\"failing_since\":\""
                    + Instant.ofEpochMilli(now - 7_200_000) + "\",\"failures\":4,\"http_status\":404,\"reason\":\"http_error: HTTP 404"
                    + " (failing since x, 4 in a row; next visit in 60 s)\",\"next_fetch_time\":" + (now + 60_000) + "}"), "");
        }
        if ("retired".equals(q.at("/query/term/status/value").asText())) {
            return String.format(SHELL, 0, "", "");
        }
        if (q.at("/aggregations/parents").isObject()) {
            return String.format(SHELL, 0, "", "\"sterms#parents\":{\"doc_count_error_upper_bound\":0,\"sum_other_doc_count\":0,"
                    + "\"buckets\":[{\"key\":\"https://b.example/\",\"doc_count\":9,\"max#newest\":{\"value\":" + (now - 3 * 86_400_000L) + "}},"
                    + "{\"key\":\"https://c.example/\",\"doc_count\":9,\"max#newest\":{\"value\":" + (now - 60_000) + "}}]}");
        }
        String old = "\"" + Instant.ofEpochMilli(now - 10 * 86_400_000L) + "\"";
        return String.format(SHELL, 2, hit("{\"url\":\"https://b.example/\",\"discovered_time\":" + old + "}") + ","
                + hit("{\"url\":\"https://c.example/\",\"discovered_time\":" + old + "}"), "");
    }
}
