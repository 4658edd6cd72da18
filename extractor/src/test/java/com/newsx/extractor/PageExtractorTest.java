package com.newsx.extractor;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageExtractorTest {
    private final PageExtractor extractor = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    private static final String LIST = """
            <html><head><title>本地新闻_江城日报网</title></head><body>
            <div class=nav><a href=/>首页</a> <a href=/news/>新闻</a> <a href=/finance/>财经</a></div>
            <ul class=news-list>
            %s
            </ul><div class=footer>版权所有 鄂ICP备00000000号</div></body></html>""";

    private static String listPage() {
        StringBuilder items = new StringBuilder();
        String[] titles = {"全市中小学开展消防演练", "春季植树活动启动", "江北新区轨道交通三号线年内开工", "去年我市过江车流量创历史新高",
            "城市快速路网规划公示", "老旧小区改造惠及三万户居民", "市图书馆新馆正式开放"};
        for (int i = 0; i < titles.length; i++) {
            items.append("<li><a href='/news/2024/03").append(10 + i).append("/").append(100 + i).append(".html'>")
                    .append(titles[i]).append("</a><span class=date>2024-03-").append(10 + i)
                    .append("</span><p>这是第").append(i + 1).append("条新闻的摘要，介绍了事情的经过和影响。</p></li>\n");
        }
        return LIST.formatted(items);
    }

    @Test
    void listPageGivesRecordsWithAbsoluteLinks() throws Exception {
        PageExtractor.Page p = extractor.extract(listPage().getBytes(StandardCharsets.UTF_8), null,
                "http://news.example.cn/news/", Algorithm.FUSED);
        assertEquals(PageType.LIST, p.type());
        List<List<String>> rows = p.mainRecords();
        assertEquals(7, rows.size());
        assertTrue(rows.get(0).contains("全市中小学开展消防演练"), rows.get(0).toString());
        assertEquals("http://news.example.cn/news/2024/0310/100.html", p.tables().get(0).rows().get(0).stream()
                .filter(c -> c.href() != null).findFirst().orElseThrow().href());
        assertTrue(p.links().contains("http://news.example.cn/finance/"), "navigation links still feed the crawl");
    }

    @Test
    void articlePageHasNoRecords() throws Exception {
        String article = "<html><head><title>大桥通车_江城日报网</title></head><body><h1>大桥通车</h1>"
                + "<div class=info>2024年03月18日 09:26 来源：江城日报</div><div class=content>"
                + "<p>记者从市交通运输局获悉，江城今年将同步开工建设三座跨江大桥，预计于二〇二七年底前全部建成通车。</p>".repeat(6)
                + "</div></body></html>";
        PageExtractor.Page p = extractor.extract(article.getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED);
        assertEquals(PageType.ARTICLE, p.type());
        assertNull(p.mainRecords());
        assertEquals("大桥通车", p.article().title());
        assertEquals("2024-03-18T09:26:00", p.article().publishTime());
    }

    @Test
    void bylineDatelineAndProseSettleAnArticleWithoutTheRecordTree() throws Exception {
        StringBuilder related = new StringBuilder("<ul class=related>");
        for (int i = 0; i < 12; i++) {
            related.append("<li><a href='/n/").append(i).append(".html'>相关新闻标题第").append(i)
                    .append("条，点击查看详情</a><span>2024-03-").append(10 + i).append("</span></li>");
        }
        String article = "<html><head><title>大桥通车_江城日报网</title></head><body><h1>大桥通车</h1>"
                + "<div class=info>2024年03月18日 09:26 来源：江城日报 作者：王小明</div><div class=content>"
                + "<p>记者从市交通运输局获悉，江城今年将同步开工建设三座跨江大桥，预计于二〇二七年底前全部建成通车。</p>".repeat(8)
                + "</div>" + related + "</ul></body></html>";
        PageExtractor.Page p = extractor.extract(article.getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED);
        assertEquals(PageType.ARTICLE, p.type());
        assertEquals("王小明", p.article().author());
        assertNull(p.features(), "the fields settled the type, so no record tree was built");
        assertNull(p.mainRecords());
    }

    @Test
    void aBylineOverAListOfCountsIsNoArticleEvidence() throws Exception {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            items.append("<li><a href='/journal/").append(i).append("'>Journal of Applied Studies ").append(i)
                    .append("</a> (").append(i + 1).append(",").append(100 + i).append(")</li>");
        }
        String page = "<html><head><title>Browse journals</title></head><body><h1>Browse journals</h1>"
                + "<div class=byline>By Jane Smith, March 18, 2024</div><ol>" + items + "</ol></body></html>";
        PageExtractor.Page p = extractor.extract(page.getBytes(StandardCharsets.UTF_8), null,
                "http://journals.example.com/browse/", Algorithm.FUSED);
        assertNotNull(p.features(), "counts are not prose: the record tree decides");
        assertEquals(PageType.LIST, p.type());
    }

    @Test
    void deepNestingRunsOnAWorkerSizedStack() throws Exception {
        // Storm executors and servlet threads run with the default stack, not the CLI's -Xss16m.
        String deep = "<div>".repeat(10_000) + listPage().replace("<html>", "") + "</div>".repeat(10_000);
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(extractor.extract(deep.getBytes(StandardCharsets.UTF_8), null, "http://a.cn/", Algorithm.FUSED));
            } catch (Throwable e) {
                result.set(e);
            }
        }, "small-stack", 512 * 1024);
        t.start();
        t.join();
        assertTrue(result.get() instanceof PageExtractor.Page, String.valueOf(result.get()));
        assertNotNull(((PageExtractor.Page) result.get()).article());
    }
}
