package com.newsx.extractor.dedup;

import com.newsx.extractor.DevSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CopiesSetTest {
    @Test
    void theCommittedSetIsWhatTheGeneratorWrites(@TempDir Path tmp) throws Exception {
        Path eval = DevSets.require("articles-en/truth.jsonl", "articles-zh/truth.jsonl", "articles-en-wcxb/truth.jsonl");
        Path again = tmp.resolve("pairs.jsonl");
        new CopiesSetGenerator().write(eval, again);
        assertEquals(Files.readString(CopiesSet.pairsFile()), Files.readString(again));
    }

    @Test
    void everyPairMaterialisesAndCopiesDifferFromTheirOriginal() throws Exception {
        Path eval = DevSets.require("articles-en/truth.jsonl", "articles-zh/truth.jsonl", "articles-en-wcxb/truth.jsonl");
        List<CopiesSet.Pair> pairs = CopiesSet.load(CopiesSet.pairsFile(), eval);
        assertTrue(pairs.size() > 1000, "pairs: " + pairs.size());
        for (CopiesSet.Pair p : pairs) {
            assertNotEquals(p.a(), p.b(), p.id());
        }
        assertTrue(CopiesSet.counts(pairs).get("copy zh") >= 100);
        assertTrue(CopiesSet.counts(pairs).get("distinct zh") >= 100);
    }

    @Test
    void editsDoWhatTheRecipeSays() throws Exception {
        String body = "One. Two.\nThree four five.\nSix seven.\nEight nine ten.";
        assertEquals("One. Two.\nSix seven.\nEight nine ten.",
                CopyEdits.apply(body, CopiesSet.JSON.readTree("[{\"op\":\"drop\",\"para\":1}]")));
        assertEquals("One. Two.\nSix seven.\nThree four five.\nEight nine ten.",
                CopyEdits.apply(body, CopiesSet.JSON.readTree("[{\"op\":\"swap\",\"para\":1}]")));
        // cut at half, then to the end of that sentence
        assertEquals("One. Two.\nThree four five.\nSix seven.",
                CopyEdits.apply(body, CopiesSet.JSON.readTree("[{\"op\":\"cut\",\"keep\":0.5}]")));
        assertEquals("来源：新华社\n" + body,
                CopyEdits.apply(body, CopiesSet.JSON.readTree("[{\"op\":\"credit\",\"text\":\"来源：新华社\",\"at\":\"start\"}]")));
    }
}
