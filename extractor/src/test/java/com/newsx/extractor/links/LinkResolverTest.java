package com.newsx.extractor.links;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LinkResolverTest {

    @Test
    void resolvesLikeABrowser() {
        LinkResolver r = new LinkResolver("http://news.example.cn/world/2024/a.html?x=1");
        assertEquals("http://news.example.cn/world/2024/b.html", r.resolve("b.html"));
        assertEquals("http://news.example.cn/top/", r.resolve("/top/"));
        assertEquals("http://news.example.cn/world/c.html", r.resolve("../c.html"));
        assertEquals("http://cdn.example.cn/i.png", r.resolve("//cdn.example.cn/i.png"));
        assertEquals("https://other.example/x", r.resolve("  https://other.example/x "));
        assertEquals("http://news.example.cn/world/2024/a.html?page=2", r.resolve("?page=2"));
        assertEquals("http://news.example.cn/world/2024/my%20file.html", r.resolve("my file.html"));
        assertEquals("http://a.cn/x.html", new LinkResolver("http://a.cn").resolve("x.html"));
        assertEquals("x.html", new LinkResolver(null).resolve("x.html"), "no base: as written");
        assertEquals("", r.resolve(""));
    }

    @Test
    void agreesWithJsoupOnOrdinaryLinks() {
        String base = "https://www.example.com/news/2019/09/story.html";
        var doc = Jsoup.parse("<a href='../08/older.html'>a</a><a href='/'>b</a><a href='next.html#p2'>c</a>"
                + "<a href='https://x.example/y?z=1&amp;w=2'>d</a>", base);
        LinkResolver r = new LinkResolver(base);
        for (Element a : doc.select("a")) {
            assertEquals(a.absUrl("href"), r.resolve(a.attr("href")));
        }
    }

    @Test
    void aRememberedTargetResolvesAsTheFirstTime() {
        LinkResolver r = new LinkResolver("http://news.example.cn/world/a.html");
        assertEquals("http://news.example.cn/world/b.html", r.resolve("b.html"));
        assertEquals("http://news.example.cn/world/b.html", r.resolve("b.html"));
        assertEquals("", r.resolve(null));
        assertEquals("", r.resolve(null), "null is remembered as empty");
    }
}
