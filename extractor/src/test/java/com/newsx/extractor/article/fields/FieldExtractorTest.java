package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
        FieldExtractor strict = new FieldExtractor(ExtractorConfig.defaults().with(Map.of("title.max-length", "3")));
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
        String declared = page.replace("</head>", "<meta property=\"article:published_time\" content=\"2021-03-02\"></head>");
        assertEquals("2021-03-02", extractor.extract(Jsoup.parse(declared), null).publishTime(),
                "the updated date is only the fallback of a page stating no publish date");
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
        String exact = page.replace("<h2>The best small towns to visit this spring</h2>",
                "<h2>Ten quiet towns: the best small towns to visit this spring</h2>");
        assertEquals("Ten quiet towns: the best small towns to visit this spring",
                extractor.extract(Jsoup.parse(exact), null).title(),
                "a longer heading stating the title exactly is the headline, wherever it stands");
    }

    private static ArticleFields extractWith(String page, String url, String... keyValues) {
        Map<String, String> overrides = new java.util.HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            overrides.put(keyValues[i], keyValues[i + 1]);
        }
        return new FieldExtractor(ExtractorConfig.defaults().with(overrides)).extract(Jsoup.parse(page), url);
    }

    private static final String PROSE = "<p>The valley road closes each winter, and the villages above it wait for the"
            + " thaw, stocking wood, flour and patience for the long months ahead of them.</p>";

    @Test
    void aLastUpdatedFooterIsTheDateOfAPageThatStatesNoOther() {
        String page = """
                <html><head><title>Trail webcams</title></head>
                <body><h1>Trail webcams</h1>""" + PROSE.repeat(14) + """
                <p style="text-align:right">Last updated: May 2, 2024</p></body></html>""";
        assertEquals("2024-05-02", extractWith(page, null).publishTime());
        assertEquals("2024-01-15", extractWith(page, "https://example.org/2024/01/15/webcams.html").publishTime(),
                "the date in the URL goes first");
    }

    @Test
    void anEmptyTimeElementIsNoShownDate() {
        String page = """
                <html><head><title>Snow closes the valley road</title></head>
                <body><h1>Snow closes the valley road</h1><div class="entry-dateline">
                <time class="published" datetime="2021-03-04"><a href="/p">March 4, 2021</a></time>
                <time class="updated" datetime="2023-01-01"></time></div>
                <div class="entry-byline">Filed under roads</div>""" + PROSE + "</body></html>";
        assertEquals("2021-03-04", extractWith(page, null).publishTime());
        String emptyOnly = page.replace("<time class=\"published\" datetime=\"2021-03-04\"><a href=\"/p\">March 4, 2021</a></time>", "");
        assertNull(extractWith(emptyOnly, null).publishTime(), "an empty time element alone is no date");
    }

    private static final String CARDS = """
            <h2>More stories</h2>
            <div class="card"><p class="card-date">January 5, 2024</p><h3><a href="/a">Ice on the pass</a></h3></div>
            <div class="card"><p class="card-date">January 9, 2024</p><h3><a href="/b">Bread for the winter</a></h3></div>
            <div class="card"><p class="card-date">January 12, 2024</p><h3><a href="/c">The ski lift reopens</a></h3></div>
            """;

    @Test
    void aKickerDatelineAboveTheHeadlineBeatsRelatedCardsDates() {
        String page = "<html><head><title>Snow closes the valley road</title></head><body>"
                + "<header><p class=\"kicker\">February 4, 2024</p><h1>Snow closes the valley road</h1></header>"
                + PROSE.repeat(14) + CARDS + "</body></html>";
        assertEquals("2024-02-04", extractWith(page, null).publishTime());
        assertEquals("2024-01-05", extractWith(page, null, "time.kicker-lines", "0",
                "time.repeated-dates", "0").publishTime());
    }

    @Test
    void repeatedCardDatesAreNotThePagesDate() {
        String page = "<html><head><title>Snow closes the valley road</title></head><body>"
                + "<h1>Snow closes the valley road</h1>" + PROSE.repeat(14) + CARDS + "</body></html>";
        assertNull(extractWith(page, null).publishTime());
        assertEquals("2024-01-05", extractWith(page, null, "time.repeated-dates", "0").publishTime());
    }

    @Test
    void theMetadataSettlesDayAndMonthOfANumericDate() {
        String page = """
                <html><head><title>Snow closes the valley road</title>
                <script type="application/ld+json">{"@type":"Article","datePublished":"2024-09-10T16:00:00Z"}</script>
                </head><body><h1>Snow closes the valley road</h1><p class="post-date">09.10.2024</p>
                """ + PROSE + "</body></html>";
        assertTrue(extractWith(page, null).publishTime().startsWith("2024-09-10"));
        String unstated = page.replaceAll("(?s)<script.*?</script>", "");
        assertTrue(extractWith(unstated, null).publishTime().startsWith("2024-10-09"), "day first without the metadata");
    }

    @Test
    void aShortHeadlineStatedExactlyByTheTitleCounts() {
        String page = """
                <html><head><title>Coffee - Green Valley College of Agriculture</title></head><body>
                <div class="logo">Green Valley College of Agriculture</div><h1>Coffee</h1>""" + PROSE + "</body></html>";
        assertEquals("Coffee", extractWith(page, null).title());
        assertNotEquals("Coffee", extractWith(page.replace("<title>Coffee -", "<title>Coffee growing -"), null).title(),
                "a short h1 the metadata does not state exactly is no headline");
    }

    @Test
    void theSitesNameOrLogoIsNotTheHeadline() {
        String page = """
                <html><head><title>Learn a language in 2025 - ten apps we liked</title></head><body>
                <a href="/"><div><p class="site-title">talkNOW</p><small>Just learn a language now!</small></div></a>
                <h1>Ten language apps, tested by teachers</h1>""" + PROSE + "</body></html>";
        assertEquals("Ten language apps, tested by teachers", extractWith(page, null).title());
        String host = """
                <html><head><title>example.org Vibe Notes</title></head><body><h1>example.org</h1>
                <h2>Vibe Notes</h2>""" + PROSE + "</body></html>";
        assertEquals("Vibe Notes", extractWith(host, "https://www.example.org/notes/vibe.html").title());
        assertEquals("example.org Vibe Notes", extractWith(host, null).title(), "without the URL the host is not known");
    }

    @Test
    void aSiteSuffixOnTheHeadlineGoes() {
        String page = """
                <html><head><title>Spring shows to see - Artline</title>
                <meta property="og:site_name" content="Artline"></head><body>
                <h1>Spring shows to see – Artline</h1>""" + PROSE + "</body></html>";
        assertEquals("Spring shows to see", extractWith(page, null).title());
        assertEquals("Spring shows to see – Artline", extractWith(page.replace("<meta property=\"og:site_name\" "
                + "content=\"Artline\">", ""), null).title(), "only a suffix naming og:site_name goes");
    }

    @Test
    void theSingleH1BeatsAShorterInBodyRestatementOfTheTitle() {
        String page = """
                <html><head><title>What is social selling - a guided introduction</title></head><body>
                <h1>An introduction to social selling: what shops need to know this year</h1>""" + PROSE + """
                <h2>What is social selling?</h2>""" + PROSE + "</body></html>";
        assertEquals("An introduction to social selling: what shops need to know this year", extractWith(page, null).title());
        String above = page.replace("<h2>What is social selling?</h2>", "").replace("<h1>", "<h2>What is social selling?</h2><h1>");
        assertEquals("What is social selling?", extractWith(above, null).title(), "a heading above the h1 is not in the body");
    }
}
