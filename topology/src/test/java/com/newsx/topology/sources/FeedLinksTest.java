package com.newsx.topology.sources;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FeedLinksTest {
    private static final String PAGE = "https://news.example/world/";
    private static final String RSS = "<link rel=\"alternate\" type=\"application/rss+xml\" href=\"rss.xml\">";

    private static List<String> ofPage(String html) {
        return FeedLinks.ofPage(html.getBytes(StandardCharsets.UTF_8), PAGE);
    }

    @Test
    void theHeadEndsAtItsFirstCloseTagInAnyCaseElseTheWholePrefixIsParsed() {
        assertEquals(List.of(), ofPage("<HTML><HEAD><TITLE>t</TITLE></HEAD><BODY>" + RSS + "</BODY></HTML>"));
        assertEquals(List.of("https://news.example/world/rss.xml"), ofPage("<HTML><HEAD>" + RSS + "</HEAD><BODY>"));
        assertEquals(List.of("https://news.example/world/rss.xml"), ofPage("<html><body><p>text</p>" + RSS),
                "no head end: the whole prefix is the head");
        assertEquals(List.of(), FeedLinks.ofPage(new byte[0], PAGE));
    }

    @Test
    void onlyTheFirst256KbAreRead() {
        String endsAtTheLimit = "<head>" + "x".repeat(256 * 1024 - 6 - RSS.length()) + RSS;
        assertEquals(List.of("https://news.example/world/rss.xml"), ofPage(endsAtTheLimit + "</head>"));
        assertEquals(List.of(), ofPage(" " + endsAtTheLimit + "</head>"), "a tag whose > falls past the limit");
    }

    @Test
    void nonAsciiBytesInTheHeadChangeNothing() {
        assertEquals(List.of("https://news.example/world/rss.xml"),
                ofPage("<html><HEAD><title>ÉTÉ 新闻</title>" + RSS + "</HEAD><body>É" + RSS.replace("rss.", "b.")));
    }
}
