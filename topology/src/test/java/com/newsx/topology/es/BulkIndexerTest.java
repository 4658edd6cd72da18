package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.topology.doc.IndexDoc;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BulkIndexerTest {

    @Test
    void aDeadClusterFailsEveryDocumentWithItsReasonInsteadOfThrowing() {
        ElasticsearchClient dead = EsClients.connect("http://127.0.0.1:1");
        try {
            List<BulkIndexer.Outcome> out = new BulkIndexer(dead).index(List.of(
                    new IndexDoc("news-articles", "a", Map.of("url", "http://a.example/1")),
                    new IndexDoc("news-articles", "b", Map.of("url", "http://a.example/2"))), false);
            assertEquals(2, out.size(), "one outcome per document");
            for (BulkIndexer.Outcome o : out) {
                assertFalse(o.stored());
                assertTrue(o.reason().startsWith("elasticsearch unavailable"), o.reason());
            }
            assertTrue(new BulkIndexer(dead).index(List.of(), false).isEmpty());
        } finally {
            EsClients.close(dead);
        }
    }
}
