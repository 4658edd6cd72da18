package com.newsx.extractor.records;

import com.newsx.extractor.DevSets;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.newsx.extractor.config.ExtractorConfig;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Record F1 and column alignment on the lists dev set (../shared/eval/lists) with a Java port of the scorer;
 * fails when they drop below floors just under the measured figures.
 */
class RecordsRegressionTest {
    private static final double F1_FLOOR = 0.975;
    private static final double ALIGNMENT_FLOOR = 0.850;

    @Test
    void recordF1OnTheListsDevSet() throws Exception {
        Path eval = DevSets.require("lists/records.jsonl");
        Map<String, List<List<String>>> gold = new HashMap<>();
        for (String line : Files.readAllLines(eval.resolve("lists/records.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode n = EvalPages.json().readTree(line);
            List<List<String>> recs = new ArrayList<>();
            for (JsonNode r : n.get("records")) {
                List<String> cells = new ArrayList<>();
                r.forEach(c -> cells.add(c.asText()));
                recs.add(cells);
            }
            gold.put(n.get("id").asText(), recs);
        }
        RecordExtractor extractor = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()));
        RecordScorer scorer = new RecordScorer();
        for (EvalPages.Page page : EvalPages.manifest(eval.resolve("lists/manifest.jsonl"))) {
            List<RecordTable> tables = extractor.extract(EvalPages.load(page));
            scorer.add(gold.get(page.id()), tables.isEmpty() ? List.of() : tables.get(0).rowsAsText());
        }
        String figures = String.format("P %.3f R %.3f F1 %.3f alignment %.3f", scorer.precision(), scorer.recall(),
                scorer.f1(), scorer.columnAlignment());
        System.out.println("lists dev set: " + figures);
        assertTrue(scorer.f1() >= F1_FLOOR, "record F1 fell below " + F1_FLOOR + ": " + figures);
        assertTrue(scorer.columnAlignment() >= ALIGNMENT_FLOOR, "alignment fell below " + ALIGNMENT_FLOOR + ": " + figures);
    }
}
