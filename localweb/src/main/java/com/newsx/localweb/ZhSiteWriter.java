package com.newsx.localweb;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

import static com.newsx.localweb.SiteWriter.esc;

/**
 * A Chinese local-paper site in the style of many portals: numbered article URLs under dated folders,
 * "index_N.html" list pages, 来源/作者 bylines with 2024年03月18日 10:30 dates, a 责任编辑 line, a ranking
 * sidebar and a long footer. Encoded GBK by {@link DemoNewsWeb}; only some pages declare it.
 */
final class ZhSiteWriter implements SiteWriter {
    private static final DateTimeFormatter ARTICLE_TIME = DateTimeFormatter.ofPattern("yyyy年MM月dd日 HH:mm");
    private static final DateTimeFormatter LIST_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    private static final DateTimeFormatter FOLDER = DateTimeFormatter.ofPattern("yyyy/MMdd");

    @Override
    public String listPath(String section, int page) {
        return page == 1 ? "/" + section + "/" : "/" + section + "/index_" + page + ".html";
    }

    @Override
    public String articlePath(String section, int number, LocalDateTime time, String title) {
        return "/" + section + "/" + FOLDER.format(time) + "/" + number + ".html";
    }

    @Override
    public String home(DemoSite site) {
        StringBuilder b = head(site, site.name() + " - 江城本地新闻门户", true);
        chrome(b, site);
        b.append("<div class=\"wrap\">\n <div class=\"focus\"><h2>今日要闻</h2>\n  <ul>\n");
        for (DemoSite.Section s : site.sections()) {
            DemoSite.Article a = s.articles().get(0);
            b.append("   <li class=\"headline\"><a href=\"").append(a.path()).append("\">").append(esc(a.title())).append("</a></li>\n");
        }
        b.append("  </ul>\n </div>\n");
        for (DemoSite.Section s : site.sections()) {
            b.append(" <div class=\"box\"><h3><a href=\"").append(listPath(s.slug(), 1)).append("\">").append(s.name())
                    .append("</a> <a class=\"more\" href=\"").append(listPath(s.slug(), 1)).append("\">更多&gt;&gt;</a></h3>\n  <ul>\n");
            for (DemoSite.Article a : s.articles().subList(1, Math.min(7, s.articles().size()))) {
                b.append("   <li><a href=\"").append(a.path()).append("\">").append(esc(a.title()))
                        .append("</a><span>").append(LIST_TIME.format(a.time()).substring(5, 10)).append("</span></li>\n");
            }
            b.append("  </ul>\n </div>\n");
        }
        b.append("</div>\n");
        return footer(b, site);
    }

    @Override
    public String list(DemoSite site, DemoSite.Section s, int page) {
        StringBuilder b = head(site, s.name() + (page > 1 ? "_第" + page + "页" : "") + "_" + site.name(), page == 1);
        chrome(b, site);
        b.append("<div class=\"wrap\">\n <div class=\"crumb\">当前位置：<a href=\"/\">首页</a> &gt; ").append(s.name()).append("</div>\n");
        b.append(" <div class=\"main\">\n  <h2 class=\"column-title\">").append(s.name()).append("</h2>\n  <ul class=\"news-list\">\n");
        for (DemoSite.Article a : s.onPage(page)) {
            b.append("   <li><a href=\"").append(a.path()).append("\" target=\"_blank\">").append(esc(a.title()))
                    .append("</a><span class=\"date\">").append(LIST_TIME.format(a.time())).append("</span></li>\n");
        }
        b.append("  </ul>\n  <div class=\"pagination\">");
        if (page > 1) {
            b.append("<a href=\"").append(listPath(s.slug(), 1)).append("\">首页</a> <a href=\"")
                    .append(listPath(s.slug(), page - 1)).append("\">上一页</a> ");
        }
        for (int p = 1; p <= s.pages(); p++) {
            b.append(p == page ? "<span class=\"current\">" + p + "</span> "
                    : "<a href=\"" + listPath(s.slug(), p) + "\">" + p + "</a> ");
        }
        if (page < s.pages()) {
            b.append("<a href=\"").append(listPath(s.slug(), page + 1)).append("\">下一页</a> <a href=\"")
                    .append(listPath(s.slug(), s.pages())).append("\">尾页</a>");
        }
        b.append("</div>\n </div>\n");
        sidebar(b, site);
        b.append("</div>\n");
        return footer(b, site);
    }

    @Override
    public String article(DemoSite site, DemoSite.Section s, int index) {
        DemoSite.Article a = s.articles().get(index);
        StringBuilder b = head(site, a.title() + "_" + s.name() + "_" + site.name(), a.declareCharset());
        chrome(b, site);
        b.append("<div class=\"wrap\">\n <div class=\"crumb\">当前位置：<a href=\"/\">首页</a> &gt; <a href=\"")
                .append(listPath(s.slug(), 1)).append("\">").append(s.name()).append("</a> &gt; 正文</div>\n");
        b.append(" <div class=\"article\">\n  <h1 class=\"article-title\">").append(esc(a.title())).append("</h1>\n");
        b.append("  <div class=\"info\"><span class=\"time\">").append(ARTICLE_TIME.format(a.time()))
                .append("</span> <span class=\"source\">来源：").append(a.source()).append("</span> <span class=\"author\">作者：")
                .append(a.author()).append("</span> <span class=\"views\">阅读：").append(300 + index * 37 % 900).append("</span></div>\n");
        b.append("  <div class=\"article-content\">\n");
        for (int i = 0; i < a.paragraphs().size(); i++) {
            if (i == a.subheadAt()) {
                b.append("   <h3>").append(esc(a.subhead())).append("</h3>\n");
            }
            b.append("   <p>").append(esc(a.paragraphs().get(i))).append("</p>\n");
        }
        b.append("  </div>\n  <div class=\"editor\">（责任编辑：").append(a.editor()).append("）</div>\n");
        b.append("  <div class=\"pages\">");
        if (index > 0) {
            DemoSite.Article newer = s.articles().get(index - 1);
            b.append("<a href=\"").append(newer.path()).append("\">上一篇：").append(esc(newer.title())).append("</a> ");
        }
        if (index + 1 < s.articles().size()) {
            DemoSite.Article older = s.articles().get(index + 1);
            b.append("<a href=\"").append(older.path()).append("\">下一篇：").append(esc(older.title())).append("</a>");
        }
        b.append("</div>\n </div>\n <div class=\"related\">\n  <h4>相关新闻</h4>\n  <ul>\n");
        for (DemoSite.Article r : DemoNewsWeb.related(s, index)) {
            b.append("   <li><a href=\"").append(r.path()).append("\">").append(esc(r.title())).append("</a></li>\n");
        }
        b.append("  </ul>\n </div>\n <div class=\"share\">分享到：<a href=\"#\">微博</a> <a href=\"#\">微信</a> <a href=\"#\">QQ空间</a></div>\n");
        sidebar(b, site);
        b.append("</div>\n");
        return footer(b, site);
    }

    @Override
    public String restricted(DemoSite site, String path) {
        StringBuilder b = head(site, "会员中心_" + site.name(), true);
        chrome(b, site);
        b.append("<div class=\"wrap\"><h2>会员中心</h2><p>请先登录后再查看您的收藏和订阅。</p></div>\n");
        return footer(b, site);
    }

    private static StringBuilder head(DemoSite site, String title, boolean declareCharset) {
        StringBuilder b = new StringBuilder(16_384);
        b.append("<!DOCTYPE html>\n<html>\n<head>\n");
        if (declareCharset) {
            b.append("<meta charset=\"gbk\">\n");
        }
        b.append("<title>").append(esc(title)).append("</title>\n<meta name=\"keywords\" content=\"").append(site.name())
                .append(",江城,新闻\">\n</head>\n<body>\n");
        return b;
    }

    /** Top bar, logo and the section menu shared by every page. */
    private void chrome(StringBuilder b, DemoSite site) {
        List<String> member = site.restrictedPaths();
        b.append("<div class=\"topbar\"><span>欢迎访问").append(site.name()).append("</span> <a href=\"").append(member.get(0))
                .append("\">会员登录</a> | <a href=\"").append(member.get(1)).append("\">我的收藏</a></div>\n");
        b.append("<div class=\"header\"><a class=\"logo\" href=\"/\">").append(site.name()).append("</a></div>\n<div class=\"nav\"><ul>")
                .append("<li><a href=\"/\">首页</a></li>");
        for (DemoSite.Section s : site.sections()) {
            b.append("<li><a href=\"").append(listPath(s.slug(), 1)).append("\">").append(s.name()).append("</a></li>");
        }
        b.append("</ul></div>\n");
    }

    /** The ranking box: the newest article of each section. */
    private static void sidebar(StringBuilder b, DemoSite site) {
        b.append(" <div class=\"side\">\n  <h4>热点排行</h4>\n  <ol>\n");
        for (DemoSite.Section s : site.sections()) {
            DemoSite.Article a = s.articles().get(0);
            b.append("   <li><a href=\"").append(a.path()).append("\">").append(esc(a.title())).append("</a></li>\n");
        }
        b.append("  </ol>\n  <h4>便民服务</h4>\n  <p>天气预报 | 公交查询 | 违章查询 | 招聘信息</p>\n </div>\n");
    }

    private static String footer(StringBuilder b, DemoSite site) {
        b.append("<div class=\"footer\"><a href=\"/\">网站首页</a> | <a href=\"").append(site.restrictedPaths().get(0))
                .append("\">会员中心</a> | 关于我们 | 联系我们 | 广告服务<br>Copyright &copy; 2024 ").append(site.name())
                .append(" 版权所有 鄂ICP备00000000号-1<br>违法和不良信息举报电话：000-00000000</div>\n</body>\n</html>\n");
        return b.toString();
    }
}
