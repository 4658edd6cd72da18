package com.newsx.topology;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.extract.ExtractBolt;
import com.newsx.topology.fetch.FetchBolt;
import com.newsx.topology.index.IndexBolt;
import com.newsx.topology.status.StatusBolt;
import com.newsx.topology.url.UrlFilterBolt;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.storm.Config;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.kafka.bolt.KafkaBolt;
import org.apache.storm.kafka.bolt.mapper.FieldNameBasedTupleToKafkaMapper;
import org.apache.storm.kafka.bolt.selector.DefaultTopicSelector;
import org.apache.storm.kafka.spout.FirstPollOffsetStrategy;
import org.apache.storm.kafka.spout.KafkaSpout;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

import java.util.Properties;

/**
 * The crawl, wired:
 * <pre>
 * Kafka urls -> filter -(queue key)-> fetch -> extract -> index -> ES news-articles
 *    ^                                  |         |
 *    +--------- outlinks (Kafka bolt) <-+---------+        every bolt -> status -> ES crawl-status
 * </pre>
 */
public final class CrawlTopology {
    public static final String NAME = "newsx-crawl";

    private CrawlTopology() {
    }

    public static StormTopology build(CrawlerConfig conf) {
        String brokers = conf.getString("kafka.bootstrap");
        String topic = conf.getString("kafka.topic.urls");
        KafkaSpoutConfig<String, String> spoutConf = KafkaSpoutConfig.builder(brokers, topic)
                .setProp(ConsumerConfig.GROUP_ID_CONFIG, conf.getString("kafka.group"))
                .setRecordTranslator(r -> new Values(r.value()), new Fields(Streams.MESSAGE))
                .setFirstPollOffsetStrategy(FirstPollOffsetStrategy.UNCOMMITTED_EARLIEST)
                .setOffsetCommitPeriodMs(1_000)
                .build();
        Properties producer = new Properties();
        producer.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers);
        producer.put(ProducerConfig.ACKS_CONFIG, "all");
        producer.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringSerializer");
        producer.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, "org.apache.kafka.common.serialization.StringSerializer");
        KafkaBolt<String, String> outlinks = new KafkaBolt<String, String>()
                .withProducerProperties(producer)
                .withTopicSelector(new DefaultTopicSelector(topic))
                .withTupleToKafkaMapper(new FieldNameBasedTupleToKafkaMapper<>(Streams.KEY, Streams.MESSAGE));

        TopologyBuilder b = new TopologyBuilder();
        b.setSpout("urls", new KafkaSpout<>(spoutConf), 1);
        b.setBolt("filter", new UrlFilterBolt(), conf.getInt("topology.filter.parallelism")).shuffleGrouping("urls");
        b.setBolt("fetch", new FetchBolt(), conf.getInt("topology.fetch.parallelism"))
                .fieldsGrouping("filter", new Fields(Streams.KEY));
        b.setBolt("extract", new ExtractBolt(), conf.getInt("topology.extract.parallelism"))
                .shuffleGrouping("fetch", Streams.PAGE);
        b.setBolt("index", new IndexBolt(), conf.getInt("topology.index.parallelism"))
                .shuffleGrouping("extract", Streams.DOCUMENT);
        b.setBolt("outlinks", outlinks, 1)
                .shuffleGrouping("fetch", Streams.OUTLINK)
                .shuffleGrouping("extract", Streams.OUTLINK);
        b.setBolt("status", new StatusBolt(), 1)
                .shuffleGrouping("filter", Streams.STATUS)
                .shuffleGrouping("fetch", Streams.STATUS)
                .shuffleGrouping("extract", Streams.STATUS)
                .shuffleGrouping("index", Streams.STATUS);
        return b.createTopology();
    }

    /** The Storm configuration: the crawler's settings travel inside it to every bolt. */
    public static Config stormConfig(CrawlerConfig conf) {
        Config c = new Config();
        c.putAll(conf.toStormConf());
        c.setNumWorkers(conf.getInt("topology.workers"));
        c.setMaxSpoutPending(conf.getInt("topology.max-spout-pending"));
        c.setMessageTimeoutSecs(conf.getInt("topology.message-timeout-s"));
        return c;
    }
}
