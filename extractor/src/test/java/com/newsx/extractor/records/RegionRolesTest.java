package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.List;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class RegionRolesTest {
    private final RecordExtractor extractor = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()));

    private static String stories(String cls, String prefix, int n, boolean numbered) {
        StringBuilder sb = new StringBuilder("<ul class=" + cls + ">");
        for (int i = 1; i <= n; i++) {
            sb.append("<li>").append(numbered ? "<em>" + i + "</em>" : "").append("<a href=/").append(cls).append(i)
                    .append(".html>").append(prefix).append(" story number ").append(i).append(" with its headline</a>")
                    .append(numbered ? "" : "<span>2024-05-2" + (i % 10) + "</span>").append("</li>");
        }
        return sb.append("</ul>").toString();
    }

    /** The roles of the regions listed, with the first record's first cell of each. */
    private List<String> roles(String html) {
        HtmlTree tree = HtmlTree.of(Jsoup.parse(html));
        return extractor.regionTables(extractor.everyRegion(tree, SearchQuery.NONE)).stream()
                .map(t -> t.role().jsonName() + ":" + t.table().rowsAsText().get(0).stream()
                        .filter(c -> !c.isEmpty()).findFirst().orElse(""))
                .collect(Collectors.toList());
    }

    @Test
    void everyRegionHasItsRoleTheMainOneFirst() {
        String html = "<body><nav><ul><li><a href=/>Home</a></li><li><a href=/world>World</a></li>"
                + "<li><a href=/sport>Sport</a></li><li><a href=/arts>Arts</a></li></ul></nav>"
                + "<div class=main>" + stories("latest", "Latest", 12, false) + "</div>"
                + "<div class=side><h3>Most read</h3>" + stories("top", "Popular", 5, false) + "</div>"
                + "<div class=more><h3>Related stories</h3>" + stories("rel", "Related", 4, false) + "</div>"
                + "<div class=hot>" + stories("hot", "Hot", 6, true) + "</div>"
                + "<div class=tags><a href=/t/a>economy</a> <a href=/t/b>housing</a> <a href=/t/c>transport</a>"
                + " <a href=/t/d>schools</a></div></body>";
        List<String> roles = roles(html);
        assertEquals("main:Latest story number 1 with its headline", roles.get(0), roles.toString());
        assertEquals(List.of("navigation:Home", "navigation:economy", "ranking:1",
                "ranking:Popular story number 1 with its headline", "related:Related story number 1 with its headline"),
                roles.subList(1, roles.size()).stream().sorted().toList(), roles.toString());
    }

    @Test
    void theIndexKeepsTheScoredRegionsAsBefore() {
        String html = "<body>" + stories("latest", "Latest", 12, false) + stories("top", "Popular", 5, false)
                + "<ul><li><a href=/a>A</a></li><li><a href=/b>B</a></li><li><a href=/c>C</a></li></ul></body>";
        HtmlTree tree = HtmlTree.of(Jsoup.parse(html));
        List<DataRegion> every = extractor.everyRegion(tree, SearchQuery.NONE);
        List<DataRegion> indexed = extractor.regions(tree);
        assertEquals(2, indexed.size(), "the menu of three letters scores nothing: listed, not indexed");
        assertEquals(3, every.size());
        assertEquals(indexed, every.subList(0, 2));
    }
}
