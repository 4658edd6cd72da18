package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class SiteNamesTest {
    private static PageMetadata meta(String htmlTitle, String siteName) {
        return new PageMetadata(htmlTitle, null, null, siteName, List.of(), List.of(), List.of(), List.of(),
                List.of(), null);
    }

    @Test
    void theHeadlinePartOfATitleLeavesTheSiteOut() {
        assertEquals("外媒眼中的武汉长假：蓬勃发展，欢声笑语",
                SiteNames.headlinePart("外媒眼中的武汉长假：蓬勃发展，欢声笑语_首页武汉_新闻中心_长江网_cjn.cn", null));
        assertEquals("Só quem se Ama...",
                SiteNames.headlinePart("Só quem se Ama... — Mensagens de Reflexão", null),
                "the first segment, though shorter than the site name");
        assertEquals("Rates rise again", SiteNames.headlinePart("CNN - Rates rise again", "CNN"));
        assertEquals("Markets slide on rate fears",
                SiteNames.headlinePart("Markets slide on rate fears | Business | Example News", null));
        assertEquals("No separator here", SiteNames.headlinePart("No separator here", null));
    }

    @Test
    void theSiteSegmentAndASuffixNamingTheSite() {
        assertEquals("Ann Rivers", SiteNames.siteSegment("Notes on sourdough | Ann Rivers"));
        assertNull(SiteNames.siteSegment("Notes on sourdough"));
        assertEquals("Spring shows to see", SiteNames.withoutSiteSuffix("Spring shows to see – Artline", "Artline"));
        assertEquals("Spring shows to see – Artline", SiteNames.withoutSiteSuffix("Spring shows to see – Artline", "Arts"));
        assertEquals("Vibe Notes", SiteNames.withoutHost("example.org Vibe Notes", "example.org"));
        assertEquals("example.org", SiteNames.host("https://www.example.org/notes/vibe.html"));
    }

    @Test
    void theSitesNameAsAuthorOfRecordIsCutAtTheSameSeparators() {
        assertEquals("Hill Farm", SiteNames.authorOfRecord(meta(null, "Hill Farm - Notes from the hills")));
        assertEquals("Hill Farm", SiteNames.authorOfRecord(meta(null, "Hill Farm — Notes from the hills")));
        assertEquals("Hill Farm Notes", SiteNames.authorOfRecord(meta("Snow closes the valley road | Hill Farm Notes", null)));
        assertNull(SiteNames.authorOfRecord(meta(null, "hillfarm.example")), "a host is no name");
        assertTrue(SiteNames.isSiteName("Ann Rivers", meta("Notes on sourdough | Ann Rivers", null)));
        assertFalse(SiteNames.isSiteName("Sam Lee", meta("Notes on sourdough | Ann Rivers", null)));
    }

    @Test
    void anElementMarkedAsTheSitesLogoNamesTheSite() {
        Element logo = Jsoup.parse("<a><div><p class=\"site-title\">talkNOW</p><small>Learn now!</small></div></a>")
                .selectFirst("a");
        assertTrue(SiteNames.namesTheSite(logo, Fold.of(logo.text()), null, null));
        Element h1 = Jsoup.parse("<h1>Artline</h1>").selectFirst("h1");
        assertTrue(SiteNames.namesTheSite(h1, "artline", "artline", null), "its text is og:site_name");
        assertFalse(SiteNames.namesTheSite(h1, "artline", "harbourschool", "example.org"));
    }
}
