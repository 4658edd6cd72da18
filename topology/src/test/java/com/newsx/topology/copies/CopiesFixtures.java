package com.newsx.topology.copies;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.dedup.CopyDetection;
import com.newsx.topology.config.CopySettings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** Bodies and documents the copies tests share. */
final class CopiesFixtures {
    static final String STORY = "The central bank raised its key interest rate by a quarter point on Tuesday, "
            + "the third increase this year, saying inflation remained too high and the labour market too tight. "
            + "Officials signalled that further moves would depend on the data, and markets rose after the announcement. "
            + "Analysts had expected the move, though some warned that higher borrowing costs could slow growth next year.";
    /** The story cut short, with a credit line and a share button: a copy. */
    static final String COPY = "(Reuters) - " + STORY.substring(0, 250) + "\nShare this article";
    static final String OTHER = "The city council approved a new budget on Monday that expands bus service "
            + "and adds two hundred police officers, after a debate that lasted past midnight. The mayor praised the vote, "
            + "while critics said the plan relies on optimistic revenue forecasts and delays repairs to ageing schools.";
    static final CopySettings SETTINGS = new CopySettings(true, CopyDetection.DEFAULTS, 20, 100);
    static final ObjectMapper JSON = new ObjectMapper();

    private CopiesFixtures() {
    }

    static byte[] json(String body, String published, String fetched) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("url", "http://example.com/x");
        d.put("body", body);
        if (published != null) {
            d.put("publish_time", published);
        }
        d.put("fetch_time", fetched);
        try {
            return JSON.writeValueAsBytes(d);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CopyArticle article(String id, String body, String published, String fetched) {
        try {
            return CopyArticle.read(id, json(body, published, fetched), CopyDetection.DEFAULTS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> parsed(byte[] json) {
        try {
            return JSON.readValue(json, Map.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
