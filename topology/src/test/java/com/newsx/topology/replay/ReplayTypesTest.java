package com.newsx.topology.replay;

import com.newsx.topology.archive.ReplayedPage;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayTypesTest {
    private static ReplayedPage page(String url, String type, String body) {
        return new ReplayedPage(url, Instant.EPOCH, 200, type, body.getBytes(StandardCharsets.UTF_8), null, null, null,
                false);
    }

    @Test
    void pagesOfHtmlPlainTextOrNoTypeGoOnAsTheFetcherTakesThem() {
        assertTrue(ReplayTypes.handedOn(page("http://a.example/1", "text/html; charset=gbk", "<p>x</p>"), false));
        assertTrue(ReplayTypes.handedOn(page("http://a.example/1", "application/xhtml+xml", "<p>x</p>"), false));
        assertTrue(ReplayTypes.handedOn(page("http://a.example/1", "text/plain", "words"), false));
        assertTrue(ReplayTypes.handedOn(page("http://a.example/1", null, "<p>x</p>"), false));
    }

    @Test
    void otherTypesDoNot() {
        assertFalse(ReplayTypes.handedOn(page("http://a.example/logo.png", "image/png", "PNG"), true));
        assertFalse(ReplayTypes.handedOn(page("http://a.example/a.pdf", "application/pdf", "%PDF"), true));
    }

    @Test
    void feedsAndSitemapsGoOnOnlyWhenLinksAreFollowed() {
        ReplayedPage byUrl = page("http://a.example/rss.xml", "text/html", "<rss><channel/></rss>");
        ReplayedPage byType = page("http://a.example/latest", "application/atom+xml", "<feed/>");
        ReplayedPage byContent = page("http://a.example/latest", "text/html",
                "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"></urlset>");
        for (ReplayedPage p : new ReplayedPage[]{byUrl, byType, byContent}) {
            assertFalse(ReplayTypes.handedOn(p, false), p.url() + " " + p.contentType());
            assertTrue(ReplayTypes.handedOn(p, true), p.url() + " " + p.contentType());
        }
    }
}
