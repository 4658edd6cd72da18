package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.KindPages;
import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * Headlines of older news pages (2007-2009 table layouts): the site's name in {@code <title>}, in the logo's alt
 * text and in links home, section labels over the headline, markup read as text; and the blog's name over a post.
 */
class TableLayoutTitleTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    static final String HEADLINE = KindPages.HEADLINE;

    static final String LOGO_IMAGE = KindPages.LOGO_IMAGE;

    private String title(String page) {
        return extractor.extract(Jsoup.parse(page), "http://www.rivertongazette.com/news/story.php?id=4411").title();
    }

    @Test
    void theHeadlineBeatsTheSiteNameSuffixAndTheLogo() {
        String page = KindPages.tableLayoutArticle("<title>" + HEADLINE + " - The Riverton Gazette</title>", LOGO_IMAGE, "Top Stories",
                HEADLINE);
        assertEquals(HEADLINE, title(page));
    }

    @Test
    void aTitleNamingOnlyTheSiteStatesNoHeadline() {
        // the same <title> on every page of the site: the headline is the bold line over the story, not the logo's
        // alt text, the "Sections" label of the menu or the "Top Stories" label
        String page = KindPages.tableLayoutArticle("<title>The Riverton Gazette</title>", LOGO_IMAGE, "Top Stories", HEADLINE);
        assertEquals(HEADLINE, title(page));
        String textLogo = KindPages.tableLayoutArticle("<title>The Riverton Gazette</title>",
                "<h1><a href=\"/\">The Riverton Gazette</a></h1>", "Top Stories", HEADLINE);
        assertEquals(HEADLINE, title(textLogo), "a link home in an h1 names the site");
    }

    @Test
    void aSectionNameInTheTitleIsALabelOverTheHeadline() {
        String page = KindPages.tableLayoutArticle("<title>The Riverton Gazette - Top Stories</title>", LOGO_IMAGE, "Top Stories",
                HEADLINE);
        assertEquals(HEADLINE, title(page));
    }

    @Test
    void theSiteNamedBeforeAShortHeadlineIsNotTheHeadline() {
        // "Site - Headline": the first segment is as long as the headline, but a link home names the site
        String page = KindPages.tableLayoutArticle("<title>The Riverton Gazette - Council approves budget</title>",
                "<h1><a href=\"/\">The Riverton Gazette</a></h1>", "Top Stories", "Council approves budget");
        assertEquals("Council approves budget", title(page));
        String byHost = KindPages.tableLayoutArticle("<title>Rivertongazette.com - Council approves budget</title>", "", "Top Stories",
                "Council approves budget");
        assertEquals("Council approves budget", title(byHost), "the host names the site");
    }

    @Test
    void markupReadAsTextIsNeverATitle() {
        String inTitle = KindPages.tableLayoutArticle("<title><img src=\"logo.gif\" alt=\"The Riverton Gazette\" /></a></div></title>",
                LOGO_IMAGE, "Top Stories", HEADLINE);
        assertEquals(HEADLINE, title(inTitle));
        String inHeading = KindPages.tableLayoutArticle("<title>The Riverton Gazette</title>",
                "<h1>logo.gif\" alt=\"The Riverton Gazette\" /&gt;&lt;/a&gt;&lt;/div&gt;</h1>", "Top Stories",
                HEADLINE);
        assertEquals(HEADLINE, title(inHeading));
        assertTrue(MarkupText.looksLikeMarkup("logo.gif\" alt=\"Gazette\" /></a></div>"));
        assertTrue(MarkupText.looksLikeMarkup("<img src=\"/images/logo.gif\">"));
        assertFalse(MarkupText.looksLikeMarkup("Trump says \"no deal\" on tariffs"));
        assertFalse(MarkupText.looksLikeMarkup("Profits > forecasts as sales rise"));
        assertFalse(MarkupText.looksLikeMarkup("E=mc2 at 100: what Einstein got right"));
    }

    @Test
    void theBlogsNameOverThePostIsNotItsTitle() {
        String page = """
                <html><head><title>春天的周末 - 晴天的博客 - 博客园</title></head><body>
                <div id="blogname"><h1><a href="/qingtian/">晴天的博客</a></h1><p>一个人的日记</p></div>
                <div class="entry"><div class="entry-title">春天的周末</div>
                <div class="entry-date">2006-04-09 10:21:33</div>
                <p>今天天气很好，和朋友去郊外爬山。山上的桃花开了一大片，远远看去粉红一片，特别漂亮。</p>
                <p>下山的时候在农家吃了饭，土鸡和野菜都很好吃，回来的路上还买了一些新鲜的草莓。</p></div>
                </body></html>""";
        assertEquals("春天的周末", extractor.extract(Jsoup.parse(page), null).title());
    }

    @Test
    void aLongerSegmentThanTheHeadlinePartIsNoSectionName() {
        // a site naming itself in its headlines: og:site_name makes "Editorial" the headline part, yet the h1 above it
        // holding the first segment is the headline, not a name of the site
        String page = """
                <html><head><title>The Gazette view on harbours: a city on the brink | Editorial | The Gazette</title>
                <meta property="og:site_name" content="The Gazette"></head><body>
                <h1>The Gazette view on harbours: a city on the brink</h1><span class="label">Editorial</span>
                <p>The council has to decide this month how the harbour wall is to be paid for, and the choice it makes
                will shape the town's finances for a decade.</p><p>There are three ways to do it.</p></body></html>""";
        assertNotEquals("Editorial", extractor.extract(Jsoup.parse(page), null).title());
    }

    @Test
    void linksHomeAndLogos() {
        assertTrue(HomeLinks.isHome("/"));
        assertTrue(HomeLinks.isHome("index.html"));
        assertTrue(HomeLinks.isHome("http://www.rivertongazette.com/"));
        assertTrue(HomeLinks.isHome("//rivertongazette.com"));
        assertFalse(HomeLinks.isHome("#top"));
        assertFalse(HomeLinks.isHome("/news/story.php?id=4411"));
        assertFalse(HomeLinks.isHome("/council-approves-budget/"));
        assertTrue(HomeLinks.isHome(" HTTPS://Riverton.com/Index.PHP "));
        assertFalse(HomeLinks.isHome("http://")); // no host
        assertFalse(HomeLinks.isHome("///"));
        assertFalse(HomeLinks.isHome("//riverton.com?page=2/"));
        assertFalse(HomeLinks.isHome("http:index.html"));
        assertFalse(HomeLinks.isHome("//riverton.com//"));
        assertFalse(HomeLinks.isHome("/index.html.bak"));
    }

    @Test
    void aBlogsNameInTheHeaderFarAboveThePostIsNotItsTitle() {
        StringBuilder categories = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            categories.append("<p><a href=\"/s/articlelist_").append(i).append(".html\">分类").append(i).append("</a></p>");
        }
        String page = """
                <html><head><title>春天的周末_晴天_新浪博客</title></head><body>
                <div class="blogtitle"><h1><a href="http://blog.sina.com.cn/qingtian">晴天的博客</a></h1></div>
                <div class="nav"><a href="/">首页</a> <a href="/s/articlelist.html">博文目录</a></div>
                <div class="side"><h3>个人资料</h3><p>晴天</p><p>访问：12345</p>CATEGORIES</div>
                <div class="articalTitle"><h2 class="titName">春天的周末</h2><span class="time">(2006-04-09 10:21:33)</span>
                </div><div class="articalContent">
                <p>今天天气很好，和朋友去郊外爬山。山上的桃花开了一大片，远远看去粉红一片，特别漂亮。</p>
                <p>下山的时候在农家吃了饭，土鸡和野菜都很好吃，回来的路上还买了一些新鲜的草莓。</p></div>
                </body></html>""".replace("CATEGORIES", categories);
        assertEquals("春天的周末", extractor.extract(Jsoup.parse(page), null).title());
    }
}
