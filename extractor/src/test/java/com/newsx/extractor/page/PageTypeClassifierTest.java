package com.newsx.extractor.page;

import com.newsx.extractor.records.RecordSettings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class PageTypeClassifierTest {
    private final PageTypeClassifier classifier = new PageTypeClassifier(PageTypeSettings.from(ExtractorConfig.defaults()), RecordSettings.from(ExtractorConfig.defaults()));

    private static String nav() {
        return "<nav><ul><li><a href=/a>Home</a></li><li><a href=/b>World</a></li><li><a href=/c>Sport</a></li>"
                + "<li><a href=/d>Business</a></li><li><a href=/e>Culture</a></li></ul></nav>";
    }

    private static String related(int n) {
        StringBuilder sb = new StringBuilder("<ul class=related>");
        for (int i = 0; i < n; i++) {
            sb.append("<li><a href=/s").append(i).append(">Another story headline number ").append(i).append("</a></li>");
        }
        return sb.append("</ul>").toString();
    }

    private static String article() {
        StringBuilder sb = new StringBuilder("<html><body>").append(nav()).append("<h1>Council approves budget</h1>");
        sb.append("<div class=body>");
        for (int i = 0; i < 8; i++) {
            sb.append("<p>The council approved the budget on Tuesday, after a long debate. Members argued about")
                    .append(" the cost of roads, schools and parks; in the end, the vote was close. It passes now.</p>");
        }
        return sb.append("</div>").append(related(6)).append("</body></html>").toString();
    }

    private static String list() {
        StringBuilder sb = new StringBuilder("<html><body>").append(nav()).append("<div class=results>");
        for (int i = 0; i < 15; i++) {
            sb.append("<div class=result><h3><a href=/r").append(i).append(">Search result title ").append(i)
                    .append("</a></h3><p>Short snippet of result ").append(i).append(" ...</p><span>Jan ")
                    .append(i + 1).append(", 2017</span></div>");
        }
        return sb.append("</div></body></html>").toString();
    }

    @Test
    void articleWithRelatedLinksIsAnArticle() {
        PageFeatures f = classifier.features(Jsoup.parse(article()), "https://news.example/2017/01/05/budget.html");
        assertEquals(PageType.ARTICLE, classifier.decide(f), f.toString());
        assertTrue(f.mainBlockText() > 1000);
        assertEquals(PageFeatures.UrlKind.ARTICLE, f.urlKind());
    }

    @Test
    void resultListIsAList() {
        PageFeatures f = classifier.features(Jsoup.parse(list()), "https://news.example/search?q=budget");
        assertEquals(PageType.LIST, classifier.decide(f), f.toString());
        assertEquals(15, f.records());
        assertEquals(1.0, f.linkedRecordShare(), 1e-9);
    }

    @Test
    void resultsWithLongPunctuatedSnippetsAreStillAList() {
        StringBuilder sb = new StringBuilder("<html><body>").append(nav()).append("<div class=results>");
        for (int i = 0; i < 12; i++) {
            sb.append("<div class=r><a href=/d").append(i).append(">Health topic page ").append(i).append("</a>")
                    .append("<cite>www.example.gov/topic/").append(i).append("</cite>")
                    .append("Provides resources to improve care, within the context of an evolving system. ")
                    .append("Guiding principles, checklists, and more; see the full page for details.</div>");
        }
        PageFeatures f = classifier.features(Jsoup.parse(sb.append("</div></body></html>").toString()), null);
        assertTrue(f.mainBlockIsRecords(), f.toString());
        assertEquals(PageType.LIST, classifier.decide(f));
    }

    @Test
    void listAtTheSiteRootIsTheHomePage() {
        assertEquals(PageType.HOME, classifier.classify(Jsoup.parse(list()), "https://news.example/"));
    }

    @Test
    void pageWithAlmostNoTextIsOther() {
        assertEquals(PageType.OTHER, classifier.classify(Jsoup.parse("<body><img src=a.jpg><p>Photo 1/12</p></body>"),
                null));
    }

    @Test
    void commentsAreTheirOwnType() {
        StringBuilder sb = new StringBuilder("<html><body><h1>Comments</h1><div class=comments>");
        for (int i = 0; i < 8; i++) {
            sb.append("<div class=comment><span>user").append(i).append("</span><p>I think this is a fair point, ")
                    .append("but the numbers do not add up; who pays for it? Number ").append(i).append(".</p></div>");
        }
        PageType t = classifier.classify(Jsoup.parse(sb.append("</div></body></html>").toString()), null);
        assertEquals(PageType.COMMENT, t);
    }

    @Test
    void jsonNamesAreLowerCase() {
        assertEquals("article", PageType.ARTICLE.jsonName());
        assertEquals("list", PageType.LIST.jsonName());
    }

    @Test
    void urlHints() {
        assertEquals(PageFeatures.UrlKind.LIST, UrlHints.kind("https://www.example.com/search?q=x"));
        assertEquals(PageFeatures.UrlKind.LIST, UrlHints.kind("https://www.example.com/tag/politics/"));
        assertEquals(PageFeatures.UrlKind.ARTICLE, UrlHints.kind("https://news.sina.com.cn/c/2019-09-07/doc-iicezzrq4076655.shtml"));
        assertEquals(PageFeatures.UrlKind.ARTICLE, UrlHints.kind("https://www.example.com/news/us/article/New-SUVs-and-electric-vehicles-14848164.php"));
        assertEquals(PageFeatures.UrlKind.HOME, UrlHints.kind("https://www.example.com/"));
        assertEquals(PageFeatures.UrlKind.NONE, UrlHints.kind(null));
    }
}
