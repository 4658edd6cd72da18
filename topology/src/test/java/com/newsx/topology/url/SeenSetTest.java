package com.newsx.topology.url;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.es.FakeElasticsearch;
import com.newsx.topology.es.FakeElasticsearch.Got;
import com.newsx.topology.es.FakeElasticsearch.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SeenSetTest {
    private static final String URL = "http://a.example/news/1.html";
    private FakeElasticsearch fake;
    private ElasticsearchAsyncClient es;
    private SeenSet<String> seen;

    @BeforeEach
    void start() throws Exception {
        fake = new FakeElasticsearch();
        es = EsClients.connectAsync(fake.url());
        seen = new SeenSet<>(es, "crawl-status", 100, 0, 1 << 20);
    }

    @AfterEach
    void stop() {
        EsClients.close(es);
        fake.close();
    }

    private SeenSet.Answer<String> ask(String url, String source) throws InterruptedException {
        return answerTo(new SeenSet.Ask<>(source, url, source, Map.of("url", url, "admitted_by", source)));
    }

    private SeenSet.Answer<String> answerTo(SeenSet.Ask<String> ask) throws InterruptedException {
        seen.ask(ask);
        seen.flush();
        List<SeenSet.Answer<String>> out = new ArrayList<>();
        long end = System.currentTimeMillis() + 20_000;
        while (out.isEmpty() && System.currentTimeMillis() < end) {
            out.addAll(seen.drain());
            Thread.sleep(2);
        }
        assertEquals(1, out.size(), "one answer");
        return out.get(0);
    }

    private void conflictThen(Got read) {
        fake.onBulk(op -> Reply.error(409, "version_conflict_engine_exception"))
                .onMget(id -> read);
    }

    @Test
    void aNewUrlIsCreatedAndAdmitted() throws Exception {
        assertEquals(SeenSet.Verdict.NEW, ask(URL, "urls/0/1").verdict());
        assertEquals(1, fake.ops().size());
        assertEquals("create", fake.ops().get(0).action());
        assertEquals(StatusDocs.id(URL), fake.ops().get(0).id());
    }

    @Test
    void aReadFailureAfterACreateConflictIsUnavailableNotKnown() throws Exception {
        conflictThen(Got.failure("no_shard_available_action_exception"));
        SeenSet.Answer<String> a = ask(URL, "urls/0/1");
        assertEquals(SeenSet.Verdict.UNAVAILABLE, a.verdict(), "the tuple fails and is replayed, not dropped");
        assertTrue(a.reason().contains("no_shard_available_action_exception"), a.reason());
        // nothing was remembered: once the document can be read, the replay of its record gets through
        fake.onMget(id -> Got.found(Map.of("final", false, "admitted_by", "urls/0/1", "attempts", 1)));
        SeenSet.Answer<String> again = ask(URL, "urls/0/1");
        assertEquals(SeenSet.Verdict.REPLAY, again.verdict());
        assertEquals(1, again.attempts());
    }

    @Test
    void aConflictIsReadAReplayOfTheAdmittingRecordGetsThroughOthersAreKnown() throws Exception {
        conflictThen(Got.found(Map.of("final", false, "admitted_by", "urls/0/7", "attempts", 2)));
        SeenSet.Answer<String> replay = ask(URL, "urls/0/7");
        assertEquals(SeenSet.Verdict.REPLAY, replay.verdict());
        assertEquals(2, replay.attempts());
        assertEquals(SeenSet.Verdict.KNOWN, ask("http://a.example/news/2.html", "urls/0/8").verdict(),
                "in flight from another record");
        conflictThen(Got.found(Map.of("final", true, "admitted_by", "urls/0/9")));
        assertEquals(SeenSet.Verdict.KNOWN, ask("http://a.example/news/3.html", "urls/0/9").verdict(), "final");
        int requests = fake.ops().size() + fake.mgets().size();
        assertEquals(SeenSet.Verdict.KNOWN, ask(URL, "urls/1/3").verdict(), "a duplicate link, from the cache");
        assertEquals(requests, fake.ops().size() + fake.mgets().size(), "no request for it");
    }

    @Test
    void aMissingDocumentAfterAConflictIsKnownSoNothingLoops() throws Exception {
        conflictThen(Got.missing());
        assertEquals(SeenSet.Verdict.KNOWN, ask(URL, "urls/0/1").verdict());
    }

    @Test
    void aBlockedOrMissingIndexIsUnavailableAndABadDocumentIsRefused() throws Exception {
        fake.onBulk(op -> Reply.error(403, "cluster_block_exception"));
        assertEquals(SeenSet.Verdict.UNAVAILABLE, ask(URL, "urls/0/1").verdict());
        fake.onBulk(op -> Reply.error(404, "index_not_found_exception"));
        assertEquals(SeenSet.Verdict.UNAVAILABLE, ask(URL, "urls/0/1").verdict());
        fake.onBulk(op -> Reply.error(429, "es_rejected_execution_exception"));
        assertEquals(SeenSet.Verdict.UNAVAILABLE, ask(URL, "urls/0/1").verdict());
        fake.onBulk(op -> Reply.error(400, "mapper_parsing_exception"));
        assertEquals(SeenSet.Verdict.REFUSED, ask(URL, "urls/0/1").verdict());
    }

    @Test
    void anUnreachableClusterIsUnavailable() throws Exception {
        EsClients.close(es);
        es = EsClients.connectAsync("http://127.0.0.1:1");
        seen = new SeenSet<>(es, "crawl-status", 100, 0, 1 << 20);
        assertEquals(SeenSet.Verdict.UNAVAILABLE, ask(URL, "urls/0/1").verdict());
    }

    private SeenSet.Answer<String> askSeed(String url, String source) throws InterruptedException {
        Map<String, Object> doc = new java.util.HashMap<>(Map.of("url", url, "admitted_by", source, "depth", 0,
                "status", "discovered", "final", false));
        return answerTo(new SeenSet.Ask<>(source, url, source, doc));
    }

    @Test
    void aSeedGivenAgainRevivesARecordThatEndedIt() throws Exception {
        for (String ended : new String[]{"retired", "error", "filtered", "robots_denied"}) {
            java.util.concurrent.atomic.AtomicInteger creates = new java.util.concurrent.atomic.AtomicInteger();
            fake.onBulk(op -> "create".equals(op.action()) ? Reply.error(409, "version_conflict_engine_exception")
                    : Reply.ok()).onMget(id -> Got.found(Map.of("final", true, "admitted_by", "urls/0/1",
                    "status", ended)));
            int before = fake.ops().size();
            SeenSet.Answer<String> a = askSeed("http://" + ended.replace('_', '-') + ".example/", "urls/0/2");
            assertEquals(SeenSet.Verdict.NEW, a.verdict(), ended + ": crawled again");
            FakeElasticsearch.Op reset = fake.ops().get(fake.ops().size() - 1);
            assertEquals(before + 2, fake.ops().size(), "the create that conflicted, then the reset");
            assertEquals("update", reset.action());
            assertEquals("discovered", reset.doc().get("status").asText());
            assertEquals(false, reset.doc().get("final").asBoolean());
            assertEquals("urls/0/2", reset.doc().get("admitted_by").asText());
            assertEquals(0, reset.doc().get("failures").asInt(), "its failures in a row are over");
        }
    }

    @Test
    void aSeedThatEndedWellOrAnyLinkIsNotRevived() throws Exception {
        conflictThen(Got.found(Map.of("final", true, "admitted_by", "urls/0/1", "status", "fetched_nothing")));
        assertEquals(SeenSet.Verdict.KNOWN, askSeed("http://a.example/", "urls/0/2").verdict(),
                "a home page visited as a source is revisited anyway");
        conflictThen(Got.found(Map.of("final", true, "admitted_by", "urls/0/1", "status", "retired")));
        assertEquals(SeenSet.Verdict.KNOWN, ask("http://b.example/", "urls/0/3").verdict(), "a link is not a seed");
    }

    @Test
    void aSeedIsReadEvenWhenTheCacheKnowsIt() throws Exception {
        conflictThen(Got.found(Map.of("final", true, "admitted_by", "urls/0/1", "status", "error")));
        assertEquals(SeenSet.Verdict.KNOWN, ask(URL, "urls/0/5").verdict(), "cached as known");
        fake.onBulk(op -> "create".equals(op.action()) ? Reply.error(409, "version_conflict_engine_exception")
                : Reply.ok());
        assertEquals(SeenSet.Verdict.NEW, askSeed(URL, "urls/0/6").verdict());
    }

    @Test
    void aRevivalThatCannotBeStoredIsUnavailable() throws Exception {
        fake.onBulk(op -> "create".equals(op.action()) ? Reply.error(409, "version_conflict_engine_exception")
                : Reply.error(429, "es_rejected_execution_exception"))
                .onMget(id -> Got.found(Map.of("final", true, "admitted_by", "urls/0/1", "status", "retired")));
        assertEquals(SeenSet.Verdict.UNAVAILABLE, askSeed("http://a.example/", "urls/0/2").verdict(),
                "its tuple fails and Kafka replays it");
    }
}
