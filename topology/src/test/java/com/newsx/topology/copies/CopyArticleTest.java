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
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertArrayEquals(a.self().fingerprint().mins(), PackedMinima.unpack((String) d.get("copy_signature")));
        assertFalse(d.containsKey("copy_minhash"));
        assertEquals(a.self().fingerprint().shingles(), d.get("copy_shingles"));
        assertFalse(parsed(a.linked(new StoryDecision.Link(null, "a"))).containsKey("duplicate_of"));
    }

    @Test
    void aSourceThatAlreadyHasCopyFieldsIsRewrittenWithoutDuplicateKeys() throws IOException {
        byte[] old = ("{\"body\":\"b\",\"story_id\":\"old\",\"duplicate_of\":\"x\",\"copy_minhash\":[1,2],"
                + " \"fetch_time\":\"2026-11-24T08:00:00Z\"}")
                .getBytes(StandardCharsets.UTF_8);
        String out = new String(CopyArticle.read("a", old, CopyDetection.DEFAULTS)
                .linked(new StoryDecision.Link(null, "a")), StandardCharsets.UTF_8);
        assertEquals("{\"body\":\"b\",\"fetch_time\":\"2026-11-24T08:00:00Z\",\"story_id\":\"a\"}", out);
    }

    @Test
    void anArticleDocumentWithItsOwnStoryIdKeepsEveryOtherMemberByteForByte() throws IOException {
        // as the crawl writes it: story_id (its own id) among the fields, spacing as any writer may leave it
        String doc = "{\"url\":\"http://example.com/x\", \"body\":\"" + STORY + "\",\n  \"story_id\" : \"own\" ,"
                + "\"fetch_time\":\"2026-11-24T08:05:00Z\",\"i18n\":{\"de\":{\"body\":\"x, y\"}},\"copy_bands\":[\"1-a\"]}";
        CopyArticle a = CopyArticle.read("a", doc.getBytes(StandardCharsets.UTF_8), CopyDetection.DEFAULTS);
        String out = new String(a.linked(new StoryDecision.Link("o", "s")), StandardCharsets.UTF_8);
        String kept = "{\"url\":\"http://example.com/x\",\"body\":\"" + STORY + "\",\"fetch_time\":\"2026-11-24T08:05:00Z\","
                + "\"i18n\":{\"de\":{\"body\":\"x, y\"}},";
        assertTrue(out.startsWith(kept), out);
        Map<String, Object> d = parsed(out.getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("url", "body", "fetch_time", "i18n", "copy_bands", "copy_signature", "copy_shingles",
                "duplicate_of", "story_id"), List.copyOf(d.keySet()));
        assertEquals("s", d.get("story_id"));
        assertEquals(a.bands(), d.get("copy_bands"));
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
