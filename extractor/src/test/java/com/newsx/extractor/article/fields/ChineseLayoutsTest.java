package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hand-made pages in the layouts common on Chinese news sites: where the dateline, 来源 and bylines sit. */
class ChineseLayoutsTest {
    private static final String HEADLINE = "交通运输部着力打造京津冀综合立体交通网络";
    private static final String PARAGRAPHS = "<p>交通运输部今日举行新闻发布会，介绍京津冀交通一体化建设的进展和下一步工作安排。</p>"
            + "<p>下一步将着力打造三地综合立体交通网络，实现区域内快速铁路覆盖所有地级及以上城市。</p>";
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // reporter line above the dateline
        "reporter line|<h1 class=\"news_title\">H</h1><div class=\"news_about\"><p>澎湃新闻记者 张三</p>"
                + "<p>2019-09-07 13:43 来源：澎湃新闻</p></div>|2019-09-07T13:43:00|张三|澎湃新闻",
        // dateline and source in spans, editor at the end
        "spans and editor|<div class=\"h-title\">H</div><div class=\"h-info\"><span class=\"h-time\">2019-09-07 13:43:45"
                + "</span> <span>来源： 新华网</span></div>BODY<div class=\"p-jc\">【纠错】 <span>责任编辑： 王三</span></div>"
                + "|2019-09-07T13:43:45|新华网|新华网",
        // Chinese date, full-width spaces, reporter in the lead with ASCII brackets
        "lead reporter|<h1>H</h1><div class=\"left-t\">2019年09月07日 13:43　来源：中国新闻网　</div>"
                + "<p>中新网北京9月7日电 (记者 张三 李四)交通运输部今日举行新闻发布会，介绍有关情况。</p>BODY"
                + "<div class=\"left_name\">【编辑:李五】</div>|2019-09-07T13:43:00|张三 李四|中国新闻网",
        // source as a link after a label
        "linked source|<div class=\"text-title\"><h1>H</h1></div><div class=\"article-info\"><span class=\"time\">"
                + "2019-09-07 13:43</span><span>来源: <a href=\"#\">新京报</a></span></div>BODY|2019-09-07T13:43:00|新京报|新京报",
        // one line with every field, author first
        "one line|<h1>H</h1><div class=\"info\">发布时间：2019-09-07 13:43 作者：张三 来源：人民日报</div>BODY"
                + "|2019-09-07T13:43:00|张三|人民日报",
        // unlabelled source beside the date
        "unlabelled source|<h1>H</h1><div class=\"date-source\"><span class=\"date\">2019年09月07日 04:04</span> "
                + "<a class=\"source\" href=\"#\">北京日报</a></div>BODY|2019-09-07T04:04:00|北京日报|北京日报",
        // dateline and byline below the headline, a related list with later dates below the body
        "related list|<h1>H</h1><p class=\"meta\">2019/09/07 08:05 文/张三</p>BODY<ul><li><a href=\"#\">别的新闻标题</a> "
                + "2019-09-08 10:00</li><li><a href=\"#\">又一条新闻标题</a> 2019-09-09 10:00</li></ul>"
                + "|2019-09-07T08:05:00|张三|",
    })
    void readsTheFields(String layout, String bodyHtml, String time, String author, String source) {
        String html = "<html><head><title>" + HEADLINE + "_新闻中心_某某网</title></head><body>"
                + "<div class=\"nav\"><a href=\"/\">首页</a> <a href=\"/n\">新闻</a></div>"
                + bodyHtml.replace(">H<", ">" + HEADLINE + "<").replace("BODY", PARAGRAPHS)
                + "<div class=\"footer\">Copyright 2019 某某网 版权所有</div></body></html>";
        ArticleFields f = extractor.extract(Jsoup.parse(html), null);
        assertAll(layout,
                () -> assertEquals(HEADLINE, f.title()),
                () -> assertEquals(time, f.publishTime()),
                () -> assertEquals(author, f.author()),
                () -> assertEquals(source, f.source()));
    }
}
