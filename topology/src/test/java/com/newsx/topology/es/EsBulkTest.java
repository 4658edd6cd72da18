package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EsBulkTest {
    private static BulkOperation index(String id) {
        return BulkOperation.of(o -> o.index(i -> i.index("news-articles").id(id).document(Map.of("url", id))));
    }

    /** Sends what waits and collects outcomes until {@code n} came (or 20 s passed: then the test fails on count). */
    private static List<EsBulk.Outcome<String>> outcomes(EsBulk<String> bulk, int n) throws InterruptedException {
        List<EsBulk.Outcome<String>> out = new ArrayList<>();
        long end = System.currentTimeMillis() + 20_000;
        while (out.size() < n && System.currentTimeMillis() < end) {
            bulk.flush();
            bulk.maybeFlush();
            out.addAll(bulk.drain());
            Thread.sleep(5);
        }
        return out;
    }

    private static EsBulk.Outcome<String> only(List<EsBulk.Outcome<String>> out) {
        assertEquals(1, out.size(), "one outcome: " + out);
        return out.get(0);
    }

    @Test
    void onlyWhatTheDocumentCausesIsPermanentAndItIsNotRetried() throws Exception {
        for (var error : List.of(FakeElasticsearch.Reply.error(400, "mapper_parsing_exception"),
                FakeElasticsearch.Reply.error(400, "illegal_argument_exception"),
                FakeElasticsearch.Reply.error(413, "request_entity_too_large"))) {
            try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> error)) {
                ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
                EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(3, 1);
                bulk.add(index("a"), "page-a");
                EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
                assertFalse(o.ok());
                assertEquals(EsFailure.Cause.DOCUMENT, o.cause(), error.errorType());
                assertFalse(o.retryable());
                assertEquals("page-a", o.tag());
                Thread.sleep(50);
                assertEquals(1, fake.ops().size(), "sent once: a retry cannot mend the document");
                EsClients.close(es);
            }
        }
    }

    @Test
    void aBlockAClosedOrMissingIndexOverloadAndServerErrorsAreOutagesRetriedThenReportedRetryable() throws Exception {
        for (var error : List.of(FakeElasticsearch.Reply.error(403, "cluster_block_exception"),
                FakeElasticsearch.Reply.error(400, "index_closed_exception"),
                FakeElasticsearch.Reply.error(404, "index_not_found_exception"),
                FakeElasticsearch.Reply.error(429, "es_rejected_execution_exception"),
                FakeElasticsearch.Reply.error(503, "unavailable_shards_exception"),
                FakeElasticsearch.Reply.error(500, "something_new"))) {
            try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> error)) {
                ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
                EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(2, 1);
                bulk.add(index("a"), "page-a");
                EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
                assertFalse(o.ok());
                assertEquals(EsFailure.Cause.OUTAGE, o.cause(), error.errorType());
                assertTrue(o.retryable(), error.errorType());
                assertEquals(3, fake.ops().size(), "sent, then retried twice: " + error.errorType());
                EsClients.close(es);
            }
        }
    }

    /** How Elasticsearch 8 refuses a field that a strict mapping lacks: the index's mapping is older than its template. */
    static final FakeElasticsearch.Reply STRICT = new FakeElasticsearch.Reply(400, "strict_dynamic_mapping_exception",
            "[1:40] mapping set to strict, dynamic introduction of [content_hash] within [_doc] is not allowed");

    @Test
    void aFieldTheIndexsMappingLacksIsAnOutageOfTheIndexRetriedAndReportedWithTheIndexAndTheField() throws Exception {
        try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> STRICT)) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(2, 1);
            bulk.add(index("a"), "page-a");
            EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
            assertEquals(EsFailure.Cause.OUTAGE, o.cause());
            assertTrue(o.retryable(), "never the page's fate");
            assertEquals(3, fake.ops().size(), "sent, then retried twice");
            assertTrue(o.error().contains("news-articles") && o.error().contains("content_hash"), o.error());
            EsClients.close(es);
        }
        // the mapping is brought up to its template meanwhile: a retry stores the document
        AtomicInteger sent = new AtomicInteger();
        try (FakeElasticsearch fake = new FakeElasticsearch()
                .onBulk(op -> sent.incrementAndGet() <= 2 ? STRICT : FakeElasticsearch.Reply.ok())) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(3, 1);
            bulk.add(index("a"), "page-a");
            assertTrue(only(outcomes(bulk, 1)).ok());
            assertEquals(3, fake.ops().size());
            EsClients.close(es);
        }
    }

    @Test
    void aValueItsFieldCannotTakeStaysTheDocumentsFault() throws Exception {
        FakeElasticsearch.Reply badDate = new FakeElasticsearch.Reply(400, "document_parsing_exception",
                "[1:30] failed to parse field [publish_time] of type [date] in document with id 'a'. Preview of field's value: 'soon'");
        try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> badDate)) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(3, 1);
            bulk.add(index("a"), "page-a");
            EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
            assertEquals(EsFailure.Cause.DOCUMENT, o.cause());
            assertFalse(o.retryable());
            assertEquals(1, fake.ops().size(), "not retried");
            assertTrue(o.error().startsWith("document_parsing_exception: "), o.error());
            EsClients.close(es);
        }
    }

    @Test
    void aWriteBlockThatLiftsWithinTheRetriesEndsStored() throws Exception {
        AtomicBoolean blocked = new AtomicBoolean(true);
        try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> blocked.getAndSet(false)
                ? FakeElasticsearch.Reply.error(403, "cluster_block_exception") : FakeElasticsearch.Reply.ok())) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(3, 1);
            bulk.add(index("a"), "page-a");
            EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
            assertTrue(o.ok());
            assertNull(o.cause());
            assertEquals(2, fake.ops().size());
            EsClients.close(es);
        }
    }

    @Test
    void aRequestTheClusterRefusesWholeOrAnUnreachableClusterIsAnOutageForEveryOperation() throws Exception {
        try (FakeElasticsearch fake = new FakeElasticsearch().failRequests(503)) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(1, 1);
            bulk.add(index("a"), "page-a");
            bulk.add(index("b"), "page-b");
            List<EsBulk.Outcome<String>> out = outcomes(bulk, 2);
            assertEquals(2, out.size());
            out.forEach(o -> assertTrue(o.retryable(), o.toString()));
            EsClients.close(es);
        }
        ElasticsearchAsyncClient dead = EsClients.connectAsync("http://127.0.0.1:1");
        EsBulk<String> bulk = new EsBulk<String>(dead, 10, 0, 1).retrying(0, 1);
        bulk.add(index("a"), "page-a");
        EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
        assertTrue(o.retryable());
        assertTrue(o.error().startsWith("elasticsearch unavailable"), o.error());
        EsClients.close(dead);
    }

    @Test
    void eachOperationOfABatchHasItsOwnOutcome() throws Exception {
        try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> op.id().equals("bad")
                ? FakeElasticsearch.Reply.error(400, "mapper_parsing_exception") : FakeElasticsearch.Reply.ok())) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 60_000, 1).retrying(0, 1);
            bulk.add(index("good"), "g");
            bulk.add(index("bad"), "b");
            List<EsBulk.Outcome<String>> out = outcomes(bulk, 2);
            assertEquals(2, out.size());
            assertTrue(out.stream().filter(o -> o.tag().equals("g")).allMatch(EsBulk.Outcome::ok));
            assertTrue(out.stream().filter(o -> o.tag().equals("b")).noneMatch(EsBulk.Outcome::ok));
            assertEquals(List.of("good", "bad"), fake.ops().stream().map(FakeElasticsearch.Op::id).toList(),
                    "one request, in order");
            EsClients.close(es);
        }
    }

    @Test
    void pastItsRetriesADocumentIsHeldAndTriedAgainUntilStoredAndItsPagesOtherDocumentsAreNotWrittenAgain()
            throws Exception {
        AtomicInteger tries = new AtomicInteger();
        try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> op.id().equals("b")
                && tries.incrementAndGet() <= 6 ? FakeElasticsearch.Reply.error(503, "unavailable_shards_exception")
                : FakeElasticsearch.Reply.ok())) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            WriteHold hold = new WriteHold(1_000, 60_000);
            long came = System.currentTimeMillis();
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(2, 1).holding(hold, tag -> came);
            bulk.add(index("a"), "page", 10);
            bulk.add(index("b"), "page", 20);
            List<EsBulk.Outcome<String>> out = outcomes(bulk, 2);
            assertEquals(2, out.size(), out.toString());
            out.forEach(o -> assertTrue(o.ok(), o.toString()));
            List<String> ids = fake.ops().stream().map(FakeElasticsearch.Op::id).toList();
            assertEquals(1, ids.stream().filter("a"::equals).count(), "the stored document is written once: " + ids);
            assertEquals(7, ids.stream().filter("b"::equals).count(), "sent, retried twice, then held: " + ids);
            assertEquals(1, hold.kept());
            assertEquals(0, hold.bytes(), "its bytes left the hold with its outcome");
            assertEquals(0, hold.documents());
            EsClients.close(es);
        }
    }

    @Test
    void aHeldDocumentsBytesCountWhileItWaits() throws Exception {
        AtomicBoolean out = new AtomicBoolean(true);
        try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(op -> out.get()
                ? FakeElasticsearch.Reply.error(429, "es_rejected_execution_exception") : FakeElasticsearch.Reply.ok())) {
            ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
            WriteHold hold = new WriteHold(1_000, 60_000);
            long came = System.currentTimeMillis();
            EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(1, 1).holding(hold, tag -> came);
            bulk.add(index("a"), "page-a", 300);
            long end = System.currentTimeMillis() + 20_000;
            while (hold.documents() == 0 && System.currentTimeMillis() < end) {
                bulk.maybeFlush();
                assertTrue(bulk.drain().isEmpty(), "no outcome while held");
                Thread.sleep(2);
            }
            assertEquals(300, hold.bytes());
            out.set(false);
            assertTrue(only(outcomes(bulk, 1)).ok());
            assertEquals(0, hold.bytes());
            EsClients.close(es);
        }
    }

    @Test
    void aDocumentTheHoldHasNoRoomOrNoTimeForFailsAsWithoutAHold() throws Exception {
        for (WriteHold hold : List.of(new WriteHold(5, 60_000), new WriteHold(1_000, 0))) {
            try (FakeElasticsearch fake = new FakeElasticsearch().onBulk(
                    op -> FakeElasticsearch.Reply.error(503, "unavailable_shards_exception"))) {
                ElasticsearchAsyncClient es = EsClients.connectAsync(fake.url());
                long came = System.currentTimeMillis();
                EsBulk<String> bulk = new EsBulk<String>(es, 10, 0, 1).retrying(2, 1).holding(hold, tag -> came);
                bulk.add(index("a"), "page-a", 10);
                EsBulk.Outcome<String> o = only(outcomes(bulk, 1));
                assertTrue(o.retryable(), o.toString());
                assertEquals(3, fake.ops().size(), "sent, retried twice, not held");
                assertEquals(1, hold.given());
                assertEquals(0, hold.bytes());
                EsClients.close(es);
            }
        }
    }
}
