package com.newsx.extractor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.records.RegionRole;
import com.newsx.extractor.records.RegionTable;
import com.newsx.extractor.settings.ExtractorSettings;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The list kinds of issue 51, end to end through {@link PageExtractor}, as bin/extract reads them. */
class ListKindsTest {
    private final PageExtractor extractor = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    private PageExtractor.Page page(String html, String url) throws Exception {
        return extractor.extractWithRegions(html.getBytes(StandardCharsets.UTF_8), null, url, Algorithm.FUSED);
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

    /** The roles of the page's regions, in order. */
    private static List<RegionRole> roles(PageExtractor.Page p) {
        return p.regions().stream().map(RegionTable::role).toList();
    }

    @Test
    void aRollingListSplitOverSiblingBlocksIsOneListOfStories() throws Exception {
        assertStories(40, page(ListKindPages.rollingList(5, 8), "https://news.example.cn/roll/").mainRecords());
        assertStories(40, page(ListKindPages.rollingList(8, 5, false), "https://news.example.cn/roll/").mainRecords());
        PageExtractor.Page p = page(ListKindPages.rollingList(8, 5), "https://news.example.cn/roll/");
        assertStories(40, p.mainRecords());
        assertEquals(p.mainRecords(), p.regions().get(0).table().rowsAsText(), "records are the main region's");
        assertEquals(List.of(RegionRole.MAIN, RegionRole.RANKING, RegionRole.NAVIGATION, RegionRole.NAVIGATION),
                roles(p), "the ranking beside the list, the menu and the footer");
    }

    @Test
    void theIndexKeepsTheScoredRegionsOrEveryRegionWhenAsked() throws Exception {
        byte[] html = ListKindPages.rollingList(8, 5).getBytes(StandardCharsets.UTF_8);
        PageExtractor.Page p = extractor.extractWithRegions(html, null, "https://news.example.cn/roll/", Algorithm.FUSED);
        assertEquals(2, p.tables().size(), "the list and the ranking score; the menu and the footer do not");
        PageExtractor every = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("records.region.index-every", "true"))));
        PageExtractor.Page all = every.extract(html, null, "https://news.example.cn/roll/", Algorithm.FUSED);
        assertEquals(p.regions().size(), all.tables().size());
        assertEquals(p.mainRecords(), all.mainRecords());
    }

    @Test
    void storyCardsWithoutLinksAreRecords() throws Exception {
        PageExtractor.Page p = page(ListKindPages.storyCards(20), "https://news.example.cn/feed/");
        assertStories(20, p.mainRecords());
    }

    @Test
    void theStoryListBeatsTheSectionBlocksAboveIt() throws Exception {
        PageExtractor.Page p = page(ListKindPages.portalHome(8, 30), "https://news.example.cn/");
        assertStories(30, p.mainRecords());
        assertEquals(8, p.regions().get(1).table().rows().size(), "the sections are a region too");
        assertEquals(RegionRole.OTHER, p.regions().get(1).role());
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
        PageExtractor.Page p = page(ListKindPages.resultsBesideMenu(), "https://news.example.cn/search/");
        assertEquals(records, p.mainRecords(), "without the query in the URL: headlines and dates tell the results");
        assertEquals(List.of(RegionRole.MAIN, RegionRole.NAVIGATION, RegionRole.NAVIGATION, RegionRole.NAVIGATION),
                roles(p), "the 40 channels, the menu and the footer");
        assertEquals(40, p.regions().get(1).table().rows().size());
        List<List<String>> undated = page(ListKindPages.resultsBesideMenu(false), "https://news.example.cn/search/")
                .mainRecords();
        assertEquals(titles.size(), undated.size(), "results without dates: their links name stories " + undated);
    }
}
