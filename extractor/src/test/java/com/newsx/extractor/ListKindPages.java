package com.newsx.extractor;

import java.util.ArrayList;
import java.util.List;

/**
 * Small hand-made list and home pages of the kinds held-out sites got wrong (issue 51): a rolling-news list split
 * over sibling blocks, story cards without links, a portal home whose section blocks stand above its story list,
 * and a results page beside a larger navigation menu. Each page has the chrome such pages have (menus, a ranking,
 * a footer), so the main list has competitors.
 */
public final class ListKindPages {
    private ListKindPages() {
    }

    private static final String[] PLACES = {"北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "西安", "南京", "重庆"};
    private static final String[] EVENTS = {"发布新一轮城市更新计划", "启动老旧小区改造工程", "举行春季招聘会吸引万人参加",
        "地铁新线路今日开通运营", "出台措施支持小微企业发展", "迎来旅游高峰客流创新高", "召开生态环境保护工作会议",
        "新建学校九月投入使用", "公布上半年经济运行数据", "开展食品安全专项检查"};

    /** The i-th distinct Chinese headline (12-18 characters). */
    public static String headline(int i) {
        return PLACES[i % PLACES.length] + EVENTS[(i / PLACES.length + i) % EVENTS.length];
    }

    /** The i-th headline with a number, so that every story of a long list is distinct. */
    public static String story(int i) {
        return headline(i) + "（第" + (i + 1) + "期）";
    }

    private static String time(int i) {
        return String.format("05-%02d %02d:%02d", 20 - i / 24, 23 - i % 24, (i * 7) % 60);
    }

    private static final String TOP_MENU = """
            <div class="top"><a href="/"><img src="/logo.png" alt="新闻网"></a>
            <ul class="menu"><li><a href="/">首页</a></li><li><a href="/gn/">国内</a></li><li><a href="/gj/">国际</a></li>
            <li><a href="/sh/">社会</a></li><li><a href="/cj/">财经</a></li><li><a href="/ty/">体育</a></li>
            <li><a href="/yl/">娱乐</a></li><li><a href="/kj/">科技</a></li></ul></div>""";

    private static final String FOOTER = """
            <div class="foot"><a href="/about/">关于我们</a> | <a href="/contact/">联系方式</a> |
            <a href="/ad/">广告服务</a> | <a href="/jobs/">招聘信息</a><p>版权所有 © 2024 新闻网 京ICP备00000000号</p></div>""";

    /** A ranking of the ten most-read stories, numbered, in a sidebar. */
    static String ranking(int first) {
        StringBuilder sb = new StringBuilder("<div class=\"side\"><h3>排行榜</h3><ol class=\"rank\">");
        for (int i = 0; i < 10; i++) {
            sb.append("<li><span class=\"num\">").append(i + 1).append("</span><a href=\"/2024/0519/r")
                    .append(first + i).append(".html\">").append(headline(first + i + 3)).append("</a></li>");
        }
        return sb.append("</ol></div>").toString();
    }

    /**
     * A rolling-news page: {@code blocks} consecutive {@code <ul>} of {@code perBlock} stories each (headline link
     * and time), a pager, a ranking beside them. The list's stories are {@link #story}(0 ..).
     */
    public static String rollingList(int blocks, int perBlock) {
        return rollingList(blocks, perBlock, true);
    }

    /** As above; without {@code timed}, each story is its headline link alone. */
    public static String rollingList(int blocks, int perBlock, boolean timed) {
        StringBuilder list = new StringBuilder("<div class=\"main\"><div class=\"rolling\"><h2>滚动新闻</h2>");
        int k = 0;
        for (int b = 0; b < blocks; b++) {
            list.append("<ul class=\"list\">");
            for (int i = 0; i < perBlock; i++, k++) {
                list.append("<li><a href=\"/2024/05").append(20 - k / 24).append("/n").append(1000 + k)
                        .append(".html\">").append(story(k)).append("</a>")
                        .append(timed ? "<span class=\"time\">" + time(k) + "</span>" : "").append("</li>");
            }
            list.append("</ul>");
        }
        list.append("<div class=\"pages\"><a href=\"?p=1\">1</a><a href=\"?p=2\">2</a><a href=\"?p=3\">3</a>"
                + "<a href=\"?p=2\">下一页</a></div></div>");
        return page("滚动新闻", list + ranking(500) + "</div>");
    }

    /**
     * A feed of {@code n} story cards in plain {@code <div>}s opened by a script (no {@code <a>} in a card): image,
     * title, summary, time and tag. Title i is {@link #story}(i).
     */
    public static String storyCards(int n) {
        StringBuilder feed = new StringBuilder("<div class=\"main\"><div class=\"feed\">");
        for (int i = 0; i < n; i++) {
            feed.append("<div class=\"card\" data-id=\"").append(7000 + i).append("\" onclick=\"open(this)\">")
                    .append("<img src=\"/pic/").append(i).append(".jpg\" alt=\"\">")
                    .append("<div class=\"title\">").append(story(i)).append("</div>")
                    .append("<div class=\"summary\">").append(headline(i + 5)).append("，相关部门表示将继续做好后续工作。</div>")
                    .append("<div class=\"info\"><span class=\"time\">").append(i + 1).append("小时前</span>")
                    .append("<span class=\"tag\">").append(i % 2 == 0 ? "社会" : "民生").append("</span></div></div>");
        }
        feed.append("</div>");
        return page("推荐", feed + "</div>" + ranking(600));
    }

    /** The section names of {@link #portalHome}. */
    static final String[] SECTIONS = {"国内新闻", "国际新闻", "社会新闻", "财经频道", "体育频道", "娱乐频道", "科技频道",
        "汽车频道"};

    /**
     * A portal home page: {@code sections} blocks of "section title + 更多" over five headline links each, then the
     * latest-news list of {@code stories} stories (headline link and time). The list's stories are {@link #story}(0 ..).
     */
    public static String portalHome(int sections, int stories) {
        StringBuilder sb = new StringBuilder("<div class=\"main\"><div class=\"channels\">");
        for (int s = 0; s < sections; s++) {
            sb.append("<div class=\"box\"><div class=\"hd\"><h3><a href=\"/ch").append(s).append("/\">")
                    .append(SECTIONS[s % SECTIONS.length]).append("</a></h3><a class=\"more\" href=\"/ch").append(s)
                    .append("/\">更多</a></div><ul>");
            for (int i = 0; i < 5; i++) {
                sb.append("<li><a href=\"/ch").append(s).append("/2024/0520/").append(s * 10 + i).append(".html\">")
                        .append(headline(s * 5 + i + 7)).append("</a></li>");
            }
            sb.append("</ul></div>");
        }
        sb.append("</div><div class=\"latest\"><h2>最新消息</h2><ul>");
        for (int i = 0; i < stories; i++) {
            sb.append("<li><a href=\"/2024/0520/n").append(2000 + i).append(".html\">").append(story(i))
                    .append("</a><em>").append(time(i)).append("</em></li>");
        }
        sb.append("</ul></div></div>");
        return page("首页", sb.toString());
    }

    /** The result titles of {@link #resultsBesideMenu}: 10 stories for 地铁. */
    public static List<String> results() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            out.add(PLACES[i] + "地铁" + EVENTS[(i + 3) % EVENTS.length].replace("地铁", ""));
        }
        return out;
    }

    /**
     * A site search page for 地铁 (the query only in the URL, the search box empty): 10 results of headline link,
     * date and source, beside a left menu of 40 channel links with their story counts, larger than the results.
     */
    public static String resultsBesideMenu() {
        return resultsBesideMenu(true);
    }

    /** As above; without {@code dated}, a result is its headline link and its source. */
    public static String resultsBesideMenu(boolean dated) {
        StringBuilder menu = new StringBuilder("<div class=\"left\"><h3>频道导航</h3><ul>");
        for (int i = 0; i < 40; i++) {
            menu.append("<li><a href=\"/").append(PLACES[i % PLACES.length].hashCode() & 0xff).append("/c").append(i)
                    .append("/\">").append(PLACES[i % PLACES.length]).append(i < 10 ? "本地新闻" : i < 20 ? "城市生活"
                            : i < 30 ? "交通出行" : "便民服务").append("频道</a><span>（")
                    .append(1200 + 37 * i).append("）</span></li>");
        }
        menu.append("</ul></div>");
        StringBuilder res = new StringBuilder("<div class=\"right\"><div class=\"count\">找到相关新闻 10 篇</div>");
        List<String> titles = results();
        for (int i = 0; i < titles.size(); i++) {
            res.append("<div class=\"res\"><a href=\"/2024/05").append(10 + i).append("/s").append(300 + i)
                    .append(".html\">").append(titles.get(i)).append("</a>")
                    .append(dated ? "<span class=\"date\">2024-05-" + (10 + i) + "</span>" : "")
                    .append("<span class=\"src\">新闻网</span></div>");
        }
        res.append("</div>");
        return "<html><head><meta charset=\"utf-8\"><title>搜索 地铁</title></head><body>" + TOP_MENU
                + "<form action=\"/search\"><input name=\"q\" value=\"\"></form>" + menu + res + FOOTER
                + "</body></html>";
    }

    private static String page(String title, String main) {
        return "<html><head><meta charset=\"utf-8\"><title>" + title + " - 新闻网</title></head><body>" + TOP_MENU
                + main + FOOTER + "</body></html>";
    }
}
