package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class RecordExtractorTest {
    private final RecordExtractor extractor = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()));

    private static String results(int n, boolean withDate) {
        StringBuilder sb = new StringBuilder("<div id=results>");
        for (int i = 1; i <= n; i++) {
            sb.append("<div class=result><h3><a href='/r").append(i).append("'>Result title number ").append(i)
                    .append("</a></h3><p class=snippet>Snippet of result ").append(i)
                    .append(" with enough words to be substantial.</p>");
            if (withDate && i % 2 == 1) {
                sb.append("<span class=date>2017-01-0").append(i % 10).append("</span>");
            }
            sb.append("<span class=site>site").append(i).append(".example</span></div>");
        }
        return sb.append("</div>").toString();
    }

    private static final String NAV = "<nav><ul><li><a href=/a>Home</a></li><li><a href=/b>News</a></li>"
            + "<li><a href=/c>Sport</a></li><li><a href=/d>Weather</a></li><li><a href=/e>About</a></li></ul></nav>";
    private static final String SIDEBAR = "<div class=side><div class=box><a href=/x1>Popular story one is here</a>"
            + "</div><div class=box><a href=/x2>Popular story two is here</a></div><div class=box>"
            + "<a href=/x3>Popular story three is here</a></div></div>";

    @Test
    void mainRegionComesFirstWithOneRowPerRecord() {
        String html = "<html><body>" + NAV + results(8, false) + SIDEBAR + "<footer>(c) 2017</footer></body></html>";
        List<RecordTable> tables = extractor.extract(Jsoup.parse(html));
        assertFalse(tables.isEmpty());
        RecordTable main = tables.get(0);
        assertEquals(8, main.rows().size());
        assertEquals(List.of("Result title number 1", "Snippet of result 1 with enough words to be substantial.",
                "site1.example"), main.rowsAsText().get(0));
        Cell title = main.rows().get(2).get(0);
        assertEquals("/r3", title.href());
        assertTrue(tables.size() >= 2, "the sidebar is a second region");
        assertEquals(List.of(List.of("Popular story one is here"), List.of("Popular story two is here"),
                List.of("Popular story three is here")), tables.get(1).rowsAsText());
        RecordTable withBase = extractor.extract(Jsoup.parse(html, "https://news.example/search?q=x")).get(0);
        assertEquals("https://news.example/r3", withBase.rows().get(2).get(0).href());
    }

    @Test
    void optionalItemsGetTheirOwnColumnAndEmptyCellsElsewhere() {
        RecordTable t = extractor.extract(Jsoup.parse("<body>" + results(6, true) + "</body>")).get(0);
        assertEquals(4, t.schema().size(), t.schema().toString());
        List<List<String>> rows = t.rowsAsText();
        int dateColumn = rows.get(0).indexOf("2017-01-01");
        assertTrue(dateColumn > 0);
        assertEquals("", rows.get(1).get(dateColumn), "the second record has no date");
        assertEquals("2017-01-03", rows.get(2).get(dateColumn));
        assertEquals("site2.example", rows.get(1).get(3));
    }

    /** The paper's nested-table example: one row holding two records, items 1,1,1,1 and 2,2,2,2. */
    @Test
    void nestedRecordsInOneRowAreSplit() {
        String cell1 = "<td><table><tr><td><a href=/1>1 item one title</a></td></tr><tr><td>1 item one detail</td></tr>"
                + "<tr><td>1 item one price</td></tr><tr><td>1 item one seller</td></tr></table></td>";
        String cell2 = cell1.replace("1 item one", "2 item two").replace("/1", "/2");
        String row = "<tr>" + cell1 + cell2 + "</tr>";
        String html = "<body><table id=grid>" + row + "</table></body>";
        // The example has two records; by default a region needs three.
        RecordExtractor two = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("records.region.min-records", "2"))));
        RecordTable t = two.extract(Jsoup.parse(html)).get(0);
        assertEquals(List.of(List.of("1 item one title", "1 item one detail", "1 item one price", "1 item one seller"),
                List.of("2 item two title", "2 item two detail", "2 item two price", "2 item two seller")),
                t.rowsAsText());
    }

    @Test
    void gridRowsOfSeveralRecordsAreSplit() {
        StringBuilder sb = new StringBuilder("<body><table>");
        int k = 0;
        for (int r = 0; r < 3; r++) {
            sb.append("<tr>");
            for (int c = 0; c < 3; c++) {
                k++;
                sb.append("<td><a href=/p").append(k).append(">Product name ").append(k)
                        .append("</a><span>Price ").append(k).append(".99 dollars</span></td>");
            }
            sb.append("</tr>");
        }
        RecordTable t = extractor.extract(Jsoup.parse(sb.append("</table></body>").toString())).get(0);
        assertEquals(9, t.rows().size());
        assertEquals(List.of("Product name 5", "Price 5.99 dollars"), t.rowsAsText().get(4));
    }

    @Test
    void cardsWrappedInButtonsAreRecordsOfAGrid() {
        StringBuilder sb = new StringBuilder("<body><div class=grid>");
        int k = 0;
        for (int r = 0; r < 3; r++) {
            sb.append("<div class=row>");
            for (int c = 0; c < 3; c++) {
                k++;
                sb.append("<button type=button class=card><img src=/s").append(k).append(".jpg><h3>Camp stove ")
                        .append(k).append("</h3><p>Boils a litre of water in ").append(k)
                        .append(" minutes.</p></button>");
            }
            sb.append("</div>");
        }
        sb.append("</div><button>Load more</button></body>");
        ExtractorConfig config = ExtractorConfig.defaults();
        var doc = Jsoup.parse(sb.toString());
        new com.newsx.extractor.clean.DomCleaner(com.newsx.extractor.clean.CleanSettings.from(config)).clean(doc);
        List<RecordTable> tables = extractor.extract(doc);
        assertEquals(9, tables.get(0).rows().size(), tables.toString());
        assertTrue(tables.get(0).rowsAsText().get(4).contains("Camp stove 5"), tables.get(0).rowsAsText().toString());
        assertFalse(doc.text().contains("Load more"), "a plain button still goes");

        ExtractorConfig off = config.with(java.util.Map.of("clean.button-card-min-chars", "0"));
        var dropped = Jsoup.parse(sb.toString());
        new com.newsx.extractor.clean.DomCleaner(com.newsx.extractor.clean.CleanSettings.from(off)).clean(dropped);
        assertTrue(new RecordExtractor(RecordSettings.from(off)).extract(dropped).isEmpty());
    }

    @Test
    void textMarkedAriaHiddenIsShownInTheRecords() {
        StringBuilder sb = new StringBuilder("<body><ol class=videos>");
        for (int i = 1; i <= 5; i++) {
            sb.append("<li><a href=/w").append(i).append(" aria-hidden=true><img src=/t").append(i)
                    .append(".jpg><span class=time>1:0").append(i).append("</span></a><h3><a href=/w").append(i)
                    .append(">Band live at the park, part ").append(i).append("</a></h3><span>").append(i)
                    .append(",000 views</span></li>");
        }
        sb.append("</ol></body>");
        ExtractorConfig config = ExtractorConfig.defaults();
        var doc = Jsoup.parse(sb.toString());
        new com.newsx.extractor.clean.DomCleaner(com.newsx.extractor.clean.CleanSettings.from(config)).clean(doc);
        var links = new com.newsx.extractor.links.LinkResolver("");
        RecordTable shown = extractor.tables(extractor.regions(HtmlTree.of(doc, links, true, true, true))).get(0);
        assertTrue(shown.rowsAsText().get(2).contains("1:03"), shown.rowsAsText().toString());
        var dropped = Jsoup.parse(sb.toString());
        new com.newsx.extractor.clean.DomCleaner(com.newsx.extractor.clean.CleanSettings.from(config.with(java.util.Map.of("clean.drop-aria-hidden", "true"))))
                .clean(dropped);
        RecordTable hidden = extractor.tables(extractor.regions(HtmlTree.of(dropped, links, true, true, false))).get(0);
        assertFalse(hidden.rowsAsText().get(2).contains("1:03"), hidden.rowsAsText().toString());
    }

    @Test
    void chineseHeadlineListIsFound() {
        StringBuilder sb = new StringBuilder("<body><div class=nav><a href=/>首页</a><a href=/gn>国内</a>"
                + "<a href=/gj>国际</a><a href=/cj>财经</a></div><ul class=list>");
        String[] titles = {"国务院常务会议部署稳就业", "北京发布今冬供暖方案", "央行下调存款准备金率",
            "多地出台新能源汽车政策", "全国铁路迎来客流高峰", "科学家发现新的恐龙化石"};
        for (int i = 0; i < titles.length; i++) {
            sb.append("<li><a href=/n").append(i).append(".html>").append(titles[i]).append("</a></li>");
        }
        List<RecordTable> tables = extractor.extract(Jsoup.parse(sb.append("</ul></body>").toString()));
        assertEquals(6, tables.get(0).rows().size());
        assertEquals("北京发布今冬供暖方案", tables.get(0).rowsAsText().get(1).get(0));
    }

    @Test
    void tableRowsAreRecordsAndTheirCellsAreColumns() {
        StringBuilder sb = new StringBuilder("<body><table><tr><th>Topic</th><th>Replies</th><th>Date</th></tr>");
        for (int i = 1; i <= 6; i++) {
            sb.append("<tr><td><a href=/t").append(i).append(">Discussion thread number ").append(i)
                    .append("</a> <span>by user").append(i).append("</span></td><td>").append(i * 3)
                    .append(" replies</td><td>2017-01-0").append(i).append("</td></tr>");
        }
        RecordTable t = extractor.extract(Jsoup.parse(sb.append("</table></body>").toString())).get(0);
        List<List<String>> rows = t.rowsAsText().stream()
                .map(r -> r.stream().filter(c -> !c.isEmpty()).toList()).toList();
        assertTrue(rows.contains(List.of("Discussion thread number 4", "by user4", "12 replies", "2017-01-04")),
                rows.toString());
        assertTrue(rows.size() >= 6 && rows.size() <= 7, "six rows, perhaps with the header: " + rows.size());
    }

    @Test
    void recordsOfTwoAdjacentSiblingsAreGrouped() {
        StringBuilder sb = new StringBuilder("<body><div id=list>");
        for (int i = 1; i <= 6; i++) {
            sb.append("<div class=ttl><a href=/d").append(i).append(">Document title ").append(i).append("</a></div>")
                    .append("<div class=details>Details of document ").append(i).append(", a long description</div>");
        }
        RecordTable t = extractor.extract(Jsoup.parse(sb.append("</div></body>").toString())).get(0);
        assertEquals(6, t.rows().size());
        assertEquals(List.of("Document title 2", "Details of document 2, a long description"), t.rowsAsText().get(1));
    }

    @Test
    void thePapersOwnChoiceMissesAShallowListThatTheCandidatesFind() {
        // S here only takes the values 1..3 and every run below a threshold is a single value, so no
        // partition qualifies for Ocq; mining every threshold's runs still finds the eight results.
        HtmlTree tree = HtmlTree.of(Jsoup.parse("<body>" + results(8, false) + "</body>"));
        assertNull(extractor.paperRegion(tree));
        assertEquals(8, extractor.regions(tree).get(0).records().size());
    }

    @Test
    void pagesWithoutRepeatedRecordsGiveNoTable() {
        assertTrue(extractor.extract(Jsoup.parse("")).isEmpty());
        assertTrue(extractor.extract(Jsoup.parse("<p>One paragraph of plain text, nothing repeated.</p>")).isEmpty());
    }

    @Test
    void deepNestingDoesNotOverflow() {
        StringBuilder sb = new StringBuilder("<body>");
        sb.append("<div>".repeat(10_000)).append("deep text").append("</div>".repeat(10_000));
        sb.append(results(5, false)).append("</body>");
        List<RecordTable> tables = extractor.extract(Jsoup.parse(sb.toString()));
        assertEquals(5, tables.get(0).rows().size());
    }

    @Test
    void imagesBecomeCellsWithTheirSource() {
        StringBuilder sb = new StringBuilder("<body><ul>");
        for (int i = 1; i <= 4; i++) {
            sb.append("<li><a href=/i").append(i).append("><img src=/img").append(i).append(".jpg></a>")
                    .append("<a href=/i").append(i).append(">Picture caption number ").append(i).append("</a></li>");
        }
        RecordTable t = extractor.extract(Jsoup.parse(sb.append("</ul></body>").toString())).get(0);
        Cell img = t.rows().get(1).get(0);
        assertEquals("/img2.jpg", img.src());
        assertEquals("/i2", img.href());
        assertEquals("", img.text());
        assertNull(t.rows().get(1).get(1).src());
    }

    @Test
    void aSmallRowOfTheRecordsOwnTagAtTheEndOfTheListIsNoRecord() {
        String html = "<body>" + results(6, false).replace("</div></div>",
                "</div><div class=result><span>Powered by Nobody</span></div></div>") + "</body>";
        List<List<String>> rows = extractor.extract(Jsoup.parse(html)).get(0).rowsAsText();
        assertEquals(6, rows.size(), rows.toString());
        RecordExtractor off = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("records.edge-min-median-share", "0"))));
        assertEquals(7, off.extract(Jsoup.parse(html)).get(0).rowsAsText().size());
    }

    @Test
    void resultsWithManyFieldsBeatALongerStripOfThreeLineLinkCards() {
        StringBuilder results = new StringBuilder("<div id=results>");
        String snippet = " Folding chair of oak with a canvas seat that stays out all summer and folds flat for the"
                + " winter, with brass hinges, a five-year guarantee, and a cushion that comes in three colours;"
                + " it seats one grown-up in comfort, weighs under six kilos, and ships in a flat box to your door.";
        for (int i = 1; i <= 8; i++) {
            results.append("<div class=item><h3><a href='/p").append(i).append("'>Garden chair model ").append(i)
                    .append("</a></h3><span class=price>$").append(20 + i).append(".99</span><span class=stars>4.")
                    .append(i).append(" stars</span><span class=ship>Free shipping</span>")
                    .append("<p>Model ").append(i).append(".").append(snippet).append(snippet).append("</p></div>");
        }
        results.append("</div>");
        StringBuilder cards = new StringBuilder("<div class=more><table><tr>");
        for (int i = 1; i <= 30; i++) {
            cards.append("<td><a href='/s").append(i).append("'>Sister site ").append(i)
                    .append("</a><br>Deals on things<br>and more things</td>");
        }
        cards.append("</tr></table></div>");
        String html = "<body>" + results + cards + "</body>";
        List<List<String>> rows = extractor.extract(Jsoup.parse(html)).get(0).rowsAsText();
        assertEquals(8, rows.size(), rows.toString());
        RecordExtractor off = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("records.region.full-fields", "0", "records.region.count-exponent", "1",
                        "records.region.headline-weight", "0"))));
        assertEquals(30, off.extract(Jsoup.parse(html)).get(0).rowsAsText().size(),
                "neither the fields, the text per record nor the headlines weighed: the longer strip wins by numbers");
        RecordExtractor headlines = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("records.region.full-fields", "0", "records.region.count-exponent", "1"))));
        assertEquals(8, headlines.extract(Jsoup.parse(html)).get(0).rowsAsText().size(),
                "the results are led by headlines, the strip's cards by a site's name");
        RecordExtractor textOnly = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("records.region.full-fields", "0"))));
        assertEquals(8, textOnly.extract(Jsoup.parse(html)).get(0).rowsAsText().size(),
                "the results' text per record alone outweighs the strip's numbers");
    }
}
