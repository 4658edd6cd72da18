package com.newsx.extractor.article;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.NewsExtractor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs the dev sets through the extractor in process and scores body F1 with the scorer's metric. Floors sit
 * just under the figures measured when they were set (en 0.974, en-wcxb 0.948, zh 0.990), so a change that loses
 * body quality fails here; fusion must also beat each algorithm alone.
 */
class DevSetRegressionTest {
    private static final Map<String, Double> FUSED_FLOOR = Map.of("articles-en", 0.970, "articles-en-wcxb", 0.945,
            "articles-zh", 0.980);

    @Test
    void englishDevSet() throws IOException {
        check("articles-en");
    }

    @Test
    void englishPageBuilderAndBlogDevSet() throws IOException {
        check("articles-en-wcxb");
    }

    @Test
    void chineseDevSet() throws IOException {
        check("articles-zh");
    }

    private void check(String set) throws IOException {
        Path dir = DevSets.require(set + "/truth.jsonl").resolve(set);
        ObjectMapper json = new ObjectMapper();
        Map<String, String> gold = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve("truth.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode t = json.readTree(line);
            if (t.path("body").isTextual()) {
                gold.put(t.path("id").asText(), t.path("body").asText());
            }
        }
        boolean cjk = BodyShingleScore.mostlyCjk(new ArrayList<>(gold.values()));
        NewsExtractor extractor = new NewsExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));
        Map<Algorithm, BodyShingleScore> scores = new EnumMap<>(Algorithm.class);
        for (Algorithm a : Algorithm.values()) {
            scores.put(a, new BodyShingleScore(cjk));
        }
        for (String line : Files.readAllLines(dir.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode m = json.readTree(line);
            String id = m.path("id").asText();
            if (!gold.containsKey(id)) {
                continue;
            }
            byte[] bytes = Files.readAllBytes(dir.resolve(m.path("path").asText()));
            String url = m.path("url").isTextual() ? m.path("url").asText() : null;
            for (Algorithm a : Algorithm.values()) {
                String body;
                try {
                    Article article = extractor.extract(bytes, null, url, a);
                    body = article.body();
                } catch (ExtractionException e) {
                    body = null;
                }
                scores.get(a).add(gold.get(id), body);
            }
        }
        double fused = scores.get(Algorithm.FUSED).f1();
        double lineBlock = scores.get(Algorithm.LINE_BLOCK).f1();
        double density = scores.get(Algorithm.PUNCTUATION_DENSITY).f1();
        String figures = String.format("%s: fused %.4f, line-block %.4f, punctuation-density %.4f", set, fused,
                lineBlock, density);
        System.out.println(figures);
        assertTrue(fused >= FUSED_FLOOR.get(set), "body F1 below floor " + FUSED_FLOOR.get(set) + ": " + figures);
        assertTrue(fused > lineBlock && fused > density, "fusion must beat each algorithm alone: " + figures);
    }
}
