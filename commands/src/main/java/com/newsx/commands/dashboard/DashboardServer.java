package com.newsx.commands.dashboard;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.args.Args;
import com.newsx.commands.local.SourceHealth;
import com.newsx.commands.search.Since;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.es.EsAuth;
import com.newsx.topology.es.EsClients;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * {@code bin/dashboard}: serves a page that charts a running crawl from the crawl-metrics index (pages fetched and
 * indexed per second, errors, fetches in flight and queued, latency, time per extraction step, which algorithm won),
 * refreshed every few seconds, and the JSON it draws from ({@code /api/charts}, {@code /api/topologies}); below the
 * charts, the sources in trouble from the crawl-status index - failing now with their last answer, retired, stale -
 * as {@code bin/crawl status} shows them ({@code /api/sources}).
 */
public final class DashboardServer implements AutoCloseable {
    static final String USAGE = """
            usage: bin/dashboard [--port P] [--bind ADDRESS] [--es URL] [--index INDEX] [--status-index INDEX]
              Serves http://ADDRESS:P/ (default 127.0.0.1:8090): charts of the crawl's metrics in INDEX (default
              es.index.metrics of conf/crawler.properties, crawl-metrics) on Elasticsearch URL (default es.url),
              and the sources in trouble (failing, retired, stale) from --status-index (default es.index.status).
              The page picks the topology that reported last; ?topology=NAME&minutes=M chooses;
              ?stale_after=D (default 24h) and ?limit=N (default 20) shape the sources' tables.""";

    private final HttpServer server;
    private final MetricsQuery query;
    private final String statusIndex;
    private final ElasticsearchClient es;

    public DashboardServer(String bind, int port, String esUrl, String index) throws IOException {
        this(bind, port, esUrl, index, "crawl-status", EsAuth.fromEnvironment());
    }

    public DashboardServer(String bind, int port, String esUrl, String index, String statusIndex, EsAuth auth)
            throws IOException {
        this.query = new MetricsQuery(esUrl, index);
        this.statusIndex = statusIndex;
        this.es = EsClients.connect(esUrl, auth);
        this.server = HttpServer.create(new InetSocketAddress(bind, port), 0);
        server.setExecutor(Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "dashboard-http");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/", this::page);
        server.createContext("/api/charts", this::charts);
        server.createContext("/api/topologies", this::topologies);
        server.createContext("/api/sources", this::sources);
        server.start();
    }

    /** The port it listens on (useful with port 0). */
    public int port() {
        return server.getAddress().getPort();
    }

    private void page(HttpExchange x) throws IOException {
        if (!x.getRequestURI().getPath().equals("/")) {
            send(x, 404, "text/plain", "not found".getBytes(StandardCharsets.UTF_8));
            return;
        }
        try (InputStream in = DashboardServer.class.getResourceAsStream("/dashboard/index.html")) {
            send(x, 200, "text/html; charset=utf-8", in.readAllBytes());
        }
    }

    private void charts(HttpExchange x) throws IOException {
        Map<String, String> p = params(x);
        answer(x, () -> {
            String topology = p.get("topology");
            if (topology == null || topology.isBlank()) {
                var names = query.topologies(clamp(p.getOrDefault("minutes", "60"), 1, 1440));
                if (names.isEmpty()) {
                    return "{\"topology\":null,\"series\":[],\"won\":{}}";
                }
                topology = names.get(0);
            }
            int minutes = clamp(p.getOrDefault("minutes", "15"), 1, 1440);
            int bucket = clamp(p.getOrDefault("bucket", String.valueOf(Math.max(10, minutes * 60 / 120))), 1, 3600);
            return query.charts(topology, minutes, bucket).toString();
        });
    }

    private void topologies(HttpExchange x) throws IOException {
        int minutes = clamp(params(x).getOrDefault("minutes", "1440"), 1, 100_000);
        answer(x, () -> {
            StringBuilder b = new StringBuilder("[");
            query.topologies(minutes).forEach(n -> b.append(b.length() > 1 ? "," : "").append(quote(n)));
            return b.append(']').toString();
        });
    }

    private void sources(HttpExchange x) throws IOException {
        Map<String, String> p = params(x);
        answer(x, () -> {
            Duration staleAfter;
            try {
                staleAfter = Since.parse(p.getOrDefault("stale_after", "24h"));
            } catch (IllegalArgumentException e) {
                staleAfter = Duration.ofHours(24);
            }
            SourceHealth health = new SourceHealth(statusIndex, staleAfter, clamp(p.getOrDefault("limit", "20"), 1, 500));
            if (!es.indices().exists(e -> e.index(statusIndex)).value()) {
                return "{\"error\":" + quote("no index " + statusIndex + ": nothing has been crawled there") + "}";
            }
            Instant now = Instant.now();
            return SourcesJson.of(health.read(es, now), health.staleAfter(), now).toString();
        });
    }

    /** A JSON answer read from Elasticsearch. */
    private interface JsonAnswer {
        String get() throws IOException, InterruptedException;
    }

    /** Sends the answer, or 502 with the reason when Elasticsearch could not be read. */
    private static void answer(HttpExchange x, JsonAnswer a) throws IOException {
        String body;
        int status = 200;
        try {
            body = a.get();
        } catch (IOException | RuntimeException e) {
            status = 502;
            body = "{\"error\":" + quote(reason(e)) + "}";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            status = 503;
            body = "{\"error\":\"interrupted\"}";
        }
        send(x, status, "application/json", body.getBytes(StandardCharsets.UTF_8));
    }

    /** Why Elasticsearch could not be read, for the page. */
    private static String reason(Exception e) {
        String m = e.getMessage();
        return e instanceof java.net.ConnectException || m == null ? "Elasticsearch unreachable (" + e.getClass().getSimpleName() + ")" : m;
    }

    private static int clamp(String v, int min, int max) {
        try {
            return Math.max(min, Math.min(max, Integer.parseInt(v.strip())));
        } catch (NumberFormatException e) {
            return min;
        }
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\x00-\\x1f]", " ") + "\"";
    }

    private static Map<String, String> params(HttpExchange x) {
        Map<String, String> m = new HashMap<>();
        String q = x.getRequestURI().getRawQuery();
        if (q != null) {
            for (String kv : q.split("&")) {
                int eq = kv.indexOf('=');
                if (eq > 0) {
                    m.put(URLDecoder.decode(kv.substring(0, eq), StandardCharsets.UTF_8),
                            URLDecoder.decode(kv.substring(eq + 1), StandardCharsets.UTF_8));
                }
            }
        }
        return m;
    }

    private static void send(HttpExchange x, int status, String type, byte[] body) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        x.getResponseHeaders().set("Cache-Control", "no-store");
        x.sendResponseHeaders(status, body.length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        EsClients.close(es);
    }

    public static void main(String[] args) throws Exception {
        Args a;
        try {
            a = Args.spec().values("--port", "--bind", "--es", "--index", "--status-index").parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("dashboard: " + e.getMessage() + "\n" + USAGE);
            System.exit(2);
            return;
        }
        if (a.help()) {
            System.out.println(USAGE);
            return;
        }
        EsSettings store = CrawlerSettings.from(CrawlerConfig.defaults()).es();
        String es = a.value("--es", store.url());
        String index = a.value("--index", store.indices().metrics());
        String statusIndex = a.value("--status-index", store.indices().status());
        String bind = a.value("--bind", "127.0.0.1");
        int port = a.has("--port") ? Integer.parseInt(a.value("--port")) : 8090;
        DashboardServer d;
        try {
            d = new DashboardServer(bind, port, es, index, statusIndex, store.auth());
        } catch (IOException e) {
            System.err.println("dashboard: cannot listen on " + bind + ":" + port + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        System.out.println("dashboard: http://" + bind + ":" + d.port() + "/ (charts of " + index + " on " + es + "; Ctrl-C stops)");
        Thread.currentThread().join();
    }
}
