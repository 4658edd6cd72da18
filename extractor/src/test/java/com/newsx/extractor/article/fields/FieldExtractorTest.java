package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class FieldExtractorTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    private static final String CHINESE_PAGE = """
            <html><head><title>龙湖集团多地项目连环爆雷_网易新闻</title>
            <meta property="article:author" content="网易"></head><body>
            <div class="nav"><a href="/">首页</a> <span>2021-01-01 08:00</span></div>
            <h2><a href="/x">热门推荐标题很长很长的一条新闻</a></h2>
            <div class="post"><h1>龙湖集团多地项目连环爆雷</h1>
            <div class="post_info">2019-09-07 13:43:45　来源: <a href="#">证券市场红周刊</a></div>
            <div class="body"><p>新京报快讯（记者 裴剑飞）今日有网友爆料，龙湖集团多个项目出现问题，引发业主关注。</p>
            <p>第二段正文内容比较长，讲述了事情的来龙去脉以及各方的回应情况。</p>
            <p>责任编辑：杨倩_NF4425</p></div></div>
            <ul class="related"><li><a href="/y">另一条新闻</a> 2019-09-01</li></ul>
            </body></html>""";

    @Test
    void readsHeadlineDatelineBylineOfAChinesePage() {
        ArticleFields f = extractor.extract(Jsoup.parse(CHINESE_PAGE), null);
        assertEquals("龙湖集团多地项目连环爆雷", f.title(), "the headline without the <title> site suffix");
        assertEquals("h1", f.titleElement().normalName());
        assertEquals("2019-09-07T13:43:45", f.publishTime(), "the dateline below the title, not the nav clock");
        assertEquals("裴剑飞", f.author(), "the reporter in the lead is the author");
        assertEquals("证券市场红周刊", f.source());
        assertTrue(f.metaElements().stream().anyMatch(e -> e.hasClass("post_info")), "dateline is a meta element");
        assertTrue(f.metaElements().stream().anyMatch(e -> e.text().startsWith("责任编辑")), "editor line too");
        assertTrue(f.metaElements().stream().noneMatch(e -> e.hasClass("body")), "the body is never a meta element");
        assertTrue(f.metaElements().stream().noneMatch(e -> e.text().contains("今日有网友爆料")),
                "the lead naming the reporter stays in the body");
    }

    @Test
    void authorFallsBackToSourceButNeverToTheEditorOrSiteName() {
        String page = CHINESE_PAGE.replace("（记者 裴剑飞）", "");
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("证券市场红周刊", f.author());
    }

    @Test
    void aLabelledNameFarBelowTheArticleIsNotItsAuthor() {
        String filler = "<p>评论内容比较长的一行文字，用来把评论区推到文章很远的下方位置。</p>".repeat(250);
        String page = CHINESE_PAGE.replace("（记者 裴剑飞）", "")
                .replace("</body>", filler + "<div class=\"comment\">作者：网友甲</div></body>");
        assertEquals("证券市场红周刊", extractor.extract(Jsoup.parse(page), null).author());
        String closing = CHINESE_PAGE.replace("（记者 裴剑飞）", "").replace("<p>责任编辑", "<p>采写：本报记者 林子沛</p><p>责任编辑");
        assertEquals("林子沛", extractor.extract(Jsoup.parse(closing), null).author(), "a byline closing the article");
    }

    @Test
    void readsANameOnTheLineAfterItsLabel() {
        String page = """
                <html><head><title>Markets slide on rate fears - Example News</title></head><body>
                <h1>Markets slide on rate fears</h1>
                <div class="meta"><span>By</span><div><a href="/a/jd">Jane Doe</a></div></div>
                <p>Stocks fell sharply on Saturday as investors weighed the prospect of higher rates.</p>
                </body></html>""";
        assertEquals("Jane Doe", extractor.extract(Jsoup.parse(page), null).author());
    }

    @Test
    void readsAnAuthorElementWordByWord() {
        String page = """
                <html><head><title>The future of banking - Wired</title></head><body>
                <h1>The future of banking</h1>
                <div class="author"><a href="/c/mw">Molly Woo<span class="x">d</span></a><a href="/c/mw">View More Articles</a></div>
                <p>Banks are changing the way people handle their money in the years to come.</p>
                </body></html>""";
        assertEquals("Molly Wood", extractor.extract(Jsoup.parse(page), null).author());
    }

    @Test
    void prefersPublishedOverUpdated() {
        String page = """
                <html><head><title>Markets slide on rate fears - Example News</title></head><body>
                <h1>Markets slide on rate fears</h1>
                <p class="meta">Updated: Sep 8, 2019 10:00 AM</p>
                <p class="meta">Published: Sep 7, 2019 1:05 PM EDT</p>
                <p class="byline">By Jane Doe and John Roe, Staff Writers</p>
                <p>Stocks fell sharply on Saturday as investors weighed the prospect of higher rates.</p>
                </body></html>""";
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("Markets slide on rate fears", f.title());
        assertEquals("2019-09-07T13:05:00-04:00", f.publishTime());
        assertEquals("Jane Doe and John Roe", f.author());
    }

    @Test
    void metadataBeatsAnUpdatedStampAndADateInACaptionFarBelow() {
        String page = """
                <html><head><title>Delhi air pollution law - Vox</title>
                <meta property="article:published_time" content="2019-11-08T15:30:00-05:00"></head><body>
                <h1>Delhi air pollution law explained</h1>
                <span class="byline">By Umair Irfan Updated <time datetime="2019-11-13T15:28:18">Nov 13</time></span>
                """ + "<p>A long paragraph of the article body about air pollution in the city and its causes.</p>"
                .repeat(20) + """
                <figure><figcaption class="meta">Fires detected near Delhi on Nov. 3, 2019.</figcaption></figure>
                </body></html>""";
        assertEquals("2019-11-08T15:30:00-05:00", extractor.extract(Jsoup.parse(page), null).publishTime());
    }

    @Test
    void theDateAsShownBeatsATimeElementsUtcAttribute() {
        String page = """
                <html><head><title>Star Trek 4 eyes Noah Hawley - The Verge</title></head><body>
                <h1>Star Trek 4 eyes Noah Hawley to direct</h1>
                <p class="byline">By Chaim Gartenberg <time datetime="2019-11-20T00:53:52">Nov 19, 2019, 7:53pm EST</time></p>
                <p>Paramount is in talks with the Fargo creator to direct the next film in the series.</p>
                </body></html>""";
        assertEquals("2019-11-19T19:53:00-05:00", extractor.extract(Jsoup.parse(page), null).publishTime());
    }

    @Test
    void usesMetadataWhenThePageShowsNoDateAndJsonLdAuthor() {
        String page = """
                <html><head><title>Quiet page | Site</title>
                <meta property="og:site_name" content="Site">
                <script type="application/ld+json">{"@type":"NewsArticle","headline":"Quiet page",
                 "datePublished":"2019-09-07T05:43:45Z","author":{"@type":"Person","name":"Sam Lee"}}</script>
                </head><body><h1>Quiet page</h1><p>Text without any date in it at all, for a while.</p></body></html>""";
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("2019-09-07T05:43:45Z", f.publishTime());
        assertEquals("Sam Lee", f.author());
        assertNull(f.timeElement());
    }

    @Test
    void fallsBackToTheUrlDateAndRejectsImplausibleYears() {
        String page = "<html><head><title>Old story</title></head><body><h1>Old story</h1>"
                + "<p>Founded 1888-01-02, this club</p></body></html>";
        ArticleFields f = extractor.extract(Jsoup.parse(page), "https://x.com/2019/09/07/old-story.html");
        assertEquals("2019-09-07", f.publishTime());
    }

    @Test
    void dropsABadgeInsideTheHeadline() {
        String page = "<html><head><title>最不愁吃肉的国家：顿顿有肉吃</title></head><body>"
                + "<h2 class=\"title\"><span>原创</span>最不愁吃肉的国家：顿顿有肉吃</h2></body></html>";
        assertEquals("最不愁吃肉的国家：顿顿有肉吃", extractor.extract(Jsoup.parse(page), null).title());
    }

    @Test
    void titleLengthLimitComesFromConfig() {
        String page = "<html><head><title>一二三四五六七八九十 - 网</title></head><body><h2>一二三四五六七八九十</h2></body></html>";
        assertEquals("h2", extractor.extract(Jsoup.parse(page), null).titleElement().normalName());
        FieldExtractor strict = new FieldExtractor(ExtractorConfig.defaults().with(Map.of("fields.title.maxLength", "3")));
        ArticleFields f = strict.extract(Jsoup.parse(page), null);
        assertNull(f.titleElement(), "far too long for a candidate: falls back to the <title>");
        assertEquals("一二三四五六七八九十", f.title());
    }

    @Test
    void hiddenSkippedElementsDoNotHideTheRestOfThePage() {
        String page = "<html><head><title>Seen on the page - Site</title></head><body>"
                + "<iframe style=\"display:none\"></iframe><noscript hidden>x</noscript>"
                + "<div hidden><h1>Hidden headline</h1></div>"
                + "<h1>Seen on the page</h1><p>By Sam Lee</p><p>Posted 2019-09-07</p></body></html>";
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("Seen on the page", f.title());
        assertEquals("h1", f.titleElement().normalName());
        assertEquals("Sam Lee", f.author());
        assertEquals("2019-09-07", f.publishTime());
    }

    @Test
    void survivesEmptyAndDeepPages() {
        ArticleFields empty = extractor.extract(Jsoup.parse(""), null);
        assertNull(empty.title());
        assertNull(empty.publishTime());
        assertTrue(empty.metaElements().isEmpty());

        StringBuilder deep = new StringBuilder("<html><head><title>Deep - Site</title></head><body>");
        deep.append("<div>".repeat(10_000)).append("<h1>Deep</h1><p>Published 2019-09-07 10:00</p>");
        deep.append("</div>".repeat(10_000)).append("</body></html>");
        ArticleFields f = extractor.extract(Jsoup.parse(deep.toString()), null);
        assertEquals("Deep", f.title());
        assertEquals("2019-09-07T10:00:00", f.publishTime());
        Element t = f.timeElement();
        assertNotNull(t);
    }
    private static final String UPDATED_PAGE = """
            <html><head><title>How to plant a winter garden</title>
            <script type="application/ld+json">{"@type":"BlogPosting","headline":"How to plant a winter garden",
            "datePublished":"2021-03-02T08:00:00+00:00","dateModified":"2024-11-05T10:30:00+00:00"}</script>
            </head><body><h1>How to plant a winter garden</h1>
            <p class="meta">Updated November 5, 2024</p>
            <p>Cold months need not leave the beds empty, and a few hardy greens will carry on, slowly, until spring.</p>
            </body></html>""";

    @Test
    void withoutStructuredDatesAnUpdatedDatelineIsStillTheShownDate() {
        String page = UPDATED_PAGE.replaceAll("(?s)<script.*?</script>", "");
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("2024-11-05", f.publishTime());
        ArticleFields off = new FieldExtractor(ExtractorConfig.defaults().with(
                Map.of("fields.time.shownUpdatedFallback", "false"))).extract(Jsoup.parse(page), null);
        assertNull(off.publishTime());
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
        FieldExtractor off = new FieldExtractor(ExtractorConfig.defaults().with(
                Map.of("fields.author.structuredPersons", "false")));
        assertNull(off.extract(Jsoup.parse(page), null).author(), "the site's own name is not taken for an author");
    }

    @Test
    void anInBodyHeadingRestatingTheTitleDoesNotBeatThePagesOneH1() {
        String page = """
                <html><head><title>Ten quiet towns: the best small towns to visit this spring</title></head><body>
                <h1>Ten quiet towns worth a weekend</h1>
                <p>Spring is the season for slow trips, and these towns are at their best before the summer crowds.</p>
                <h2>The best small towns to visit this spring</h2>
                <p>Each one has a market, a river walk and at least one bakery that opens before dawn, every day.</p>
                </body></html>""";
        assertEquals("Ten quiet towns worth a weekend", extractor.extract(Jsoup.parse(page), null).title());
        FieldExtractor off = new FieldExtractor(ExtractorConfig.defaults().with(
                Map.of("fields.title.singleH1First", "false")));
        assertEquals("The best small towns to visit this spring", off.extract(Jsoup.parse(page), null).title());
    }
}
