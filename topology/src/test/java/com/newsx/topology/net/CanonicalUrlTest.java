package com.newsx.topology.net;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.UrlSettings;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CanonicalUrlTest {
    private final CanonicalUrl canonical = new CanonicalUrl(UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults())));

    @Test
    void aCanonicalOnThePagesOwnSiteIsTaken() {
        assertEquals(Optional.of("https://www.example.com/2024/05/story.html"),
                canonical.of("https://m.example.com/amp/2024/05/story.html", "https://www.example.com/2024/05/story.html"),
                "an AMP page on another host of the same registered domain");
        assertEquals(Optional.of("https://news.example.com.cn/a/1.html"),
                canonical.of("https://news.example.com.cn/a/1.html?page=all", "HTTPS://News.Example.com.cn:443/a/1.html#top"),
                "normalised as every URL is");
        assertEquals(Optional.of("https://news.example.com/a/1.html"),
                canonical.of("https://news.example.com/a/1.html", "https://news.example.com/a/1.html?utm_source=rss"),
                "a page naming itself (tracking tags and all) is its own canonical");
    }

    @Test
    void aCanonicalOnAnotherSiteIsIgnored() {
        // syndication: the partner's copy names the original; linking copies is the copies step's job
        assertEquals(Optional.empty(), canonical.of("https://partner.example.org/wire/123",
                "https://original.example.com/2024/05/story.html"));
        assertEquals(Optional.empty(), canonical.of("https://news.one.co.uk/x", "https://news.two.co.uk/x"),
                "co.uk is a public suffix: one.co.uk and two.co.uk are two sites");
    }

    @Test
    void aCanonicalNamingTheHomePageForAnArticleIsIgnored() {
        assertEquals(Optional.empty(), canonical.of("https://news.example.com/a/1.html", "https://news.example.com/"));
        assertEquals(Optional.empty(), canonical.of("https://news.example.com/?p=123", "https://news.example.com/"),
                "a story of a site whose stories are queries of its root");
        assertEquals(Optional.of("https://news.example.com/"), canonical.of("https://news.example.com/",
                "https://news.example.com/"), "the home page itself may name its root");
    }

    @Test
    void whatIsNotAnHttpUrlIsNoCanonical() {
        assertEquals(Optional.empty(), canonical.of("https://news.example.com/a/1.html", null));
        assertEquals(Optional.empty(), canonical.of("https://news.example.com/a/1.html", " "));
        assertEquals(Optional.empty(), canonical.of("https://news.example.com/a/1.html", "ftp://news.example.com/a/1.html"));
    }
}
