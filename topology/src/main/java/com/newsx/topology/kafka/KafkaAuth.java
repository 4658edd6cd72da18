package com.newsx.topology.kafka;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * How the pipeline proves itself to Kafka and whom it trusts: the security protocol ({@code kafka.security.protocol},
 * PLAINTEXT by default, SASL_SSL for a deployment), the SASL mechanism and user ({@code kafka.sasl.mechanism},
 * {@code kafka.username}, {@code kafka.password} / {@code kafka.password-file}) and the PEM of the CA that signed the
 * brokers' certificates ({@code kafka.ca-cert}). The environment ({@code NEWSX_KAFKA_USERNAME},
 * {@code NEWSX_KAFKA_PASSWORD}, {@code NEWSX_KAFKA_PASSWORD_FILE}, {@code NEWSX_KAFKA_CA_CERT}) wins over the settings,
 * so the password need never sit in a file that is committed or travels with the topology; a password's file wins
 * over the inline setting. The password is held here and handed only to {@link KafkaClientProperties}: nothing this
 * class prints shows it.
 */
public final class KafkaAuth {
    /** Security protocols Kafka's clients speak. */
    public static final List<String> PROTOCOLS = List.of("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL");
    /** SASL mechanisms a user and password log in with. */
    public static final List<String> MECHANISMS = List.of("SCRAM-SHA-512", "SCRAM-SHA-256", "PLAIN");
    /** No TLS, no login: the local broker of bin/services. */
    public static final KafkaAuth NONE = new KafkaAuth("PLAINTEXT", "SCRAM-SHA-512", null, null, null);

    private final String protocol;
    private final String mechanism;
    private final String username;
    private final String password;
    private final Path caCert;

    private KafkaAuth(String protocol, String mechanism, String username, String password, Path caCert) {
        this.protocol = protocol;
        this.mechanism = mechanism;
        this.username = username;
        this.password = password;
        this.caCert = caCert;
    }

    /**
     * From explicit values; empty or null means unset. SASL needs a user and its password; credentials or a CA that
     * the protocol would not use are refused rather than silently dropped (a setting that does nothing hides a
     * mistake, such as a protocol left at PLAINTEXT).
     */
    public static KafkaAuth of(String protocol, String mechanism, String username, String password, Path caCert) {
        String p = present(protocol) ? protocol.strip().toUpperCase(Locale.ROOT) : "PLAINTEXT";
        if (!PROTOCOLS.contains(p)) {
            throw new IllegalArgumentException("kafka.security.protocol: '" + protocol + "' is not one of " + PROTOCOLS);
        }
        String m = present(mechanism) ? mechanism.strip().toUpperCase(Locale.ROOT) : "SCRAM-SHA-512";
        if (!MECHANISMS.contains(m)) {
            throw new IllegalArgumentException("kafka.sasl.mechanism: '" + mechanism + "' is not one of " + MECHANISMS);
        }
        boolean sasl = p.startsWith("SASL_");
        boolean tls = p.endsWith("SSL");
        if (sasl && !present(username)) {
            throw new IllegalArgumentException("kafka.security.protocol=" + p + " needs a user: set kafka.username"
                    + " (or NEWSX_KAFKA_USERNAME)");
        }
        if (sasl && !present(password)) {
            throw new IllegalArgumentException("kafka.security.protocol=" + p + " needs the password of user "
                    + username.strip() + ": set kafka.password-file (or NEWSX_KAFKA_PASSWORD, NEWSX_KAFKA_PASSWORD_FILE)");
        }
        if (!sasl && (present(username) || present(password))) {
            throw new IllegalArgumentException("a Kafka user or password is set, but kafka.security.protocol=" + p
                    + " sends none: set kafka.security.protocol=SASL_SSL (or SASL_PLAINTEXT)");
        }
        if (caCert != null && !tls) {
            throw new IllegalArgumentException("kafka.ca-cert is set, but kafka.security.protocol=" + p
                    + " uses no TLS: set kafka.security.protocol=SASL_SSL (or SSL)");
        }
        if (caCert != null && !Files.isReadable(caCert)) {
            throw new IllegalArgumentException("kafka.ca-cert: cannot read " + caCert);
        }
        return new KafkaAuth(p, m, sasl ? username.strip() : null, sasl ? password : null, caCert);
    }

    /**
     * From settings (a key to its value, "" when unset) and the environment. Which value wins, first to last: the
     * environment variable, the *-file setting, the inline setting.
     */
    public static KafkaAuth from(Function<String, String> setting, Map<String, String> env) {
        String username = first(env.get("NEWSX_KAFKA_USERNAME"), setting.apply("kafka.username"));
        String password = first(env.get("NEWSX_KAFKA_PASSWORD"),
                fileText("NEWSX_KAFKA_PASSWORD_FILE", env.get("NEWSX_KAFKA_PASSWORD_FILE")),
                fileText("kafka.password-file", setting.apply("kafka.password-file")), setting.apply("kafka.password"));
        String ca = first(env.get("NEWSX_KAFKA_CA_CERT"), setting.apply("kafka.ca-cert"));
        return of(setting.apply("kafka.security.protocol"), setting.apply("kafka.sasl.mechanism"), username, password,
                present(ca) ? Path.of(ca.strip()) : null);
    }

    /** The security protocol: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL. */
    public String protocol() {
        return protocol;
    }

    /** Whether the clients log in (SASL_PLAINTEXT, SASL_SSL). */
    public boolean sasl() {
        return protocol.startsWith("SASL_");
    }

    /** Whether the connection is encrypted (SSL, SASL_SSL). */
    public boolean tls() {
        return protocol.endsWith("SSL");
    }

    /** Whether anything beyond a plain connection is asked for. */
    public boolean secured() {
        return !protocol.equals("PLAINTEXT");
    }

    /** The SASL mechanism (meaningful only with {@link #sasl()}). */
    public String mechanism() {
        return mechanism;
    }

    /** The SASL user, or null without SASL. */
    public String username() {
        return username;
    }

    /** The CA certificate (PEM) the brokers' certificates are checked against, or null: the JDK's trust store. */
    public Path caCert() {
        return caCert;
    }

    /** For {@link KafkaClientProperties} alone: the one place the password leaves this class. */
    String password() {
        return password;
    }

    /** What is used, without the secret: "SASL_SSL, SCRAM-SHA-512 as user crawler (password set), CA /etc/ca.pem". */
    public String describe() {
        StringBuilder sb = new StringBuilder(protocol);
        if (sasl()) {
            sb.append(", ").append(mechanism).append(" as user ").append(username).append(" (password set)");
        }
        if (tls()) {
            sb.append(caCert == null ? ", the JDK's trusted CAs" : ", CA " + caCert);
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return "KafkaAuth[" + describe() + "]";
    }

    private static String fileText(String key, String file) {
        if (!present(file)) {
            return null;
        }
        String text;
        try {
            text = Files.readString(Path.of(file.strip()), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new IllegalArgumentException(key + ": cannot read " + file + ": " + e.getMessage(), e);
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException(key + ": " + file + " is empty");
        }
        return text;
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
