package com.newsx.extractor;

/**
 * Small hand-made pages of the kinds that older and other sites show (issue 18): a 2008 table-layout article, a blog
 * post under a long comment thread, forum threads with header lines, a search-results page beside a bigger menu.
 */
public final class KindPages {
    private KindPages() {
    }

    public static final String HEADLINE = "Council approves harbour wall budget";
    public static final String LOGO_IMAGE = "<h1><a href=\"/\"><img src=\"/images/logo.gif\" alt=\"The Riverton Gazette\""
            + " width=\"400\" height=\"80\" border=\"0\"></a></h1>";

    /** A 2008 article: logo image in an h1, menus in a left column, the headline a bold line over the story. */
    public static String tableLayoutArticle(String title, String logo, String sectionLabel, String headline) {
        return """
                <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
                <html><head>TITLE
                <meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
                <body bgcolor="#ffffff">
                <table width="760" border="0"><tr><td width="400">LOGO</td>
                <td align="right"><font size="1">Tuesday, March 4, 2008</font></td></tr></table>
                <table width="760" border="0"><tr>
                <td width="150" valign="top"><b>Sections</b><br><a href="/news/">News</a><br>
                <a href="/sports/">Sports</a><br><a href="/business/">Business</a><br><a href="/opinion/">Opinion</a><br>
                <a href="/obits/">Obituaries</a><br><a href="/classifieds/">Classifieds</a><br></td>
                <td width="460" valign="top">
                <table width="100%"><tr><td class="sectionhead"><b>LABEL</b></td></tr></table>
                <font size="5" face="Arial"><b>HEADLINE</b></font><br>
                <font size="2">By John Carter, Gazette Staff Writer</font><br>
                <p>The Riverton city council voted 6-1 on Monday night to approve a $4.2 million budget for repairs to
                the north harbour wall, ending two years of debate over how to pay for the work.</p>
                <p>Council member Ann Lewis, who cast the only vote against the plan, said the city should have sought
                more money from the state before committing local funds.</p>
                <p>Mayor Tom Fisher said work on the wall would begin in May and should be finished before the autumn
                storms, when the damaged section puts the marina at risk.</p>
                <p><a href="/print.php?id=4411">Print this story</a></p></td>
                <td width="150" valign="top"><b>Most Read</b><br><a href="/a1">School board names new superintendent</a>
                <br><a href="/a2">Fire destroys barn on Route 9</a></td></tr></table>
                <table width="760"><tr><td align="center"><font size="1">Copyright &copy; 2008 The Riverton Gazette.
                All rights reserved.</font></td></tr></table>
                </body></html>""".replace("TITLE", title).replace("LOGO", logo).replace("LABEL", sectionLabel)
                .replace("HEADLINE", headline);
    }


    /** The post of {@link #blogWithComments}: 170-odd characters, as the 2005 blog hosts' short posts. */
    public static final String[] BLOG_POST = {
        "最近在项目里需要把旧系统的数据迁移到新的数据库，折腾了两天，总结一下步骤，希望对大家有用。",
        "第一步，先用导出工具把旧库的表结构和数据导成文本文件，注意字符集要选对，不然中文会变成乱码。第二步，在新库里建好对应的表，再用批量导入命令把数据导进去。",
        "导入的时候如果遇到主键冲突，可以先把约束去掉，导完再加回来。整个过程大概用了三个小时，数据量是两百万条左右。"};
    private static final String[] COMMENTERS = {"张三", "李四", "王五", "小林", "阿飞", "老周", "晴天", "路人甲"};
    private static final String[] COMMENTS = {"写得很好，支持一下！", "学习了，谢谢分享这个方法。",
        "我也遇到过同样的问题，按你的办法解决了，非常感谢。", "请问在Linux下面也可以这样配置吗？", "楼主辛苦了，期待下一篇。",
        "这个思路不错，不过在大数据量的时候性能怎么样？我们项目里试过，感觉还是有点慢。", "顶一下，收藏了。",
        "文章里第二步的配置文件在哪里可以找到？我找了半天没找到。", "有没有完整的示例代码可以下载？"};

    /**
     * A blog post of a 2005 Chinese blog host under its blog's name, with a thread of n comments ("# re: title", time,
     * name, short text); {@code flat}: the thread's headers and texts are siblings (the .Text engine's feedback),
     * else each comment is a block of its own.
     */
    public static String blogWithComments(int n, boolean flat) {
        StringBuilder post = new StringBuilder();
        for (String p : BLOG_POST) {
            post.append("<p>").append(p).append("</p>");
        }
        StringBuilder thread = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String time = String.format("2005-06-%02d %02d:%02d", 2 + i / 4, 8 + i % 12, i * 7 % 60);
            String name = COMMENTERS[i % COMMENTERS.length];
            String text = COMMENTS[i * 5 % COMMENTS.length];
            if (flat) {
                thread.append("<a name=\"").append(1000 + i).append("\"></a><div class=\"comment_title\"><a href=\"#")
                        .append(1000 + i).append("\">#</a> re: 数据库迁移小结 ").append(time).append(" | ").append(name)
                        .append("</div><div class=\"comment_body\">").append(text).append("</div>\n");
            } else {
                thread.append("<div class=\"post\"><h2><a href=\"#").append(1000 + i).append("\"># re: 数据库迁移小结</a> ")
                        .append("<span>").append(time).append("</span> | <a href=\"/u/").append(i).append("\">")
                        .append(name).append("</a></h2><p>").append(text).append("</p></div>\n");
            }
        }
        return """
                <html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312">
                <title>数据库迁移小结 - 小林的技术博客 - 博客园</title></head><body>
                <div id="header"><h1><a href="/xiaolin/">小林的技术博客</a></h1><p>记录学习的点点滴滴</p></div>
                <div id="main"><div class="post">
                <h2><a href="/xiaolin/archive/2005/06/01/1234.html">数据库迁移小结</a></h2>
                POST
                <p class="postfoot">posted on 2005-06-01 22:15 小林 阅读(1520) <a href="#comments">评论(N)</a>
                <a href="/edit">编辑</a> <a href="/fav">收藏</a></p></div>
                <div id="comments"><h3>Feedback</h3>
                THREAD</div>
                <div id="commentform"><h3>发表评论</h3><p>昵称：<input type="text"></p></div></div>
                <div id="sidebar"><h3>随笔档案</h3><ul><li><a href="/archive/2005/05.html">2005年5月 (12)</a></li>
                <li><a href="/archive/2005/04.html">2005年4月 (9)</a></li></ul></div>
                <div id="footer">Copyright &copy;2005 小林 Powered by: 博客园</div>
                </body></html>""".replace("POST", post).replace("THREAD", thread).replace("N", String.valueOf(n));
    }

    /** The opening post of {@link #forumThread}: it quotes dates ("2006年4月2日", a notice's "2006-06-30 20:00"). */
    public static final String[] FORUM_POST = {
        "各位好，我们小区的物业从2006年4月2日开始涨价，每平方米从0.8元涨到1.5元，事先没有开业主大会，也没有公示。下面是物业贴出的通知：",
        "物业通知 2006-06-30 20:00",
        "请问这种情况业主可以怎么维权？去年3月15日我们已经向街道反映过一次，一直没有结果。"};

    /**
     * A forum thread of 2006: the opening post and four replies, each headed "N楼 发布时间 2006/07/0d hh:mm:ss" beside
     * the poster's profile (Discuz style), the thread's title in the opening post; {@code bbs}: an older BBS page
     * instead, the title centred over "本贴由 老王 于2006年7月1日08:15:00 在【业主论坛】发表..." and replies as links.
     */
    public static String forumThread(boolean bbs) {
        StringBuilder post = new StringBuilder();
        for (String p : FORUM_POST) {
            post.append("<p>").append(p).append("</p>");
        }
        if (bbs) {
            return """
                    <html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk">
                    <title>物业擅自涨价怎么办？</title></head><body>
                    <table width="100%"><tr><td><a href="/"><img src="logo.gif" alt="城市社区"></a></td></tr></table>
                    <p align="center"><font size="4"><b>物业擅自涨价怎么办？</b></font></p>
                    <p>本贴由 老王 于2006年7月1日08:15:00 在【业主论坛】发表，已被浏览 1234 次，回复 3 次 [关闭窗口] [打印本页]
                    [收藏本贴] [推荐给朋友]</p><hr>POST<p>老王 写于2006年6月30日夜</p><hr>
                    <p>回复：<a href="/r/1">可以先找业主委员会</a> -- 晓月 2006/07/01 09:02:11</p>
                    <p>回复：<a href="/r/2">我们小区2005年也遇到过</a> -- 打酱油 2006/07/01 10:45:30</p>
                    <p>回复：<a href="/r/3">建议保留好缴费单据</a> -- 山人 2006/07/02 14:20:05</p>
                    </body></html>""".replace("POST", post);
        }
        String[] names = {"老王", "晓月", "打酱油", "山人", "小草"};
        String[] times = {"2006/07/01 08:15:00", "2006/07/01 09:02:11", "2006/07/01 10:45:30", "2006/07/02 14:20:05",
            "2006/07/03 21:11:42"};
        String[] replies = {"", "<p>可以先找业主委员会，要求物业出示涨价的依据。</p>", "<p>我们小区2005年也遇到过，最后是物价局出面才解决的。</p>",
            "<p>建议保留好缴费单据，必要时可以起诉。</p>", "<p>顶，关注结果。</p>"};
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            rows.append("<table class=\"t_msg\" width=\"100%\"><tr><td class=\"t_user\" rowspan=\"2\">").append(names[i])
                    .append("<br>注册：2005-3-1<br>帖子：").append(120 + 7 * i).append("</td><td class=\"t_info\">")
                    .append(i + 1).append("楼 发布时间 ").append(times[i]).append("</td></tr><tr><td class=\"t_body\">")
                    .append(i == 0 ? "<b>物业擅自涨价怎么办？</b><br>" + post : replies[i]).append("</td></tr></table>\n");
        }
        return """
                <html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk">
                <title>物业擅自涨价怎么办？ - 业主论坛 - 城市社区</title></head><body>
                <table width="100%"><tr><td><a href="/"><img src="logo.gif" alt="城市社区"></a></td>
                <td>首页 | 论坛 | 博客 | 相册</td></tr></table>
                <div class="nav"><a href="/">城市社区</a> &raquo; <a href="/f/12">业主论坛</a> &raquo; 物业擅自涨价怎么办？</div>
                ROWS<div class="foot">Powered by Discuz! 4.1.0 &copy; 2001-2006 城市社区</div></body></html>"""
                .replace("ROWS", rows);
    }

    /** The results of {@link #searchPageBesideNavigation}: 8 products for "cordless drill". */
    public static final String[] RESULTS = {"Acme Cordless Drill 18V with two batteries and charger",
        "Bolt Pro Cordless Drill Driver Kit, 20V Max", "Hammerhead 12V Cordless Drill with LED light",
        "Tornado Brushless Cordless Drill, compact", "Workmate Cordless Drill and Impact Driver Combo",
        "Handy 8V Cordless Screwdriver Drill", "ProLine Cordless Hammer Drill 18V, bare tool",
        "Acme Cordless Drill Bit Set, 60 pieces"};
    private static final String[] DEPARTMENTS = {"Electronics", "Computers", "Smart Home", "Arts & Crafts",
        "Automotive", "Baby", "Beauty", "Books", "Clothing", "Collectibles", "Garden", "Health", "Home", "Industrial",
        "Jewelry", "Kitchen", "Luggage", "Movies", "Music", "Office", "Outdoors", "Pet Supplies", "Shoes", "Software",
        "Sports", "Tools", "Toys", "Video Games", "Watches", "Wine"};

    /**
     * A search-results page for "cordless drill" (the query in its search box; {@code boxValue} false: only in the URL)
     * whose left column lists 30 departments, each a link and a count, beside 8 results of 5 fields each.
     */
    public static String searchPageBesideNavigation(boolean boxValue) {
        StringBuilder nav = new StringBuilder("<div id=\"leftnav\"><h3>Browse departments</h3><ul>");
        for (int i = 0; i < DEPARTMENTS.length; i++) {
            nav.append("<li class=\"cat\"><a href=\"/b/").append(i).append("\">").append(DEPARTMENTS[i])
                    .append(" deals and offers</a> <span class=\"count\">(").append(1000 + 37 * i)
                    .append(" items)</span></li>");
        }
        nav.append("</ul></div>");
        StringBuilder results = new StringBuilder("<div id=\"results\">");
        for (int i = 0; i < RESULTS.length; i++) {
            results.append("<div class=\"s-item\"><a href=\"/dp/B0").append(1000 + i).append("\"><img src=\"/img/")
                    .append(i).append(".jpg\" alt=\"\"></a><h2><a href=\"/dp/B0").append(1000 + i).append("\">")
                    .append(RESULTS[i]).append("</a></h2><span class=\"price\">$").append(20 + 10 * i)
                    .append(".99</span><span class=\"stars\">4.").append(i).append(" out of 5 stars</span>")
                    .append("<span class=\"rev\">").append(100 + 37 * i).append(" reviews</span></div>");
        }
        results.append("</div>");
        String box = boxValue ? "<input type=\"text\" name=\"q\" value=\"cordless drill\">" : "<input type=\"text\" name=\"q\">";
        return """
                <html><head><title>Amazing.example: search</title></head><body>
                <div id="top"><a href="/"><img src="/logo.png" alt="Amazing.example"></a>
                <form action="/s">BOX<input type="submit" value="Go"></form></div>
                <table><tr><td valign="top" width="200">NAV</td><td valign="top">
                <div class="bar">1-8 of 2,310 results</div>RESULTS
                <div class="pager"><a href="?p=2">Next</a></div></td></tr></table>
                <div id="foot"><a href="/help">Help</a> | <a href="/about">About us</a> | <a href="/jobs">Careers</a></div>
                </body></html>""".replace("BOX", box).replace("NAV", nav).replace("RESULTS", results);
    }
}
