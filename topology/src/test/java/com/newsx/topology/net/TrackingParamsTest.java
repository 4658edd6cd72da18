package com.newsx.topology.net;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.UrlSettings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrackingParamsTest {
    private final UrlNormaliser crawl = UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults()));

    @Test
    void aFeedsLinkAndAHomePagesLinkToOneArticleAreOneUrl() {
        String home = crawl.normalise("https://news.example/a/story-1.html").orElseThrow();
        assertEquals(Optional.of(home), crawl.normalise("https://news.example/a/story-1.html?utm_source=rss&utm_medium=feed"));
        assertEquals(Optional.of(home), crawl.normalise("https://news.example/a/story-1.html?UTM_Campaign=x#comments"));
        assertEquals(Optional.of(home), crawl.normalise("https://news.example/a/story-1.html?fbclid=IwAR0abc"));
        assertEquals(Optional.of(home), crawl.normalise("https://news.example/a/story-1.html?spm=a21bo.1.2&gclid=EAIa"));
    }

    @Test
    void otherParametersStayInTheirOrder() {
        TrackingParams t = TrackingParams.of(List.of("utm_*", "mc_cid"));
        assertEquals("https://news.example/list?page=2&id=7",
                t.strip("https://news.example/list?utm_source=x&page=2&mc_cid=1&id=7&utm_term=y"));
        String untouched = "https://news.example/list?z=1&a=2";
        assertSame(untouched, t.strip(untouched), "nothing to drop: the very string");
        // the crawl's normal form sorts the rest (crawler-commons' normaliser did so before tracking tags were dropped)
        assertEquals(Optional.of("https://news.example/list?id=7&page=2"),
                crawl.normalise("https://news.example/list?utm_source=x&page=2&mc_cid=1&id=7&utm_term=y"));
        // a parameter that merely contains a tracking name is the page's own
        assertEquals(Optional.of("https://news.example/s?my_utm_source=1&spmx=2"),
                crawl.normalise("https://news.example/s?my_utm_source=1&spmx=2"));
    }

    @Test
    void namesMatchInAnyCaseAndEscapedButNotByValue() {
        TrackingParams t = TrackingParams.of(List.of("utm_*", "gclid", " fbclid "));
        assertTrue(t.drops("utm_source"));
        assertTrue(t.drops("UTM_MEDIUM"));
        assertTrue(t.drops("utm%5Fcampaign"), "an escaped underscore is still utm_");
        assertTrue(t.drops("fbclid"));
        assertFalse(t.drops("utm"), "the prefix is utm_, not utm");
        assertFalse(t.drops("id"));
        assertEquals("http://a.example/p?q=utm_source", t.strip("http://a.example/p?q=utm_source"), "a value is no name");
        assertEquals("http://a.example/p", t.strip("http://a.example/p?gclid"), "a name without a value goes too");
        assertEquals("http://a.example/p#top", t.strip("http://a.example/p?utm_source=a#top"));
    }

    @Test
    void theSettingReplacesTheList() {
        CrawlerConfig none = CrawlerConfig.defaults().with(Map.of("url.drop-params", ""));
        UrlNormaliser keepAll = UrlNormaliser.of(UrlSettings.from(none));
        assertEquals(Optional.of("http://a.example/p?utm_source=rss"), keepAll.normalise("http://a.example/p?utm_source=rss"));
        assertSame(TrackingParams.NONE, TrackingParams.of(UrlSettings.from(none).dropParams()));
        UrlNormaliser own = UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults().with(Map.of("url.drop-params", "ref, from"))));
        assertEquals(Optional.of("http://a.example/p?utm_source=rss"), own.normalise("http://a.example/p?ref=home&utm_source=rss&from=x"));
        assertThrows(IllegalArgumentException.class,
                () -> UrlSettings.from(CrawlerConfig.defaults().with(Map.of("url.drop-params", "utm_*,*"))));
    }

    @Test
    void theDefaultListNamesTheCommonTrackers() {
        List<String> list = UrlSettings.from(CrawlerConfig.defaults()).dropParams();
        for (String name : List.of("utm_*", "gclid", "fbclid", "mc_cid", "mc_eid", "yclid", "_hsenc", "_hsmkt", "spm")) {
            assertTrue(list.contains(name), name + " in " + list);
        }
    }
}
