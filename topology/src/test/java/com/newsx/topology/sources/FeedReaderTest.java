package com.newsx.topology.sources;

import com.newsx.topology.config.SourceSettings;

import com.newsx.topology.config.CrawlerConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static com.newsx.topology.sources.SitemapReaderTest.DAY;
import static com.newsx.topology.sources.SitemapReaderTest.NOW;
import static com.newsx.topology.sources.SitemapReaderTest.SETTINGS;
import static com.newsx.topology.sources.SitemapReaderTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FeedReaderTest {
    final FeedReader reader = new FeedReader(SETTINGS);

    @Test
    void rss2GivesLinksDatesAndTitles() {
        String rss = """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0"><channel><title>Example</title><link>https://news.example/</link>
                  <item><title>Storm hits the coast</title><link>https://news.example/a.html</link>
                    <pubDate>Mon, 23 Nov 2026 08:30:00 GMT</pubDate></item>
                  <item><title>台风登陆</title><link>/b.html</link><pubDate>Sun, 22 Nov 2026 10:00:00 +0800</pubDate></item>
                  <item><title>Old news</title><link>https://news.example/old.html</link>
                    <pubDate>Tue, 01 Sep 2026 10:00:00 GMT</pubDate></item>
                  <item><title>No link</title></item>
                </channel></rss>
                """;
        SourceRead r = reader.read(bytes(rss), "https://news.example/feed/rss.xml", "application/rss+xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(SourceRead.Kind.FEED, r.kind());
        assertEquals(List.of(
                new SourceEntry("https://news.example/a.html", Instant.parse("2026-11-23T08:30:00Z").toEpochMilli(),
                        "Storm hits the coast"),
                new SourceEntry("https://news.example/b.html", Instant.parse("2026-11-22T02:00:00Z").toEpochMilli(), "台风登陆")),
                r.entries());
        assertEquals(1, r.dropped().tooOld());
    }

    @Test
    void atomIsDetectedAndItsAlternateLinksRead() {
        String atom = """
                <?xml version="1.0" encoding="utf-8"?>
                <feed xmlns="http://www.w3.org/2005/Atom"><title>Example</title><id>urn:x</id>
                  <updated>2026-11-24T10:00:00Z</updated>
                  <entry><title>Published and updated</title><id>urn:1</id>
                    <link rel="alternate" type="text/html" href="https://news.example/p.html"/>
                    <link rel="edit" href="https://news.example/edit/1"/>
                    <published>2026-11-23T06:00:00Z</published><updated>2026-11-24T09:00:00Z</updated></entry>
                  <entry><title>Updated only</title><id>urn:2</id><link href="https://news.example/u.html"/>
                    <updated>2026-11-24T09:30:00Z</updated></entry>
                </feed>
                """;
        SourceRead r = reader.read(bytes(atom), "https://news.example/atom.xml", "application/atom+xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(List.of(
                new SourceEntry("https://news.example/u.html", Instant.parse("2026-11-24T09:30:00Z").toEpochMilli(), "Updated only"),
                new SourceEntry("https://news.example/p.html", Instant.parse("2026-11-23T06:00:00Z").toEpochMilli(),
                        "Published and updated")), r.entries());
    }

    @Test
    void aFeedThatIsHtmlIsAClearError() {
        for (String html : List.of("<!DOCTYPE html><html><head><title>Moved</title></head><body>x</body></html>",
                "\uFEFF\n  <!-- moved --><html lang=en><body><p>Please accept cookies</p></body></html>")) {
            SourceRead r = reader.read(bytes(html), "https://news.example/feed", "text/html; charset=utf-8", NOW);
            assertFalse(r.ok());
            assertTrue(r.error().startsWith("not a feed: an HTML page"), r.error());
        }
    }

    @Test
    void somethingElseIsNotAFeedEither() {
        SourceRead r = reader.read(bytes("<?xml version=\"1.0\"?><note><to>x</to></note>"),
                "https://news.example/feed", "text/xml", NOW);
        assertFalse(r.ok());
        assertTrue(r.error().startsWith("not a feed: "), r.error());
        SourceRead broken = reader.read(bytes("<rss version=\"2.0\"><channel><item><link>https://news.example/a"),
                "https://news.example/feed", "text/xml", NOW);
        assertFalse(broken.ok());
    }

    @Test
    void aDoctypeIsRefusedSoNoEntityIsRead() {
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<rss version=\"2.0\"><channel><title>&x;</title><item><link>https://news.example/a</link></item></channel></rss>";
        SourceRead r = reader.read(bytes(xxe), "https://news.example/feed", "text/xml", NOW);
        assertFalse(r.ok(), r.summary());
    }

    @Test
    void aHundredThousandEntriesAreCapped() {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>t</title>");
        for (int i = 0; i < 100_000; i++) {
            sb.append("<item><title>n").append(i).append("</title><link>https://news.example/n/").append(i)
                    .append("</link></item>");
        }
        sb.append("</channel></rss>");
        SourceRead r = new FeedReader(new SourceSettings(30 * DAY, 50L << 20, 50L << 20, 1000))
                .read(bytes(sb.toString()), "https://news.example/rss", "application/rss+xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(1000, r.entries().size());
        assertEquals(99_000, r.dropped().overCap());
        assertEquals("https://news.example/n/0", r.entries().get(0).url(), "undated: the feed's order");
    }

    @Test
    void aFeedOverItsCapIsRefused() {
        byte[] big = new byte[(10 << 20) + 1];
        SourceRead r = reader.read(big, "https://news.example/rss", "application/rss+xml", NOW);
        assertEquals("feed too large: 10485761 bytes > 10485760", r.error());
    }

    @Test
    void feedLinksArePagesAlternateRssAndAtomLinks() {
        String html = """
                <html><head><base href="https://news.example/world/">
                <link rel="alternate" type="application/rss+xml" title="World" href="rss.xml">
                <link rel="alternate" type="application/atom+xml" href="https://news.example/atom.xml">
                <link rel="alternate" hreflang="zh" href="https://news.example/zh/">
                <link rel="stylesheet" type="text/css" href="/s.css">
                <link rel="alternate" type="application/json+oembed" href="/oembed">
                </head><body><link rel="alternate" type="application/rss+xml" href="rss.xml"></body></html>
                """;
        assertEquals(List.of("https://news.example/world/rss.xml", "https://news.example/atom.xml"),
                FeedLinks.of(Jsoup.parse(html, "https://news.example/world/index.html")));
    }

    @Test
    void theSettingsAreReadFromTheCrawlerDefaults() {
        assertEquals(new SourceSettings(30 * DAY, 50L << 20, 10L << 20, 50_000), SourceSettings.from(CrawlerConfig.defaults()));
    }
}
