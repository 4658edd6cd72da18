package com.newsx.topology.schedule;

import com.newsx.extractor.page.PageType;
import com.newsx.topology.doc.StatusDocs;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceVisitsTest {
    @Test
    void homeListAndCommentPagesAreSourcesWhileTheirLinksCanBeFollowed() {
        assertTrue(SourceVisits.isSource(PageType.HOME, 0, 2));
        assertTrue(SourceVisits.isSource(PageType.LIST, 1, 2));
        assertTrue(SourceVisits.isSource(PageType.COMMENT, 1, 2));
        assertFalse(SourceVisits.isSource(PageType.ARTICLE, 0, 2), "an article is fetched once");
        assertFalse(SourceVisits.isSource(PageType.OTHER, 0, 2));
        assertFalse(SourceVisits.isSource(PageType.LIST, 2, 2), "its links would be too deep to follow");
    }

    @Test
    void aVisitRemembersShortHashesOfItsFirstLinks() {
        List<String> links = new ArrayList<>();
        for (int i = 0; i < 1500; i++) {
            links.add("http://a.example/news/" + i + ".html");
        }
        String[] h = SourceVisits.linkHashes(links);
        assertEquals(RevisitSchedule.MAX_LINKS_SEEN, h.length);
        assertEquals(StatusDocs.linkHash(links.get(0)), h[0]);
        assertEquals(12, h[0].length());
        assertNotEquals(h[0], h[1]);
        assertArrayEquals(h, SourceVisits.linkHashes(links), "the same links, the same hashes");
    }
}
