package com.newsx.extractor.article;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.text.SentenceMarks;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sentence marks the index counts for each line in its scan of the text nodes are those of the finished line's
 * text, although a number's separator and its digits may stand in different text nodes.
 */
class DomIndexSentenceMarksTest {
    private static List<TextLine> lines(String body) {
        return DomIndex.build(Jsoup.parse("<body>" + body + "</body>").body(), new Punctuation()).lines();
    }

    private static void assertLineCounts(List<TextLine> lines, String where, List<String> wrong) {
        for (TextLine line : lines) {
            int expected = SentenceMarks.count(line.text());
            if (line.sentenceMarks() != expected) {
                wrong.add(where + ": " + line.sentenceMarks() + " instead of " + expected + " in \"" + line.text() + "\"");
            }
        }
    }

    @Test
    void separatorsBetweenDigitsOfDifferentTextNodesAreLeftOut() {
        List<TextLine> lines = lines("<p>6<b>,</b>374 and 7.<i>5</i> at 13<span>:45</span>, then 8.<i> 9</i>"
                + " and 1,<img>2 and 4.</p><p>end 3.</p><p>5<br>.6</p>");
        assertEquals(List.of("6,374 and 7.5 at 13:45, then 8. 9 and 1, 2 and 4.", "end 3.", "5", ".6"),
                lines.stream().map(TextLine::text).toList());
        // counted: ", then", "8. 9", "1, 2", "4." and "3." and ".6"; left out: 6,374 7.5 13:45
        assertEquals(List.of(4, 1, 0, 1), lines.stream().map(TextLine::sentenceMarks).toList());
        List<String> wrong = new ArrayList<>();
        assertLineCounts(lines, "inline", wrong);
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyDevPageLineCountsAsItsText() throws IOException {
        Path eval = DevSets.require();
        ObjectMapper json = new ObjectMapper();
        List<String> wrong = new ArrayList<>();
        int pages = 0;
        for (String set : new String[] {"articles-en", "articles-en-wcxb", "articles-zh", "lists"}) {
            Path manifest = eval.resolve(set).resolve("manifest.jsonl");
            if (!Files.isRegularFile(manifest)) {
                continue;
            }
            for (String row : Files.readAllLines(manifest)) {
                if (row.isBlank()) {
                    continue;
                }
                JsonNode entry = json.readTree(row);
                byte[] raw = Files.readAllBytes(manifest.getParent().resolve(entry.get("path").asText()));
                Element body = Jsoup.parse(new String(raw, StandardCharsets.UTF_8)).body();
                for (boolean skipAriaHidden : new boolean[] {false, true}) {
                    assertLineCounts(DomIndex.build(body, new Punctuation(), skipAriaHidden).lines(),
                            set + "/" + entry.get("id").asText(), wrong);
                }
                pages++;
            }
        }
        assertTrue(pages > 500, "dev pages read: " + pages);
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 20)), wrong.size() + " lines differ");
    }
}
