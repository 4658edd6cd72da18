package com.newsx.topology.revisit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.result.Article;
import com.newsx.topology.doc.ArticleDocument;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Instant;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArticleRevisionTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long NOW = 1_800_000_000_000L;
    private static final String FIRST_INDEXED = "2027-01-01T00:00:00Z";

    private static byte[] doc(String body) throws IOException {
        return JSON.writeValueAsBytes(ArticleDocument.of("http://a.example/1.html", new Article("Title", null, null, null,
                body, "fused", "why"), "article", Instant.ofEpochMilli(NOW)));
    }

    private static ArticleRevision.Stored stored(String body, int versions, boolean removed) {
        return ArticleRevision.Stored.of(Map.of("content_hash", ArticleDocument.contentHash("Title", body),
                "version_count", versions, "indexed_time", FIRST_INDEXED, "removed", removed));
    }

    @Test
    void aNewArticleIsVersionOne() throws IOException {
        ArticleRevision.Revision r = ArticleRevision.revise(doc("The story."), ArticleRevision.Stored.NONE, NOW);
        assertEquals(ArticleRevision.Change.NEW, r.change());
        JsonNode d = JSON.readTree(r.json());
        assertEquals(1, d.get("version_count").asInt());
        assertFalse(d.has("updated_time"));
        assertNull(ArticleRevision.reason(r.change(), r.versionCount()), "an ordinary indexing needs no reason");
    }

    @Test
    void anUnchangedArticleIsNotWrittenAgain() throws IOException {
        ArticleRevision.Revision r = ArticleRevision.revise(doc("The story."), stored("The story.", 1, false), NOW);
        assertEquals(ArticleRevision.Change.UNCHANGED, r.change());
        assertNull(r.json(), "nothing to write");
        assertEquals(ArticleRevision.Change.UNCHANGED, ArticleRevision.revise(doc("  The   story. "),
                stored("The story.", 1, false), NOW).change(), "spacing is no change");
        assertTrue(ArticleRevision.reason(r.change(), r.versionCount()).startsWith("unchanged"));
    }

    @Test
    void aChangedArticleIsTheNextVersionAndKeepsWhenItWasFirstIndexed() throws IOException {
        ArticleRevision.Revision r = ArticleRevision.revise(doc("The story, corrected."), stored("The story.", 2, false), NOW);
        assertEquals(ArticleRevision.Change.CHANGED, r.change());
        JsonNode d = JSON.readTree(r.json());
        assertEquals(3, d.get("version_count").asInt());
        assertEquals(Instant.ofEpochMilli(NOW).toString(), d.get("updated_time").asText());
        assertEquals(FIRST_INDEXED, d.get("indexed_time").asText(), "publication to searchable counts from the first");
        assertEquals("The story, corrected.", d.get("body").asText());
        assertEquals("changed since its last visit: version 3", ArticleRevision.reason(r.change(), r.versionCount()));
    }

    @Test
    void aStoredArticleWithoutVersionsWasTheFirst() throws IOException {
        // indexed before versions were counted (revisits off at the time): it was version 1
        ArticleRevision.Stored old = ArticleRevision.Stored.of(Map.of("content_hash", "0000000000000000"));
        assertEquals(2, ArticleRevision.revise(doc("The story."), old, NOW).versionCount());
        ArticleRevision.Stored noHash = ArticleRevision.Stored.of(Map.of("indexed_time", FIRST_INDEXED));
        assertEquals(ArticleRevision.Change.CHANGED, ArticleRevision.revise(doc("The story."), noHash, NOW).change(),
                "no fingerprint to compare: written, to be safe");
    }

    @Test
    void aRemovedArticleThatAnswersAgainIsBack() throws IOException {
        ArticleRevision.Revision r = ArticleRevision.revise(doc("The story."), stored("The story.", 1, true), NOW);
        assertEquals(ArticleRevision.Change.CHANGED, r.change());
        assertFalse(JSON.readTree(r.json()).has("removed"), "written whole, without the mark");
    }

    @Test
    void only404And410OfAnIndexedArticleRemoveIt() {
        ArticleRevision.Recorded indexed = ArticleRevision.Recorded.of(Map.of("status", "indexed", "kind", "article",
                "article_index", "news-articles", "article_id", "abc"));
        assertTrue(ArticleRevision.removes(410, indexed));
        assertTrue(ArticleRevision.removes(404, indexed));
        assertFalse(ArticleRevision.removes(403, indexed), "forbidden is not gone");
        assertFalse(ArticleRevision.removes(500, indexed));
        assertTrue(ArticleRevision.removes(410, ArticleRevision.Recorded.of(Map.of("status", "removed", "kind", "article"))),
                "a replay of the removal");
        assertFalse(ArticleRevision.removes(404, ArticleRevision.Recorded.of(Map.of("status", "discovered"))),
                "a link that never worked has no article to remove");
        assertFalse(ArticleRevision.removes(404, ArticleRevision.Recorded.of(Map.of("status", "indexed", "kind", "source"))),
                "a source is not an article");
        assertFalse(ArticleRevision.removes(404, ArticleRevision.Recorded.NONE));
        Map<String, Object> mark = ArticleRevision.removedFields(NOW);
        assertEquals(Map.of("removed", true, "removed_time", Instant.ofEpochMilli(NOW).toString()), mark);
    }
}
