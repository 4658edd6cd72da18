package com.newsx.topology;

import com.newsx.extractor.stages.CleanedPage;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.KafkaSettings;
import com.newsx.topology.config.RetrySettings;
import com.newsx.topology.config.TopologySettings;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.PageDocuments;
import com.newsx.topology.doc.PageDocumentsSerializer;
import com.newsx.topology.doc.RecordDocuments;
import com.newsx.topology.extract.FuseBolt;
import com.newsx.topology.extract.LineBlockBolt;
import com.newsx.topology.extract.PunctuationDensityBolt;
import com.newsx.topology.extract.RecordsBolt;
import com.newsx.topology.fetch.FetchBolt;
import com.newsx.topology.frontier.FrontierSpout;
import com.newsx.topology.index.IndexBolt;
import com.newsx.topology.metrics.CrawlMetricsReporter;
import com.newsx.topology.outlinks.OutlinkBolt;
import com.newsx.topology.parse.CleanBolt;
import com.newsx.topology.parse.CleanedPageSerializer;
import com.newsx.topology.replay.LinkSink;
import com.newsx.topology.replay.WarcSpout;
import com.newsx.topology.status.StatusBolt;
import com.newsx.topology.storm.KafkaRetries;
import com.newsx.topology.storm.LocalKeyGrouping;
import com.newsx.topology.storm.PulseSpout;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.UrlTopicSpout;
import com.newsx.topology.url.UrlFilterBolt;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.storm.Config;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.kafka.spout.FirstPollOffsetStrategy;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

import java.util.List;
import java.util.Map;

/**
 * The crawl as the design card draws it:
 * <pre>
 * Kafka urls -> filter -(politeness key)-> fetch -> clean -+-> line-block ----------+-(join point)-> fuse -> index -> ES
 * frontier --^                                            +-> punctuation-density -+
 *    |                                                     +-> records (list and home pages) --> index
 *    +-- outlinks (Kafka) <-- redirect targets, outlinks              every fate -(url)-> status -> ES crawl-status
 * </pre>
 * The frontier spout reads crawl-status for what is due again (sources to revisit, retries, URLs whose tuple was
 * lost) and sends it to the filter beside Kafka's URLs.
 * A pulse spout wakes the asynchronous bolts (filter, fetch, fuse, index, outlinks, status) every few ms.
 * A replay ({@link #replay}) puts a WARC spout where the fetch step's pages come from and runs the rest as drawn.
 * <p>
 * On a cluster every worker runs every component ({@code topology.<component>.parallelism} is per worker) and every
 * grouping but one keeps tuples in the sender's worker: a fetched page never leaves the worker that fetched it.
 * Only the politeness grouping (filter -> fetch) crosses workers, with URLs, besides Storm's acks.
 */
public final class CrawlTopology {
    public static final String NAME = "newsx-crawl";
    /** A replay's topology ({@link #replay}). */
    public static final String REPLAY_NAME = "newsx-replay";
    /** The components whose parallelism is a setting ({@code topology.<component>.parallelism}). */
    public static final List<String> COMPONENTS = List.of(Streams.URLS, Streams.FRONTIER, Streams.FILTER, Streams.FETCH, Streams.CLEAN,
            Streams.LINE_BLOCK, Streams.PUNCTUATION_DENSITY, Streams.FUSE, Streams.RECORDS, Streams.INDEX,
            Streams.OUTLINKS, Streams.STATUS_BOLT);

    private CrawlTopology() {
    }

    /**
     * The topology, from settings built once where the crawl is started or submitted ({@link CrawlerSettings#from}):
     * a value of the wrong type has failed there, before anything runs. The bolts read the same values again from
     * their Storm configuration ({@link #stormConfig}).
     */
    public static StormTopology build(CrawlerSettings settings) {
        TopologyBuilder b = new TopologyBuilder();
        fetching(b, settings);
        pagePath(b, settings.topology(), List.of(Streams.FETCH));
        outlinks(b, settings.topology());
        status(b, settings.topology(), true);
        return b.createTopology();
    }

    /**
     * A replay ({@code bin/replay}): WARC response records go in where the fetch step's pages would
     * ({@link WarcSpout}, one task per worker), and everything from the cleaning step on runs as in a crawl. Their
     * links are dropped ({@link LinkSink}) unless the selection follows them: then the crawl runs around the replay,
     * its links queued on Kafka and fetched as a crawl's.
     */
    public static StormTopology replay(CrawlerSettings settings, ReplaySelection selection) {
        TopologySettings topology = settings.topology();
        TopologyBuilder b = new TopologyBuilder();
        b.setSpout(Streams.WARC, new WarcSpout(selection), topology.workers())
                .setMaxSpoutPending(settings.warc().replayPending());
        if (selection.follow()) {
            fetching(b, settings);
            pagePath(b, topology, List.of(Streams.WARC, Streams.FETCH));
            outlinks(b, topology);
        } else {
            b.setSpout(Streams.PULSE, new PulseSpout(topology.pulseMs()), 1);
            pagePath(b, topology, List.of(Streams.WARC));
            b.setBolt(Streams.LINK_SINK, new LinkSink(), topology.workers())
                    .localOrShuffleGrouping(Streams.CLEAN, Streams.OUTLINK);
        }
        status(b, topology, selection.follow());
        return b.createTopology();
    }

    /** The URLs' way in (Kafka, the frontier), their admission and polite fetching; and the pulse. */
    private static void fetching(TopologyBuilder b, CrawlerSettings settings) {
        KafkaSettings kafka = settings.kafka();
        RetrySettings retry = settings.retry();
        TopologySettings topology = settings.topology();
        long retryMs = retry.initialDelayMs();
        KafkaSpoutConfig<String, String> spoutConf = KafkaSpoutConfig
                .builder(kafka.bootstrap(), kafka.urlsTopic())
                .setProp(ConsumerConfig.GROUP_ID_CONFIG, kafka.group())
                .setProp(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, kafka.maxPollRecords())
                .setRecordTranslator(r -> new Values(r.value(), r.topic() + "/" + r.partition() + "/" + r.offset(),
                        r.key() != null ? r.key() : r.value()), new Fields("message", "source", "key"))
                .setFirstPollOffsetStrategy(FirstPollOffsetStrategy.UNCOMMITTED_EARLIEST)
                .setOffsetCommitPeriodMs(1_000)
                // replays (failures, timeouts) wait a growing back-off; never dropped: every final fate is ours to record
                .setRetry(new KafkaRetries(retryMs, retry.maxDelayMs()))
                .build();

        // a Kafka outage must not halt the worker (UrlTopicSpout)
        b.setSpout(Streams.URLS, new UrlTopicSpout<>(spoutConf), parallelism(topology, Streams.URLS));
        b.setSpout(Streams.FRONTIER, new FrontierSpout(), parallelism(topology, Streams.FRONTIER));
        b.setSpout(Streams.PULSE, new PulseSpout(topology.pulseMs()), 1);
        // a partition's URLs are admitted in the worker that reads it (the seen-set cache stays keyed by URL)
        pulsed(b.setBolt(Streams.FILTER, new UrlFilterBolt(), parallelism(topology, Streams.FILTER))
                .customGrouping(Streams.URLS, new LocalKeyGrouping("key"))
                .customGrouping(Streams.FRONTIER, new LocalKeyGrouping("key")));
        pulsed(b.setBolt(Streams.FETCH, new FetchBolt(), parallelism(topology, Streams.FETCH))
                .fieldsGrouping(Streams.FILTER, new Fields("key")));
    }

    /** From a fetched page to its documents: cleaning, both algorithms, the fusion, records, indexing. */
    private static void pagePath(TopologyBuilder b, TopologySettings topology, List<String> pageSources) {
        BoltDeclarer clean = b.setBolt(Streams.CLEAN, new CleanBolt(), parallelism(topology, Streams.CLEAN));
        for (String source : pageSources) {
            clean.localOrShuffleGrouping(source, Streams.PAGE);
        }
        // one emit, two subscribers: both algorithms get every article page
        b.setBolt(Streams.LINE_BLOCK, new LineBlockBolt(), parallelism(topology, Streams.LINE_BLOCK))
                .localOrShuffleGrouping(Streams.CLEAN, Streams.ARTICLE);
        b.setBolt(Streams.PUNCTUATION_DENSITY, new PunctuationDensityBolt(), parallelism(topology, Streams.PUNCTUATION_DENSITY))
                .localOrShuffleGrouping(Streams.CLEAN, Streams.ARTICLE);
        pulsed(b.setBolt(Streams.FUSE, new FuseBolt(), parallelism(topology, Streams.FUSE))
                // both halves go to the fuse task the cleaning step chose for the page (JoinPoint)
                .directGrouping(Streams.LINE_BLOCK, Streams.LINE_BLOCK_HALF)
                .directGrouping(Streams.PUNCTUATION_DENSITY, Streams.DENSITY_HALF));
        b.setBolt(Streams.RECORDS, new RecordsBolt(), parallelism(topology, Streams.RECORDS))
                .localOrShuffleGrouping(Streams.CLEAN, Streams.LIST);
        pulsed(b.setBolt(Streams.INDEX, new IndexBolt(), parallelism(topology, Streams.INDEX))
                .localOrShuffleGrouping(Streams.FUSE, Streams.DOCUMENTS)
                .localOrShuffleGrouping(Streams.RECORDS, Streams.DOCUMENTS));
    }

    /** Redirect targets, outlinks and a source's entries to Kafka. */
    private static void outlinks(TopologyBuilder b, TopologySettings topology) {
        pulsed(b.setBolt(Streams.OUTLINKS, new OutlinkBolt(), parallelism(topology, Streams.OUTLINKS))
                .localOrShuffleGrouping(Streams.FETCH, Streams.OUTLINK)
                .localOrShuffleGrouping(Streams.FETCH, Streams.REDIRECT)
                .localOrShuffleGrouping(Streams.CLEAN, Streams.OUTLINK));
    }

    /** Every step's outcomes to the status step; the admission and fetch steps' only when the topology fetches. */
    private static void status(TopologyBuilder b, TopologySettings topology, boolean fetching) {
        BoltDeclarer status = b.setBolt(Streams.STATUS_BOLT, new StatusBolt(), parallelism(topology, Streams.STATUS_BOLT));
        List<String> steps = fetching
                ? List.of(Streams.FILTER, Streams.FETCH, Streams.CLEAN, Streams.FUSE, Streams.RECORDS, Streams.INDEX)
                : List.of(Streams.CLEAN, Streams.FUSE, Streams.RECORDS, Streams.INDEX);
        for (String c : steps) {
            // a URL's fates come from one worker (its fetch task's): recorded there, in order, by one status task
            status.customGrouping(c, Streams.STATUS, new LocalKeyGrouping("url"));
        }
        if (fetching) {
            // a URL postponed by its host's queue cap: recorded where its outcomes are
            status.customGrouping(Streams.FETCH, Streams.POSTPONE, new LocalKeyGrouping("url"));
        }
        // a source's visit goes to the task that records its page's outcome (same worker, same URL)
        status.customGrouping(Streams.CLEAN, Streams.VISIT, new LocalKeyGrouping("url"));
        pulsed(status);
    }

    private static BoltDeclarer pulsed(BoltDeclarer d) {
        return d.allGrouping(Streams.PULSE);
    }

    /**
     * A component's tasks in all: its setting is per worker, so every worker runs the whole page path (fetch to
     * index) and a fetched page never leaves the worker that fetched it; only URLs, statuses and acks cross.
     */
    static int parallelism(TopologySettings topology, String component) {
        return topology.parallelism(component) * topology.workers();
    }

    /**
     * How a task with nothing to do waits, whether its queue is empty or its downstream full: a few short parks, then
     * sleeps. Storm's 1,000 parks of about 50 us each after every tuple cost a lightly loaded task a syscall every
     * 50 us, so the ackers, body algorithms and writers burnt more CPU waiting than working.
     */
    static void idleWait(Config c, TopologySettings topology) {
        c.put(Config.TOPOLOGY_BOLT_WAIT_STRATEGY, "org.apache.storm.policy.WaitStrategyProgressive");
        c.put(Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL2_COUNT, topology.idleParks());
        c.put(Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS, topology.idleSleepMs());
        c.put(Config.TOPOLOGY_BACKPRESSURE_WAIT_STRATEGY, "org.apache.storm.policy.WaitStrategyProgressive");
        c.put(Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL2_COUNT, topology.idleParks());
        c.put(Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS, topology.idleSleepMs());
    }

    /** The Storm configuration: the crawler's settings travel inside it to every bolt. */
    public static Config stormConfig(CrawlerSettings settings) {
        TopologySettings topology = settings.topology();
        Config c = new Config();
        c.putAll(settings.config().toStormConf());
        c.setNumWorkers(topology.workers());
        c.setNumAckers(topology.ackers() * topology.workers());
        c.setMaxSpoutPending(topology.maxSpoutPending());
        c.setMessageTimeoutSecs(topology.messageTimeoutS());
        c.put(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, topology.receiveBuffer());
        idleWait(c, topology);
        // what crosses workers is written by our own serializers; Java serialization stays off
        c.setFallBackOnJavaSerialization(false);
        c.registerSerialization(CleanedPage.class, CleanedPageSerializer.class);
        c.registerSerialization(PageDocuments.class, PageDocumentsSerializer.class);
        c.registerSerialization(String[].class);
        c.registerSerialization(int[].class);
        c.put(Config.TOPOLOGY_METRICS_REPORTERS, List.of(Map.of("class", CrawlMetricsReporter.class.getName())));
        return c;
    }

    /** The aliases the crawl's documents go behind: its own, and those the index templates declare. */
    public static List<String> aliases(CrawlerSettings settings) {
        return List.of(settings.es().indices().articles(), settings.es().indices().records(), ArticleDocument.INDEX,
                RecordDocuments.INDEX);
    }
}
