package com.newsx.topology.outlinks;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The outlinks step as Storm runs it, its producer Kafka's MockProducer answering as the test says. */
class OutlinkBoltTest {
    private static final String PARENT = "http://a.example/";
    private MockProducer<String, String> kafka;
    private OutlinkBolt bolt;
    private RecordingCollector rec;
    private PageLinks pages;

    @BeforeEach
    void start() {
        kafka = new MockProducer<>(false, null, new StringSerializer(), new StringSerializer());
        bolt = new OutlinkBolt();
        rec = new RecordingCollector();
        pages = new PageLinks(System::currentTimeMillis, 60_000);
        bolt.prepare(CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("url.max-length", "60",
                "kafka.topic.urls", "urls"))), BoltMetrics.unregistered(), rec.collector(), kafka, pages);
    }

    private static Tuple links(String... links) {
        return TestTuples.of(Streams.CLEAN, Streams.OUTLINK, Streams.OUTLINK_FIELDS, PARENT, 1, PARENT, links,
                new String[links.length]);
    }

    /** Answers every send so far (ok, or with this error), then lets the bolt see it. */
    private void answer(RuntimeException error) {
        while (error == null ? kafka.completeNext() : kafka.errorNext(error)) {
        }
        bolt.execute(TestTuples.pulse());
    }

    @Test
    void aPagesLinksGoToTheTopicKeyedByUrlAndThePageIsAckedOnceKafkaHasThemAll() {
        Tuple t = links("http://a.example/1", "http://a.example/2");
        bolt.execute(t);
        assertFalse(rec.acked.contains(t), "not before Kafka acknowledged them");
        List<ProducerRecord<String, String>> sent = kafka.history();
        assertEquals(List.of("http://a.example/1", "http://a.example/2"), sent.stream().map(ProducerRecord::key).toList());
        assertEquals("urls", sent.get(0).topic());
        UrlMessage m = UrlMessage.parse(sent.get(0).value());
        assertEquals(1, m.depth());
        assertEquals(PARENT, m.parent());
        answer(null);
        assertTrue(rec.acked.contains(t));
    }

    @Test
    void aKafkaFailureFailsThePageAndItsLinksAreSentAgainOnTheReplay() {
        Tuple t = links("http://a.example/1");
        bolt.execute(t);
        answer(new TimeoutException("broker down"));
        assertTrue(rec.failed.contains(t));
        Tuple replay = links("http://a.example/1");
        bolt.execute(replay);
        assertEquals(2, kafka.history().size(), "not remembered as sent");
        answer(null);
        assertTrue(rec.acked.contains(replay));
    }

    @Test
    void thePageHearsWhetherItsLinksAreStoredSoThatItsStatusWaitsForThem() {
        pages.sending(PARENT);
        bolt.execute(links("http://a.example/1"));
        assertEquals(PageLinks.State.PENDING, pages.state(PARENT), "Kafka has not answered yet");
        answer(null);
        assertEquals(PageLinks.State.STORED, pages.state(PARENT));

        pages.sending(PARENT);
        bolt.execute(links("http://a.example/2"));
        answer(new TimeoutException("broker down"));
        assertEquals(PageLinks.State.FAILED, pages.state(PARENT), "its outcome must not be final");

        pages.forget(PARENT);
        pages.sending(PARENT);
        bolt.execute(links("http://a.example/1"));
        assertEquals(PageLinks.State.STORED, pages.state(PARENT), "nothing new to write: stored at once");
    }

    @Test
    void linksSentBeforeAndLinksTooLongAreNotWritten() {
        Tuple t = links("http://a.example/1");
        bolt.execute(t);
        answer(null);
        Tuple again = links("http://a.example/1", "http://a.example/" + "x".repeat(80));
        bolt.execute(again);
        assertTrue(rec.acked.contains(again), "nothing new to write: acked at once");
        assertEquals(1, kafka.history().size());
    }

    @Test
    void aRedirectsTargetCarriesTheHopsOfItsChain() {
        Tuple t = TestTuples.of(Streams.FETCH, Streams.REDIRECT, Streams.REDIRECT_FIELDS, PARENT, 0, PARENT,
                "http://www.a.example/", 2);
        bolt.execute(t);
        UrlMessage m = UrlMessage.parse(kafka.history().get(0).value());
        assertEquals("http://www.a.example/", m.url());
        assertEquals(2, m.redirects());
        answer(null);
        assertTrue(rec.acked.contains(t));
    }
}
