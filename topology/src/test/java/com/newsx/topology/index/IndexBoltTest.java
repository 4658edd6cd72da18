package com.newsx.topology.index;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.PageDocuments;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.es.FakeElasticsearch;
import com.newsx.topology.es.FakeElasticsearch.Reply;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The index step as Storm runs it, against a fake Elasticsearch: documents written, then the page's one status. */
class IndexBoltTest {
    private static final String URL = "http://a.example/news/1.html";
    private FakeElasticsearch fake;
    private IndexBolt bolt;
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
        bolt = new IndexBolt();
        rec = new RecordingCollector();
        Map<String, String> s = new java.util.HashMap<>(Map.of("es.url", fake.url(),
                "es.bulk.flush-ms", "0", "es.bulk.retries", "2", "es.bulk.retry-ms", "1"));
        s.putAll(more);
        bolt.prepare(CrawlerSettings.from(CrawlerConfig.defaults().with(s)), BoltMetrics.unregistered(), rec.collector());
    }

    @AfterEach
    void stop() {
        bolt.cleanup();
        fake.close();
    }

    private static Tuple page(PageDocuments docs) {
        return TestTuples.of(Streams.FUSE, Streams.DOCUMENTS, Streams.DOCUMENT_FIELDS, URL, docs);
    }

    private static PageDocuments records(int n) {
        List<PageDocuments.Doc> docs = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            docs.add(new PageDocuments.Doc("news-records", "r" + i, ("{\"row\":" + i + "}").getBytes()));
        }
        return new PageDocuments(docs);
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

    private String status() {
        List<RecordingCollector.Emit> s = rec.on(Streams.STATUS);
        assertEquals(1, s.size(), "one status for the page: " + rec.emits);
        return (String) s.get(0).get(1);
    }

    @Test
    void aPagesDocumentsAreWrittenThenItIsRecordedIndexedAndAcked() throws Exception {
        Tuple t = page(PageDocuments.one("news-articles", "doc-1", Map.of("url", URL, "title", "A title")));
        run(t);
        assertTrue(rec.acked.contains(t));
        assertEquals("INDEXED", status());
        assertEquals(List.of(t), rec.on(Streams.STATUS).get(0).anchors());
        FakeElasticsearch.Op op = fake.ops().get(0);
        assertEquals("index", op.action());
        assertEquals("news-articles", op.index());
        assertEquals("doc-1", op.id(), "the id derived from the URL: a replay overwrites");
        assertEquals("A title", op.doc().get("title").asText());
    }

    @Test
    void aPageOfRecordsIsAckedOnceEveryRecordIsStored() throws Exception {
        Tuple t = page(records(3));
        run(t);
        assertEquals(3, fake.ops().size());
        assertEquals("INDEXED", status());
    }

    @Test
    void aListPagesStatusSaysWhatRecordsItsVisitLeftForTheNextVisitToReplace() throws Exception {
        Tuple t = page(new PageDocuments(records(3).docs(), new PageRecords("news-records", List.of(2, 1))));
        run(t);
        assertEquals("INDEXED", status());
        Map<?, ?> fields = (Map<?, ?>) rec.on(Streams.STATUS).get(0).get(8);
        assertEquals(new PageRecords("news-records", List.of(2, 1)), PageRecords.read(fields));
    }

    @Test
    void aDocumentTheIndexRefusesIsAnErrorRecordedForThePage() throws Exception {
        fake.onBulk(op -> op.id().equals("r1") ? Reply.error(400, "mapper_parsing_exception") : Reply.ok());
        Tuple t = page(records(3));
        run(t);
        assertTrue(rec.acked.contains(t));
        assertEquals("ERROR", status());
        assertTrue(((String) rec.on(Streams.STATUS).get(0).get(2)).contains("mapper_parsing_exception"));
    }

    @Test
    void aFieldTheIndexsMappingLacksFailsThePageForAReplayAndReportsTheIndexAndTheField() throws Exception {
        prepare(Map.of("es.bulk.hold-bytes", "0")); // no hold: the page fails once the retries are spent
        fake.onBulk(op -> new Reply(400, "strict_dynamic_mapping_exception",
                "[1:40] mapping set to strict, dynamic introduction of [content_hash] within [_doc] is not allowed"));
        Tuple t = page(PageDocuments.one("news-articles", "doc-1", Map.of("url", URL, "content_hash", "c0ffee")));
        run(t);
        assertTrue(rec.failed.contains(t), "replayed once the mapping is up to date, not recorded as the page's error");
        assertTrue(rec.on(Streams.STATUS).isEmpty(), "no fate for the page: " + rec.emits);
        assertEquals(3, fake.ops().size(), "retried as an outage is");
        assertTrue(rec.errors.stream().map(Throwable::getMessage)
                .anyMatch(m -> m.contains("index news-articles has no field content_hash")), rec.errors.toString());
    }

    @Test
    void aBlockedOrMissingIndexFailsThePageForAReplayAndRecordsNothingFinal() throws Exception {
        prepare(Map.of("es.bulk.hold-bytes", "0")); // no hold: the page fails once the retries are spent
        for (Reply outage : List.of(Reply.error(403, "cluster_block_exception"),
                Reply.error(400, "index_closed_exception"), Reply.error(404, "index_not_found_exception"),
                Reply.error(429, "es_rejected_execution_exception"), Reply.error(503, "unavailable_shards_exception"))) {
            fake.onBulk(op -> outage);
            Tuple t = page(records(2));
            run(t);
            assertTrue(rec.failed.contains(t), outage.errorType());
        }
        assertTrue(rec.on(Streams.STATUS).isEmpty(), "an outage is no page's fate: " + rec.emits);
    }

    @Test
    void aBlockThatLiftsWithinTheRetriesEndsIndexed() throws Exception {
        AtomicInteger sent = new AtomicInteger();
        fake.onBulk(op -> sent.incrementAndGet() <= 2 ? Reply.error(403, "cluster_block_exception") : Reply.ok());
        Tuple t = page(records(1));
        run(t);
        assertTrue(rec.acked.contains(t));
        assertEquals("INDEXED", status());
    }

    @Test
    void anOutageLongerThanTheRetriesIsHeldThroughAndOnlyTheDocumentsNotStoredAreWrittenAgain() throws Exception {
        AtomicInteger r1 = new AtomicInteger();
        fake.onBulk(op -> op.id().equals("r1") && r1.incrementAndGet() <= 8
                ? Reply.error(503, "unavailable_shards_exception") : Reply.ok());
        Tuple t = page(records(3));
        run(t);
        assertTrue(rec.acked.contains(t), "held, not failed: the page is not fetched again");
        assertEquals("INDEXED", status());
        List<String> ids = fake.ops().stream().map(FakeElasticsearch.Op::id).toList();
        assertEquals(9, ids.stream().filter("r1"::equals).count(), ids.toString());
        assertEquals(1, ids.stream().filter("r0"::equals).count(), "a stored document is never written again: " + ids);
        assertEquals(1, ids.stream().filter("r2"::equals).count(), ids.toString());
    }

    @Test
    void aPageHeldLongerThanItsShareOfTheMessageTimeoutFails() throws Exception {
        prepare(Map.of("topology.message-timeout-s", "1")); // held a quarter of a second at most
        fake.onBulk(op -> Reply.error(503, "unavailable_shards_exception"));
        Tuple t = page(records(2));
        run(t);
        assertTrue(rec.failed.contains(t), "replayed, as without a hold");
        assertTrue(rec.on(Streams.STATUS).isEmpty(), "an outage is no page's fate: " + rec.emits);
    }

    @Test
    void aPageWithoutDocumentsIsIndexedAtOnce() throws Exception {
        Tuple t = page(new PageDocuments(List.of()));
        bolt.execute(t);
        assertTrue(rec.acked.contains(t));
        assertEquals("INDEXED", status());
        assertTrue(fake.ops().isEmpty());
    }

    @Test
    void aPagesDocumentsAreWrittenAsItsVisitsExternalVersion() throws Exception {
        Tuple t = page(records(2).withVisit(1_700_000_000_000L));
        run(t);
        assertEquals("INDEXED", status());
        for (FakeElasticsearch.Op op : fake.ops()) {
            assertEquals(1_700_000_000_000L, op.meta().get("version").asLong(), op.toString());
            assertEquals("external", op.meta().get("version_type").asText(), op.toString());
        }
    }

    @Test
    void aReplayOfAVisitThatStoredItsDocumentsAlreadyIsIndexedWithoutWritingThem() throws Exception {
        // the stored version is this visit's: Elasticsearch refuses the replay's write
        fake.onBulk(op -> Reply.error(409, "version_conflict_engine_exception"));
        Tuple t = page(records(2).withVisit(1_700_000_000_000L));
        run(t);
        assertTrue(rec.acked.contains(t));
        assertEquals("INDEXED", status(), "stored by the visit's lost try: done, not an error");
        assertEquals(2, fake.ops().size(), "no retry of a refused write");
    }

    @Test
    void withoutAVisitStampAConflictIsStillAnError() throws Exception {
        fake.onBulk(op -> Reply.error(409, "version_conflict_engine_exception"));
        Tuple t = page(records(1));
        run(t);
        assertEquals("ERROR", status());
        assertTrue(fake.ops().get(0).meta().get("version") == null, "an ordinary overwrite");
    }

    /**
     * A page of an article long enough to be matched (its copy lookup is a search), to its time-based index as the
     * crawl writes articles, and a record.
     */
    private static PageDocuments articleAndRecord() {
        String body = "The central bank raised its key interest rate by a quarter point on Tuesday, the third increase"
                + " this year, saying inflation remained too high and the labour market too tight. Officials signalled"
                + " that further moves would depend on the data, and markets rose after the announcement.";
        List<PageDocuments.Doc> docs = new java.util.ArrayList<>(PageDocuments.one("news-articles-2026.11", "doc-1",
                Map.of("url", URL, "title", "Rates up", "body", body, "fetch_time", "2026-11-24T08:05:00Z")).docs());
        docs.addAll(records(1).docs());
        return new PageDocuments(docs);
    }

    @Test
    void aCopyLookupFailingLongerThanItsRetriesIsHeldThroughAndItsArticleWrittenOnceWithItsStory() throws Exception {
        prepare(Map.of("copies.enabled", "true"));
        AtomicInteger searches = new AtomicInteger();
        fake.onSearch(body -> searches.incrementAndGet() <= 8
                ? Reply.error(503, "search_phase_execution_exception") : Reply.ok());
        Tuple t = page(articleAndRecord());
        run(t);
        assertTrue(rec.acked.contains(t), "held, not failed: the page is not fetched again");
        assertEquals("INDEXED", status());
        assertEquals(9, fake.searches().size(), "the batch's search: two retries, then held until the cluster answered");
        assertEquals(0, fake.msearches().size(), "an outage is not the query's fault: not asked article by article");
        List<FakeElasticsearch.Op> articles = fake.ops().stream().filter(o -> o.id().equals("doc-1")).toList();
        assertEquals(1, articles.size(), "the article written once, after its lookup");
        assertEquals("doc-1", articles.get(0).doc().get("story_id").asText(), "its own story: nothing found");
        assertTrue(articles.get(0).doc().has("copy_bands"), articles.get(0).doc().toString());
    }

    @Test
    void aCopyLookupPastItsPagesShareOfTheMessageTimeoutFailsThePageForAReplay() throws Exception {
        prepare(Map.of("copies.enabled", "true", "topology.message-timeout-s", "1"));
        fake.onSearch(body -> Reply.error(429, "es_rejected_execution_exception"));
        Tuple t = page(articleAndRecord());
        run(t);
        assertTrue(rec.failed.contains(t), "replayed, as a write past the hold is");
        assertTrue(rec.on(Streams.STATUS).isEmpty(), "an outage is no page's fate: " + rec.emits);
        assertTrue(fake.ops().stream().noneMatch(o -> o.id().equals("doc-1")), "never written without its story");
    }

    @Test
    void aCopyLookupRefusedForTheArticlesQueryIsThePagesErrorAndItsOtherDocumentsAreStored() throws Exception {
        prepare(Map.of("copies.enabled", "true"));
        fake.onSearch(body -> Reply.error(400, "too_many_nested_clauses"));
        Tuple t = page(articleAndRecord());
        run(t);
        assertTrue(rec.acked.contains(t), "final: asking again would be refused again");
        assertEquals("ERROR", status());
        String reason = (String) rec.on(Streams.STATUS).get(0).get(2);
        assertTrue(reason.contains("copy lookup refused"), reason);
        assertEquals(1, fake.searches().size(), "the batch's search, refused for its query");
        assertEquals(1, fake.msearches().size(), "then each article asked alone to find whose query it was; not retried");
        assertEquals(List.of("r0"), fake.ops().stream().map(FakeElasticsearch.Op::id).toList());
    }
}
