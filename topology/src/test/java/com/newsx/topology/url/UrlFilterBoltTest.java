package com.newsx.topology.url;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.es.FakeElasticsearch;
import com.newsx.topology.es.FakeElasticsearch.Got;
import com.newsx.topology.es.FakeElasticsearch.Reply;
import com.newsx.topology.frontier.FrontierSpout;
import com.newsx.topology.net.SeedRefusals;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The filter step as Storm runs it, its seen-set a fake Elasticsearch: what it admits, drops, records and fails. */
class UrlFilterBoltTest {
    private static final String URL = "http://a.example:18765/news/1.html";
    private static final Fields KAFKA = new Fields("message", "source", "key");
    private FakeElasticsearch fake;
    private UrlFilterBolt bolt;
    private RecordingCollector rec;

    @BeforeEach
    void start() throws Exception {
        fake = new FakeElasticsearch();
        bolt = new UrlFilterBolt();
        rec = new RecordingCollector();
        bolt.prepare(CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("es.url", fake.url(),
                        "fetch.resolve", "*.example=127.0.0.1", "url.allowed-ports", "18765", "es.bulk.flush-ms", "0"))),
                BoltMetrics.unregistered(), rec.collector());
    }

    @AfterEach
    void stop() {
        bolt.cleanup();
        fake.close();
    }

    private static Tuple kafka(String url, String source) {
        return TestTuples.of(Streams.URLS, "default", KAFKA, UrlMessage.seed(url).toJson(), source, url);
    }

    private void run(Tuple t) throws InterruptedException {
        bolt.execute(t);
        long end = System.currentTimeMillis() + 20_000;
        while (!rec.acked.contains(t) && !rec.failed.contains(t) && System.currentTimeMillis() < end) {
            Thread.sleep(2);
            bolt.execute(TestTuples.pulse());
        }
        assertTrue(rec.settled(t), "acked or failed once");
    }

    private RecordingCollector.Emit admitted() {
        List<RecordingCollector.Emit> out = rec.on("default");
        assertEquals(1, out.size(), "one URL to fetch: " + rec.emits);
        return out.get(0);
    }

    private static Object field(RecordingCollector.Emit e, String name) {
        return e.get(Streams.URL_FIELDS.fieldIndex(name));
    }

    @Test
    void aNewUrlIsRecordedInTheSeenSetAndSentToItsPolitenessQueue() throws Exception {
        Tuple t = kafka(URL, "urls/0/5");
        run(t);
        assertTrue(rec.acked.contains(t));
        RecordingCollector.Emit e = admitted();
        assertEquals(URL, field(e, "url"));
        assertEquals("a.example", field(e, "key"));
        assertEquals(0, field(e, "attempts"));
        assertEquals(false, field(e, "replay"));
        assertEquals(List.of(t), e.anchors());
        FakeElasticsearch.Op create = fake.ops().get(0);
        assertEquals("create", create.action());
        assertEquals(StatusDocs.id(URL), create.id());
        assertEquals("urls/0/5", create.doc().get("admitted_by").asText());
        assertEquals("discovered", create.doc().get("status").asText());
        assertEquals(java.time.Instant.parse(create.doc().get("discovered_time").asText()).toEpochMilli(),
                field(e, "visit"), "a first visit's stamp: when the URL entered the crawl");
    }

    @Test
    void aReplayOfTheAdmittingRecordGoesOnMarkedAsAReplayWithItsCounts() throws Exception {
        fake.onBulk(op -> Reply.error(409, "version_conflict_engine_exception"))
                .onMget(id -> Got.found(Map.of("final", false, "admitted_by", "urls/0/5", "attempts", 1, "outages", 3,
                        "discovered_time", "2024-05-01T10:00:00Z")));
        Tuple t = kafka(URL, "urls/0/5");
        run(t);
        RecordingCollector.Emit e = admitted();
        assertEquals(true, field(e, "replay"), "its last try was lost: the fetch step decides whose fault");
        assertEquals(1, field(e, "attempts"));
        assertEquals(3, field(e, "outages"));
        assertEquals(1714557600000L, field(e, "visit"), "the stamp of the visit it replays, not now");
    }

    @Test
    void aDuplicateIsAckedAndDropped() throws Exception {
        fake.onBulk(op -> Reply.error(409, "version_conflict_engine_exception"))
                .onMget(id -> Got.found(Map.of("final", true, "admitted_by", "urls/0/5")));
        Tuple t = kafka(URL, "urls/0/9");
        run(t);
        assertTrue(rec.acked.contains(t));
        assertTrue(rec.emits.isEmpty());
    }

    @Test
    void aSeenSetThatCannotAnswerFailsTheTupleForAReplay() throws Exception {
        fake.onBulk(op -> Reply.error(409, "version_conflict_engine_exception"))
                .onMget(id -> Got.failure("no_shard_available_action_exception"));
        Tuple t = kafka(URL, "urls/0/5");
        run(t);
        assertTrue(rec.failed.contains(t));
        assertTrue(rec.emits.isEmpty());
        fake.onBulk(op -> Reply.error(403, "cluster_block_exception"));
        Tuple blocked = kafka("http://a.example:18765/news/2.html", "urls/0/6");
        run(blocked);
        assertTrue(rec.failed.contains(blocked), "a blocked status index refuses nothing for good");
    }

    @Test
    void aRefusedUrlIsRecordedAsFilteredWithoutTheSeenSet() throws Exception {
        Tuple t = kafka("http://a.example:9200/_search", "urls/0/1");
        run(t);
        assertTrue(rec.acked.contains(t));
        List<RecordingCollector.Emit> s = rec.on(Streams.STATUS);
        assertEquals(1, s.size());
        assertEquals("FILTERED", s.get(0).get(1));
        assertTrue(fake.ops().isEmpty());
    }

    @Test
    void seedsAndTheSeedsRefusedAreToldToTheTallyOutlinksNot() throws Exception {
        SeedRefusals tally = new SeedRefusals(100);
        bolt.seeds(tally);
        run(kafka(URL, "urls/0/1"));
        run(kafka("http://a.example:9200/_search", "urls/0/2"));
        UrlMessage outlink = new UrlMessage("http://a.example:9201/x", 1, URL, URL);
        run(TestTuples.of(Streams.URLS, "default", KAFKA, outlink.toJson(), "urls/0/3", outlink.url()));
        SeedRefusals.Tally t = tally.tally();
        assertEquals(2, t.seeds(), "the outlink is no seed");
        assertEquals(1, t.refused());
        assertTrue(t.reasons().keySet().iterator().next().contains("port 9200"), t.toString());
    }

    @Test
    void aDueUrlFromTheFrontierGoesOnWithItsCountsAndValidators() throws Exception {
        Tuple t = TestTuples.of(Streams.FRONTIER, "default", FrontierSpout.FIELDS, UrlMessage.seed(URL).toJson(),
                "frontier:1000", URL, 2, "\"v1\"", null, 1, true, 1_700_000_000_000L, 1_700_000_900_000L);
        run(t);
        assertTrue(rec.acked.contains(t));
        RecordingCollector.Emit e = admitted();
        assertEquals(2, field(e, "attempts"));
        assertEquals(1, field(e, "outages"));
        assertEquals(true, field(e, "replay"));
        assertEquals("\"v1\"", field(e, "etag"));
        assertEquals(1_700_000_000_000L, field(e, "first_seen"), "its article's index follows when it entered the crawl");
        assertEquals(1_700_000_900_000L, field(e, "visit"), "the stamp of the visit it is due for, as its status tells");
        assertTrue(fake.ops().isEmpty() && fake.mgets().isEmpty(), "in the seen-set already");
    }
}
