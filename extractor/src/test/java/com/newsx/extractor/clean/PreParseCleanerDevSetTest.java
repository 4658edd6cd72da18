package com.newsx.extractor.clean;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * On every dev page (articles and lists), what the pre-parse cleaning removes is invisible: the parsed body
 * shows the same characters before and after it (white space aside, which only moves at block boundaries).
 */
class PreParseCleanerDevSetTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void cleanedPagesShowTheSameText() throws IOException {
        Path eval = DevSets.require();
        PreParseCleaner cleaner = new PreParseCleaner();
        List<String> differing = new ArrayList<>();
        int pages = 0;
        for (String set : new String[] {"articles-en", "articles-zh", "lists"}) {
            Path manifest = eval.resolve(set).resolve("manifest.jsonl");
            if (!Files.isRegularFile(manifest)) {
                continue;
            }
            for (String line : Files.readAllLines(manifest)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode entry = JSON.readTree(line);
                byte[] raw = Files.readAllBytes(manifest.getParent().resolve(entry.get("path").asText()));
                if (!visibleText(raw).equals(visibleText(cleaner.clean(raw, 0)))) {
                    differing.add(set + "/" + entry.get("id").asText());
                }
                pages++;
            }
        }
        Assumptions.assumeTrue(pages > 0, "skipped: no dev pages found under " + eval);
        assertEquals(List.of(), differing, "pages whose visible text the pre-parse cleaning changed");
    }

    private static String visibleText(byte[] page) throws IOException {
        return Jsoup.parse(new ByteArrayInputStream(page), "UTF-8", "").body().text().replaceAll("\\s+", "");
    }
}
