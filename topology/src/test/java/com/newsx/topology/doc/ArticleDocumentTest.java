package com.newsx.topology.doc;

import com.newsx.extractor.result.Article;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArticleDocumentTest {
    @Test
    void anArticleIsItsOwnStoryUntilFoundACopy() {
        String url = "http://news.example.cn/2024/0318/1.html";
        Map<String, Object> d = ArticleDocument.of(url, new Article("标题", "2024-03-18T10:00:00", null, null, "正文。",
                "fused", "why"), "article", Instant.parse("2024-03-18T03:00:00Z"));
        assertEquals(DocumentId.of(url), d.get("story_id"), "bin/search --collapse groups by it: none would lump stories");
        assertEquals("news.example.cn", d.get("host"));
        assertEquals("2024-03-18T10:00:00", d.get("publish_time"));
        assertFalse(d.containsKey("author"), "absent fields are left out");
    }

    @Test
    void theLanguageGoesToLangWhenKnown() {
        Article german = new Article("Fähre fährt", null, null, null, "Die Fähre fährt ab Montag.", "fused", "why", "de");
        assertEquals("de", ArticleDocument.of("http://a.example/1", german, "article", Instant.now()).get("lang"));
        assertFalse(ArticleDocument.of("http://a.example/1", ARTICLE, "article", Instant.now()).containsKey("lang"),
                "no language identified, no field");
    }

    @Test
    void anArticleDocumentSaysWhenItWasFetchedAndWhenItWentToTheIndex() {
        Instant fetched = Instant.parse("2026-11-24T10:00:00Z");
        Instant before = Instant.now();
        Map<String, Object> d = ArticleDocument.of("http://a.example/news/1.html", ARTICLE, "article", fetched);
        assertEquals("a.example", d.get("host"));
        assertEquals("2026-11-24T10:00:00Z", d.get("fetch_time"));
        Instant indexed = Instant.parse((String) d.get("indexed_time"));
        assertFalse(indexed.isBefore(before), "made now: publication to searchable is measured from it");
        assertTrue(!d.containsKey("author"), "blank fields are left out");
    }

    @Test
    void aPageNamingACanonicalIsIndexedUnderItsId() {
        String amp = "https://m.example.com/amp/1.html";
        String canonical = "https://www.example.com/1.html";
        Map<String, Object> d = ArticleDocument.of(amp, canonical, ARTICLE, "article", Instant.now());
        assertEquals(DocumentId.of(canonical), ArticleDocument.id(amp, canonical));
        assertEquals(DocumentId.of(amp), ArticleDocument.id(amp, null));
        assertEquals(canonical, d.get("canonical_url"));
        assertEquals(amp, d.get("url"), "the URL fetched");
        assertEquals(DocumentId.of(canonical), d.get("story_id"), "its own story: the document's id");
        assertFalse(ArticleDocument.of(amp, ARTICLE, "article", Instant.now()).containsKey("canonical_url"));
    }

    @Test
    void theContentHashChangesWithTheTextNotWithItsSpacing() {
        String h = ArticleDocument.contentHash("Title", "One line.\nTwo lines.");
        assertEquals(h, ArticleDocument.contentHash(" Title ", "One line.  \n\nTwo lines.\n"));
        assertFalse(h.equals(ArticleDocument.contentHash("Title", "One line.\nTwo lines, corrected.")));
        assertFalse(h.equals(ArticleDocument.contentHash("Title, updated", "One line.\nTwo lines.")));
        assertEquals(h, ArticleDocument.of("http://a.example/1", new Article("Title", null, null, null,
                "One line.\nTwo lines.", "fused", "why"), "article", Instant.now()).get("content_hash"));
    }

    private static final Article ARTICLE = new Article("Harbour city opens its ferry line", "2026-11-24T09:00:00Z", " ",
            null, "The first all-electric ferry line opened on Monday.", "fused", "both agreed");

    @Test
    void theContentHashIsTheOneStoredBeforeItWasStreamed() {
        // the definition the index's hashes were made with: join, collapse by regex, encode, digest
        java.util.function.BiFunction<String, String, String> stored = (title, body) -> DocumentId.of(
                ((title == null ? "" : title.strip()) + "\n" + (body == null ? "" : body.strip()))
                        .replaceAll("\\s+", " ")).substring(0, 16);
        java.util.Random r = new java.util.Random(7);
        char[] alphabet = {' ', '\t', '\n', '\u000B', '\f', '\r', '\u00A0', '\u3000', '\u2028', 'a', '\u00E9', '中', '.',
                '\uD83D', '\uDE00', '\uDBFF', '\uDC00'};
        for (int n = 0; n < 3000; n++) {
            String title = n % 10 == 0 ? null : random(r, alphabet, 12);
            // long bodies cross the digest's buffer
            String body = n % 13 == 0 ? null : random(r, alphabet, n % 7 == 0 ? 9000 : 40);
            assertEquals(stored.apply(title, body), ArticleDocument.contentHash(title, body),
                    () -> title + " | " + body);
        }
    }

    private static String random(java.util.Random r, char[] alphabet, int max) {
        StringBuilder b = new StringBuilder();
        for (int k = r.nextInt(max + 1); k > 0; k--) {
            b.append(alphabet[r.nextInt(alphabet.length)]);
        }
        return b.toString();
    }
}
