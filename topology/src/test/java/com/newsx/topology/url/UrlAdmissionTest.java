package com.newsx.topology.url;

import com.newsx.topology.fetch.PolitenessKey;
import com.newsx.topology.seed.UrlMessage;
import com.newsx.topology.status.SeenSet;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlAdmissionTest {
    /** The seen-set's contract in memory; the Elasticsearch one is exercised by CrawlIT. */
    private static final class MemorySeenSet implements SeenSet {
        final Set<String> seen = new HashSet<>();

        @Override
        public boolean addIfAbsent(String url, String host, int depth, String parent) {
            return seen.add(url);
        }
    }

    @Test
    void admitsOnceRefusesWithReasons() throws IOException {
        MemorySeenSet seen = new MemorySeenSet();
        UrlAdmission a = new UrlAdmission(new AddressGuard(false), seen, PolitenessKey.Mode.DOMAIN);

        var first = assertInstanceOf(UrlAdmission.Admitted.class, a.admit("HTTP://News.Sina.com.cn/a/../b.html#x"));
        assertEquals("http://news.sina.com.cn/b.html", first.message().url());
        assertEquals("sina.com.cn", first.queueKey());
        assertEquals(0, first.message().depth());

        assertInstanceOf(UrlAdmission.AlreadySeen.class, a.admit("{\"url\":\"http://news.sina.com.cn/b.html\",\"depth\":1}"));
        var bad = assertInstanceOf(UrlAdmission.Refused.class, a.admit("ftp://files.example/x"));
        assertTrue(bad.reason().contains("http"), bad.reason());
        assertInstanceOf(UrlAdmission.Refused.class, a.admit("{\"nourl\":1}"));
        assertInstanceOf(UrlAdmission.Refused.class, a.admit("{broken json"));
        var ssrf = assertInstanceOf(UrlAdmission.Refused.class,
                new UrlAdmission(new AddressGuard(true), seen, PolitenessKey.Mode.HOST).admit("http://127.0.0.1:9200/_cat"));
        assertTrue(ssrf.reason().contains("non-public"), ssrf.reason());
    }

    @Test
    void aSeenSetThatCannotAnswerIsAnErrorToRetry() {
        SeenSet down = (url, host, depth, parent) -> {
            throw new IOException("connection refused");
        };
        assertThrows(IOException.class, () -> new UrlAdmission(new AddressGuard(false), down, PolitenessKey.Mode.HOST)
                .admit("http://a.example/"));
    }

    @Test
    void outlinkMessagesCarryTheirLineage() {
        UrlMessage seed = UrlMessage.parse("http://a.example/");
        UrlMessage child = UrlMessage.parse(seed.child("http://a.example/x").toJson());
        assertEquals(1, child.depth());
        assertEquals("http://a.example/", child.seed());
        assertEquals("http://a.example/", child.parent());
    }
}
