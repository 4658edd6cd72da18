package com.newsx.topology.kafka;

import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.config.types.Password;
import org.apache.kafka.common.security.JaasContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.security.auth.login.AppConfigurationEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The client properties for each protocol, where the password comes from, and that it is never shown. */
class KafkaClientPropertiesTest {
    private static final String SECRET = "s3cret-\"quoted\"-back\\slash";

    @TempDir
    Path dir;

    private Path ca() throws Exception {
        return Files.writeString(dir.resolve("ca.pem"), "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");
    }

    private static KafkaAuth auth(Map<String, String> settings, Map<String, String> env) {
        return KafkaAuth.from(k -> settings.getOrDefault(k, ""), env);
    }

    /** The options of the login module the JAAS line names, as Kafka's own parser reads them. */
    private static Map<String, ?> loginOptions(Map<String, Object> props) {
        List<AppConfigurationEntry> entries = JaasContext.loadClientContext(props).configurationEntries();
        assertEquals(1, entries.size());
        return entries.get(0).getOptions();
    }

    @Test
    void plaintextIsTheDefaultAndAddsNothingButTheProtocol() {
        KafkaAuth none = auth(Map.of(), Map.of());
        assertFalse(none.secured());
        Map<String, Object> p = KafkaClientProperties.producer("127.0.0.1:9092", none);
        assertEquals("PLAINTEXT", p.get("security.protocol"));
        assertEquals("127.0.0.1:9092", p.get("bootstrap.servers"));
        assertEquals("all", p.get("acks"));
        assertFalse(p.containsKey("sasl.jaas.config") || p.containsKey("ssl.truststore.location"), p.toString());
        new ProducerConfig(p); // Kafka takes every property as given
    }

    @Test
    void sslTrustsTheCaAsAPemTrustStore() throws Exception {
        Path ca = ca();
        Map<String, Object> p = KafkaClientProperties.consumer("kafka:9092",
                auth(Map.of("kafka.security.protocol", "SSL", "kafka.ca-cert", ca.toString()), Map.of()), "g");
        assertEquals("SSL", p.get("security.protocol"));
        assertEquals("PEM", p.get("ssl.truststore.type"));
        assertEquals(ca.toAbsolutePath().toString(), p.get("ssl.truststore.location"));
        assertEquals("g", p.get("group.id"));
        assertFalse(p.containsKey("sasl.jaas.config"), "SSL alone logs in with no user");
        new ConsumerConfig(p);
    }

    @Test
    void saslPlaintextLogsInWithScramAndNoTrustStore() {
        KafkaAuth a = auth(Map.of("kafka.security.protocol", "sasl_plaintext", "kafka.username", "crawler",
                "kafka.password", "pw"), Map.of());
        Map<String, Object> p = KafkaClientProperties.common("b:1", a);
        assertEquals("SASL_PLAINTEXT", p.get("security.protocol"));
        assertEquals("SCRAM-SHA-512", p.get("sasl.mechanism"));
        assertFalse(p.containsKey("ssl.truststore.location"));
        assertEquals(Map.of("username", "crawler", "password", "pw"), loginOptions(p));
        new AdminClientConfig(p);
    }

    @Test
    void saslSslLogsInAndTrustsTheCaAndThePasswordSurvivesQuoting() throws Exception {
        Path ca = ca();
        KafkaAuth a = auth(Map.of("kafka.security.protocol", "SASL_SSL", "kafka.sasl.mechanism", "SCRAM-SHA-256",
                "kafka.username", "crawler", "kafka.ca-cert", ca.toString()), Map.of("NEWSX_KAFKA_PASSWORD", SECRET));
        Map<String, Object> p = KafkaClientProperties.producer("b:1", a);
        assertEquals("SASL_SSL", p.get("security.protocol"));
        assertEquals("SCRAM-SHA-256", p.get("sasl.mechanism"));
        assertEquals("PEM", p.get("ssl.truststore.type"));
        assertEquals(SECRET, loginOptions(p).get("password"), "quotes and backslashes reach the login module as given");
        assertTrue(((Password) p.get("sasl.jaas.config")).value().contains("ScramLoginModule"));
        new ProducerConfig(p);

        Map<String, Object> plain = KafkaClientProperties.common("b:1", KafkaAuth.of("SASL_SSL", "PLAIN", "u", "p", ca));
        assertTrue(((Password) plain.get("sasl.jaas.config")).value().startsWith("org.apache.kafka.common.security.plain.PlainLoginModule"));
    }

    @Test
    void thePasswordComesFromTheEnvironmentThenAFileThenTheSetting() throws Exception {
        Path file = Files.writeString(dir.resolve("password"), "from-file\n");
        Path envFile = Files.writeString(dir.resolve("env-password"), "from-env-file");
        Map<String, String> settings = Map.of("kafka.security.protocol", "SASL_PLAINTEXT", "kafka.username", "crawler",
                "kafka.password", "inline", "kafka.password-file", file.toString());
        assertEquals("from-file", password(auth(settings, Map.of())), "the file wins over the inline value, trailing newline cut");
        assertEquals("from-env-file", password(auth(settings, Map.of("NEWSX_KAFKA_PASSWORD_FILE", envFile.toString()))));
        assertEquals("from-env", password(auth(settings, Map.of("NEWSX_KAFKA_PASSWORD", "from-env",
                "NEWSX_KAFKA_PASSWORD_FILE", envFile.toString()))));
        assertEquals("inline", password(auth(Map.of("kafka.security.protocol", "SASL_PLAINTEXT",
                "kafka.username", "crawler", "kafka.password", "inline"), Map.of())));
        assertEquals("other", auth(settings, Map.of("NEWSX_KAFKA_USERNAME", "other")).username());
    }

    private static Object password(KafkaAuth a) {
        return loginOptions(KafkaClientProperties.security(a)).get("password");
    }

    @Test
    void aMissingPasswordOrUserIsAClearError() throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of(
                "kafka.security.protocol", "SASL_SSL", "kafka.username", "crawler"), Map.of()));
        assertTrue(e.getMessage().contains("needs the password of user crawler")
                && e.getMessage().contains("kafka.password-file") && e.getMessage().contains("NEWSX_KAFKA_PASSWORD"), e.getMessage());

        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of("kafka.security.protocol", "SASL_SSL",
                "kafka.password", "pw"), Map.of()));
        assertTrue(e.getMessage().contains("needs a user: set kafka.username"), e.getMessage());

        Path missing = dir.resolve("no-such-file");
        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of("kafka.security.protocol", "SASL_SSL",
                "kafka.username", "crawler", "kafka.password-file", missing.toString()), Map.of()));
        assertTrue(e.getMessage().startsWith("kafka.password-file: cannot read " + missing), e.getMessage());

        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of("kafka.security.protocol", "SASL_SSL",
                "kafka.username", "crawler", "kafka.password-file", empty.toString()), Map.of()));
        assertTrue(e.getMessage().contains("is empty"), e.getMessage());
    }

    @Test
    void settingsTheProtocolWouldIgnoreAreRefused() throws Exception {
        Path ca = ca();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> auth(Map.of("kafka.username", "crawler", "kafka.password", "pw"), Map.of()));
        assertTrue(e.getMessage().contains("kafka.security.protocol=PLAINTEXT sends none"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of(), Map.of("NEWSX_KAFKA_PASSWORD", "pw")));
        assertTrue(e.getMessage().contains("sends none"), "a password from the environment too: " + e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of("kafka.security.protocol", "SASL_PLAINTEXT",
                "kafka.username", "u", "kafka.password", "p", "kafka.ca-cert", ca.toString()), Map.of()));
        assertTrue(e.getMessage().contains("uses no TLS"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of("kafka.security.protocol", "TLS"), Map.of()));
        assertTrue(e.getMessage().contains("'TLS' is not one of"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> auth(Map.of("kafka.security.protocol", "SSL",
                "kafka.ca-cert", dir.resolve("none.pem").toString()), Map.of()));
        assertTrue(e.getMessage().contains("kafka.ca-cert: cannot read"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> KafkaAuth.of("SASL_SSL", "GSSAPI", "u", "p", null));
        assertTrue(e.getMessage().contains("kafka.sasl.mechanism"), e.getMessage());
    }

    @Test
    void thePasswordIsShownNowhere() throws Exception {
        KafkaAuth a = KafkaAuth.of("SASL_SSL", "SCRAM-SHA-512", "crawler", SECRET, ca());
        Map<String, Object> p = new HashMap<>(KafkaClientProperties.consumer("b:1", a, "g"));
        for (String shown : List.of(a.toString(), a.describe(), p.toString(), String.valueOf(p.get("sasl.jaas.config")))) {
            assertFalse(shown.contains("s3cret"), shown);
        }
        assertTrue(a.describe().contains("user crawler (password set)") && a.describe().contains("CA "), a.describe());
        assertInstanceOf(Password.class, p.get("sasl.jaas.config"));
        assertNull(KafkaAuth.NONE.username());
        assertEquals("PLAINTEXT", KafkaAuth.NONE.describe());
    }
}
