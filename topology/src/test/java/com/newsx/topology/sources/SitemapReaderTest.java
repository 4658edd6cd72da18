package com.newsx.topology.sources;

import com.newsx.topology.config.SourceSettings;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SitemapReaderTest {
    static final long NOW = Instant.parse("2026-11-24T12:00:00Z").toEpochMilli();
    static final long DAY = 86_400_000L;
    static final SourceSettings SETTINGS = new SourceSettings(30 * DAY, 50L << 20, 10L << 20, 50_000);
    final SitemapReader reader = new SitemapReader(SETTINGS);

    static final String NEWS = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
                    xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
              <url><loc>https://news.example/2026/11/23/a.html</loc>
                <news:news><news:publication><news:name>Example</news:name><news:language>en</news:language></news:publication>
                  <news:publication_date>2026-11-23T08:30:00+00:00</news:publication_date>
                  <news:title>Storm hits  the coast</news:title></news:news></url>
              <url><loc>https://news.example/2026/11/22/b.html</loc><lastmod>2026-11-22</lastmod>
                <news:news><news:publication><news:name>Example</news:name><news:language>zh</news:language></news:publication>
                  <news:publication_date>2026-11-22T10:00:00+08:00</news:publication_date>
                  <news:title>台风登陆</news:title></news:news></url>
              <url><loc>https://other.example/x.html</loc></url>
            </urlset>
            """;

    @Test
    void aNewsSitemapGivesPublicationDatesAndTitlesOfItsOwnHost() {
        SourceRead r = reader.read(bytes(NEWS), "https://news.example/sitemap-news.xml", "application/xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(SourceRead.Kind.SITEMAP, r.kind());
        assertEquals(List.of(
                new SourceEntry("https://news.example/2026/11/23/a.html", Instant.parse("2026-11-23T08:30:00Z").toEpochMilli(),
                        "Storm hits the coast"),
                new SourceEntry("https://news.example/2026/11/22/b.html", Instant.parse("2026-11-22T02:00:00Z").toEpochMilli(),
                        "台风登陆")), r.entries());
        assertEquals(1, r.dropped().offHost());
    }

    @Test
    void lastmodDatesAPlainSitemapAndOldEntriesAreDropped() {
        String xml = urlset(List.of(
                url("https://news.example/new", "2026-11-20"),
                url("https://news.example/old", "2026-09-01"),
                url("https://news.example/undated", null)));
        SourceRead r = reader.read(bytes(xml), "https://news.example/sitemap.xml", "text/xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(List.of("https://news.example/new", "https://news.example/undated"),
                r.entries().stream().map(SourceEntry::url).toList());
        assertEquals(Instant.parse("2026-11-20T00:00:00Z").toEpochMilli(), r.entries().get(0).published());
        assertFalse(r.entries().get(1).dated());
        assertNull(r.entries().get(1).title());
        assertEquals(1, r.dropped().tooOld());
    }

    @Test
    void articlesOutsideTheSitemapsFolderAreKeptWhenOnTheSameHost() {
        String xml = urlset(List.of(url("https://news.example/world/story.html", null)));
        SourceRead r = reader.read(bytes(xml), "https://news.example/sitemaps/news/today.xml", null, NOW);
        assertEquals(1, r.entries().size(), r.summary());
    }

    @Test
    void anIndexGivesItsSameHostSitemapsButNotItself() {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <sitemap><loc>https://news.example/sitemap-index.xml</loc></sitemap>
                  <sitemap><loc>https://news.example/sitemap-news.xml</loc><lastmod>2026-11-24</lastmod></sitemap>
                  <sitemap><loc>https://news.example/sitemap-2026-11.xml.gz</loc></sitemap>
                  <sitemap><loc>https://evil.example/sitemap.xml</loc></sitemap>
                </sitemapindex>
                """;
        SourceRead r = reader.read(bytes(xml), "https://news.example/sitemap-index.xml", "application/xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(SourceRead.Kind.SITEMAP_INDEX, r.kind());
        assertEquals(List.of("https://news.example/sitemap-news.xml", "https://news.example/sitemap-2026-11.xml.gz"),
                r.children());
        assertEquals(1, r.dropped().offHost());
        assertTrue(r.entries().isEmpty());
    }

    @Test
    void aGzipSitemapIsInflatedAndReadWhateverItsUrlSays() throws IOException {
        byte[] gz = gzip(bytes(NEWS));
        for (String url : List.of("https://news.example/news.xml.gz", "https://news.example/news.xml")) {
            SourceRead r = reader.read(gz, url, "application/x-gzip", NOW);
            assertTrue(r.ok(), url + ": " + r.error());
            assertEquals(2, r.entries().size(), url);
        }
    }

    @Test
    void aGzipBombStopsAtTheSitemapCap() throws IOException {
        SourceSettings small = new SourceSettings(30 * DAY, 1 << 20, 1 << 20, 50_000);
        // 64 MB of one repeated entry inflate from about 64 KB
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(buf)) {
            gz.write(bytes("<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"));
            byte[] chunk = bytes(" ".repeat(1 << 20));
            for (int i = 0; i < 64; i++) {
                gz.write(chunk);
            }
        }
        byte[] bomb = buf.toByteArray();
        assertTrue(bomb.length < (1 << 20), "the bomb itself is under the cap: " + bomb.length);
        SourceRead r = new SitemapReader(small).read(bomb, "https://news.example/sitemap.xml.gz", "application/gzip", NOW);
        assertFalse(r.ok());
        assertTrue(r.error().contains("too large: over 1048576 bytes inflated"), r.error());
    }

    @Test
    void aSitemapOverTheCapIsRefusedBeforeParsing() {
        byte[] big = new byte[60 << 20]; // 60 MB: over the protocol's 50 MB
        System.arraycopy(bytes("<urlset>"), 0, big, 0, 8);
        SourceRead r = reader.read(big, "https://news.example/sitemap.xml", "text/xml", NOW);
        assertFalse(r.ok());
        assertTrue(r.error().startsWith("sitemap too large: 62914560 bytes > 52428800"), r.error());
    }

    @Test
    void aMalformedSitemapIsAClearError() {
        String broken = "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                + "<url><loc>https://news.example/a</loc></url><url><loc>https://news.example/b</lo";
        SourceRead r = reader.read(bytes(broken), "https://news.example/sitemap.xml", "text/xml", NOW);
        assertFalse(r.ok(), r.summary());
        assertTrue(r.error().startsWith("malformed sitemap: ") && r.error().contains("loc"), r.error());
        assertNull(r.kind());
    }

    @Test
    void anHtmlPageIsNotASitemap() {
        String html = "<!DOCTYPE html><html><head><title>Home</title></head><body><a href=/a>a</a></body></html>";
        SourceRead r = reader.read(bytes(html), "https://news.example/sitemap.xml", "text/html", NOW);
        assertFalse(r.ok(), r.summary());
    }

    @Test
    void aHundredThousandEntriesAreCappedToTheNewest() {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">");
        for (int i = 0; i < 100_000; i++) {
            // entry i is i seconds old: the newest are the first ones
            String lastmod = Instant.ofEpochMilli(NOW - i * 1000L).toString();
            sb.append("<url><loc>https://news.example/a/").append(i).append("</loc><lastmod>").append(lastmod)
                    .append("</lastmod></url>");
        }
        sb.append("</urlset>");
        SourceRead r = reader.read(bytes(sb.toString()), "https://news.example/sitemap.xml", "text/xml", NOW);
        assertTrue(r.ok(), r.error());
        assertEquals(50_000, r.entries().size());
        assertEquals(50_000, r.dropped().overCap());
        assertEquals("https://news.example/a/0", r.entries().get(0).url());
        assertEquals("https://news.example/a/49999", r.entries().get(49_999).url());
    }

    @Test
    void robotsSitemapLinesOfOtherHostsAreLeftOut() {
        assertEquals(List.of("https://news.example/sitemap.xml", "http://NEWS.example/news.xml"),
                SitemapReader.robotsSitemaps(List.of("https://news.example/sitemap.xml", "https://cdn.example/s.xml",
                        "http://NEWS.example/news.xml#x", "https://news.example/sitemap.xml"), "https://news.example/robots.txt"));
    }

    static String urlset(List<String> urls) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                + String.join("\n", urls) + "\n</urlset>\n";
    }

    static String url(String loc, String lastmod) {
        return "<url><loc>" + loc + "</loc>" + (lastmod == null ? "" : "<lastmod>" + lastmod + "</lastmod>") + "</url>";
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(buf)) {
            gz.write(b);
        }
        return buf.toByteArray();
    }
}
