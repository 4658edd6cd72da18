package com.newsx.topology.storm;

import org.apache.kafka.common.errors.RetriableException;
import org.apache.storm.kafka.spout.KafkaSpout;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;

/**
 * The Kafka spout of the urls topic, kept alive through a Kafka outage. storm-kafka-client catches a failed poll but
 * not a failed offset commit or partition lookup: with the broker away longer than the consumer's
 * {@code default.api.timeout.ms} (60 s) its commit throws a TimeoutException out of nextTuple, and Storm halts the
 * whole worker, losing every tuple in flight (in a LocalCluster, the process). A retriable failure is an outage: it is
 * reported once, recorded as the worker's ({@link ServiceOutages}), and the next call tries again - the commit of the
 * same offsets, which nothing changed when it failed.
 */
public final class UrlTopicSpout<K, V> extends KafkaSpout<K, V> {
    private static final long serialVersionUID = 1L;
    private transient boolean failing;

    public UrlTopicSpout(KafkaSpoutConfig<K, V> config) {
        super(config);
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
