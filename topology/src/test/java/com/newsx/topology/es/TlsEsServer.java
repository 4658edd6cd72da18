package com.newsx.topology.es;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;

import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An https endpoint on a free loopback port that answers like Elasticsearch's {@code GET /} to one Authorization
 * header and with 401 to any other. Its certificate is self-signed, made by keytool in the given folder; {@link #caPem}
 * is that certificate, so a client trusting it trusts the server.
 */
final class TlsEsServer implements AutoCloseable {
    private static final String PASS = "changeit";
    private static final String INFO = """
            {"name":"node-1","cluster_name":"newsx-test","cluster_uuid":"abc","version":{"number":"8.19.21",
            "build_flavor":"default","build_type":"tar","build_hash":"h","build_date":"2026-01-01T00:00:00Z",
            "build_snapshot":false,"lucene_version":"9.12.0","minimum_wire_compatibility_version":"7.17.0",
            "minimum_index_compatibility_version":"7.0.0"},"tagline":"You Know, for Search"}""";

    private final HttpsServer server;
    private final Path caPem;

    TlsEsServer(Path dir, String expectedAuthorization) throws Exception {
        Path keystore = dir.resolve("server.p12");
        caPem = dir.resolve("ca.pem");
        keytool("-genkeypair", "-alias", "es", "-keyalg", "RSA", "-keysize", "2048", "-validity", "2",
                "-dname", "CN=localhost", "-ext", "SAN=ip:127.0.0.1,dns:localhost",
                "-keystore", keystore.toString(), "-storetype", "PKCS12", "-storepass", PASS, "-keypass", PASS);
        keytool("-exportcert", "-rfc", "-alias", "es", "-keystore", keystore.toString(), "-storepass", PASS,
                "-file", caPem.toString());
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keystore)) {
            ks.load(in, PASS.toCharArray());
        }
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(ks, PASS.toCharArray());
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(kmf.getKeyManagers(), null, null);
        server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(ctx));
        server.createContext("/", ex -> {
            boolean ok = expectedAuthorization.equals(ex.getRequestHeaders().getFirst("Authorization"));
            byte[] body = (ok ? INFO : "{\"error\":{\"type\":\"security_exception\",\"reason\":\"unable to authenticate\"},"
                    + "\"status\":401}").getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "application/json");
            ex.getResponseHeaders().add("X-Elastic-Product", "Elasticsearch");
            if (!ok) {
                ex.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"security\"");
            }
            ex.sendResponseHeaders(ok ? 200 : 401, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        server.start();
    }

    String url() {
        return "https://127.0.0.1:" + server.getAddress().getPort();
    }

    Path caPem() {
        return caPem;
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private static void keytool(String... args) throws IOException, InterruptedException {
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException("keytool " + args[0] + " failed: " + out);
        }
    }
}
