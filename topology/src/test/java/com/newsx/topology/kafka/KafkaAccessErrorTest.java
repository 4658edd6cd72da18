package com.newsx.topology.kafka;

import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.errors.SslAuthenticationException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.junit.jupiter.api.Test;

import javax.net.ssl.SSLHandshakeException;
import java.util.Set;
import java.util.concurrent.ExecutionException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each access failure said in one line that names what to set, the password never among it. */
class KafkaAccessErrorTest {
    private static final KafkaAuth SASL = KafkaAuth.of("SASL_SSL", "SCRAM-SHA-512", "crawler", "hunter2", null);

    @Test
    void refusedCredentialsNameTheUserAndTheSettings() {
        String said = KafkaAccessError.describe("k:9093", SASL, new ExecutionException(new SaslAuthenticationException(
                "Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512")));
        assertTrue(said.startsWith("Kafka at k:9093 refused the credentials (SASL_SSL, SCRAM-SHA-512 as user crawler"), said);
        assertTrue(said.contains("kafka.password-file") && said.contains("NEWSX_KAFKA_PASSWORD"), said);
        assertFalse(said.contains("hunter2") || said.contains("\n"), said);
    }

    @Test
    void anUntrustedCertificateNamesTheCaSetting() {
        String said = KafkaAccessError.describe("k:9093", SASL, new SslAuthenticationException("SSL handshake failed",
                new SSLHandshakeException("PKIX path building failed")));
        assertTrue(said.contains("TLS handshake failed (PKIX path building failed)") && said.contains("kafka.ca-cert"), said);
    }

    @Test
    void aRefusedRightAndASilentBrokerAreSaidToo() {
        String said = KafkaAccessError.describe("k:9093", SASL, new TopicAuthorizationException(Set.of("urls")));
        assertTrue(said.contains("refused the request") && said.contains("ACL"), said);
        said = KafkaAccessError.describe("k:9092", KafkaAuth.NONE, new TimeoutException("Topic urls not present in metadata after 15000 ms."));
        assertTrue(said.contains("did not answer in time") && said.contains("set kafka.security.protocol"), said);
        said = KafkaAccessError.describe("k:9093", SASL, new TimeoutException("late"));
        assertFalse(said.contains("set kafka.security.protocol"), "already secured: no such hint: " + said);
        assertEquals("Kafka at k:9092: disk full", KafkaAccessError.describe("k:9092", KafkaAuth.NONE,
                new KafkaException("send failed", new IllegalStateException("disk full"))));
    }
}
