package com.newsx.topology.kafka;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.config.SslConfigs;
import org.apache.kafka.common.config.types.Password;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

import java.util.HashMap;
import java.util.Map;

/**
 * The properties of every Kafka client the pipeline makes - producers, consumers, admin clients and the spout's
 * consumer - from the brokers and a {@link KafkaAuth}, so each speaks the same protocol with the same credentials and
 * trust. The JAAS line that carries the password is a Kafka {@link Password}: printed, a map of these properties
 * (Kafka's own configuration log among them) shows {@code [hidden]}.
 */
public final class KafkaClientProperties {
    private KafkaClientProperties() {
    }

    /** The security alone: for a client whose other properties are set elsewhere (the spout's consumer). */
    public static Map<String, Object> security(KafkaAuth auth) {
        Map<String, Object> p = new HashMap<>();
        p.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, auth.protocol());
        if (auth.sasl()) {
            p.put(SaslConfigs.SASL_MECHANISM, auth.mechanism());
            p.put(SaslConfigs.SASL_JAAS_CONFIG, new Password(jaas(auth)));
        }
        if (auth.tls() && auth.caCert() != null) {
            // Kafka's clients read a PEM trust store themselves (no JKS to build); the broker's name is still checked
            p.put(SslConfigs.SSL_TRUSTSTORE_TYPE_CONFIG, "PEM");
            p.put(SslConfigs.SSL_TRUSTSTORE_LOCATION_CONFIG, auth.caCert().toAbsolutePath().toString());
        }
        return p;
    }

    /** The brokers and the security: what any client needs, and all an admin client needs. */
    public static Map<String, Object> common(String bootstrap, KafkaAuth auth) {
        Map<String, Object> p = security(auth);
        p.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        return p;
    }

    /** A producer of text keys and values whose writes are acknowledged by every in-sync replica. */
    public static Map<String, Object> producer(String bootstrap, KafkaAuth auth) {
        Map<String, Object> p = common(bootstrap, auth);
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        return p;
    }

    /** A consumer of text keys and values in a group. */
    public static Map<String, Object> consumer(String bootstrap, KafkaAuth auth, String group) {
        Map<String, Object> p = common(bootstrap, auth);
        p.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        return p;
    }

    private static String jaas(KafkaAuth auth) {
        String module = auth.mechanism().startsWith("SCRAM-")
                ? "org.apache.kafka.common.security.scram.ScramLoginModule"
                : "org.apache.kafka.common.security.plain.PlainLoginModule";
        return module + " required username=\"" + quoted(auth.username()) + "\" password=\"" + quoted(auth.password()) + "\";";
    }

    /** Within double quotes Kafka's JAAS parser takes a backslash as an escape. */
    private static String quoted(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
