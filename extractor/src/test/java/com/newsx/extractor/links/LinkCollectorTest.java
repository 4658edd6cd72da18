package com.newsx.extractor.links;

import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LinkCollectorTest {

    @Test
    void relNofollowIsLeftOutInAnyCaseAsAToken() {
        String base = "http://news.example/";
        var doc = Jsoup.parse("<a href='/a' rel='nofollow'>a</a><a href='/b' rel='NoFollow'>b</a>"
                + "<a href='/c' rel='noopener NOFOLLOW'>c</a><a href='/d' rel='noopener'>d</a>"
                + "<a href='/e' rel='nofollowed'>e</a><a href='/f'>f</a>", base);
        assertEquals(List.of("http://news.example/d", "http://news.example/e", "http://news.example/f"),
                LinkCollector.collect(doc, new LinkResolver(base)));
    }
}
