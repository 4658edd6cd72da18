package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.HashMap;
import java.util.Map;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class TitleFinderTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    @Test
    void prefersTheHeadlineOverRelatedLinksAndTheSiteLogo() {
        String page = """
                <html><head><title>Markets slide on rate fears - Example News</title>
                <meta property="og:site_name" content="Example News"></head><body>
                <div class="header"><h1 class="logo">Example News</h1></div>
                <h2 class="title">Markets rally on rate hopes</h2>
                <article><h1 class="headline">Markets slide on rate fears</h1><p>Stocks fell.</p></article>
                <aside><h3>Markets slide on rate fears: what analysts say</h3></aside>
                </body></html>""";
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("Markets slide on rate fears", f.title());
        assertEquals("headline", f.titleElement().className());
    }

    @Test
    void aLongHeadlineBeatsItsTruncatedCopyInABreadcrumb() {
        String headline = "顺丰小哥汪勇连升三级国家授予特别奖时代永远在奖励解决问题的摆渡人以及所有为抗疫付出努力的普通人";
        String page = "<html><head><title>" + headline + "_新闻中心</title></head><body>"
                + "<div class=\"crumb-title\">首页 &gt; " + headline.substring(0, 20) + "...</div>"
                + "<h1>" + headline + "</h1><p>正文内容。</p></body></html>";
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals(headline, f.title());
        assertEquals("h1", f.titleElement().normalName());
    }

    @Test
    void keepsTheOnlyH1WhenTheTitleTagWasRewritten() {
        String page = "<html><head><title>Prison guards charged - Site</title></head><body>"
                + "<h1>Two federal prison officers charged with falsifying records</h1><p>Text.</p></body></html>";
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("Two federal prison officers charged with falsifying records", f.title());
    }

    private static String titleWith(String page, String... keyValues) {
        Map<String, String> overrides = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            overrides.put(keyValues[i], keyValues[i + 1]);
        }
        return new FieldExtractor(ExtractorConfig.defaults().with(overrides)).extract(Jsoup.parse(page), null).title();
    }

    private static final String PARAGRAPH = "<p>The harbour wall was finished in the spring, two years after the storm"
            + " that broke the old one, and the boats came back to moor behind it before the summer.</p>";

    @Test
    void anH1HoldingASummaryParagraphIsNotTheHeadline() {
        String summary = "Find out which repairs to an old stone cottage pay for themselves, how to weigh the cost of"
                + " a new roof against damp walls, and what the builders we asked would do first with a small budget"
                + " before the winter comes.";
        String page = "<html><head><title>Cottage repairs that pay off | Stone Homes</title>"
                + "<meta property=\"og:title\" content=\"Cottage repairs that pay off\"></head><body>"
                + "<div class=\"post\"><h1 class=\"lead\">" + summary + "</h1><div class=\"by\">By Ann Tor</div>"
                + PARAGRAPH + "</div></body></html>";
        assertEquals("Cottage repairs that pay off", titleWith(page));
        assertEquals(summary, titleWith(page, "title.max-length", "100"),
                "an h1 within the headline length is the headline the page shows");
    }

    @Test
    void aKickerLineInsideTheH1IsLeftOut() {
        String page = """
                <html><head><title>Juniper Bakery | Shop Stories</title></head><body>
                <section class="hero"><h1><div class="eyebrow">Meet the makers behind</div><span>Juniper Bakery</span></h1>
                </section>""" + PARAGRAPH + "</body></html>";
        assertEquals("Juniper Bakery", titleWith(page));
        String whole = page.replace("<title>Juniper Bakery", "<title>Meet the makers behind Juniper Bakery");
        assertEquals("Meet the makers behind Juniper Bakery", titleWith(whole),
                "the metadata states the kicker too; the block's pieces are spaced after it as well as before");
    }

    @Test
    void aTitleAndSubtitleAreJoinedAsTheMetadataWritesThem() {
        String page = """
                <html><head><title>Why tides turn. - A guide for new sailors - Harbour School</title>
                <meta property="og:title" content="Why tides turn. - A guide for new sailors"></head><body>
                <article><h1><span class="main">Why tides turn.</span> <span class="sub">A guide for new sailors</span>
                </h1><div class="byline">By Lee Marsh</div>""" + PARAGRAPH + "</article></body></html>";
        assertEquals("Why tides turn. - A guide for new sailors", titleWith(page));
        String spaced = page.replace("<meta property=\"og:title\" content=\"Why tides turn. - A guide for new sailors\">", "")
                .replace("<title>Why tides turn. - A guide for new sailors - Harbour School", "<title>Why tides turn. A guide"
                        + " for new sailors | Harbour School");
        assertEquals("Why tides turn. A guide for new sailors", titleWith(spaced), "no statement joins them otherwise");
    }

    @Test
    void anH1TypedIntoTheBodyGivesWayToTheMetadataTitle() {
        String page = "<html><head><title>Harbour wall rebuilt after the storm</title>"
                + "<meta property=\"og:title\" content=\"Harbour wall rebuilt after the storm\"></head><body>"
                + "<div class=\"rich-text\"><h1>Boats are back behind the new wall</h1>" + PARAGRAPH + PARAGRAPH
                + "<h2>What the fishermen say</h2>" + PARAGRAPH + "</div></body></html>";
        assertEquals("Harbour wall rebuilt after the storm", titleWith(page));
        assertEquals("Boats are back behind the new wall", titleWith(page.replace("Harbour wall rebuilt after the storm",
                "Boats are back behind the new wall")), "an h1 the metadata states is the headline where it stands");
        // under a page header's byline the h1 is the headline the page shows, though <title> was rewritten
        String header = page.replace("</h1>", "</h1><div class=\"meta\">By Ann Tor, 3 May</div>");
        assertEquals("Boats are back behind the new wall", titleWith(header));
    }

    @Test
    void anH1RestyledAsASectionHeadingGivesWayToTheMetadataTitle() {
        String page = "<html><head><title>Tide tables for small harbours - Harbour School</title>"
                + "<meta property=\"og:title\" content=\"Tide tables for small harbours\"></head><body>"
                + "<div class=\"hero\"><h1 class=\"intro h2\">Reading the water before you sail</h1>"
                + "<div class=\"meta\">By Ann Tor, 3 May</div></div>" + PARAGRAPH + "</body></html>";
        assertEquals("Tide tables for small harbours", titleWith(page));
        assertEquals("Tide tables for small harbours", titleWith(page.replace("intro h2", "heading-style-h3")));
        assertEquals("Reading the water before you sail", titleWith(page.replace("intro h2", "intro")),
                "without the restyling class the h1 is the headline");
        // a font-size utility is no heading level; and an h1 the metadata states stays the headline whatever its class
        assertEquals("Reading the water before you sail", titleWith(page.replace("intro h2", "font-serif-h2")));
        assertEquals("Reading the water before you sail", titleWith(page.replace("Tide tables for small harbours",
                "Reading the water before you sail")));
    }
}
