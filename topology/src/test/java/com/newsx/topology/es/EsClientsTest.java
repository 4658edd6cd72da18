package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.UpdateAction;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EsClientsTest {
    private static String json(ElasticsearchAsyncClient es, Map<String, Object> doc) {
        JsonpMapper m = es._jsonpMapper();
        StringWriter w = new StringWriter();
        try (JsonGenerator g = m.jsonProvider().createGenerator(w)) {
            UpdateAction.of(u -> u.doc(doc)).serialize(g, m);
        }
        return w.toString();
    }

    @Test
    void aPartialUpdateClearsAFieldOnlyWithTheClientThatWritesNulls() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("status", "indexed");
        doc.put("next_fetch_time", null);
        ElasticsearchAsyncClient writing = EsClients.connectAsyncWritingNulls("http://127.0.0.1:1", EsAuth.NONE);
        ElasticsearchAsyncClient stock = EsClients.connectAsync("http://127.0.0.1:1");
        try {
            assertEquals("{\"doc\":{\"status\":\"indexed\",\"next_fetch_time\":null}}", json(writing, doc));
            assertEquals("{\"doc\":{\"status\":\"indexed\"}}", json(stock, doc), "the stock client leaves nulls out");
        } finally {
            EsClients.close(writing);
            EsClients.close(stock);
        }
    }
}
