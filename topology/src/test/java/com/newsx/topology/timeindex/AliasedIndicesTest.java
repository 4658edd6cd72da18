package com.newsx.topology.timeindex;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import com.newsx.topology.es.EsClients;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AliasedIndicesTest {
    @Test
    void onlyTheAliasesTimeBasedIndicesAreCreatedAndAnUnreachableClusterIsAReasonNotAnException() {
        ElasticsearchAsyncClient dead = EsClients.connectAsync("http://127.0.0.1:1");
        try {
            AliasedIndices indices = new AliasedIndices(dead, List.of("news-articles", "news-records"), () -> 1_000L);
            assertNull(indices.ensure("news-articles-search-it"), "not a time-based index of these aliases: left as it is");
            assertNull(indices.ensure("crawl-status"));
            String problem = indices.ensure("news-records-2026.11");
            assertNotNull(problem, "the cluster is not there");
            assertTrue(problem.startsWith("cannot create index news-records-2026.11"), problem);
            assertEquals(problem, indices.ensure("news-articles-2026.11"),
                    "right after a failure the next page fails with it, without a request of its own");
        } finally {
            EsClients.close(dead);
        }
    }
}
