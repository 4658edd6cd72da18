package com.newsx.extractor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import java.nio.charset.Charset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The kinds of page of issue 18, end to end through {@link PageExtractor}, as bin/extract reads them. */
class PageKindsTest {
    private final PageExtractor extractor = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    private PageExtractor.Page page(String html, String charset, String url) throws ExtractionException {
        return extractor.extract(html.getBytes(Charset.forName(charset)), null, url, Algorithm.FUSED);
    }

    @Test
    void tableLayoutArticleOf2008() throws Exception {
        String html = KindPages.tableLayoutArticle("<title>The Riverton Gazette</title>", KindPages.LOGO_IMAGE,
                "Top Stories", KindPages.HEADLINE);
        Article a = page(html, "ISO-8859-1", "http://www.rivertongazette.com/news/story.php?id=4411").article();
        assertEquals(KindPages.HEADLINE, a.title());
        List<String> body = List.of(a.body().split("\n"));
        assertTrue(body.get(0).startsWith("The Riverton city council voted"), body.toString());
        assertFalse(a.body().contains("Top Stories"), "the section label over the headline is not the story");
        assertFalse(a.body().contains("Most Read"));
        assertEquals("John Carter", a.author());
    }

    @Test
    void blogPostUnderAFortyEntryCommentThread() throws Exception {
        for (boolean flat : new boolean[] {false, true}) {
            Article a = page(KindPages.blogWithComments(40, flat), "GB2312",
                    "http://www.cnblogs.com/xiaolin/archive/2005/06/01/1234.html").article();
            assertEquals(String.join("\n", KindPages.BLOG_POST), a.body(), "flat thread: " + flat);
            assertEquals("数据库迁移小结", a.title());
            assertEquals("2005-06-01T22:15:00", a.publishTime());
        }
    }

    @Test
    void forumThreadWithHeaderLinesAndDatesQuotedInTheText() throws Exception {
        Article discuz = page(KindPages.forumThread(false), "GBK", "http://bbs.example.cn/thread-1234-1-1.html")
                .article();
        assertEquals("物业擅自涨价怎么办？", discuz.title());
        assertEquals("2006-07-01T08:15:00", discuz.publishTime(), "the opening post's 1楼 header, not a reply's");
        assertEquals(String.join("\n", KindPages.FORUM_POST), discuz.body());
        Article bbs = page(KindPages.forumThread(true), "GBK", "http://bbs.example.cn/dispbbs.asp?id=1234").article();
        assertEquals("物业擅自涨价怎么办？", bbs.title());
        assertEquals("2006-07-01T08:15:00", bbs.publishTime(), "本贴由 ... 于, not the notice the post quotes");
        assertTrue(bbs.body().startsWith(KindPages.FORUM_POST[0]), bbs.body());
    }

    @Test
    void searchResultsBesideABiggerNavigationList() throws Exception {
        for (boolean inTheBox : new boolean[] {true, false}) {
            String url = inTheBox ? "https://amazing.example/s" : "https://amazing.example/s?q=cordless+drill&ref=nb";
            PageExtractor.Page p = page(KindPages.searchPageBesideNavigation(inTheBox), "UTF-8", url);
            List<List<String>> records = p.mainRecords();
            assertEquals(KindPages.RESULTS.length, records.size(), "query in the box: " + inTheBox + " " + records);
            for (int i = 0; i < records.size(); i++) {
                assertTrue(records.get(i).contains(KindPages.RESULTS[i]), records.get(i).toString());
            }
        }
    }

    @Test
    void withoutAQueryTheResultsStillBeatTheMenuByTheirTextPerRecord() throws Exception {
        List<List<String>> records = page(KindPages.searchPageBesideNavigation(false), "UTF-8",
                "https://amazing.example/s").mainRecords();
        assertEquals(KindPages.RESULTS.length, records.size(), records.toString());
        assertTrue(records.get(0).contains(KindPages.RESULTS[0]), records.get(0).toString());
    }

    @Test
    void theQueryTravelsWithTheCleanedPage() throws Exception {
        // the crawl's records step finds the regions again on a page that crossed workers: the query goes with it
        var stages = new com.newsx.extractor.stages.PageStages(ExtractorSettings.from(ExtractorConfig.defaults()));
        var cleaned = stages.clean(KindPages.searchPageBesideNavigation(true).getBytes(Charset.forName("UTF-8")),
                null, "https://amazing.example/s");
        assertEquals("cordless drill", cleaned.query());
        var tables = stages.records(cleaned.withoutRegions());
        assertEquals(KindPages.RESULTS.length, tables.get(0).rows().size());
    }
}
