package com.newsx.extractor.article.fields;

import com.newsx.extractor.DevSets;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.extractor.config.ExtractorConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs the Chinese development set (shared/eval/articles-zh) through {@link FieldExtractor} and fails when
 * title exact match, publish day or author match fall below floors just under the figures reached.
 * The comparisons follow shared/eval/score.py in simplified form (it stays the reference scorer).
 */
class FieldsDevSetRegressionTest {
    private static final double TITLE_EXACT_FLOOR = 0.96;
    private static final double DAY_FLOOR = 0.96;
    private static final double AUTHOR_FLOOR = 0.93;

    @Test
    void chineseDevSetStaysAboveFloors() throws IOException {
        Path dir = DevSets.require("articles-zh/manifest.jsonl", "articles-zh/truth.jsonl").resolve("articles-zh");
        ObjectMapper json = new ObjectMapper();
        Map<String, JsonNode> truth = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve("truth.jsonl"), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                JsonNode t = json.readTree(line);
                truth.put(t.get("id").asText(), t);
            }
        }
        List<ObjectNode> preds = FieldsEvalMain.run(dir.resolve("manifest.jsonl"),
                new FieldExtractor(ExtractorConfig.defaults()));
        int titles = 0;
        int titleOk = 0;
        int days = 0;
        int dayOk = 0;
        int authors = 0;
        int authorOk = 0;
        for (ObjectNode p : preds) {
            JsonNode g = truth.get(p.get("id").asText());
            String goldTitle = text(g, "title");
            if (goldTitle != null) {
                titles++;
                titleOk += norm(goldTitle).equals(norm(text(p, "title"))) ? 1 : 0;
            }
            String goldTime = text(g, "publish_time");
            if (goldTime != null && goldTime.length() >= 10) {
                days++;
                String pt = text(p, "publish_time");
                dayOk += pt != null && pt.startsWith(goldTime.substring(0, 10)) ? 1 : 0;
            }
            String goldAuthor = text(g, "author");
            if (goldAuthor != null) {
                authors++;
                authorOk += authorMatches(goldAuthor, text(p, "author")) ? 1 : 0;
            }
        }
        double title = titleOk / (double) titles;
        double day = dayOk / (double) days;
        double author = authorOk / (double) authors;
        String figures = String.format(Locale.ROOT, "title exact %.3f, day %.3f, author %.3f", title, day, author);
        assertTrue(title >= TITLE_EXACT_FLOOR, figures);
        assertTrue(day >= DAY_FLOOR, figures);
        assertTrue(author >= AUTHOR_FLOOR, figures);
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() || v.asText().isBlank() ? null : v.asText();
    }

    private static String norm(String s) {
        return s == null ? "" : Normalizer.normalize(s, Normalizer.Form.NFKC).replaceAll("\\s+", " ").strip();
    }

    /** Equal, or one contains the other, after NFKC, case folding and punctuation to spaces. */
    private static boolean authorMatches(String gold, String pred) {
        if (pred == null) {
            return false;
        }
        String g = norm(gold).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        String p = norm(pred).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        String shorter = g.length() <= p.length() ? g : p;
        return g.equals(p) || shorter.length() >= 2 && (g.contains(p) || p.contains(g));
    }
}
