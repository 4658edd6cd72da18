package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlNormaliserTest {
    private final UrlNormaliser n = new UrlNormaliser(TrackingParams.NONE);

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
    void aHostWithAnUnderscoreIsNormalisedAndCrawled() {
        // java.net.URI reads no host in my_blog.example.com (not a host name by RFC 952, yet a DNS name sites use)
        assertEquals(Optional.of("http://my_blog.example.com/b.html"), n.normalise("HTTP://My_Blog.Example.com:80/a/../b.html#x"));
        assertEquals(Optional.of("http://my_blog.example.com:8081/"), n.normalise("http://my_blog.example.com:8081/"));
        String url = n.normalise("http://news_1.example.co.uk/x").orElseThrow();
        assertEquals("news_1.example.co.uk", CrawlScope.host(url));
        assertEquals("news_1.example.co.uk", PolitenessKey.of(url, PolitenessKey.Mode.HOST));
        assertEquals("example.co.uk", PolitenessKey.of(url, PolitenessKey.Mode.DOMAIN));
        assertTrue(new CrawlScope(CrawlScope.Mode.DOMAIN, 3).follows("http://www.example.co.uk/", url, 1));
        assertTrue(new CrawlScope(CrawlScope.Mode.HOST, 3).follows(url, "http://news_1.example.co.uk/y", 1));
        assertTrue(n.normalise("http://bad_host .example/").isEmpty());
    }

    @Test
    void theGuardReadsTheHostAndPortOfAnUnderscoreHost() {
        AddressGuard guard = new AddressGuard(true, HostOverrides.parse(""), RefusedPorts.parse("9200"),
                AllowedPorts.parse(""));
        assertTrue(guard.check("http://_es_.example:9200/_cat").orElseThrow().contains("9200"));
        assertTrue(guard.check("http://_es_.example:8081/").orElseThrow().contains("url.allowed-ports"));
        AddressGuard mapped = new AddressGuard(true, HostOverrides.parse("my_site.test=127.0.0.1"));
        assertTrue(mapped.check("http://my_site.test/").isEmpty());
        assertTrue(new AddressGuard(true, HostOverrides.parse("*.test=10.0.0.1")).checkAddress("a_b.example",
                java.net.InetAddress.getLoopbackAddress()).isPresent());
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
