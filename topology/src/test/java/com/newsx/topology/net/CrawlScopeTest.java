package com.newsx.topology.net;

import com.newsx.topology.doc.DocumentId;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlScopeTest {

    @Test
    void domainScopeSharesTheRegisteredDomain() {
        CrawlScope s = CrawlScope.parse("domain", 2);
        assertTrue(s.follows("http://news.sina.com.cn/", "http://finance.sina.com.cn/a.html", 1));
        assertFalse(s.follows("http://news.sina.com.cn/", "http://news.163.com/a.html", 1));
        assertFalse(s.follows("http://news.sina.com.cn/", "http://news.sina.com.cn/deep", 3), "beyond max depth");
        assertEquals("sina.com.cn", CrawlScope.registeredDomain("news.sina.com.cn"));
    }

    @Test
    void hostScopeIsExact() {
        CrawlScope s = CrawlScope.parse("host", 5);
        assertTrue(s.follows("https://www.example.com/", "https://www.example.com/x", 1));
        assertFalse(s.follows("https://www.example.com/", "https://blog.example.com/x", 1));
        assertFalse(CrawlScope.parse("none", 5).follows("https://a.com/", "https://a.com/x", 1));
    }

    @Test
    void normaliserAndGuard() {
        UrlNormaliser n = new UrlNormaliser(TrackingParams.NONE);
        assertEquals("http://news.example.cn/a/b.html", n.normalise("HTTP://News.Example.CN:80/a/./b.html#top").orElseThrow());
        assertTrue(n.normalise("javascript:alert(1)").isEmpty());
        assertTrue(n.normalise("not a url").isEmpty());
        assertEquals(DocumentId.of("http://x/1"), DocumentId.of("http://x/1"));
        assertTrue(new AddressGuard(true).check("http://127.0.0.1/").isPresent());
        assertTrue(new AddressGuard(true).check("http://10.1.2.3/").isPresent());
        assertTrue(new AddressGuard(false).check("http://127.0.0.1/").isEmpty());
    }
}
