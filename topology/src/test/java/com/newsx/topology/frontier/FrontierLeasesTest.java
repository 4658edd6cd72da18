package com.newsx.topology.frontier;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.es.FakeElasticsearch;
import com.newsx.topology.es.FakeElasticsearch.Op;
import com.newsx.topology.es.FakeElasticsearch.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrontierLeasesTest {
    private static final long LEASE_MS = 600_000;
    private static final long SETTLE_MS = 10_000;
    private FakeElasticsearch fake;
    private ElasticsearchAsyncClient es;
    private FrontierLeases leases;

    @BeforeEach
    void start() throws Exception {
        fake = new FakeElasticsearch();
        es = EsClients.connectAsync(fake.url());
        leases = new FrontierLeases(es, "crawl-status", LEASE_MS, SETTLE_MS);
    }

    @AfterEach
    void stop() {
        EsClients.close(es);
        fake.close();
    }

    /** A retrying URL's status document as the search reads it. */
    private static Map<String, Object> retrying(String url, long statusVersion) {
        Map<String, Object> doc = new HashMap<>(Map.of("url", url, "status", "retrying", "attempts", 1,
                "next_fetch_time", 5_000L, StatusDocs.VERSION, statusVersion));
        return doc;
    }

    private static FrontierLeases.Candidate candidate(String id, Map<String, Object> doc, long seqNo) {
        return new FrontierLeases.Candidate(DueUrl.of(id, doc), seqNo, 1);
    }

    @Test
    void aLeaseIsWrittenOnConditionThatTheDocumentIsAsTheSearchReadIt() throws Exception {
        FrontierLeases.Taken t = leases.take(List.of(candidate("a", retrying("http://a.example/1", 777), 41)),
                1_000_000).get(10, TimeUnit.SECONDS);
        assertEquals(1, t.leases().size());
        assertNull(t.failure());
        Op op = fake.ops().get(0);
        assertEquals("update", op.action());
        assertEquals("a", op.id());
        assertEquals(41, op.meta().get("if_seq_no").asLong(), "conditional on the version the search read");
        assertEquals(1, op.meta().get("if_primary_term").asLong());
        assertEquals(777, op.doc().get(StatusDocs.LEASE_VERSION).asLong(), "marked with the status_version leased at");
        assertEquals("1970-01-01T00:26:40Z", op.doc().get("next_fetch_time").asText(), "due again when the lease ends");
        assertFalse(op.doc().has(StatusDocs.VERSION), "a lease is no outcome");
        assertEquals(1, t.leases().get(0).seqNo(), "the new version, which a give-back is conditional on");
    }

    @Test
    void aUrlWhoseDocumentChangedSinceTheSearchIsNotLeasedAndAnOutageIsReported() throws Exception {
        fake.onBulk(op -> op.id().equals("b") ? Reply.error(409, "version_conflict_engine_exception")
                : op.id().equals("c") ? Reply.error(503, "unavailable_shards_exception") : Reply.ok());
        FrontierLeases.Taken t = leases.take(List.of(candidate("a", retrying("http://a.example/1", 1), 1),
                candidate("b", retrying("http://a.example/2", 1), 1), candidate("c", retrying("http://a.example/3", 1), 1)),
                1_000).get(10, TimeUnit.SECONDS);
        assertEquals(List.of("a"), t.leases().stream().map(l -> l.due().id()).toList(), "only what was leased goes out");
        assertEquals(1, t.changed(), "b changed meanwhile: left for the next search");
        assertTrue(t.failure().contains("unavailable_shards_exception"), t.failure());
    }

    @Test
    void aFailedTupleGivesItsLeaseBackSoItIsDueSoonAndStillMarkedLost() throws Exception {
        FrontierLeases.Lease l = leases.take(List.of(candidate("a", retrying("http://a.example/1", 5), 3)), 1_000)
                .get(10, TimeUnit.SECONDS).leases().get(0);
        leases.giveBack(l);
        assertEquals(1, leases.givingBack());
        leases.flush(50_000);
        assertEquals(0, leases.givingBack());
        for (int i = 0; i < 100 && fake.ops().size() < 2; i++) {
            Thread.sleep(20);
        }
        Op back = fake.ops().get(1);
        assertEquals(l.seqNo(), back.meta().get("if_seq_no").asLong(), "only if no outcome came after the lease");
        assertEquals("1970-01-01T00:01:00Z", back.doc().get("next_fetch_time").asText(), "due after the settle time");
        assertFalse(back.doc().has(StatusDocs.LEASE_VERSION), "the mark stays: the try was lost");
    }

    @Test
    void aUrlIsALostTryWhenNoOutcomeCameSinceItsLeaseOrItsAdmission() {
        Map<String, Object> doc = retrying("http://a.example/1", 777);
        assertFalse(DueUrl.of("a", doc).lost(), "a retry due after its back-off: its last try had an outcome");
        doc.putAll(StatusDocs.lease(777, 1_600_000, 1_000_000));
        assertTrue(DueUrl.of("a", doc).lost(), "leased and due again with no outcome since: the try was lost");
        doc.putAll(StatusDocs.outcome("http://a.example/1", CrawlStatus.RETRYING, "HTTP 503", 503, 2, 1_000_500));
        assertFalse(DueUrl.of("a", doc).lost(), "an outcome after the lease: nothing lost");
        doc.putAll(StatusDocs.postponed(2_000_000, 1_000_600));
        assertFalse(DueUrl.of("a", doc).lost(), "postponed is handled, not lost");
        Map<String, Object> admitted = StatusDocs.discovered("http://a.example/2", 1, "http://a.example/", null,
                "urls-0@5", 1_000, 601_000);
        assertTrue(DueUrl.of("b", admitted).lost(), "admitted from Kafka, due only when its lease ended: lost");
        admitted.putAll(StatusDocs.lease(StatusDocs.statusVersion(admitted), 1_300_000, 700_000));
        assertEquals(0, StatusDocs.statusVersion(admitted));
        assertTrue(DueUrl.of("b", admitted).lost(), "and lost again after the frontier's lease");
        Map<String, Object> postponed = StatusDocs.discovered("http://a.example/3", 1, "http://a.example/", null,
                "urls-0@6", 1_000, 601_000);
        postponed.putAll(StatusDocs.postponed(40_000, 2_000));
        assertFalse(DueUrl.of("c", postponed).lost(), "admitted, then postponed (its host's queue was full): not lost");
        postponed.putAll(StatusDocs.lease(StatusDocs.statusVersion(postponed), 700_000, 40_000));
        assertTrue(DueUrl.of("c", postponed).lost(), "sent out by the frontier, and no outcome nor postponement since");
        postponed.putAll(StatusDocs.postponed(90_000, 41_000));
        assertFalse(DueUrl.of("c", postponed).lost(), "postponed again: handled");
    }
}
