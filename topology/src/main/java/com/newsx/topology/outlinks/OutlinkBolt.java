package com.newsx.topology.outlinks;

import com.codahale.metrics.Counter;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.KafkaSettings;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.kafka.KafkaClientProperties;
import com.newsx.topology.sources.SourceHints;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.storm.ServiceOutages;
import com.newsx.topology.storm.Streams;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Puts a page's outlinks (or a redirect's target, with the hops of its chain) on the urls topic: one tuple per page, a batching, compressing
 * producer, each link written once per task ({@link SentLinks}). The page's tuple is acked when Kafka has
 * acknowledged all its links, and failed if any write failed (Kafka unavailable): the page is then replayed. Either
 * way {@link PageLinks} hears of it, and the status step writes the page's final outcome only once its links are
 * stored (a failure leaves the page not final, so its replay crawls it again instead of dropping it as known).
 */
public final class OutlinkBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient Producer<String, String> producer;
    private transient String topic;
    private transient SentLinks sent;
    private transient OutlinkCap cap;
    private transient Counter tooLong;
    private transient ConcurrentLinkedQueue<Result> results;
    private transient Counter written;
    private transient Counter skipped;
    private transient Counter failures;
    /** Where the status step learns that a page's links are stored (or failed) before it records the page final. */
    private transient PageLinks pages;

    /** One page's links in flight. */
    private static final class Batch {
        final Tuple tuple;
        final String parent;
        final List<String> links;
        int left;
        boolean failed;

        Batch(Tuple tuple, String parent, List<String> links) {
            this.tuple = tuple;
            this.parent = parent;
            this.links = links;
            this.left = links.size();
        }
    }

    private record Result(Batch batch, Exception error) {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        prepare(CrawlerSettings.of(topoConf), BoltMetrics.of(context), collector);
    }

    /** Prepares the bolt from its settings, with a producer for the settings' broker. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector) {
        prepare(settings, metrics, collector, producer(settings.kafka()));
    }

    /** Prepares the bolt with this producer; a unit test hands in its own, and its metrics and collector. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector,
                 Producer<String, String> producer) {
        prepare(settings, metrics, collector, producer, PageLinks.WORKER);
    }

    /** As above, with the registry of pages' links a unit test hands in. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector,
                 Producer<String, String> producer, PageLinks pages) {
        KafkaSettings kafka = settings.kafka();
        this.pages = pages;
        this.out = collector;
        this.topic = kafka.urlsTopic();
        this.sent = new SentLinks(settings.outlinks().sentCacheBytes());
        this.cap = new OutlinkCap(settings.url().maxLength());
        this.results = new ConcurrentLinkedQueue<>();
        this.producer = producer;
        this.written = metrics.counter("outlinks_written");
        this.skipped = metrics.counter("outlinks_known");
        this.failures = metrics.counter("outlinks_failed");
        this.tooLong = metrics.counter("outlinks_too_long");
    }

    private static Producer<String, String> producer(KafkaSettings kafka) {
        KafkaSettings.Producer producer = kafka.producer();
        // the brokers, acks=all, text serialisers, and the protocol, credentials and CA read in this worker
        Map<String, Object> p = KafkaClientProperties.producer(kafka.bootstrap(), kafka.auth());
        // as text, which Kafka parses whatever the type of its setting
        p.put(ProducerConfig.LINGER_MS_CONFIG, String.valueOf(producer.lingerMs()));
        p.put(ProducerConfig.BATCH_SIZE_CONFIG, String.valueOf(producer.batchBytes()));
        p.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, producer.compression());
        p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, String.valueOf(producer.maxBlockMs()));
        p.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, String.valueOf(producer.deliveryTimeoutMs()));
        p.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, "10000");
        return new KafkaProducer<>(p);
    }

    @Override
    public void execute(Tuple t) {
        if (!Streams.isPulse(t)) {
            send(t);
        }
        for (Result r = results.poll(); r != null; r = results.poll()) {
            Batch b = r.batch();
            b.left--;
            if (r.error() != null) {
                b.failed = true;
            }
            if (b.left == 0) {
                if (b.failed) {
                    failures.inc();
                    ServiceOutages.WORKER.seen(); // Kafka could not take the links: the page's replay is not its fault
                    out.reportError(r.error() != null ? r.error() : new IllegalStateException("kafka write failed"));
                    pages.failed(b.parent); // before the fail: its page's outcome must not be written final
                    out.fail(b.tuple);
                } else {
                    b.links.forEach(sent::add);
                    pages.stored(b.parent);
                    out.ack(b.tuple);
                }
            }
        }
    }

    private void send(Tuple t) {
        String parent = t.getStringByField("parent");
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        List<String> fresh = new ArrayList<>();
        // a redirect's target carries the hops of its chain; a feed's or sitemap's entries their date and title
        boolean redirect = Streams.REDIRECT.equals(t.getSourceStreamId());
        int redirects = redirect ? t.getIntegerByField("redirects") : 0;
        String[] hints = redirect ? null : (String[]) t.getValueByField("hints");
        java.util.Map<String, String> hintOf = new java.util.HashMap<>();
        String[] all = redirect ? new String[]{t.getStringByField("target")} : (String[]) t.getValueByField("links");
        for (int i = 0; hints != null && i < all.length && i < hints.length; i++) {
            if (hints[i] != null) {
                hintOf.put(all[i], hints[i]);
            }
        }
        List<String> within = cap.within(all);
        tooLong.inc(all.length - within.size());
        for (String link : within) {
            if (sent.contains(link)) {
                skipped.inc();
            } else {
                fresh.add(link);
            }
        }
        if (fresh.isEmpty()) {
            pages.stored(parent);
            out.ack(t);
            return;
        }
        Batch b = new Batch(t, parent, fresh);
        for (String link : fresh) {
            String message = (redirect ? new UrlMessage(link, depth, seed, parent, -1, null, redirects)
                    : SourceHints.onto(new UrlMessage(link, depth, seed, parent), hintOf.get(link))).toJson();
            try {
                // keyed by URL: one URL always lands in one partition, so one spout task sees its duplicates
                producer.send(new ProducerRecord<>(topic, link, message), (meta, e) -> results.add(new Result(b, e)));
                written.inc();
            } catch (RuntimeException e) {
                results.add(new Result(b, e));
            }
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public void cleanup() {
        if (producer != null) {
            producer.close(java.time.Duration.ofSeconds(5));
        }
    }
}
