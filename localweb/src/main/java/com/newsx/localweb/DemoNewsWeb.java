package com.newsx.localweb;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The demo's news web, generated: a Chinese site served in GBK ({@code news.jiangcheng.demo}) and an English
 * one in UTF-8 ({@code www.harbourtimes.demo}), each with a home page, four sections of two paginated list
 * pages (10-13 dated headlines each), 80+ articles with navigation, sidebars, related links and footers, a
 * robots.txt that disallows one path the pages link into, and a sitemap.xml of the articles. Each site runs a wire
 * story more than once ({@link WireStory}: the same body under another headline, byline and credit line, once cut
 * short), so the crawl has syndicated copies to find ({@link #copies()}).
 * Every page links only to pages of the web. The same seed gives the same bytes.
 * <p>
 * URLs carry the server's port ({@code http://news.jiangcheng.demo:PORT/}), so the same seeds work whether
 * the crawler uses the server as its proxy or resolves the names to 127.0.0.1 itself.
 */
public final class DemoNewsWeb {
    /** The seed bin/demo uses. */
    public static final long DEFAULT_SEED = 20240318L;
    public static final String ZH_HOST = "news.jiangcheng.demo";
    public static final String EN_HOST = "www.harbourtimes.demo";
    static final Charset GBK = Charset.forName("GBK");
    private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final long WIRE_STREAM = 0x5A17_3A25_0000_0001L;

    /** A served resource. */
    public record Page(String contentType, byte[] body) {
    }

    private final List<DemoSite> sites;
    private final int port;
    private final Map<String, Page> pages = new LinkedHashMap<>();

    private DemoNewsWeb(List<DemoSite> sites, int port) {
        this.sites = sites;
        this.port = port;
    }

    /** The web for a seed, with URLs on the given port (80: no port in the URLs). */
    public static DemoNewsWeb generate(long seed, int port) {
        DemoText text = new DemoText(new Random(seed));
        // The wire stories draw from a stream of their own: the articles around them keep the text they had before.
        DemoText wire = new DemoText(new Random(seed ^ WIRE_STREAM));
        List<DemoSite> sites = List.of(
                zhSite(text, new ZhSiteWriter(), WireStory.chinese(wire)),
                enSite(text, new EnSiteWriter(), WireStory.english(wire)));
        DemoNewsWeb web = new DemoNewsWeb(sites, port);
        web.render(sites.get(0), new ZhSiteWriter(), GBK, "text/html"); // no charset in the header: the page says, or not
        web.render(sites.get(1), new EnSiteWriter(), StandardCharsets.UTF_8, "text/html; charset=utf-8");
        return web;
    }

    /** Every URL of the web and what it serves, home pages first. */
    public Map<String, Page> pages() {
        return Collections.unmodifiableMap(pages);
    }

    public List<String> homeUrls() {
        return sites.stream().map(s -> origin(s) + "/").toList();
    }

    public List<String> sitemapUrls() {
        return sites.stream().map(s -> origin(s) + "/sitemap.xml").toList();
    }

    public List<String> articleUrls() {
        return sites.stream().flatMap(s -> s.allArticles().stream().map(a -> origin(s) + a.path())).toList();
    }

    /**
     * The syndicated copies: each copy's URL and the URL of the original it copies (the run of its site's wire story
     * published first), in the order of the web.
     */
    public Map<String, String> copies() {
        Map<String, String> out = new LinkedHashMap<>();
        for (DemoSite s : sites) {
            List<String> runs = s.wireRuns();
            runs.subList(1, runs.size()).forEach(p -> out.put(origin(s) + p, origin(s) + runs.get(0)));
        }
        return Collections.unmodifiableMap(out);
    }

    /** URLs under a robots.txt Disallow (served, linked to, never to be fetched by a polite crawler). */
    public List<String> disallowedUrls() {
        return sites.stream().flatMap(s -> s.restrictedPaths().stream().map(p -> origin(s) + p)).toList();
    }

    /** URLs of the section list pages. */
    public List<String> listUrls() {
        List<String> out = new ArrayList<>();
        for (DemoSite s : sites) {
            SiteWriter w = s.chinese() ? new ZhSiteWriter() : new EnSiteWriter();
            for (DemoSite.Section sec : s.sections()) {
                for (int p = 1; p <= sec.pages(); p++) {
                    out.add(origin(s) + w.listPath(sec.slug(), p));
                }
            }
        }
        return out;
    }

    /** Registers every page on a local web server. */
    public DemoNewsWeb serveOn(LocalWeb web) {
        pages.forEach((url, p) -> web.page(url, p.contentType(), p.body()));
        return this;
    }

    /** Up to four other articles of the section, the ones after it (wrapping round). */
    static List<DemoSite.Article> related(DemoSite.Section s, int index) {
        List<DemoSite.Article> out = new ArrayList<>();
        int n = s.articles().size();
        for (int k = 1; k <= Math.min(4, n - 1); k++) {
            out.add(s.articles().get((index + k) % n));
        }
        return out;
    }

    private String origin(DemoSite s) {
        return "http://" + s.host() + (port == 80 ? "" : ":" + port);
    }

    private void render(DemoSite site, SiteWriter w, Charset charset, String contentType) {
        String origin = origin(site);
        put(origin + "/", contentType, w.home(site).getBytes(charset));
        for (DemoSite.Section s : site.sections()) {
            for (int p = 1; p <= s.pages(); p++) {
                put(origin + w.listPath(s.slug(), p), contentType, w.list(site, s, p).getBytes(charset));
            }
            for (int i = 0; i < s.articles().size(); i++) {
                put(origin + s.articles().get(i).path(), contentType, w.article(site, s, i).getBytes(charset));
            }
        }
        for (String path : site.restrictedPaths()) {
            put(origin + path, contentType, w.restricted(site, path).getBytes(charset));
        }
        String robots = "User-agent: *\nDisallow: " + site.disallowed() + "\n\nSitemap: " + origin + "/sitemap.xml\n";
        put(origin + "/robots.txt", "text/plain; charset=utf-8", robots.getBytes(StandardCharsets.UTF_8));
        put(origin + "/sitemap.xml", "application/xml", sitemap(site, origin).getBytes(StandardCharsets.UTF_8));
    }

    private static String sitemap(DemoSite site, String origin) {
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
        for (DemoSite.Article a : site.allArticles()) {
            b.append(" <url><loc>").append(SiteWriter.esc(origin + a.path())).append("</loc><lastmod>")
                    .append(DAY.format(a.time())).append("</lastmod></url>\n");
        }
        return b.append("</urlset>\n").toString();
    }

    private void put(String url, String contentType, byte[] body) {
        if (pages.put(url, new Page(contentType, body)) != null) {
            throw new IllegalStateException("two pages at " + url); // the generator's own bug: paths must be unique
        }
    }

    // ------------------------------------------------------------------------------------ the two sites

    private static DemoSite zhSite(DemoText t, SiteWriter w, WireStory wire) {
        String[][] sections = {{"news", "要闻"}, {"finance", "财经"}, {"tech", "科技"}, {"sports", "体育"}};
        int[] perPage = {10, 11, 10, 12};
        LocalDateTime base = LocalDateTime.of(2024, 3, 18, 18, 40);
        int number = 10_000;
        List<DemoSite.Section> out = new ArrayList<>();
        for (int k = 0; k < sections.length; k++) {
            String slug = sections[k][0];
            List<DemoSite.Article> articles = new ArrayList<>();
            for (int i = 0; i < 2 * perPage[k]; i++) {
                LocalDateTime time = base.minusMinutes(i * 300L + k * 47L + t.between(0, 40));
                String title = t.zhTitle(slug);
                List<String> paragraphs = t.paragraphs(true, slug);
                int n = number++;
                DemoSite.Article made = new DemoSite.Article(w.articlePath(slug, n, time, title), slug, title, time,
                        t.zhPerson(), t.pick("江城日报", "江城晚报", "江城发布", "新华社"), t.zhPerson(), paragraphs,
                        paragraphs.size() >= 6 ? paragraphs.size() / 2 : -1, t.zhSubhead(slug), i % 2 == 0);
                articles.add(wire.place(slug, i, made, w, n));
            }
            out.add(new DemoSite.Section(slug, sections[k][1], articles, perPage[k]));
        }
        return new DemoSite(ZH_HOST, "江城日报网", true, out, "/member/", List.of("/member/", "/member/favorites.html"),
                wire.paths());
    }

    private static DemoSite enSite(DemoText t, SiteWriter w, WireStory wire) {
        String[][] sections = {{"news", "News"}, {"business", "Business"}, {"science", "Science"}, {"sport", "Sport"}};
        int[] perPage = {11, 10, 12, 10};
        LocalDateTime base = LocalDateTime.of(2024, 5, 20, 19, 10);
        int number = 5_000;
        List<DemoSite.Section> out = new ArrayList<>();
        for (int k = 0; k < sections.length; k++) {
            String slug = sections[k][0];
            List<DemoSite.Article> articles = new ArrayList<>();
            for (int i = 0; i < 2 * perPage[k]; i++) {
                LocalDateTime time = base.minusMinutes(i * 270L + k * 53L + t.between(0, 40));
                String title = t.enTitle(slug);
                List<String> paragraphs = t.paragraphs(false, slug);
                int n = number++;
                DemoSite.Article made = new DemoSite.Article(w.articlePath(slug, n, time, title), slug, title, time,
                        t.enPerson(), t.pick("Transport Correspondent", "Staff Reporter", "Business Editor", "Chief Reporter"),
                        "", paragraphs, paragraphs.size() >= 6 ? paragraphs.size() / 2 : -1, t.enSubhead(slug), true);
                articles.add(wire.place(slug, i, made, w, n));
            }
            out.add(new DemoSite.Section(slug, sections[k][1], articles, perPage[k]));
        }
        return new DemoSite(EN_HOST, "The Harbour Times", false, out, "/subscribers/",
                List.of("/subscribers/", "/subscribers/newsletter"), wire.paths());
    }
}
