package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.KindPages;
import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * The post's own date on blogs and forums: the header line under the title, not a sign-off, a date the text quotes
 * or a reply's or comment's time.
 */
class BlogAndForumDatesTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    private String date(String html) {
        return extractor.extract(Jsoup.parse(html), null).publishTime();
    }

    @Test
    void theHeaderDateUnderTheTitleBeatsASignOffWithATime() {
        String page = """
                <html><head><title>春天的周末 - 晴天的博客</title></head><body>
                <div class="entry"><h2>春天的周末</h2><div>2006-04-09</div>
                <p>今天天气很好，和朋友去郊外爬山。山上的桃花开了一大片，远远看去粉红一片，特别漂亮。</p>
                <p>下山的时候在农家吃了饭，土鸡和野菜都很好吃，回来的路上还买了一些新鲜的草莓。</p>
                <p>晴天 写于 2006-04-02 22:10</p></div></body></html>""";
        assertEquals("2006-04-09", date(page));
    }

    @Test
    void aForumsOpeningPostHeaderBeatsTheRepliesHeaders() {
        assertEquals("2006-07-01T08:15:00", date(KindPages.forumThread(false)));
    }

    @Test
    void aLongBbsHeaderLineBeatsATimedNoticeTheTextQuotes() {
        assertEquals("2006-07-01T08:15:00", date(KindPages.forumThread(true)));
    }

    @Test
    void aBlogsDateUnderItsTitleBeatsTheFirstCommentsTime() {
        StringBuilder comments = new StringBuilder("<ol class=\"commentlist\">");
        for (int i = 0; i < 12; i++) {
            comments.append("<li class=\"comment\"><div class=\"comment-author\"><cite>Reader ").append(i)
                    .append("</cite> says:</div><div class=\"comment-meta\"><a href=\"#c").append(i).append("\">June ")
                    .append(2 + i / 4).append(", 2008 at ").append(1 + i % 12).append(":15 pm</a></div><p>Thanks,")
                    .append(" this helped a lot.</p></li>");
        }
        String page = "<html><head><title>Setting up a guest network &laquo; Tinkering at Home</title></head><body>"
                + "<div class=\"post\"><h2>Setting up a guest network</h2><small>June 1st, 2008</small>"
                + "<div class=\"entry\"><p>Last weekend I finally replaced the old router in the study. Several readers"
                + " asked how I set up the guest network.</p><p>First, log in to the admin page and change the default"
                + " password. Then create a second network for guests.</p></div></div>" + comments
                + "</ol></body></html>";
        assertEquals("2008-06-01", date(page));
    }

    @Test
    void postedOnAndFaBiaoYuArePublishKeywords() {
        // Discuz 5: the poster's profile ("注册时间 2005-3-1") beside "发表于 2006-7-1 08:15" over the post's title
        String page = """
                <html><head><title>物业擅自涨价怎么办？ - 业主论坛</title></head><body><table><tr>
                <td class="postauthor">老王<br>帖子 120<br>注册时间 2005-3-1</td><td class="postcontent">
                <div class="postinfo">发表于 2006-7-1 08:15</div><h2>物业擅自涨价怎么办？</h2>
                <p>各位好，我们小区的物业从四月开始涨价，每平方米从0.8元涨到1.5元，事先没有开业主大会。</p>
                <p>请问这种情况业主可以怎么维权？我们已经向街道反映过一次，一直没有结果。</p></td></tr></table>
                </body></html>""";
        assertEquals("2006-07-01T08:15:00", date(page));
    }
}
