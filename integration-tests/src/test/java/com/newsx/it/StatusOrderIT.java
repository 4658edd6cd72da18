package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.status.StatusWrites;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two status writes of one URL out of order on a real cluster: an update pushed back (here by a write block, as a
 * 429 would) waits for its retry while a newer one lands; the retry finds the newer version stored and is dropped
 * as stale, so the document keeps the newer outcome. A retried update newer than what is stored lands, on condition.
 */
class StatusOrderIT {
    private static final String URL = "http://order.example/news/1.html";

    private static List<EsBulk.Outcome<StatusWrites.Update<String>>> outcomes(
            EsBulk<StatusWrites.Update<String>> bulk, int n) throws InterruptedException {
        List<EsBulk.Outcome<StatusWrites.Update<String>>> out = new ArrayList<>();
        long end = System.currentTimeMillis() + 60_000;
        while (out.size() < n && System.currentTimeMillis() < end) {
            bulk.maybeFlush();
            out.addAll(bulk.drain());
            Thread.sleep(20);
        }
        assertEquals(n, out.size(), "outcomes: " + out);
        return out;
    }

    private static void block(ElasticsearchClient es, String index, boolean on) throws Exception {
        es.indices().putSettings(p -> p.index(index).settings(i -> i.blocks(b -> b.write(on))));
    }

    @Test
    void aRetriedOlderUpdateNeverLandsOverANewerOne() throws Exception {
        String index = "crawl-status-it-order-" + UUID.randomUUID().toString().substring(0, 8);
        ElasticsearchClient es = Services.elasticsearch();
        ElasticsearchAsyncClient async = EsClients.connectAsyncWritingNulls("http://127.0.0.1:" + Services.esPort(),
                com.newsx.topology.es.EsAuth.NONE);
        String id = StatusDocs.id(URL);
        try {
            es.index(i -> i.index(index).id(id).document(StatusDocs.discovered(URL, 1, URL, null, "urls/0/1",
                    1_000, 2_000)).refresh(co.elastic.clients.elasticsearch._types.Refresh.True));
            StatusWrites writes = new StatusWrites(async, index);
            // a retry waits 3 s: time for the newer write to land first
            EsBulk<StatusWrites.Update<String>> bulk = new EsBulk<StatusWrites.Update<String>>(async, 10, 0, 1)
                    .retrying(5, 3_000).resending((op, u) -> writes.again(u));

            long t = System.currentTimeMillis();
            block(es, index, true);
            StatusWrites.Update<String> late = new StatusWrites.Update<>("late", id,
                    StatusDocs.outcome(URL, CrawlStatus.RETRYING, "HTTP 503", 503, 1, 0, t), true);
            bulk.add(writes.op(late), late);
            bulk.flush();
            Thread.sleep(1_000); // the first send met the block and waits for its retry
            assertTrue(bulk.drain().isEmpty(), "pushed back, not failed");
            block(es, index, false);
            Map<String, Object> newer = StatusDocs.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, 0, t + 500);
            es.update(u -> u.index(index).id(id).doc(newer), Map.class);

            EsBulk.Outcome<StatusWrites.Update<String>> o = outcomes(bulk, 1).get(0);
            assertTrue(o.stale(), "dropped as stale: " + o);
            Map<?, ?> stored = es.get(g -> g.index(index).id(id), Map.class).source();
            assertEquals("indexed", stored.get("status"), "the newer outcome stays: " + stored);
            assertEquals(true, stored.get("final"));

            // an update newer than what is stored, pushed back, lands on its retry
            block(es, index, true);
            StatusWrites.Update<String> revisit = new StatusWrites.Update<>("revisit", id,
                    StatusDocs.outcome(URL, CrawlStatus.RETRYING, "HTTP 503 on a revisit", 503, 1, 0, t + 1_000), true);
            bulk.add(writes.op(revisit), revisit);
            bulk.flush();
            Thread.sleep(1_000);
            block(es, index, false);
            EsBulk.Outcome<StatusWrites.Update<String>> landed = outcomes(bulk, 1).get(0);
            assertTrue(landed.ok() && !landed.stale(), "written: " + landed);
            Map<?, ?> after = es.get(g -> g.index(index).id(id), Map.class).source();
            assertEquals("retrying", after.get("status"));
            assertEquals(t + 1_000, ((Number) after.get(StatusDocs.VERSION)).longValue());
            assertFalse(Boolean.TRUE.equals(after.get("final")));
            assertEquals("urls/0/1", after.get("admitted_by"), "a partial update: the rest of the document stays");
        } finally {
            es.indices().delete(d -> d.index(index).ignoreUnavailable(true));
            EsClients.close(async);
            es._transport().close();
        }
    }
}
