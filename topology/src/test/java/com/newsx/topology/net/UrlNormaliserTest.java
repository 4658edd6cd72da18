package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlNormaliserTest {
    private final UrlNormaliser n = new UrlNormaliser();

    @Test
    void anInternationalisedHostIsWrittenInPunycodeAndCrawled() {
        assertEquals(Optional.of("http://xn--fsqu00a.xn--0zwm56d/news/1.html"), n.normalise("http://例子.测试/news/1.html"));
        assertEquals(Optional.of("https://xn--bcher-kva.example:8443/a"), n.normalise("https://Bücher.example:8443/a#top"));
        assertEquals(n.normalise("http://xn--fsqu00a.xn--0zwm56d/"), n.normalise("http://例子.测试/"),
                "one spelling per page");
        assertEquals("xn--fsqu00a.xn--0zwm56d", CrawlScope.host(n.normalise("http://例子.测试/x").orElseThrow()));
        assertEquals("xn--fsqu00a.xn--0zwm56d",
                PolitenessKey.of(n.normalise("http://例子.测试/x").orElseThrow(), PolitenessKey.Mode.HOST));
    }

    @Test
    void userInfoAndPathKeepTheirPlace() {
        assertEquals("http://u:p@xn--fsqu00a.xn--0zwm56d/p?q=例#f", UrlNormaliser.asciiHost("http://u:p@例子.测试/p?q=例#f"));
        assertEquals("http://example.com/例", UrlNormaliser.asciiHost("http://example.com/例"));
    }

    @Test
    void whatIsNotAnHttpUrlIsRefused() {
        assertTrue(n.normalise("ftp://例子.测试/").isEmpty());
        assertTrue(n.normalise("javascript:alert(1)").isEmpty());
        assertTrue(n.normalise("http://").isEmpty());
    }
}
