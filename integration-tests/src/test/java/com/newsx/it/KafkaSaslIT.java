package com.newsx.it;

import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.kafka.KafkaAuth;
import com.newsx.topology.kafka.KafkaClientProperties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bin/seed and the crawl's Kafka clients against a real broker that asks for SASL/SCRAM over TLS (the compose
 * cluster's, {@link SaslKafka}): the right password gets URLs in and out; a wrong one, a missing CA and a plain
 * client each end in one line of ours that says what to set - no stack trace, no password.
 */
class KafkaSaslIT {
    private static final String WRONG = "not-the-password-" + UUID.randomUUID();
    @TempDir
    static Path dir;
    private static MadeSecrets secrets;
    private static SaslKafka kafka;

    @BeforeAll
    static void start() throws Exception {
        secrets = MadeSecrets.in(dir.resolve("made"));
        kafka = SaslKafka.start(secrets, dir.resolve("kafka"));
    }

    @AfterAll
    static void stop() {
        if (kafka != null) {
            kafka.close();
        }
    }

    /** bin/seed's settings for the broker: the password is not among them. */
    private static List<String> seedArgs(String topic, String... more) {
        List<String> a = new ArrayList<>(List.of("--bootstrap", kafka.bootstrap(), "--topic", topic,
                "--set", "kafka.security.protocol=SASL_SSL", "--set", "kafka.username=newsx",
                "--set", "kafka.ca-cert=" + secrets.ca()));
        a.addAll(List.of(more));
        return a;
    }

    /** bin/seed in a JVM of its own, its password from the environment (nothing inherited from this one's). */
    private static Services.ScriptRun seed(Map<String, String> passwordEnv, List<String> args) throws Exception {
        Map<String, String> env = new HashMap<>();
        for (String k : List.of("NEWSX_KAFKA_USERNAME", "NEWSX_KAFKA_PASSWORD", "NEWSX_KAFKA_PASSWORD_FILE", "NEWSX_KAFKA_CA_CERT")) {
            env.put(k, null);
        }
        env.putAll(passwordEnv);
        return Services.command(env, "com.newsx.commands.seed.SeedCommand", args.toArray(String[]::new));
    }

    private static void assertOneLineOfOurs(Services.ScriptRun run, String expected) {
        assertEquals(1, run.code(), run.out());
        assertTrue(run.out().contains("seed: ") && run.out().contains(expected), run.out());
        assertFalse(run.out().contains("\tat ") || run.out().contains("Exception in thread"), "no stack trace:\n" + run.out());
        assertFalse(run.out().contains(WRONG) || run.out().contains(secrets.password("KAFKA_CRAWLER_PASSWORD")),
                "no password:\n" + run.out());
    }

    @Test
    void theRightPasswordSeedsAndTheCrawlsConsumerReadsIt() throws Exception {
        String topic = "urls-sasl-" + UUID.randomUUID();
        String url = "https://news.example.com/sasl/" + UUID.randomUUID();
        Services.ScriptRun run = seed(Map.of("NEWSX_KAFKA_PASSWORD", secrets.password("KAFKA_CRAWLER_PASSWORD")),
                seedArgs(topic, url));
        assertEquals(0, run.code(), run.out());
        assertTrue(run.out().contains("seeded " + url), run.out());

        // the properties the spout's consumer gets in a worker, its password from a file this time
        KafkaAuth auth = KafkaAuth.from(Map.of("kafka.security.protocol", "SASL_SSL", "kafka.username", "newsx",
                "kafka.password-file", secrets.passwordFile("KAFKA_CRAWLER_PASSWORD").toString(),
                "kafka.ca-cert", secrets.ca().toString())::get, Map.of());
        Map<String, Object> props = KafkaClientProperties.consumer(kafka.bootstrap(), auth, "it-" + UUID.randomUUID());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        List<String> got = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(Set.of(topic));
            Instant deadline = Instant.now().plusSeconds(30);
            while (got.isEmpty() && Instant.now().isBefore(deadline)) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                    got.add(r.value());
                }
            }
        }
        assertEquals(1, got.size(), got.toString());
        assertTrue(got.get(0).contains("\"url\":\"" + url + "\""), got.get(0));
    }

    @Test
    void aWrongPasswordIsRefusedInOneLineNamingTheSettings() throws Exception {
        Services.ScriptRun run = seed(Map.of("NEWSX_KAFKA_PASSWORD", WRONG), seedArgs("urls-sasl-wrong", "https://news.example.com/"));
        assertOneLineOfOurs(run, "Kafka at " + kafka.bootstrap() + " refused the credentials (SASL_SSL, SCRAM-SHA-512 as user newsx");
        assertTrue(run.out().contains("kafka.password-file"), run.out());
    }

    @Test
    void withoutTheCaTheHandshakeFailsAndSaysWhatToSet() {
        KafkaAuth noCa = KafkaAuth.of("SASL_SSL", "SCRAM-SHA-512", "newsx", secrets.password("KAFKA_CRAWLER_PASSWORD"), null);
        String said = new ServiceCheck().kafka(kafka.bootstrap(), noCa).orElseThrow();
        assertTrue(said.contains("TLS handshake failed") && said.contains("kafka.ca-cert"), said);
    }

    @Test
    void aPlainClientIsToldTheBrokerWantsSecurity() throws Exception {
        Services.ScriptRun run = seed(Map.of(), List.of("--bootstrap", kafka.bootstrap(), "--topic", "urls-sasl-plain",
                "https://news.example.com/"));
        assertOneLineOfOurs(run, "did not answer in time");
        assertTrue(run.out().contains("set kafka.security.protocol"), run.out());
    }
}
