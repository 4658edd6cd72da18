package com.newsx.topology.es;

import org.apache.http.Header;
import org.apache.http.message.BasicHeader;
import org.elasticsearch.client.RestClientBuilder;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Base64;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * How the pipeline proves itself to Elasticsearch and which certificate authority it trusts for https: a user and
 * password (HTTP Basic) or an API key, and a CA certificate (PEM). Read from the settings {@code es.username},
 * {@code es.password} / {@code es.password-file}, {@code es.api-key} / {@code es.api-key-file}, {@code es.ca-cert};
 * the environment ({@code NEWSX_ES_USERNAME}, {@code NEWSX_ES_PASSWORD}, {@code NEWSX_ES_API_KEY},
 * {@code NEWSX_ES_CA_CERT}) wins over them, so a secret need never sit in a file that is committed or shipped with the
 * topology. A secret's file wins over its inline setting. Without a CA the JDK's own trust store decides.
 */
public final class EsAuth {
    /** No credentials, the JDK's trust store: the local service of bin/services. */
    public static final EsAuth NONE = new EsAuth(null, "none", null);

    private final String authorization;
    private final String scheme;
    private final Path caCert;
    private volatile SSLContext ssl;

    private EsAuth(String authorization, String scheme, Path caCert) {
        this.authorization = authorization;
        this.scheme = scheme;
        this.caCert = caCert;
    }

    /** From explicit values; empty or null means unset. A user needs a password; a user and an API key together are refused. */
    public static EsAuth of(String username, String password, String apiKey, Path caCert) {
        boolean user = present(username);
        boolean key = present(apiKey);
        if (user && key) {
            throw new IllegalArgumentException("es.username and es.api-key are both set: give Elasticsearch one of them");
        }
        if (!user && present(password)) {
            throw new IllegalArgumentException("an Elasticsearch password is set without es.username");
        }
        if (user && !present(password)) {
            throw new IllegalArgumentException("es.username is set without a password (es.password, es.password-file or NEWSX_ES_PASSWORD)");
        }
        if (caCert != null && !Files.isReadable(caCert)) {
            throw new IllegalArgumentException("es.ca-cert: cannot read " + caCert);
        }
        if (user) {
            String token = Base64.getEncoder().encodeToString((username + ":" + password).getBytes(StandardCharsets.UTF_8));
            return new EsAuth("Basic " + token, "user " + username, caCert);
        }
        if (key) {
            return new EsAuth("ApiKey " + apiKey.trim(), "API key", caCert);
        }
        return caCert == null ? NONE : new EsAuth(null, "none", caCert);
    }

    /**
     * From settings (a key to its value, "" when unset) and the environment. Which value wins, first to last:
     * the environment variable, the *-file setting, the inline setting.
     */
    public static EsAuth from(Function<String, String> setting, Map<String, String> env) {
        String username = first(env.get("NEWSX_ES_USERNAME"), setting.apply("es.username"));
        String password = first(env.get("NEWSX_ES_PASSWORD"), fileText("es.password-file", setting), setting.apply("es.password"));
        String apiKey = first(env.get("NEWSX_ES_API_KEY"), fileText("es.api-key-file", setting), setting.apply("es.api-key"));
        String ca = first(env.get("NEWSX_ES_CA_CERT"), setting.apply("es.ca-cert"));
        return of(username, password, apiKey, present(ca) ? Path.of(ca.trim()) : null);
    }

    /** From the environment alone: for the commands that take only an Elasticsearch URL. */
    public static EsAuth fromEnvironment() {
        return from(k -> "", System.getenv());
    }

    /** The Authorization header's value, when credentials are set. */
    public Optional<String> authorization() {
        return Optional.ofNullable(authorization);
    }

    /** What is used, without the secret: "user elastic, CA /etc/es/ca.pem". */
    public String describe() {
        return scheme + (caCert == null ? "" : ", CA " + caCert);
    }

    /** A TLS context trusting only the CA certificate(s) of es.ca-cert; empty without one (the JDK's trust store). */
    public Optional<SSLContext> sslContext() {
        if (caCert == null) {
            return Optional.empty();
        }
        if (ssl == null) {
            ssl = trusting(caCert);
        }
        return Optional.of(ssl);
    }

    /** The low-level REST client with these credentials and this CA. */
    public RestClientBuilder apply(RestClientBuilder builder) {
        authorization().ifPresent(a -> builder.setDefaultHeaders(new Header[] {new BasicHeader("Authorization", a)}));
        sslContext().ifPresent(ctx -> builder.setHttpClientConfigCallback(h -> h.setSSLContext(ctx)));
        return builder;
    }

    /** The JDK's HTTP client with this CA. */
    public HttpClient.Builder apply(HttpClient.Builder builder) {
        sslContext().ifPresent(builder::sslContext);
        return builder;
    }

    /** A JDK HTTP request with these credentials. */
    public HttpRequest.Builder apply(HttpRequest.Builder builder) {
        authorization().ifPresent(a -> builder.header("Authorization", a));
        return builder;
    }

    private static SSLContext trusting(Path pem) {
        try (InputStream in = Files.newInputStream(pem)) {
            Collection<? extends Certificate> certs = CertificateFactory.getInstance("X.509").generateCertificates(in);
            if (certs.isEmpty()) {
                throw new IllegalArgumentException("es.ca-cert: no certificate in " + pem);
            }
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            int i = 0;
            for (Certificate c : certs) {
                store.setCertificateEntry("ca-" + i++, c);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(store);
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(null, tmf.getTrustManagers(), null);
            return ctx;
        } catch (IOException e) {
            throw new UncheckedIOException("es.ca-cert: cannot read " + pem, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("es.ca-cert: " + pem + " is not a PEM certificate: " + e.getMessage(), e);
        }
    }

    private static String fileText(String key, Function<String, String> setting) {
        String file = setting.apply(key);
        if (!present(file)) {
            return null;
        }
        try {
            return Files.readString(Path.of(file.trim()), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new IllegalArgumentException(key + ": cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static String first(String... values) {
        for (String v : values) {
            if (present(v)) {
                return v;
            }
        }
        return null;
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }
}
