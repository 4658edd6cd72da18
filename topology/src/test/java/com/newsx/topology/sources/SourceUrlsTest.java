package com.newsx.topology.sources;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static com.newsx.topology.sources.SourceUrls.Kind.FEED;
import static com.newsx.topology.sources.SourceUrls.Kind.SITEMAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class SourceUrlsTest {
    @Test
    void sitemapsAndFeedsAreKnownByTheirUrls() {
        assertEquals(SITEMAP, SourceUrls.byUrl("https://news.example/sitemap.xml"));
        assertEquals(SITEMAP, SourceUrls.byUrl("https://news.example/sitemaps/news-sitemap-2026-11.xml.gz"));
        assertEquals(FEED, SourceUrls.byUrl("https://news.example/feed"));
        assertEquals(FEED, SourceUrls.byUrl("https://news.example/world/rss/"));
        assertEquals(FEED, SourceUrls.byUrl("https://news.example/world.rss"));
        assertEquals(FEED, SourceUrls.byUrl("https://news.example/atom.xml"));
        assertEquals(FEED, SourceUrls.byUrl("https://news.example/?feed=rss2"));
        assertNull(SourceUrls.byUrl("https://news.example/2026/11/24/feeding-the-city.html"));
        assertNull(SourceUrls.byUrl("https://news.example/world/"));
        assertNull(SourceUrls.byUrl("https://news.example/data.xml"), "an XML file not named a sitemap or feed");
    }

    @Test
    void aFetchedBodyIsKnownByItsFirstElement() {
        assertEquals(SITEMAP, SourceUrls.byContent(b("\uFEFF<?xml version=\"1.0\"?>\n<!-- generated -->\n<urlset xmlns=\"x\">")));
        assertEquals(SITEMAP, SourceUrls.byContent(b("<sitemapindex>")));
        assertNull(SourceUrls.byContent(new byte[]{0x1f, (byte) 0x8b, 8, 0}),
                "gzip is no sitemap by its bytes: the fetch step inflates it only at a source's URL");
        assertEquals(FEED, SourceUrls.byContent(b("<?xml version=\"1.0\"?><?xml-stylesheet href=\"s.xsl\"?><rss version=\"2.0\">")));
        assertEquals(FEED, SourceUrls.byContent(b("<feed xmlns=\"http://www.w3.org/2005/Atom\">")));
        assertEquals(FEED, SourceUrls.byContent(b("<rdf:RDF xmlns:rdf=\"x\">")));
        assertNull(SourceUrls.byContent(b("<!DOCTYPE html><html><head>")));
        assertNull(SourceUrls.byContent(b("<html><body><rss>")));
        assertNull(SourceUrls.byContent(b("")));
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
