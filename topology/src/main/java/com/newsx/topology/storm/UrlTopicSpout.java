package com.newsx.topology.storm;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.KafkaSettings;
import com.newsx.topology.kafka.KafkaAuth;
import com.newsx.topology.kafka.KafkaClientProperties;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.storm.kafka.spout.KafkaSpout;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;

import java.util.Map;

/**
 * The Kafka spout of the urls topic, kept alive through a Kafka outage, and given its credentials where it runs.
 * storm-kafka-client catches a failed poll but
 * not a failed offset commit or partition lookup: with the broker away longer than the consumer's
 * {@code default.api.timeout.ms} (60 s) its commit throws a TimeoutException out of nextTuple, and Storm halts the
 * whole worker, losing every tuple in flight (in a LocalCluster, the process). A retriable failure is an outage: it is
 * reported once, recorded as the worker's ({@link ServiceOutages}), and the next call tries again - the commit of the
 * same offsets, which nothing changed when it failed.
 * <p>
 * The spout's configuration is built where the topology is, and travels serialised to Nimbus, and Storm copies its
 * Kafka properties into the component's configuration, which the UI shows: so it carries no security. The protocol,
 * credentials and CA are read in the worker ({@code kafka.*} settings, NEWSX_KAFKA_* of the worker's environment, the
 * password file on the worker's host) and added when the spout opens, before it makes its consumer.
 */
public final class UrlTopicSpout<K, V> extends KafkaSpout<K, V> {
    private static final long serialVersionUID = 1L;
    /** The same object as the spout's own: its Kafka properties are the ones the consumer is made from. */
    private final KafkaSpoutConfig<K, V> config;
    private transient boolean failing;

    public UrlTopicSpout(KafkaSpoutConfig<K, V> config) {
        super(config);
        this.config = config;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        secure(conf);
        super.open(conf, context, collector);
    }

    /** Adds the security read from the topology's settings, here, to the Kafka properties the consumer is made from. */
    void secure(Map<String, Object> conf) {
        KafkaAuth auth = KafkaSettings.from(CrawlerConfig.of(conf)).auth();
        config.getKafkaProps().putAll(KafkaClientProperties.security(auth));
    }

    /** The Kafka properties the spout's consumer and admin client are made from. */
    Map<String, Object> kafkaProperties() {
        return config.getKafkaProps();
    }

    @Override
    public void nextTuple() {
        try {
            super.nextTuple();
            failing = false;
        } catch (RetriableException e) {
            ServiceOutages.WORKER.seen();
            if (!failing) {
                failing = true;
                collector.reportError(new IllegalStateException("Kafka unavailable, the urls spout tries again: " + e, e));
            }
        }
    }
}
