package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class TitleFinderTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    @Test
    void stripsTheSiteNameFromTitles() {
        assertEquals("外媒眼中的武汉长假：蓬勃发展，欢声笑语",
                TitleFinder.stripSiteSuffix("外媒眼中的武汉长假：蓬勃发展，欢声笑语_首页武汉_新闻中心_长江网_cjn.cn", null));
        assertEquals("Só quem se Ama...",
                TitleFinder.stripSiteSuffix("Só quem se Ama... — Mensagens de Reflexão", null),
                "the first segment, though shorter than the site name");
        assertEquals("Rates rise again", TitleFinder.stripSiteSuffix("CNN - Rates rise again", "CNN"));
        assertEquals("Markets slide on rate fears",
                TitleFinder.stripSiteSuffix("Markets slide on rate fears | Business | Example News", null));
        assertEquals("No separator here", TitleFinder.stripSiteSuffix("No separator here", null));
    }

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
}
