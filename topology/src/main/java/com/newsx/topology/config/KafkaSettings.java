package com.newsx.topology.config;

import com.newsx.topology.kafka.KafkaAuth;

/**
 * Kafka ({@code kafka.*}): the brokers and the urls topic that seeds and outlinks go to, the spout's consumer and
 * the outlinks' producer.
 *
 * @param bootstrap      the brokers, host:port[,host:port...]
 * @param urlsTopic      the topic of seed URLs and discovered outlinks
 * @param group          the consumer group of the crawl's spout
 * @param maxPollRecords records the spout takes per poll at most
 * @param producer       how outlinks are batched
 * @param auth           protocol, credentials and CA ({@code kafka.security.protocol}, {@code kafka.username},
 *                       {@code kafka.password-file}, {@code kafka.ca-cert}, ...; NEWSX_KAFKA_* win), read where the
 *                       settings are: in a worker, from its own environment and files
 */
public record KafkaSettings(String bootstrap, String urlsTopic, String group, int maxPollRecords, Producer producer,
                            KafkaAuth auth) {
    /**
     * The outlinks' producer ({@code kafka.producer.*}): a batch goes after lingerMs or at batchBytes, compressed
     * with this codec; a send blocks at most maxBlockMs and is given up after deliveryTimeoutMs.
     */
    public record Producer(long lingerMs, int batchBytes, String compression, long maxBlockMs, int deliveryTimeoutMs) {
        static Producer from(CrawlerConfig c) {
            return new Producer(c.getLong("kafka.producer.linger-ms"), c.getInt("kafka.producer.batch-bytes"),
                    c.getString("kafka.producer.compression"), c.getLong("kafka.producer.max-block-ms"),
                    c.getInt("kafka.producer.delivery-timeout-ms"));
        }
    }

    public static KafkaSettings from(CrawlerConfig c) {
        return new KafkaSettings(c.getString("kafka.bootstrap"), c.getString("kafka.topic.urls"),
                c.getString("kafka.group"), c.getInt("kafka.consumer.max-poll-records"), Producer.from(c),
                KafkaAuth.from(c::getString, System.getenv()));
    }
}
