package com.newsx.extractor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.settings.ExtractorSettings;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The list kinds of issue 51, end to end through {@link PageExtractor}, as bin/extract reads them. */
class ListKindsTest {
    private final PageExtractor extractor = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    private PageExtractor.Page page(String html, String url) throws Exception {
        return extractor.extract(html.getBytes(StandardCharsets.UTF_8), null, url, Algorithm.FUSED);
    }

    /** Asserts that the records are the stories 0 .. n-1 in order, one story each. */
    private static void assertStories(int n, List<List<String>> records) {
        assertNotNull(records, "no records");
        assertEquals(n, records.size(), records.toString());
        for (int i = 0; i < n; i++) {
            List<String> r = records.get(i);
            assertTrue(r.contains(ListKindPages.story(i)), i + ": " + r);
            assertEquals(1, String.join(" ", r).split("（第", -1).length - 1, "one story: " + r);
        }
    }

    @Test
    void aRollingListSplitOverSiblingBlocksIsOneListOfStories() throws Exception {
        assertStories(40, page(ListKindPages.rollingList(5, 8), "https://news.example.cn/roll/").mainRecords());
        assertStories(40, page(ListKindPages.rollingList(8, 5), "https://news.example.cn/roll/").mainRecords());
    }

    @Test
    void storyCardsWithoutLinksAreRecords() throws Exception {
        PageExtractor.Page p = page(ListKindPages.storyCards(20), "https://news.example.cn/feed/");
        assertStories(20, p.mainRecords());
    }

    @Test
    void theStoryListBeatsTheSectionBlocksAboveIt() throws Exception {
        assertStories(30, page(ListKindPages.portalHome(8, 30), "https://news.example.cn/").mainRecords());
    }

    @Test
    void theResultsBeatALargerNavigationMenu() throws Exception {
        List<List<String>> records = page(ListKindPages.resultsBesideMenu(),
                "https://news.example.cn/search?q=%E5%9C%B0%E9%93%81").mainRecords();
        List<String> titles = ListKindPages.results();
        assertNotNull(records);
        assertEquals(titles.size(), records.size(), records.toString());
        for (int i = 0; i < titles.size(); i++) {
            assertTrue(records.get(i).contains(titles.get(i)), records.get(i).toString());
        }
    }
}
