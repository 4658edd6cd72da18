package com.newsx.topology.parse;

import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class CanonicalLinkTest {
    private static final String PAGE = "https://m.example.com/amp/2024/05/story.html";

    private static String of(String html) {
        return CanonicalLink.of(html.getBytes(StandardCharsets.UTF_8), PAGE);
    }

    @Test
    void theCanonicalLinkOfTheHeadIsRead() {
        assertEquals("https://www.example.com/2024/05/story.html", of("<html><head><title>t</title>"
                + "<link rel=\"stylesheet\" href=\"/s.css\"><link rel=\"canonical\" href=\"https://www.example.com/2024/05/story.html\">"
                + "</head><body><link rel=\"canonical\" href=\"https://www.example.com/other\"></body></html>"));
        assertEquals("https://www.example.com/a?b=1&c=2", of("<HEAD><LINK HREF='https://www.example.com/a?b=1&amp;c=2' "
                + "REL='Canonical'/></HEAD>"), "any case, any quotes, attributes in any order, entities decoded");
        assertEquals("https://m.example.com/amp/2024/05/story.html", of("<head><link rel=canonical href=../../2024/05/story.html></head>"),
                "relative to the page");
        assertEquals("https://www.example.com/x", of("<head><link rel=\"alternate canonical\" href=\"https://www.example.com/x\">"),
                "one token of rel");
    }

    @Test
    void noCanonicalGivesNull() {
        assertNull(of("<html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"/rss\"></head></html>"));
        assertNull(of("<html><head></head><body><link rel=\"canonical\" href=\"https://www.example.com/x\"></body>"),
                "the body's links are not the page's head");
        assertNull(of("<head><link rel=\"canonical\" href=\"javascript:void(0)\"></head>"));
        assertNull(of("<head><link rel=\"canonical\"></head>"));
        assertNull(of("<head><link rel=\"canonical\" href=\"https://www.exa"), "a tag cut short");
    }

    @Test
    void theHeadEndsAtItsFirstCloseTagInAnyCaseElseThePrefixIsRead() {
        assertNull(of("<HTML><HEAD><TITLE>t</TITLE></HEAD><BODY><LINK REL=CANONICAL HREF=https://www.example.com/x>"));
        assertNull(of("<head></Head ><link rel=canonical href=https://www.example.com/x>"), "</head without its >");
        assertEquals("https://www.example.com/late", of("<html><body><p>text</p>"
                + "<link rel=\"canonical\" href=\"https://www.example.com/late\"></body></html>"),
                "no head end: the whole prefix is the head");
        assertNull(of("<head><link rel=canonical href=https://www.example.com/x</head>"),
                "a tag whose > is past the head's end");
        assertNull(CanonicalLink.of(new byte[0], PAGE));
    }

    @Test
    void onlyTheFirst256KbAreRead() {
        String tag = "<link rel=\"canonical\" href=\"https://www.example.com/x\">";
        String endsAtTheLimit = "<head>" + "x".repeat(256 * 1024 - 6 - tag.length()) + tag;
        assertEquals("https://www.example.com/x", of(endsAtTheLimit + "</head>" + "y".repeat(1000)),
                "a tag that ends at the limit");
        assertNull(of(" " + endsAtTheLimit + "</head>"), "one whose > falls just past it");
        assertNull(of("<head>" + "x".repeat(256 * 1024) + tag + "</head>"), "one beyond it");
    }

    @Test
    void nonAsciiBytesInTheHeadChangeNothing() {
        assertEquals("https://www.example.com/été/1.html", of("<html><HEAD><title>ÉTÉ 新闻</title>"
                + "<meta name=description content=\"À la une\"><LINK REL=canonical "
                + "HREF=\"https://www.example.com/été/1.html\"></HEAD><body>É</body>"));
        byte[] latin1 = "<head><title>ÉTÉ</title><link rel=canonical href=/a.html></head>"
                .getBytes(StandardCharsets.ISO_8859_1);
        assertEquals("https://m.example.com/a.html", CanonicalLink.of(latin1, PAGE));
    }

    @Test
    void aUtf8PathIsReadAndAnotherCharsetsBytesAreNot() {
        assertEquals("https://www.example.com/新闻/1.html",
                of("<head><link rel=\"canonical\" href=\"https://www.example.com/新闻/1.html\"></head>"));
        byte[] gbk = "<head><link rel=\"canonical\" href=\"https://www.example.com/新闻/1.html\"></head>"
                .getBytes(Charset.forName("GBK"));
        assertNull(CanonicalLink.of(gbk, PAGE), "GBK bytes read as UTF-8 would name another page");
    }

    @Test
    void aHugeLinkTagIsPassedOverAndTheNextOneRead() {
        // 200 KB of name characters without '=': read, it cost the attribute search minutes
        String huge = "<link " + "x".repeat(200_000) + ">";
        String icon = "<link rel=\"icon\" href=\"data:image/png;base64," + "A".repeat(8000) + "\">";
        assertEquals("https://www.example.com/x", of("<head>" + huge + icon
                + "<link rel=\"canonical\" href=\"https://www.example.com/x\"></head>"));
    }
}
