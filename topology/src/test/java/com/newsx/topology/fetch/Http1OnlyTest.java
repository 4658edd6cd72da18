package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.apache.hc.client5.http.async.methods.SimpleHttpResponse;
import org.apache.hc.client5.http.async.methods.SimpleRequestBuilder;
import org.apache.hc.client5.http.config.TlsConfig;
import org.apache.hc.client5.http.impl.async.CloseableHttpAsyncClient;
import org.apache.hc.client5.http.impl.async.HttpAsyncClients;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.ClientTlsStrategyBuilder;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.EntityDetails;
import org.apache.hc.core5.http.HttpRequest;
import org.apache.hc.core5.http.Message;
import org.apache.hc.core5.http.URIScheme;
import org.apache.hc.core5.http.impl.bootstrap.HttpAsyncServer;
import org.apache.hc.core5.http.message.BasicHttpResponse;
import org.apache.hc.core5.http.nio.AsyncRequestConsumer;
import org.apache.hc.core5.http.nio.AsyncServerRequestHandler;
import org.apache.hc.core5.http.nio.entity.BasicAsyncEntityProducer;
import org.apache.hc.core5.http.nio.entity.DiscardingEntityConsumer;
import org.apache.hc.core5.http.nio.ssl.TlsStrategy;
import org.apache.hc.core5.http.nio.support.BasicRequestConsumer;
import org.apache.hc.core5.http.nio.support.BasicResponseProducer;
import org.apache.hc.core5.http.protocol.HttpContext;
import org.apache.hc.core5.http2.HttpVersionPolicy;
import org.apache.hc.core5.http2.impl.nio.bootstrap.H2ServerBootstrap;
import org.apache.hc.core5.http2.ssl.H2ServerTlsStrategy;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.reactor.ListenerEndpoint;
import org.apache.hc.core5.ssl.SSLContexts;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.net.ssl.SSLContext;
import java.io.File;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Over TLS the fetcher speaks HTTP/1.1 even to a server that offers HTTP/2, so the HTTP/1 header limits hold: a real
 * local TLS server (HttpCore's, negotiating h2 by ALPN) with a certificate made for the test.
 */
class Http1OnlyTest {
    @TempDir
    static Path dir;
    private static HttpAsyncServer server;
    private static int port;
    private static SSLContext trusting;

    /** Answers with the protocol the exchange used; at /many with 300 header lines. */
    private static final class Echo implements AsyncServerRequestHandler<Message<HttpRequest, Void>> {
        @Override
        public AsyncRequestConsumer<Message<HttpRequest, Void>> prepare(HttpRequest request, EntityDetails entity,
                                                                         HttpContext context) {
            return new BasicRequestConsumer<>(entity != null ? new DiscardingEntityConsumer<>() : null);
        }

        @Override
        public void handle(Message<HttpRequest, Void> message, ResponseTrigger trigger, HttpContext context)
                throws org.apache.hc.core5.http.HttpException, java.io.IOException {
            BasicHttpResponse r = new BasicHttpResponse(200);
            if (message.getHead().getPath().startsWith("/many")) {
                for (int i = 0; i < 300; i++) {
                    r.addHeader("X-" + i, "v");
                }
            }
            String body = "<html><p>" + context.getProtocolVersion() + "</p></html>";
            trigger.submitResponse(new BasicResponseProducer(r, new BasicAsyncEntityProducer(body, ContentType.TEXT_HTML)),
                    context);
        }
    }

    @BeforeAll
    static void start() throws Exception {
        File keys = dir.resolve("h2.p12").toFile();
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "h2", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=h2.test",
                "-ext", "SAN=dns:h2.test,dns:localhost", "-validity", "2", "-storetype", "PKCS12",
                "-keystore", keys.getPath(), "-storepass", "secret", "-keypass", "secret")
                .redirectErrorStream(true).start();
        String out = new String(keytool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(keytool.waitFor(60, TimeUnit.SECONDS) && keytool.exitValue() == 0, "keytool: " + out);
        char[] pass = "secret".toCharArray();
        SSLContext serving = SSLContexts.custom().loadKeyMaterial(keys, pass, pass).build();
        trusting = SSLContexts.custom().loadTrustMaterial(keys, pass).build();
        server = H2ServerBootstrap.bootstrap()
                .setVersionPolicy(HttpVersionPolicy.NEGOTIATE) // h2 to a client that offers it, else HTTP/1.1
                .setTlsStrategy(new H2ServerTlsStrategy(serving))
                .register("*", new Echo()) // localhost
                .registerVirtual("h2.test", "*", new Echo())
                .create();
        server.start();
        ListenerEndpoint endpoint = server.listen(new InetSocketAddress("127.0.0.1", 0), URIScheme.HTTPS)
                .get(10, TimeUnit.SECONDS);
        port = ((InetSocketAddress) endpoint.getAddress()).getPort();
    }

    @AfterAll
    static void stop() {
        server.close(CloseMode.IMMEDIATE);
    }

    private static TlsStrategy tls() {
        return ClientTlsStrategyBuilder.create().setSslContext(trusting).build();
    }

    private static FetchResult fetch(String path) {
        HostOverrides local = HostOverrides.parse("*.test=127.0.0.1");
        FetchSettings s = FetchSettings.from(CrawlerConfig.defaults().with(java.util.Map.of("fetch.deadline-ms", "10000")));
        try (HttpFetcher f = new HttpFetcher(s, new CrawlerDnsResolver(local, new AddressGuard(true, local)),
                new ByteBudget(s.maxBytesInFlight()), tls())) {
            return f.fetchPage("https://h2.test:" + port + path).join();
        }
    }

    /** The same server to a client that negotiates: h2, and 300 header lines go through, as nothing bounds them. */
    private static SimpleHttpResponse negotiating(String path) throws Exception {
        CloseableHttpAsyncClient c = HttpAsyncClients.custom().setConnectionManager(
                PoolingAsyncClientConnectionManagerBuilder.create().setTlsStrategy(tls())
                        .setDefaultTlsConfig(TlsConfig.custom().setVersionPolicy(HttpVersionPolicy.NEGOTIATE).build())
                        .build()).build();
        try {
            c.start();
            return c.execute(SimpleRequestBuilder.get("https://localhost:" + port + path).build(), null)
                    .get(10, TimeUnit.SECONDS);
        } finally {
            c.close(CloseMode.IMMEDIATE);
        }
    }

    @Test
    void theServerSpeaksHttp2ToAClientThatAsks() throws Exception {
        SimpleHttpResponse r = negotiating("/");
        assertTrue(r.getBodyText().contains("HTTP/2"), r.getBodyText());
        long lines = java.util.Arrays.stream(negotiating("/many").getHeaders())
                .filter(h -> h.getName().toLowerCase(java.util.Locale.ROOT).startsWith("x-")).count();
        assertEquals(300, lines, "more lines than fetch.max-headers: nothing bounds them there");
    }

    @Test
    void theFetcherSpeaksHttp11ToItAndItsHeaderLimitsHold() {
        FetchResult r = fetch("/");
        assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
        assertTrue(new String(r.body(), StandardCharsets.UTF_8).contains("HTTP/1.1"), new String(r.body(), StandardCharsets.UTF_8));
        FetchResult many = fetch("/many");
        assertEquals(FetchResult.Status.TOO_LARGE, many.status(), many.reason());
        assertTrue(many.reason().startsWith("headers too large"), many.reason());
    }
}
