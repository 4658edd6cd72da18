package com.newsx.commands.services;

import com.newsx.topology.config.EsSettings;
import com.newsx.topology.config.KafkaSettings;
import com.newsx.topology.es.EsAuth;
import com.newsx.topology.kafka.KafkaAccessError;
import com.newsx.topology.kafka.KafkaAuth;
import com.newsx.topology.kafka.KafkaClientProperties;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Whether the services a command needs answer, asked before the command starts, so that a service that is down is
 * named at once ("Kafka not reachable at 127.0.0.1:9092 - start it with bin/services start") instead of showing
 * as connection warnings or a wait of many seconds. A TCP connect with a short timeout, and for Elasticsearch its
 * cluster health call; for Kafka with TLS or SASL, a login. The hint to start a service is given for loopback addresses
 * only: a remote service is not one bin/services runs.
 */
public final class ServiceCheck {
    private final Duration connectTimeout;
    private final Duration requestTimeout;

    public ServiceCheck() {
        this(Duration.ofSeconds(2), Duration.ofSeconds(5));
    }

    public ServiceCheck(Duration connectTimeout, Duration requestTimeout) {
        this.connectTimeout = connectTimeout;
        this.requestTimeout = requestTimeout;
    }

    /** Empty when a broker of the bootstrap list ({@code host:port,host:port}) accepts a connection, else the problem. */
    public Optional<String> kafka(String bootstrap) {
        return kafka(bootstrap, KafkaAuth.NONE);
    }

    /**
     * As {@link #kafka(String)}, and with TLS or SASL asked for, a login too (an admin client's cluster description), so
     * a refused password or an untrusted certificate is said at once rather than as a crawl that reads nothing.
     */
    public Optional<String> kafka(String bootstrap, KafkaAuth auth) {
        Optional<String> reach = reach(bootstrap);
        return reach.isPresent() || !auth.secured() ? reach : login(bootstrap, auth);
    }

    private Optional<String> login(String bootstrap, KafkaAuth auth) {
        // a TLS handshake and a SCRAM exchange on a busy machine: longer than a health call
        long waitMs = Math.max(requestTimeout.toMillis(), 15_000);
        Map<String, Object> props = KafkaClientProperties.common(bootstrap, auth);
        props.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) waitMs);
        props.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) waitMs);
        try (Admin admin = Admin.create(props)) {
            admin.describeCluster().clusterId().get(waitMs, TimeUnit.MILLISECONDS);
            return Optional.empty();
        } catch (ExecutionException e) {
            return Optional.of(KafkaAccessError.describe(bootstrap, auth, e.getCause()));
        } catch (java.util.concurrent.TimeoutException | RuntimeException e) {
            return Optional.of(KafkaAccessError.describe(bootstrap, auth, e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while logging in to Kafka at " + bootstrap);
        }
    }

    private Optional<String> reach(String bootstrap) {
        boolean local = false;
        for (String broker : bootstrap.split(",")) {
            HostPort hp = HostPort.parse(broker.trim());
            if (hp == null) {
                return Optional.of("Kafka's address '" + bootstrap + "' is not HOST:PORT[,HOST:PORT...]");
            }
            Connect c = connect(hp.host(), hp.port());
            if (c.ok()) {
                return Optional.empty();
            }
            local |= c.loopback();
        }
        return Optional.of("Kafka not reachable at " + bootstrap + (local ? " - start it with bin/services start" : ""));
    }

    /** Empty when Elasticsearch at {@code url} answers its cluster health call, with the NEWSX_ES_* credentials and CA. */
    public Optional<String> elasticsearch(String url) {
        EsAuth auth;
        try {
            auth = EsAuth.fromEnvironment(); // NEWSX_ES_* credentials and CA
        } catch (RuntimeException e) {
            return Optional.of("Elasticsearch at " + url + ": " + e.getMessage());
        }
        return elasticsearch(url, auth);
    }

    /** Empty when Elasticsearch at {@code url} accepts a connection and answers its cluster health call. */
    public Optional<String> elasticsearch(String url, EsAuth auth) {
        String base = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        URI uri;
        try {
            uri = URI.create(base);
        } catch (IllegalArgumentException e) {
            return Optional.of("Elasticsearch's address '" + url + "' is not a URL");
        }
        if (uri.getHost() == null) {
            return Optional.of("Elasticsearch's address '" + url + "' is not a URL");
        }
        int port = uri.getPort() > 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        Connect c = connect(uri.getHost(), port);
        if (!c.ok()) {
            return Optional.of("Elasticsearch not reachable at " + url + (c.loopback() ? " - start it with bin/services start" : ""));
        }
        HttpClient http = auth.apply(HttpClient.newBuilder().connectTimeout(connectTimeout)).build();
        try {
            HttpResponse<String> r = http.send(auth.apply(HttpRequest.newBuilder(URI.create(base + "/_cluster/health")))
                    .timeout(requestTimeout).GET().build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 401) {
                return Optional.of("Elasticsearch at " + url + " refused the credentials (HTTP 401 Unauthorized; " + auth.describe()
                        + ") - check es.username and es.password-file, or es.api-key-file (or NEWSX_ES_USERNAME and"
                        + " NEWSX_ES_PASSWORD, or NEWSX_ES_API_KEY)");
            }
            if (r.statusCode() != 200) {
                return Optional.of("Elasticsearch at " + url + " answered its cluster health call with HTTP " + r.statusCode());
            }
            return Optional.empty();
        } catch (IOException e) {
            if (e instanceof javax.net.ssl.SSLException) {
                return Optional.of("Elasticsearch at " + url + ": TLS handshake failed (" + e.getMessage()
                        + ") - set NEWSX_ES_CA_CERT or es.ca-cert to the PEM of the CA that signed its certificate");
            }
            return Optional.of("Elasticsearch at " + url + " did not answer its cluster health call: " + describe(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while asking Elasticsearch at " + url);
        }
    }

    /** Empty when Nimbus's thrift port accepts a connection. */
    public Optional<String> nimbus(String host, int port) {
        Connect c = connect(host, port);
        return c.ok() ? Optional.empty()
                : Optional.of("Nimbus not reachable at " + host + ":" + port
                        + (c.loopback() ? " - start the local cluster with bin/services start storm" : ""));
    }

    /** The problems of both, Kafka's first; empty when both answer. */
    public List<String> kafkaAndElasticsearch(String bootstrap, String esUrl) {
        List<String> problems = new ArrayList<>();
        kafka(bootstrap).ifPresent(problems::add);
        elasticsearch(esUrl).ifPresent(problems::add);
        return problems;
    }

    /** The problems of both, Kafka's first, with the credentials and CA of the crawl's settings; empty when both answer. */
    public List<String> kafkaAndElasticsearch(KafkaSettings kafka, EsSettings es) {
        List<String> problems = new ArrayList<>();
        kafka(kafka.bootstrap(), kafka.auth()).ifPresent(problems::add);
        elasticsearch(es.url(), es.auth()).ifPresent(problems::add);
        return problems;
    }

    private record HostPort(String host, int port) {
        static HostPort parse(String s) {
            int colon = s.lastIndexOf(':');
            if (colon < 1) {
                return null;
            }
            String host = s.substring(0, colon);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            try {
                int port = Integer.parseInt(s.substring(colon + 1));
                return port > 0 && port < 65536 ? new HostPort(host, port) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }

    /** A connect attempt: whether it worked, and whether the address was a loopback one. */
    private record Connect(boolean ok, boolean loopback) {
    }

    private Connect connect(String host, int port) {
        InetSocketAddress address = new InetSocketAddress(host, port);
        boolean loopback = host.equalsIgnoreCase("localhost")
                || (!address.isUnresolved() && address.getAddress().isLoopbackAddress());
        if (address.isUnresolved()) {
            return new Connect(false, loopback);
        }
        try (Socket s = new Socket()) {
            s.connect(address, (int) connectTimeout.toMillis());
            return new Connect(true, loopback);
        } catch (IOException e) {
            return new Connect(false, loopback);
        }
    }

    private static String describe(Throwable e) {
        Throwable c = e;
        while ((c.getMessage() == null || c.getMessage().isBlank()) && c.getCause() != null) {
            c = c.getCause();
        }
        return c.getMessage() == null ? c.getClass().getSimpleName() : c.getMessage();
    }
}
