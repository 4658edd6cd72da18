package com.newsx.localweb;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import static com.newsx.localweb.SiteWriter.esc;

/**
 * An English regional paper: slug URLs under dated folders, "/page/N/" list pages, a "By ..." byline with a
 * {@code <time datetime>}, a mega menu, newsletter box, most-read list and a link-heavy footer. UTF-8.
 */
final class EnSiteWriter implements SiteWriter {
    private static final DateTimeFormatter FOLDER = DateTimeFormatter.ofPattern("yyyy/MM/dd");
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("d MMMM yyyy, HH:mm", Locale.ENGLISH);
    private static final DateTimeFormatter LIST_SHOWN = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

    @Override
    public String listPath(String section, int page) {
        return page == 1 ? "/" + section + "/" : "/" + section + "/page/" + page + "/";
    }

    @Override
    public String articlePath(String section, int number, LocalDateTime time, String title) {
        String slug = title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return "/" + section + "/" + FOLDER.format(time) + "/" + slug + "-" + number;
    }

    @Override
    public String home(DemoSite site) {
        StringBuilder b = head(site.name() + " | News from the harbour and beyond");
        chrome(b, site);
        b.append("<main>\n <section class=\"top-stories\"><h2>Top stories</h2>\n");
        for (DemoSite.Section s : site.sections()) {
            teaser(b, s.articles().get(0), "h3");
        }
        b.append(" </section>\n");
        for (DemoSite.Section s : site.sections()) {
            b.append(" <section class=\"section-block\"><h2><a href=\"").append(listPath(s.slug(), 1)).append("\">")
                    .append(s.name()).append("</a></h2>\n  <ul>\n");
            for (DemoSite.Article a : s.articles().subList(1, Math.min(6, s.articles().size()))) {
                b.append("   <li><a href=\"").append(a.path()).append("\">").append(esc(a.title())).append("</a></li>\n");
            }
            b.append("  </ul>\n </section>\n");
        }
        b.append("</main>\n");
        return footer(b, site);
    }

    @Override
    public String list(DemoSite site, DemoSite.Section s, int page) {
        StringBuilder b = head(s.name() + (page > 1 ? " - page " + page : "") + " | " + site.name());
        chrome(b, site);
        b.append("<main>\n <h1 class=\"section-title\">").append(s.name()).append("</h1>\n <div class=\"stream\">\n");
        for (DemoSite.Article a : s.onPage(page)) {
            teaser(b, a, "h2");
        }
        b.append(" </div>\n <nav class=\"pagination\" aria-label=\"pages\">");
        if (page > 1) {
            b.append("<a rel=\"prev\" href=\"").append(listPath(s.slug(), page - 1)).append("\">&laquo; Newer</a> ");
        }
        for (int p = 1; p <= s.pages(); p++) {
            b.append(p == page ? "<span aria-current=\"page\">" + p + "</span> "
                    : "<a href=\"" + listPath(s.slug(), p) + "\">" + p + "</a> ");
        }
        if (page < s.pages()) {
            b.append("<a rel=\"next\" href=\"").append(listPath(s.slug(), page + 1)).append("\">Older &raquo;</a>");
        }
        b.append("</nav>\n</main>\n");
        mostRead(b, site);
        return footer(b, site);
    }

    @Override
    public String article(DemoSite site, DemoSite.Section s, int index) {
        DemoSite.Article a = s.articles().get(index);
        StringBuilder b = head(a.title() + " | " + s.name() + " | " + site.name());
        chrome(b, site);
        b.append("<main>\n <article class=\"story\">\n  <p class=\"kicker\"><a href=\"").append(listPath(s.slug(), 1)).append("\">")
                .append(s.name()).append("</a></p>\n  <h1>").append(esc(a.title())).append("</h1>\n");
        b.append("  <p class=\"byline\">By <span class=\"author\">").append(a.author()).append("</span>, ").append(a.source())
                .append(" &middot; <time datetime=\"").append(a.time().atOffset(ZoneOffset.UTC)).append("\">")
                .append(SHOWN.format(a.time())).append("</time></p>\n  <div class=\"story-body\">\n");
        for (int i = 0; i < a.paragraphs().size(); i++) {
            if (i == a.subheadAt()) {
                b.append("   <h2>").append(esc(a.subhead())).append("</h2>\n");
            }
            b.append("   <p>").append(esc(a.paragraphs().get(i))).append("</p>\n");
            if (i == 1) {
                b.append("   <aside class=\"newsletter\"><p>Get the morning briefing from ").append(site.name())
                        .append(" in your inbox. <a href=\"").append(site.restrictedPaths().get(1)).append("\">Sign up</a></p></aside>\n");
            }
        }
        b.append("  </div>\n  <p class=\"share\">Share: <a href=\"#\">Email</a> <a href=\"#\">Facebook</a> <a href=\"#\">X</a></p>\n");
        b.append("  <section class=\"related\"><h3>Related</h3>\n   <ul>\n");
        for (DemoSite.Article r : DemoNewsWeb.related(s, index)) {
            b.append("    <li><a href=\"").append(r.path()).append("\">").append(esc(r.title())).append("</a></li>\n");
        }
        b.append("   </ul>\n  </section>\n </article>\n</main>\n");
        mostRead(b, site);
        return footer(b, site);
    }

    @Override
    public String restricted(DemoSite site, String path) {
        StringBuilder b = head("Subscribers | " + site.name());
        chrome(b, site);
        b.append("<main><h1>Subscribers only</h1><p>Log in to read this page.</p></main>\n");
        return footer(b, site);
    }

    private static void teaser(StringBuilder b, DemoSite.Article a, String heading) {
        b.append("  <div class=\"teaser\"><").append(heading).append("><a href=\"").append(a.path()).append("\">")
                .append(esc(a.title())).append("</a></").append(heading).append(">\n   <p class=\"summary\">")
                .append(esc(firstSentence(a.paragraphs().get(0)))).append("</p>\n   <time datetime=\"")
                .append(a.time().atOffset(ZoneOffset.UTC)).append("\">").append(LIST_SHOWN.format(a.time()))
                .append("</time></div>\n");
    }

    private static String firstSentence(String paragraph) {
        int end = paragraph.indexOf(". ");
        return end < 0 ? paragraph : paragraph.substring(0, end + 1);
    }

    private static StringBuilder head(String title) {
        StringBuilder b = new StringBuilder(16_384);
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(esc(title))
                .append("</title>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n</head>\n<body>\n");
        return b;
    }

    /** Header with the mega menu shared by every page. */
    private void chrome(StringBuilder b, DemoSite site) {
        b.append("<header class=\"masthead\"><a class=\"logo\" href=\"/\">").append(site.name())
                .append("</a> <a class=\"subscribe\" href=\"").append(site.restrictedPaths().get(0)).append("\">Subscribe</a></header>\n");
        b.append("<nav class=\"menu\"><ul><li><a href=\"/\">Home</a></li>");
        for (DemoSite.Section s : site.sections()) {
            b.append("<li><a href=\"").append(listPath(s.slug(), 1)).append("\">").append(s.name()).append("</a><ul class=\"sub\">");
            for (int p = 2; p <= s.pages(); p++) {
                b.append("<li><a href=\"").append(listPath(s.slug(), p)).append("\">").append(s.name()).append(" archive ")
                        .append(p).append("</a></li>");
            }
            b.append("</ul></li>");
        }
        b.append("</ul></nav>\n");
    }

    private static void mostRead(StringBuilder b, DemoSite site) {
        b.append("<aside class=\"most-read\"><h3>Most read</h3>\n <ol>\n");
        for (DemoSite.Section s : site.sections()) {
            DemoSite.Article a = s.articles().get(Math.min(2, s.articles().size() - 1));
            b.append("  <li><a href=\"").append(a.path()).append("\">").append(esc(a.title())).append("</a></li>\n");
        }
        b.append(" </ol>\n</aside>\n");
    }

    private static String footer(StringBuilder b, DemoSite site) {
        b.append("<footer><ul><li><a href=\"/\">Home</a></li>");
        for (DemoSite.Section s : site.sections()) {
            b.append("<li><a href=\"/").append(s.slug()).append("/\">").append(s.name()).append("</a></li>");
        }
        b.append("<li><a href=\"").append(site.restrictedPaths().get(0)).append("\">Subscriber offers</a></li></ul>\n<p>&copy; 2024 ")
                .append(site.name()).append(". All rights reserved. Registered in the harbour district.</p></footer>\n</body>\n</html>\n");
        return b.toString();
    }
}
