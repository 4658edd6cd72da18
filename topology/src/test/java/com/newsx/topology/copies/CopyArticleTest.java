package com.newsx.topology.copies;

import com.newsx.extractor.dedup.CopyDetection;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static com.newsx.topology.copies.CopiesFixtures.STORY;
import static com.newsx.topology.copies.CopiesFixtures.json;
import static com.newsx.topology.copies.CopiesFixtures.parsed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CopyArticleTest {
    @Test
    void readsTheBodyAndTimesAndAddsTheCopyFieldsKeepingTheRest() throws IOException {
        CopyArticle a = CopyArticle.read("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"),
                CopyDetection.DEFAULTS);
        assertEquals(CopyDetection.DEFAULTS.fingerprint(STORY), a.self().fingerprint());
        assertEquals("2026-11-24T08:00:00Z", a.self().publishTime());
        assertEquals("2026-11-24T08:05:00Z", a.self().fetchTime());
        assertEquals(64, a.bands().size());
        Map<String, Object> d = parsed(a.linked(new StoryDecision.Link("o", "s")));
        assertEquals(STORY, d.get("body"));
        assertEquals("http://example.com/x", d.get("url"));
        assertEquals("o", d.get("duplicate_of"));
        assertEquals("s", d.get("story_id"));
        assertEquals(a.bands(), d.get("copy_bands"));
        assertEquals(128, ((List<?>) d.get("copy_minhash")).size());
        assertEquals(a.self().fingerprint().shingles(), d.get("copy_shingles"));
        assertFalse(parsed(a.linked(new StoryDecision.Link(null, "a"))).containsKey("duplicate_of"));
    }

    @Test
    void aSourceThatAlreadyHasCopyFieldsIsRewrittenWithoutDuplicateKeys() throws IOException {
        byte[] old = "{\"body\":\"b\",\"story_id\":\"old\",\"duplicate_of\":\"x\", \"fetch_time\":\"2026-11-24T08:00:00Z\"}"
                .getBytes(StandardCharsets.UTF_8);
        String out = new String(CopyArticle.read("a", old, CopyDetection.DEFAULTS)
                .linked(new StoryDecision.Link(null, "a")), StandardCharsets.UTF_8);
        assertEquals("{\"body\":\"b\",\"fetch_time\":\"2026-11-24T08:00:00Z\",\"story_id\":\"a\"}", out);
    }

    @Test
    void anEmptyObjectGetsItsFieldsWithoutAStrayComma() throws IOException {
        byte[] out = CopyArticle.read("e", "{ }\n".getBytes(StandardCharsets.UTF_8), CopyDetection.DEFAULTS)
                .linked(new StoryDecision.Link(null, "e"));
        assertEquals("{ \"story_id\":\"e\"}", new String(out, StandardCharsets.UTF_8));
    }

    @Test
    void whatIsNotAJsonObjectIsRefused() {
        assertThrows(IOException.class, () -> CopyArticle.read("x", "[1]".getBytes(StandardCharsets.UTF_8),
                CopyDetection.DEFAULTS));
        assertThrows(IOException.class, () -> CopyArticle.read("x", "{\"body\":\"a\"".getBytes(StandardCharsets.UTF_8),
                CopyDetection.DEFAULTS));
    }
}
