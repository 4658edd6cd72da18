package com.newsx.topology.status;

import com.fasterxml.jackson.databind.JsonNode;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.FakeElasticsearch;
import com.newsx.topology.es.FakeElasticsearch.Got;
import com.newsx.topology.es.FakeElasticsearch.Reply;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The status step as Storm runs it, against a fake Elasticsearch: what it writes, acks, fails and drops as stale. */
class StatusBoltTest {
    private static final String URL = "http://a.example/news/1.html";
    private FakeElasticsearch fake;
    private StatusBolt bolt;
    private RecordingCollector rec;

    @BeforeEach
    void start() throws Exception {
        fake = new FakeElasticsearch();
        prepare(Map.of());
    }

    /** A new bolt with the test's settings and {@code more}. */
    private void prepare(Map<String, String> more) {
        if (bolt != null) {
            bolt.cleanup();
        }
        bolt = new StatusBolt();
        rec = new RecordingCollector();
        Map<String, String> s = new java.util.HashMap<>(Map.of("es.url", fake.url(), "es.bulk.flush-ms", "0",
                "es.bulk.retries", "3", "es.bulk.retry-ms", "1", "retry.initial-delay-ms", "2000"));
        s.putAll(more);
        bolt.prepare(CrawlerSettings.from(CrawlerConfig.defaults().with(s)), BoltMetrics.unregistered(), rec.collector());
    }

    @AfterEach
    void stop() {
        bolt.cleanup();
        fake.close();
    }

    private static Tuple outcome(CrawlStatus status, String reason, int attempts, int outages) {
        return TestTuples.of(Streams.FETCH, Streams.STATUS, Streams.STATUS_FIELDS, URL, status.name(), reason, 503,
                attempts, null, null, outages, null, 0L);
    }

    private void run(Tuple t) throws InterruptedException {
        bolt.execute(t);
        settle(t);
    }

    /** Pulses until the tuple is acked or failed (at most 20 s). */
    private void settle(Tuple t) throws InterruptedException {
        long end = System.currentTimeMillis() + 20_000;
        while (!rec.acked.contains(t) && !rec.failed.contains(t) && System.currentTimeMillis() < end) {
            Thread.sleep(2);
            bolt.execute(TestTuples.pulse());
        }
        assertTrue(rec.settled(t), "acked or failed once");
    }

    /** A list page's indexed outcome that says its visit left these rows per region in {@code index}. */
    private static Tuple listPageIndexed(String index, List<Integer> rows) {
        return TestTuples.of(Streams.INDEX, Streams.STATUS, Streams.STATUS_FIELDS, URL, CrawlStatus.INDEXED.name(), null,
                200, 0, null, null, 0, new PageRecords(index, rows).fields(), 0L);
    }

    private void lastVisitLeft(String index, List<Integer> rows) {
        fake.onMget(id -> id.equals(StatusDocs.id(URL))
                ? Got.found(Map.of(PageRecords.INDEX_FIELD, index, PageRecords.ROWS_FIELD, rows)) : Got.missing());
    }

    @Test
    void aListPageRevisitedWithFewerRowsHasItsStaleRecordsDeletedByIdBeforeItsStatusIsWritten() throws Exception {
        lastVisitLeft("news-records-2026.11", List.of(3, 2));
        Tuple t = listPageIndexed("news-records-2026.11", List.of(1));
        run(t);
        assertTrue(rec.acked.contains(t));
        List<FakeElasticsearch.Op> ops = fake.ops();
        assertEquals(recordDeletions("news-records-2026.11", 0, 1, 0, 2, 1, 0, 1, 1), firstOps(ops, 4),
                "the rows and the region this visit no longer has: " + ops);
        assertEquals(5, ops.size());
        FakeElasticsearch.Op status = ops.get(4);
        assertEquals("update", status.action(), "the status last, naming what is left");
        assertEquals(List.of(1), List.of(status.doc().get(PageRecords.ROWS_FIELD).get(0).asInt()));
        assertEquals(1, status.doc().get(PageRecords.ROWS_FIELD).size());
    }

    @Test
    void aListPageFirstVisitOrOneWithAsManyRowsDeletesNothing() throws Exception {
        Tuple first = listPageIndexed("news-records-2026.11", List.of(2));
        run(first);
        lastVisitLeft("news-records-2026.11", List.of(2));
        Tuple again = listPageIndexed("news-records-2026.11", List.of(2, 1));
        run(again);
        assertTrue(rec.acked.contains(first) && rec.acked.contains(again));
        assertEquals(List.of("update", "update"), fake.ops().stream().map(FakeElasticsearch.Op::action).toList());
    }

    @Test
    void aDeletionTheClusterCannotTakeFailsThePageAndWritesNoStatus() throws Exception {
        lastVisitLeft("news-records-2026.11", List.of(2));
        fake.onBulk(op -> "delete".equals(op.action()) ? Reply.error(503, "unavailable_shards_exception") : Reply.ok());
        Tuple t = listPageIndexed("news-records-2026.11", List.of(1));
        run(t);
        assertTrue(rec.failed.contains(t), "replayed: its status still names the old records, so they go then");
        assertTrue(fake.ops().stream().noneMatch(o -> "update".equals(o.action())), "no status over stale records");
    }

    /** The first {@code n} operations sent, as "action index id". */
    private static List<String> firstOps(List<FakeElasticsearch.Op> ops, int n) {
        return ops.subList(0, n).stream().map(o -> o.action() + " " + o.index() + " " + o.id()).toList();
    }

    /** The deletions of this page's records in {@code index}, given as region, row, region, row ... */
    private static List<String> recordDeletions(String index, int... regionRows) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < regionRows.length; i += 2) {
            out.add("delete " + index + " " + DocumentId.ofRecord(URL, regionRows[i], regionRows[i + 1]));
        }
        return out;
    }

    /** A page's answer 404 or 410 on a later visit, as the fetch step records it. */
    private static Tuple gone(int code) {
        return TestTuples.of(Streams.FETCH, Streams.STATUS, Streams.STATUS_FIELDS, URL, CrawlStatus.ERROR.name(),
                "http_error: HTTP " + code, code, 0, null, null, 0, null, 0L);
    }

    @Test
    void aListPageThatAnswers410HasAllItsRecordsDeletedByIdBeforeItsStatusSaysItHasNone() throws Exception {
        lastVisitLeft("news-records-2026.11", List.of(2, 1));
        Tuple t = gone(410);
        run(t);
        assertTrue(rec.acked.contains(t));
        List<FakeElasticsearch.Op> ops = fake.ops();
        assertEquals(recordDeletions("news-records-2026.11", 0, 0, 0, 1, 1, 0), firstOps(ops, 3),
                "every record its last visit left: " + ops);
        assertEquals(4, ops.size());
        FakeElasticsearch.Op status = ops.get(3);
        assertEquals("update", status.action(), "the status last");
        assertEquals("error", status.doc().get("status").asText());
        assertTrue(status.doc().get(PageRecords.INDEX_FIELD).isNull(), "naming no records: " + status.doc());
        assertEquals(0, status.doc().get(PageRecords.ROWS_FIELD).size());
    }

    @Test
    void aListPageWhose404sDeletionFailsIsReplayedWithItsStatusStillNamingItsRecords() throws Exception {
        lastVisitLeft("news-records-2026.11", List.of(2));
        fake.onBulk(op -> "delete".equals(op.action()) ? Reply.error(503, "unavailable_shards_exception") : Reply.ok());
        Tuple t = gone(404);
        run(t);
        assertTrue(rec.failed.contains(t), "replayed: the page 404s again and its records are deleted then");
        assertTrue(fake.ops().stream().noneMatch(o -> "update".equals(o.action())), "no status that forgets them");
    }

    @Test
    void aPageWithoutRecordsThatAnswers404IsRecordedAsTheErrorItIs() throws Exception {
        fake.onMget(id -> Got.found(Map.of("status", "indexed", "kind", "article")));
        Tuple t = gone(404);
        run(t);
        assertTrue(rec.acked.contains(t));
        List<FakeElasticsearch.Op> ops = fake.ops();
        assertEquals(List.of("update"), ops.stream().map(FakeElasticsearch.Op::action).toList(),
                "nothing deleted, no article marked without late revisits: " + ops);
        assertEquals("error", ops.get(0).doc().get("status").asText());
        assertFalse(ops.get(0).doc().has(PageRecords.ROWS_FIELD));
    }

    @Test
    void anOutcomeIsWrittenWithItsCountsVersionAndDueTimeThenAcked() throws Exception {
        Tuple t = outcome(CrawlStatus.DEFERRED, "index blocked", 2, 3);
        long before = System.currentTimeMillis();
        run(t);
        assertTrue(rec.acked.contains(t), "acked once stored");
        List<FakeElasticsearch.Op> ops = fake.ops();
        assertEquals(1, ops.size());
        FakeElasticsearch.Op op = ops.get(0);
        assertEquals("update", op.action());
        assertEquals(StatusDocs.id(URL), op.id());
        assertTrue(op.body().get("doc_as_upsert").asBoolean());
        JsonNode doc = op.doc();
        assertEquals("deferred", doc.get("status").asText());
        assertFalse(doc.get("final").asBoolean());
        assertEquals(2, doc.get("attempts").asInt());
        assertEquals(3, doc.get("outages").asInt());
        assertTrue(doc.get(StatusDocs.VERSION).asLong() >= before);
        assertTrue(doc.hasNonNull("next_fetch_time"), "due again after its outage back-off");
    }

    @Test
    void anOutageLongerThanTheRetriesIsHeldThroughAndTheUpdateStoredOnce() throws Exception {
        AtomicInteger bulks = new AtomicInteger();
        fake.onBulk(op -> bulks.incrementAndGet() <= 7 ? Reply.error(503, "unavailable_shards_exception") : Reply.ok());
        Tuple t = outcome(CrawlStatus.INDEXED, null, 0, 0);
        run(t);
        assertTrue(rec.acked.contains(t), "held, not failed: a replay would fetch the page again");
        assertEquals(8, fake.ops().size(), "sent, retried three times, then held until stored: " + fake.ops());
    }

    @Test
    void anOutageTheHoldCannotOutlastFailsTheTupleAndADocumentErrorIsDropped() throws Exception {
        prepare(Map.of("topology.message-timeout-s", "1")); // held a quarter of a second at most
        fake.failRequests(503);
        Tuple t = outcome(CrawlStatus.RETRYING, "HTTP 503", 1, 0);
        run(t);
        assertTrue(rec.failed.contains(t), "not stored: replayed later");
        fake.failRequests(0).onBulk(op -> Reply.error(400, "mapper_parsing_exception"));
        Tuple bad = outcome(CrawlStatus.ERROR, "HTTP 404", 0, 0);
        run(bad);
        assertTrue(rec.acked.contains(bad), "a document the index never takes is logged and dropped");
        assertFalse(rec.errors.isEmpty());
    }

    @Test
    void aStatusTheIndexsMappingCannotTakeYetIsFailedForAReplayNeverDropped() throws Exception {
        prepare(Map.of("topology.message-timeout-s", "1")); // held a quarter of a second at most
        fake.onBulk(op -> new Reply(400, "strict_dynamic_mapping_exception",
                "[1:40] mapping set to strict, dynamic introduction of [outages] within [_doc] is not allowed"));
        Tuple t = outcome(CrawlStatus.ERROR, "HTTP 404", 0, 0);
        run(t);
        assertTrue(rec.failed.contains(t), "the index's mapping is behind its template: the status waits for it");
        assertTrue(fake.ops().size() > 1, "retried: " + fake.ops().size());
        assertTrue(rec.errors.stream().map(Throwable::getMessage)
                .anyMatch(m -> m.contains("crawl-status") && m.contains("outages")), rec.errors.toString());
    }

    @Test
    void anUpdateRetriedAfterA429IsDroppedWhenANewerOneIsStored() throws Exception {
        AtomicInteger bulks = new AtomicInteger();
        fake.onBulk(op -> bulks.incrementAndGet() == 1 ? Reply.error(429, "es_rejected_execution_exception") : Reply.ok())
                // meanwhile a newer outcome (indexed, from another try) landed
                .onMget(id -> Got.found(Map.of(StatusDocs.VERSION, System.currentTimeMillis() + 60_000,
                        "status", "indexed")));
        Tuple late = outcome(CrawlStatus.RETRYING, "HTTP 503", 1, 0);
        run(late);
        assertTrue(rec.acked.contains(late), "stale: rightly dropped, not a loss");
        assertEquals(1, fake.ops().size(), "never written over the newer one");
        assertEquals(1, fake.mgets().size(), "read before going again");
    }

    @Test
    void anUpdateRetriedOverAnOlderOneIsWrittenOnConditionThatNothingCameBetween() throws Exception {
        AtomicInteger bulks = new AtomicInteger();
        fake.onBulk(op -> switch (bulks.incrementAndGet()) {
                    case 1 -> Reply.error(429, "es_rejected_execution_exception");
                    case 2 -> Reply.error(409, "version_conflict_engine_exception"); // another write came between
                    default -> Reply.ok();
                })
                .onMget(id -> Got.found(Map.of(StatusDocs.VERSION, 1L)));
        Tuple t = outcome(CrawlStatus.RETRYING, "HTTP 503", 1, 0);
        run(t);
        assertTrue(rec.acked.contains(t));
        List<FakeElasticsearch.Op> ops = fake.ops();
        assertEquals(3, ops.size(), "first, conditional, read again and conditional again: " + ops);
        assertFalse(ops.get(0).meta().has("if_seq_no"), "the first write is plain");
        assertTrue(ops.get(1).meta().has("if_seq_no") && ops.get(1).meta().has("if_primary_term"));
        assertFalse(ops.get(1).body().path("doc_as_upsert").asBoolean(), "Elasticsearch refuses a condition with an upsert");
        assertTrue(ops.get(2).meta().has("if_seq_no"));
        assertEquals(2, fake.mgets().size());
    }

    @Test
    void aFinalOutcomeIsWrittenOnlyOnceItsPagesLinksAreStored() throws Exception {
        PageLinks links = new PageLinks(System::currentTimeMillis, 60_000);
        bolt.links(links, 60_000);
        links.sending(URL); // the redirect's target on its way to Kafka
        Tuple t = outcome(CrawlStatus.REDIRECTED, "HTTP 301 to http://www.a.example/", 0, 0);
        bolt.execute(t);
        for (int i = 0; i < 20; i++) {
            Thread.sleep(2);
            bolt.execute(TestTuples.pulse());
        }
        assertFalse(rec.settled(t), "waits for the target");
        assertTrue(fake.ops().isEmpty(), "nothing written: the URL is not final yet");
        links.stored(URL);
        settle(t);
        assertTrue(rec.acked.contains(t));
        assertEquals("redirected", fake.ops().get(0).doc().get("status").asText());
    }

    @Test
    void aFinalOutcomeWhoseLinksFailedIsNotWrittenAndItsTupleFails() throws Exception {
        PageLinks links = new PageLinks(System::currentTimeMillis, 60_000);
        bolt.links(links, 60_000);
        links.sending(URL);
        Tuple t = outcome(CrawlStatus.REDIRECTED, "HTTP 301 to http://www.a.example/", 0, 0);
        bolt.execute(t);
        links.failed(URL); // Kafka could not take the target
        settle(t);
        assertTrue(rec.failed.contains(t), "the page is replayed, not recorded final without its links");
        assertTrue(fake.ops().isEmpty());
        Tuple retry = outcome(CrawlStatus.DEFERRED, "its last try was lost while a service was failing", 0, 1);
        run(retry);
        assertTrue(rec.acked.contains(retry), "a deferral is written as ever");
    }

    @Test
    void theOrderingRule() {
        assertTrue(StatusWrites.stale(2000L, 1000L), "an older update under a newer one");
        assertFalse(StatusWrites.stale(1000L, 2000L));
        assertFalse(StatusWrites.stale(1000L, 1000L), "the same update again");
        assertFalse(StatusWrites.stale(null, 1000L), "nothing stored with a version (written before versions)");
        assertFalse(StatusWrites.stale(2000L, null), "an update without a version (a visit)");
    }
}
