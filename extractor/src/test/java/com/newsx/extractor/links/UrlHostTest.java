package com.newsx.extractor.links;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class UrlHostTest {

    @Test
    void hostsWithUnderscoresHaveAHostAndPort() {
        assertEquals("my_blog.example.com", UrlHost.of("http://My_Blog.example.com/a/b?x=1"));
        assertEquals(-1, UrlHost.port("http://my_blog.example.com/a"));
        assertEquals("my_blog.example.com", UrlHost.of("http://user@my_blog.example.com:8081/"));
        assertEquals(8081, UrlHost.port("http://user@my_blog.example.com:8081/"));
        assertEquals(9200, UrlHost.port("http://_es_.example:9200/_cat"), "a port behind an underscore host counts");
    }

    @Test
    void ordinaryHostsAsJavaNetUriSeesThem() {
        assertEquals("news.example.cn", UrlHost.of("HTTP://News.Example.cn:8080/x"));
        assertEquals(8080, UrlHost.port("http://news.example.cn:8080/x"));
        assertEquals("[::1]", UrlHost.of("http://[::1]/"));
        assertEquals("127.0.0.1", UrlHost.of("http://127.0.0.1:9200/"));
    }

    @Test
    void noHostIsNull() {
        assertNull(UrlHost.of("mailto:someone@example.com"));
        assertNull(UrlHost.of("/relative/path"));
        assertNull(UrlHost.of("http://bad host/"));
        assertNull(UrlHost.of("http://a_b.example:99999/"));
        assertNull(UrlHost.of("http://a_b.example:x/"));
        assertNull(UrlHost.of(null));
    }
}
