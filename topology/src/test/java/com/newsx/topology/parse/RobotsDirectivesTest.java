package com.newsx.topology.parse;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RobotsDirectivesTest {
    private static final String AGENT = "newsx-crawler";

    private static RobotsDirectives meta(String head) {
        return RobotsDirectives.fromMeta(("<html><head>" + head + "</head><body><p>text</p></body></html>")
                .getBytes(StandardCharsets.UTF_8), AGENT);
    }

    @Test
    void metaRobotsInAnyCase() {
        assertTrue(meta("<meta name=\"robots\" content=\"noindex\">").noindex());
        assertFalse(meta("<meta name=\"robots\" content=\"noindex\">").nofollow());
        assertTrue(meta("<META NAME=\"ROBOTS\" CONTENT=\"NOFOLLOW\">").nofollow());
        RobotsDirectives none = meta("<meta name=\"Robots\" content=\"None\">");
        assertTrue(none.noindex() && none.nofollow());
        RobotsDirectives both = meta("<meta name=\"robots\" content=\"noarchive,noindex, NoFollow\">");
        assertTrue(both.noindex() && both.nofollow());
        assertEquals("meta robots", both.source());
    }

    @Test
    void metaForOurAgentCountsAndForOthersNot() {
        assertTrue(meta("<meta name=\"newsx-crawler\" content=\"noindex\">").noindex());
        assertFalse(meta("<meta name=\"googlebot\" content=\"noindex, nofollow\">").noindex());
        assertEquals(RobotsDirectives.NONE, meta("<meta name=\"robots\" content=\"index, follow\">"));
        assertEquals(RobotsDirectives.NONE, meta("<meta name=\"description\" content=\"robots noindex\">"));
        assertEquals(RobotsDirectives.NONE, meta("<title>No meta</title>"));
    }

    private static RobotsDirectives page(String html) {
        return RobotsDirectives.fromMeta(html.getBytes(StandardCharsets.UTF_8), AGENT);
    }

    @Test
    void theHeadEndsAtItsFirstCloseTagInAnyCaseElseTheWholePrefixIsParsed() {
        assertEquals(RobotsDirectives.NONE, page("<HTML><HEAD><TITLE>Robots</TITLE></HEAD><BODY>"
                + "<META NAME=ROBOTS CONTENT=NOINDEX></BODY></HTML>"), "a meta tag in the body is not the page's");
        assertTrue(page("<HTML><HEAD><META NAME=ROBOTS CONTENT=NOINDEX></HEAD><BODY></BODY></HTML>").noindex());
        assertTrue(page("<html><body><p>text</p><meta name=robots content=nofollow></body></html>").nofollow(),
                "no head end: the whole prefix is the head");
        assertTrue(page("<head></head ><body><meta name=robots content=noindex>").noindex(),
                "only </head> with its > ends the head");
        assertEquals(RobotsDirectives.NONE, RobotsDirectives.fromMeta(new byte[0], AGENT));
        assertEquals(RobotsDirectives.NONE, RobotsDirectives.fromMeta(null, AGENT));
    }

    @Test
    void theHeadIsParsedWhenItNamesRobotsOrTheAgentInAnyCaseOrHoldsACharacterReference() {
        // the head spells "robots" with a character reference: parsed, whatever the body says
        String head = "<html><head><meta name=\"&#114;obots\" content=\"noindex\"></head><body>";
        assertTrue(page(head + "<p>About ROBOTS.</p></body></html>").noindex());
        assertTrue(page(head + "<p>About nothing.</p></body></html>").noindex());
        // a page without a head: the first 256 KB are the head
        String noHead = "<html><meta name=robots content=noindex>";
        assertTrue(page(noHead + "x".repeat(256 * 1024 - noHead.length() - 1) + ">").noindex());
        String late = "<html><body>" + "x".repeat(256 * 1024) + "<meta name=robots content=noindex>";
        assertEquals(RobotsDirectives.NONE, page(late), "a meta tag past the first 256 KB is not read");
        assertEquals(RobotsDirectives.NONE, page("<html><head><title>t</title></head><body>robots: "
                + "<meta name=robots content=noindex></body></html>"), "robots named in the body only");
        assertTrue(meta("<meta name=\"NewsX-Crawler\" content=\"NOINDEX\">").noindex());
    }

    @Test
    void nonAsciiBytesInTheHeadChangeNothing() {
        assertTrue(meta("<title>ÉTÉ 新闻</title><meta name=\"description\" content=\"À la une\">"
                + "<meta name=\"robots\" content=\"noindex\">").noindex());
        // an agent named in Latin-1 letters matches in any case, as in the page's lower-cased Latin-1 text
        byte[] latin1 = "<head><meta name=\"CRAWLÉ\" content=\"nofollow\"></head>".getBytes(StandardCharsets.ISO_8859_1);
        assertTrue(RobotsDirectives.fromMeta(latin1, "crawlé").nofollow());
    }

    @Test
    void xRobotsTagWithAndWithoutAnAgent() {
        assertTrue(RobotsDirectives.fromHeader("noindex", AGENT).noindex());
        assertTrue(RobotsDirectives.fromHeader("NoIndex, NOFOLLOW", AGENT).nofollow());
        RobotsDirectives none = RobotsDirectives.fromHeader("none", AGENT);
        assertTrue(none.noindex() && none.nofollow());
        assertEquals("X-Robots-Tag", none.source());
        assertFalse(RobotsDirectives.fromHeader("googlebot: noindex, nofollow", AGENT).noindex());
        assertTrue(RobotsDirectives.fromHeader("Newsx-Crawler: noindex", AGENT).noindex());
        // one header per line: the second is for everyone
        RobotsDirectives two = RobotsDirectives.fromHeader("otherbot: noindex\nnofollow", AGENT);
        assertFalse(two.noindex());
        assertTrue(two.nofollow());
        assertEquals(RobotsDirectives.NONE, RobotsDirectives.fromHeader("unavailable_after: 25 Jun 2010 15:00:00 PST",
                AGENT));
        assertTrue(RobotsDirectives.fromHeader("unavailable_after: 25 Jun 2010, noindex", AGENT).noindex());
        assertEquals(RobotsDirectives.NONE, RobotsDirectives.fromHeader(null, AGENT));
    }

    @Test
    void headerAndMetaCombine() {
        byte[] page = "<html><head><meta name=robots content=nofollow></head></html>".getBytes(StandardCharsets.UTF_8);
        RobotsDirectives d = RobotsDirectives.of("noindex", page, AGENT);
        assertTrue(d.noindex() && d.nofollow());
        assertEquals("X-Robots-Tag and meta robots", d.source());
    }
}
