package com.newsx.topology.parse;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.UrlSettings;
import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.net.UrlNormaliser;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OutlinksTest {
    private final UrlNormaliser normaliser = UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults()));

    @Test
    void followsTheSeedsHostOnlyWithoutThePageItselfOrBrokenLinks() {
        Outlinks outlinks = new Outlinks(CrawlScope.parse("host", 3), 100, normaliser);
        Set<String> links = outlinks.of(List.of("https://news.example.com/a.html", "https://other.example.com/b.html",
                "https://news.example.com/", "ht!tp://news.example.com/c", "mailto:desk@example.com",
                "https://news.example.com/a.html", "https://NEWS.example.com/d.html"),
                "https://news.example.com/", "https://news.example.com/", 0);
        assertEquals(List.of("https://news.example.com/a.html", "https://news.example.com/d.html"), List.copyOf(links));
    }

    @Test
    void domainScopeTakesSisterHostsAndDepthAndCountBound() {
        List<String> page = List.of("https://sports.example.com.cn/1.html", "https://www.example.com.cn/2.html",
                "https://www.other.com.cn/3.html");
        Outlinks domain = new Outlinks(CrawlScope.parse("domain", 3), 100, normaliser);
        assertEquals(List.of("https://sports.example.com.cn/1.html", "https://www.example.com.cn/2.html"),
                List.copyOf(domain.of(page, "https://news.example.com.cn/", "https://news.example.com.cn/", 0)));
        assertEquals(Set.of(), domain.of(page, "https://news.example.com.cn/x", "https://news.example.com.cn/", 3),
                "links of a page at the last depth are beyond it");
        assertEquals(1, new Outlinks(CrawlScope.parse("domain", 3), 1, normaliser)
                .of(page, "https://news.example.com.cn/", "https://news.example.com.cn/", 0).size());
        assertEquals(Set.of(), domain.of(page, "https://news.example.com.cn/", "not a url", 0),
                "a seed without a host follows nothing");
    }

    @Test
    void aRememberedLinkIsJudgedByEachPagesOwnSeed() {
        Outlinks outlinks = new Outlinks(CrawlScope.parse("host", 3), 100, normaliser);
        List<String> menu = List.of("https://a.example.com/x.html", "https://b.example.com/y.html", "mailto:x@y.z");
        assertEquals(List.of("https://a.example.com/x.html"),
                List.copyOf(outlinks.of(menu, "https://a.example.com/", "https://a.example.com/", 0)));
        // the same links again, now from the cache, on a page of the other host's crawl
        assertEquals(List.of("https://b.example.com/y.html"),
                List.copyOf(outlinks.of(menu, "https://b.example.com/", "https://B.example.com/", 0)));
    }
}
