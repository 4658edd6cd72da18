package com.newsx.it;

import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.kafka.KafkaAuth;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Kafka 4.1 broker whose client listener asks for SASL/SCRAM-SHA-512 over TLS, on loopback ports of its own: the
 * compose cluster's broker, run by the compose service's own entry point ({@code docker/kafka/start}) with the
 * secrets of {@code docker/make-env}, on the broker jars {@code bin/services} fetched. Its users: {@code broker}
 * and {@code newsx}, the crawl's.
 */
final class SaslKafka implements AutoCloseable {
    private final ServiceProcess process;
    private final String bootstrap;

    private SaslKafka(ServiceProcess process, String bootstrap) {
        this.process = process;
        this.bootstrap = bootstrap;
    }

    static SaslKafka start(MadeSecrets secrets, Path dir) throws Exception {
        Path libs = Services.servicesDir().resolve("kafka-" + kafkaVersion() + "/libs");
        if (!Files.isDirectory(libs)) {
            throw new IllegalStateException("no Kafka broker jars at " + libs + ": bin/services start fetches them");
        }
        int port = ServiceProcess.freePort();
        int controllerPort = ServiceProcess.freePort();
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Map<String, String> env = new java.util.HashMap<>();
        env.put("KAFKA_BROKER_PASSWORD", secrets.password("KAFKA_BROKER_PASSWORD"));
        env.put("KAFKA_CRAWLER_PASSWORD", secrets.password("KAFKA_CRAWLER_PASSWORD"));
        env.put("NEWSX_KAFKA_SECRETS", secrets.kafka().toString());
        env.put("NEWSX_KAFKA_HOST", "127.0.0.1");
        env.put("NEWSX_KAFKA_BIND", "127.0.0.1");
        env.put("NEWSX_KAFKA_PORT", String.valueOf(port));
        env.put("NEWSX_KAFKA_CONTROLLER_PORT", String.valueOf(controllerPort));
        env.put("NEWSX_KAFKA_DATA", dir.resolve("data").toString());
        env.put("NEWSX_KAFKA_CONF", dir.resolve("conf").toString());
        env.put("NEWSX_KAFKA_CLASSPATH", libs + "/*");
        env.put("KAFKA_HEAP_OPTS", "-Xms256m -Xmx256m");
        env.put("KAFKA_LOG4J_OPTS", "-Dlog4j2.configurationFile=" + Services.repoRoot().resolve("conf/services/kafka-log4j2.properties")
                + " -Dkafka.logs.dir=" + logs);
        env.put("PATH", Path.of(System.getProperty("java.home"), "bin") + ":" + System.getenv("PATH"));
        ServiceProcess p = ServiceProcess.start("kafka (SASL_SSL)",
                List.of(Services.repoRoot().resolve("docker/kafka/start").toString()), env, dir.resolve("kafka.out"));
        SaslKafka kafka = new SaslKafka(p, "127.0.0.1:" + port);
        long t0 = System.nanoTime();
        try {
            kafka.awaitLogin(secrets, Duration.ofSeconds(150));
            System.out.printf("kafka (SASL_SSL) on %s let the crawl's user in after %.1f s%n", kafka.bootstrap,
                    (System.nanoTime() - t0) / 1e9);
        } catch (RuntimeException | Error e) {
            kafka.close();
            throw e;
        }
        return kafka;
    }

    /** Waits until the crawl's user logs in: the listener is up and the SCRAM user is there. */
    private void awaitLogin(MadeSecrets secrets, Duration within) throws Exception {
        KafkaAuth crawler = KafkaAuth.of("SASL_SSL", "SCRAM-SHA-512", "newsx", secrets.password("KAFKA_CRAWLER_PASSWORD"),
                secrets.ca());
        ServiceCheck check = new ServiceCheck(Duration.ofSeconds(2), Duration.ofSeconds(5));
        Instant deadline = Instant.now().plus(within);
        Optional<String> problem = Optional.of("not started");
        while (Instant.now().isBefore(deadline) && process.alive()) {
            problem = check.kafka(bootstrap, crawler);
            if (problem.isEmpty()) {
                return;
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the SASL_SSL broker did not let the crawl's user in within " + within.toSeconds()
                + " s: " + problem.orElse("") + "\n" + process.tail());
    }

    String bootstrap() {
        return bootstrap;
    }

    private static String kafkaVersion() {
        return org.apache.kafka.common.utils.AppInfoParser.getVersion();
    }

    @Override
    public void close() {
        process.close();
    }
}
