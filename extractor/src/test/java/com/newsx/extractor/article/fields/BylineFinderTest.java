package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/** Where the author is taken from: labelled bylines, author elements, the metadata, the site; hand-made pages. */
class BylineFinderTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    /** Every place but the site's own name. */
    private static final String NO_SITE = "labelled, marked, labelled-below, source, metadata, beside-date, marked-anywhere, source-below";
    private static final String PROSE = "<p>The valley road closes each winter, and the villages above it wait for the"
            + " thaw, stocking wood, flour and patience for the long months ahead of them.</p>";

    private static ArticleFields extractWith(String page, String url, String... keyValues) {
        Map<String, String> overrides = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            overrides.put(keyValues[i], keyValues[i + 1]);
        }
        return new FieldExtractor(ExtractorConfig.defaults().with(overrides)).extract(Jsoup.parse(page), url);
    }

    @Test
    void thePrecedenceIsAListOfKnownPlaces() {
        BylineSettings defaults = BylineSettings.from(ExtractorConfig.defaults());
        assertEquals(AuthorSource.LABELLED, defaults.authorPrecedence().get(0));
        assertEquals(AuthorSource.values().length, defaults.authorPrecedence().size(), "every place, by default");
        assertEquals(List.of(AuthorSource.METADATA, AuthorSource.SITE_NAME),
                AuthorSource.parseList(" metadata ,site-name "));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> AuthorSource.parseList("labelled, nobody"));
        assertTrue(unknown.getMessage().contains("'nobody'"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AuthorSource.parseList("marked, marked"));
        assertThrows(IllegalArgumentException.class, () -> AuthorSource.parseList(" , "));
        assertThrows(IllegalArgumentException.class, () -> new FieldExtractor(ExtractorConfig.defaults().with(
                Map.of("byline.author-precedence", "Labelled"))), "names are matched exactly");
    }

    @Test
    void aPersonalSiteNamedAfterItsAuthorStillHasThatAuthor() {
        String page = """
                <html><head><title>Notes on sourdough | Ann Rivers</title>
                <meta property="og:site_name" content="Ann Rivers">
                <script type="application/ld+json">{"@type":"BlogPosting","headline":"Notes on sourdough",
                "author":{"@type":"Person","name":"Ann Rivers"}}</script></head>
                <body><h1>Notes on sourdough</h1><p>Starter, flour and water, and a lot of waiting for the dough, again.</p>
                </body></html>""";
        assertEquals("Ann Rivers", extractor.extract(Jsoup.parse(page), null).author());
        FieldExtractor noSite = new FieldExtractor(ExtractorConfig.defaults().with(
                Map.of("byline.author-precedence", NO_SITE)));
        assertEquals("Ann Rivers", noSite.extract(Jsoup.parse(page), null).author(), "a person, not the site's name");
        String organization = page.replace("\"@type\":\"Person\"", "\"@type\":\"Organization\"");
        assertNull(noSite.extract(Jsoup.parse(organization), null).author(),
                "the site's own name is not taken for an author unless typed Person");
    }

    @Test
    void aStructuredAuthorGoesBeforeANameBesideTheDate() {
        String page = """
                <html><head><title>Snow closes the valley road</title><meta name="author" content="Dana Lee"></head>
                <body><h1>Snow closes the valley road</h1><div class="info">Mountain Desk | March 3, 2024</div>
                """ + PROSE + "</body></html>";
        assertEquals("Dana Lee", extractWith(page, null).author());
        assertEquals("Mountain Desk", extractWith(page, null, "byline.author-precedence",
                "labelled, beside-date, metadata").author(), "the order is the setting's");
    }

    @Test
    void withoutAnyPersonTheSiteIsTheAuthorOfRecord() {
        String page = """
                <html><head><title>Snow closes the valley road | Hill Farm Notes</title></head>
                <body><h1>Snow closes the valley road</h1>""" + PROSE + "</body></html>";
        assertEquals("Hill Farm Notes", extractWith(page, null).author(), "the site part of <title>");
        String named = page.replace("</head>", "<meta property=\"og:site_name\" content=\"Hill Farm - Notes from the hills\"></head>");
        assertEquals("Hill Farm", extractWith(named, null).author(), "og:site_name up to its motto");
        assertNull(extractWith(page, null, "byline.author-precedence", NO_SITE).author());
    }

    @Test
    void anAuthorBoxFarBelowTheStoryNamesItsAuthor() {
        String page = """
                <html><head><title>Snow closes the valley road</title></head>
                <body><h1>Snow closes the valley road</h1>""" + PROSE.repeat(20)
                + "<div class=\"author-box\">Priya Nair</div></body></html>";
        assertEquals("Priya Nair", extractWith(page, null).author());
        assertTrue(extractWith(page, null).authorFallback(), "no evidence of a byline");
        assertNull(extractWith(page, null, "byline.author-precedence", "labelled, marked, metadata").author());
    }

    @Test
    void aLabelOfItsOwnOnALongLineIsFollowedByTheName() {
        String page = """
                <html><head><title>Snow closes the valley road</title></head>
                <body><h1>Snow closes the valley road</h1>
                <div class="meta">Written by: <a href="/p/so">Sam Ortiz</a> <span>Senior field reporter covering roads,
                weather and the mountain villages since the floods of the early years, and an avid climber too</span></div>
                """ + PROSE + "</body></html>";
        assertEquals("Sam Ortiz", extractWith(page, null).author());
        String oneText = page.replace("Written by: <a href=\"/p/so\">Sam Ortiz</a> <span>Senior", "Written by: Sam Ortiz, senior")
                .replace("climber too</span>", "climber too");
        assertNull(extractWith(oneText, null).author(), "a label and name in one long text are prose");
    }

    @Test
    void englishBylinesInTheirLooserForms() {
        String lower = """
                <html><head><title>Snow closes the valley road</title></head>
                <body><h1>Snow closes the valley road</h1><ul><li>by <a href="#">Support Team</a></li></ul>
                """ + PROSE + "</body></html>";
        assertEquals("Support Team", extractWith(lower, null).author());
        assertNull(extractWith(lower.replace("by <a href=\"#\">Support Team</a>", "by the river where the road ends"), null)
                .author(), "a lower-case \"by\" before lower-case words is no byline");
        String widget = lower.replace("<li>by <a href=\"#\">Support Team</a></li>", "<li><a href=\"#\">by Widgetco</a></li>");
        assertNull(extractWith(widget, null).author(), "a widget's \"by X\" link is no byline");
        String released = lower.replace("<ul><li>by <a href=\"#\">Support Team</a></li></ul>",
                "<ul><li>Released Friday, March 1, 2024</li></ul>");
        assertNull(extractWith(released, null).author(), "a date label is no name");
        assertEquals("Ana Ruiz", BylinePatterns.cleanEnglish("Ana Ruiz, Director of Operations, Acme Movers"));
        assertEquals("3i Global", BylinePatterns.cleanEnglish("By 3i Global"));
        assertEquals("Ann Lee", BylinePatterns.cleanEnglish("By Ann Lee 5 min read"), "a number of its own ends the name");
        assertEquals("the Lavazza Team", BylinePatterns.fields("By the Lavazza Team").get(0).value());
    }

    @Test
    void thePostersNameOnAForumOrBlogHeaderLine() {
        assertEquals("老王", DatelineName.posterIn("本贴由 老王 于"));
        assertEquals("小林", DatelineName.posterIn("小林 阅读(1520) 评论(40) 编辑 收藏"));
        assertEquals("", DatelineName.posterIn("1楼 发布时间"));
        assertEquals("老王", DatelineName.posterIn("老王 发表于"));
        assertEquals("Jane Roe", DatelineName.posterIn("Jane Roe"), "a plain name stays");
        String bbs = "<html><head><title>物业擅自涨价怎么办？</title></head><body><h1>物业擅自涨价怎么办？</h1>"
                + "<p>本贴由 老王 于2006年7月1日08:15:00 在【业主论坛】发表</p>" + PROSE + "</body></html>";
        assertEquals("老王", extractWith(bbs, null, "byline.author-precedence", NO_SITE).author());
        String blog = "<html><head><title>数据库迁移小结</title></head><body><h2>数据库迁移小结</h2>" + PROSE + PROSE
                + "<p class=postfoot>posted on 2005-06-01 22:15 小林 阅读(1520) 评论(40) <a href=/edit>编辑</a>"
                + " <a href=/fav>收藏</a></p></body></html>";
        assertEquals("小林", extractWith(blog, null, "byline.author-precedence", NO_SITE).author());
        String forum = "<html><head><title>物业擅自涨价怎么办？</title></head><body><h1>物业擅自涨价怎么办？</h1>"
                + "<p>1楼 发布时间 2006/07/01 08:15:00</p>" + PROSE + "</body></html>";
        assertNull(extractWith(forum, null, "byline.author-precedence", NO_SITE).author());
    }

    @Test
    void aCommentersNameUnderAShortPostIsNotTheAuthor() {
        String page = "<html><head><title>Guest network</title></head><body><h2>Guest network</h2>" + PROSE
                + "<ol class=commentlist><li class=comment><div class=\"comment-author vcard\"><cite>Kim</cite> says:"
                + "</div><p>Thanks!</p></li></ol></body></html>";
        assertNull(extractWith(page, null, "byline.author-precedence", NO_SITE).author());
    }
}
