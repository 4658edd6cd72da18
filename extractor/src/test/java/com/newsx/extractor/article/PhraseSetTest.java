package com.newsx.extractor.article;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.text.AsciiCase;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PhraseSetTest {
    /** The phrase test as first written: the line lowered (ASCII), then searched for each phrase. */
    static boolean lowerThenContains(String text, String phrase) {
        return AsciiCase.lower(text).contains(phrase.toLowerCase(Locale.ROOT));
    }

    @Test
    void anchorsAreTheRarestCharacters() {
        assertEquals("copyright".indexOf('p'), PhraseSet.anchor("copyright"));
        assertEquals("all rights reserved".indexOf('v'), PhraseSet.anchor("all rights reserved"));
        assertEquals(3, PhraseSet.anchor("icp备"));
        assertEquals(0, PhraseSet.anchor("©"));
    }

    @Test
    void phrasesAreFoundInAnyAsciiCaseAtEitherEnd() {
        PhraseSet set = new PhraseSet(null, "Copyright", "ICP备", "all rights reserved");
        assertTrue(set.matches("COPYRIGHT 2024"));
        assertTrue(set.matches("(c) 2024 Example. All Rights Reserved"));
        assertTrue(set.matches("京icp备12345号"));
        assertTrue(set.matches("copyright"));
        assertFalse(set.matches("copyrigh"));
        assertFalse(set.matches("Copy right of the story: reserved seats for all"));
        assertFalse(set.matches(""));
        assertTrue(new PhraseSet(java.util.regex.Pattern.compile("(?i:share)"), "x-y-z").matches("Share this"));
    }

    @Test
    void everyDevPageLineMatchesAsWhenLoweredFirst() throws IOException {
        Path eval = DevSets.require();
        List<String> lines = devLines(eval);
        assertTrue(lines.size() > 50_000, "dev lines: " + lines.size());
        String[][] sets = {
                {"版权所有", "版权归", "ICP备", "ICP证", "免责声明", "违法和不良信息", "举报电话", "本站郑重声明", "未经授权", "禁止转载",
                        "copyright", "all rights reserved", "disclaimer", "©"},
                {"share this", "share on", "share via", "follow us", "sign up for", "subscribe", "click here",
                        "if you enjoyed this article", "back to top", "打开APP", "【打印】", "字号：", "责编:"},
        };
        List<String> wrong = new ArrayList<>();
        int matched = 0;
        for (String[] phrases : sets) {
            for (String phrase : phrases) {
                PhraseSet one = new PhraseSet(null, phrase);
                for (String line : lines) {
                    boolean expected = lowerThenContains(line, phrase);
                    matched += expected ? 1 : 0;
                    if (one.matches(line) != expected) {
                        wrong.add(phrase + " in \"" + line + "\": " + !expected);
                    }
                }
            }
        }
        assertTrue(matched > 100, "matching lines: " + matched);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " differ");
    }

    static List<String> devLines(Path eval) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> lines = new ArrayList<>();
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
                var body = Jsoup.parse(new String(raw, StandardCharsets.UTF_8)).body();
                for (TextLine line : DomIndex.build(body, new Punctuation()).lines()) {
                    lines.add(line.text());
                }
            }
        }
        return lines;
    }
}
