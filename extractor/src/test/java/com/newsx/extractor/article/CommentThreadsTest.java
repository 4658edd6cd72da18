package com.newsx.extractor.article;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.NewsExtractor;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A comment thread under a post is not the story; entries that are the story stay. */
class CommentThreadsTest {
    private final NewsExtractor extractor = new NewsExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    private String body(String html) throws Exception {
        Article a = extractor.extract(html.getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED);
        return a.body();
    }

    private static final String POST = "<p>Last weekend I finally replaced the old router in the study, and since several"
            + " readers asked how I set up the guest network, here are the steps.</p><p>First, log in to the admin page"
            + " and change the default password. Then create a second network for guests.</p>";

    @Test
    void anEnglishBlogsThreadUnderItsPostGoes() throws Exception {
        StringBuilder thread = new StringBuilder("<ol class=\"replies\">");
        for (int i = 0; i < 40; i++) {
            thread.append("<li class=\"reply\"><div><cite>Reader ").append(i).append("</cite> wrote:</div><div>June ")
                    .append(2 + i / 5).append(", 2008 at ").append(1 + i % 12).append(":15 pm</div><p>Thanks, this")
                    .append(" helped me with my own router, number ").append(i).append(", a lot.</p></li>");
        }
        thread.append("</ol>");
        String html = "<html><head><title>Setting up a guest network</title></head><body><div id=main>"
                + "<h1>Setting up a guest network</h1><div class=entry>" + POST + "</div>" + thread
                + "</div></body></html>";
        String body = body(html);
        assertTrue(body.startsWith("Last weekend"), body);
        assertFalse(body.contains("Thanks, this helped"), body);
    }

    @Test
    void aLiveBlogsLongTimedEntriesAreTheStory() throws Exception {
        StringBuilder entries = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            entries.append("<div class=entry><p class=time>2019-11-18 ").append(10 + i).append(":05</p><p>")
                    .append(("Update " + i + ": the police moved towards the campus again this hour, and students on"
                            + " the bridge said they would stay until the morning, whatever happens next. ").repeat(4))
                    .append("</p></div>");
        }
        String html = "<html><head><title>Hong Kong protests: live</title></head><body><div id=main>"
                + "<h1>Hong Kong protests: live</h1><p>Protesters and police faced each other at the university all"
                + " night, as the government said talks would not start before the weekend.</p>" + entries
                + "</div></body></html>";
        String body = body(html);
        assertTrue(body.contains("Update 5: the police"), body);
        assertTrue(body.contains("Update 0: the police"), body);
    }

    @Test
    void datedEntriesWithNoPostAboveThemStay() throws Exception {
        StringBuilder entries = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            entries.append("<div class=note><span>2008-06-0").append(1 + i).append(" 09:30</span><p>Note number ")
                    .append(i).append(": the water in the tank was checked, and the pump ran fine all day.</p></div>");
        }
        String html = "<html><head><title>Pump log</title></head><body><div id=main>" + entries
                + "</div></body></html>";
        assertTrue(body(html).contains("Note number 7"));
    }

    @Test
    void aForumsOpeningPostStaysAndItsRepliesGo() throws Exception {
        StringBuilder posts = new StringBuilder();
        String[] texts = {"<b>物业擅自涨价怎么办？</b><p>各位好，我们小区的物业从四月开始涨价，每平方米从0.8元涨到1.5元，事先没有开业主大会。</p>"
                + "<p>请问这种情况业主可以怎么维权？我们已经向街道反映过一次，一直没有结果。</p>",
            "<p>可以先找业主委员会，要求物业出示涨价的依据。</p>", "<p>我们小区也遇到过，最后是物价局出面才解决的。</p>",
            "<p>建议保留好缴费单据，必要时可以起诉。</p>", "<p>顶，关注结果。</p>"};
        for (int i = 0; i < texts.length; i++) {
            posts.append("<table class=t_msg><tr><td class=t_user>用户").append(i).append("</td><td class=t_info>")
                    .append(i + 1).append("楼 发布时间 2006/07/0").append(1 + i).append(" 08:15:00</td></tr><tr>")
                    .append("<td class=t_body colspan=2>").append(texts[i]).append("</td></tr></table>");
        }
        String html = "<html><head><title>物业擅自涨价怎么办？ - 业主论坛</title></head><body>" + posts + "</body></html>";
        Article a = extractor.extract(html.getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED);
        assertEquals("物业擅自涨价怎么办？", a.title());
        assertTrue(a.body().startsWith("各位好"), a.body());
        assertFalse(a.body().contains("业主委员会"), a.body());
        assertFalse(a.body().contains("物价局"), a.body());
    }
}
