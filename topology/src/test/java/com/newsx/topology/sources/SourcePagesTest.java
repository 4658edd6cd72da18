package com.newsx.topology.sources;

import com.newsx.extractor.stages.CleanedPage;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.extractor.stages.PageStages;
import com.newsx.topology.config.CrawlerSettings;
import org.junit.jupiter.api.Test;

import com.newsx.topology.doc.UrlMessage;

import java.util.List;
import java.util.Set;

import static com.newsx.topology.sources.SitemapReaderTest.NOW;
import static com.newsx.topology.sources.SitemapReaderTest.SETTINGS;
import static com.newsx.topology.sources.SitemapReaderTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourcePagesTest {
    final SourcePages pages = new SourcePages(SETTINGS);

    @Test
    void aSitemapIndexLeadsToItsSitemapsAndASitemapToItsArticles() {
        SourceRead index = pages.read("https://news.example/robots-sitemap", "text/xml", bytes("""
                <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                <sitemap><loc>https://news.example/news.xml</loc></sitemap></sitemapindex>"""), NOW);
        assertEquals(List.of("https://news.example/news.xml"), List.of(SourcePages.links(index, Set::of).urls()));
        SourceRead news = pages.read("https://news.example/news.xml", "text/xml", bytes(SitemapReaderTest.NEWS), NOW);
        SourcePages.Links links = SourcePages.links(news, u -> u.endsWith("b.html") ? Set.of() : Set.of(u.toUpperCase()));
        assertEquals(List.of("HTTPS://NEWS.EXAMPLE/2026/11/23/A.HTML"), List.of(links.urls()), "as the crawl follows them");
        UrlMessage m = SourceHints.onto(new UrlMessage(links.urls()[0], 1, "https://news.example/", "https://news.example/news.xml"),
                links.hints()[0]);
        UrlMessage back = UrlMessage.parse(m.toJson());
        assertEquals(java.time.Instant.parse("2026-11-23T08:30:00Z").toEpochMilli(), back.published());
        assertEquals("Storm hits the coast", back.title());
        assertEquals(m, back, "the hints go through Kafka with the URL");
        assertEquals(-1, UrlMessage.parse("https://news.example/").published());
    }

    @Test
    void aFeedServedAsHtmlIsStillReadAsAFeed() {
        SourceRead r = pages.read("https://news.example/x", "text/html", bytes(
                "<rss version=\"2.0\"><channel><title>t</title><item><link>https://news.example/a</link></item></channel></rss>"), NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(SourceRead.Kind.FEED, r.kind());
    }

    @Test
    void pagesGoTheUsualWayAndOtherXmlAtASourceUrlIsAnError() {
        assertNull(pages.read("https://news.example/world/", "text/html", bytes("<html><body>x</body></html>"), NOW));
        assertNull(pages.read("https://news.example/feed", "text/html", bytes("<!DOCTYPE html><html>feeds we offer</html>"), NOW),
                "HTML at a URL that looks like a feed is a page");
        SourceRead other = pages.read("https://news.example/feed", "application/xml", bytes("<?xml version=\"1.0\"?><note/>"), NOW);
        assertFalse(other.ok());
        assertEquals("not a feed or sitemap: application/xml", other.error());
    }

    @Test
    void gzipBytesAreNeverInflatedHereWhateverTheUrl() throws Exception {
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(buf)) {
            gz.write(bytes(SitemapReaderTest.NEWS));
        }
        byte[] zipped = buf.toByteArray();
        SourceRead page = pages.read("https://news.example/2026/11/23/a.html", "text/html", zipped, NOW);
        assertFalse(page.ok(), "a page's gzip is not read as a sitemap");
        assertEquals("gzip bytes at a URL not known as a sitemap or feed: not inflated", page.error());
        SourceRead nested = pages.read("https://news.example/sitemap.xml.gz", "application/x-gzip", zipped, NOW);
        assertFalse(nested.ok(), "at a sitemap's URL the fetch step has inflated it once already");
        assertEquals("gzip bytes inside gzip: not inflated again", nested.error());
        SourceRead inflated = pages.read("https://news.example/sitemap.xml.gz", "application/x-gzip",
                bytes(SitemapReaderTest.NEWS), NOW);
        assertTrue(inflated.ok(), "inflated by the fetch step, its gzip type left on: " + inflated.error());
        assertEquals(SourceRead.Kind.SITEMAP, inflated.kind());
    }

    @Test
    void anHtmlPageTheServerCallsAFeedIsABrokenFeed() {
        SourceRead r = pages.read("https://news.example/latest", "application/rss+xml; charset=utf-8",
                bytes("<html><head><title>Latest</title></head><body>x</body></html>"), NOW);
        assertFalse(r.ok());
        assertEquals("not a feed: an HTML page (application/rss+xml; charset=utf-8)", r.error());
        assertNull(pages.read("https://news.example/feed", "application/xhtml+xml", bytes("<html><body>x</body></html>"), NOW),
                "XHTML is a page");
    }

    @Test
    void anErrorPageWhereAnXmlFileIsNamedIsABrokenSourceNotAnArticle() {
        byte[] error = bytes("<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Service temporarily"
                + " unavailable</h1></body></html>");
        for (String url : new String[] {"https://news.example/feed.xml", "https://news.example/sitemap.xml",
                "https://news.example/news-sitemap.xml", "https://news.example/world.rss"}) {
            SourceRead r = pages.read(url, "text/html; charset=utf-8", error, NOW);
            assertNotNull(r, url);
            assertFalse(r.ok(), url);
            assertEquals("not a feed or sitemap: an HTML page (text/html; charset=utf-8)", r.error());
        }
        assertNull(pages.read("https://news.example/rss/", "text/html", error, NOW), "a feed directory's page");
        assertNull(pages.read("https://news.example/2026/12/page.xml.html", "text/html", error, NOW));
    }

    @Test
    void aPagesFeedLinksAreReadFromItsHeadWhichCleaningDrops() throws Exception {
        String html = """
                <html><head><title>News home</title>
                <link rel="alternate" type="application/rss+xml" href="/rss.xml"></head>
                <body><ul><li><a href="/a/1.html">The first headline of the day's news</a></li></ul>
                <p>Some text for the page so that it is not empty at all, really.</p></body></html>""";
        CleanedPage page = new PageStages(CrawlerSettings.from(CrawlerConfig.defaults()).extractor()).clean(bytes(html), "text/html; charset=utf-8",
                "https://news.example/");
        assertEquals(List.of(), FeedLinks.of(page.doc()), "cleaning drops <link>: if it keeps them, read the cleaned page");
        assertEquals(List.of("https://news.example/rss.xml"), FeedLinks.ofPage(bytes(html), "https://news.example/"));
    }
}
