package com.newsx.topology.net;

import com.newsx.topology.doc.UrlMessage;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlAdmissionTest {
    private final UrlAdmission open = new UrlAdmission(new AddressGuard(false), PolitenessKey.Mode.DOMAIN, 8192);

    @Test
    void normalisesAndKeysByPolitenessQueue() {
        var first = assertInstanceOf(UrlAdmission.Candidate.class, open.check("HTTP://News.Sina.com.cn/a/../b.html#x"));
        assertEquals("http://news.sina.com.cn/b.html", first.url());
        assertEquals("sina.com.cn", first.queueKey());
        assertEquals(0, first.message().depth());
    }

    @Test
    void aRefusalSaysWhetherItsUrlWasASeed() {
        var seed = assertInstanceOf(UrlAdmission.Refused.class, open.check("ftp://files.example/x"));
        assertTrue(seed.seed(), "a bare URL is a seed");
        var outlink = assertInstanceOf(UrlAdmission.Refused.class, open.check(
                new UrlMessage("ftp://files.example/y", 1, "http://a.example/", "http://a.example/").toJson()));
        assertTrue(!outlink.seed(), "a link found on a page is none");
        assertTrue(!assertInstanceOf(UrlAdmission.Refused.class, open.check("{broken json")).seed());
    }

    @Test
    void refusesWithReasons() {
        var bad = assertInstanceOf(UrlAdmission.Refused.class, open.check("ftp://files.example/x"));
        assertTrue(bad.reason().contains("http"), bad.reason());
        assertInstanceOf(UrlAdmission.Refused.class, open.check("{\"nourl\":1}"));
        assertInstanceOf(UrlAdmission.Refused.class, open.check("{broken json"));
        assertInstanceOf(UrlAdmission.Refused.class, open.check("ht!tp://bad%20url"));
        var ssrf = assertInstanceOf(UrlAdmission.Refused.class,
                new UrlAdmission(new AddressGuard(true), PolitenessKey.Mode.HOST, 8192).check("http://127.0.0.1/_cat"));
        assertTrue(ssrf.reason().contains("non-public"), ssrf.reason());
    }

    @Test
    void aHostWithAnUnderscoreIsAdmitted() {
        var c = assertInstanceOf(UrlAdmission.Candidate.class, open.check("http://My_Blog.example.com/2024/a.html"));
        assertEquals("http://my_blog.example.com/2024/a.html", c.url());
        assertEquals("example.com", c.queueKey());
    }

    @Test
    void aFortyKilobyteUrlIsRefusedNotStored() {
        String huge = "http://a.example/" + "x".repeat(40_000);
        var r = assertInstanceOf(UrlAdmission.Refused.class, open.check(huge));
        assertTrue(r.reason().startsWith("URL too long: 40017 characters"), r.reason());
    }

    @Test
    void mappedNamesPassTheGuard() {
        UrlAdmission bench = new UrlAdmission(new AddressGuard(true, HostOverrides.parse("*.bench=127.0.0.1"),
                RefusedPorts.parse("9200"), AllowedPorts.parse("8088")), PolitenessKey.Mode.HOST, 8192);
        assertInstanceOf(UrlAdmission.Candidate.class, bench.check("http://news7.bench:8088/"));
        assertInstanceOf(UrlAdmission.Refused.class, bench.check("http://news7.bench:8089/"));
        assertInstanceOf(UrlAdmission.Refused.class, bench.check("http://localhost:9200/"));
    }

    @Test
    void aRedirectTargetKeepsItsHopCountThroughAdmission() {
        String json = new UrlMessage("HTTP://A.example/x", 2, "http://a.example/", "http://a.example/p", -1, null, 3).toJson();
        var c = assertInstanceOf(UrlAdmission.Candidate.class, open.check(json));
        assertEquals("http://a.example/x", c.url());
        assertEquals(3, c.message().redirects());
        assertEquals(2, c.message().depth());
        assertEquals(0, UrlMessage.parse("http://a.example/").redirects());
        assertTrue(!UrlMessage.parse("http://a.example/").toJson().contains("redirects"), "absent when none");
    }

    @Test
    void outlinkMessagesCarryTheirLineage() {
        UrlMessage seed = UrlMessage.parse("http://a.example/");
        UrlMessage child = UrlMessage.parse(seed.child("http://a.example/x").toJson());
        assertEquals(1, child.depth());
        assertEquals("http://a.example/", child.seed());
        assertEquals("http://a.example/", child.parent());
    }

    @Test
    void aNameIsJudgedOnceItsLookupAnsweredWithoutAnyThreadWaitingForIt() throws Exception {
        UrlAdmission guarded = new UrlAdmission(new AddressGuard(true), PolitenessKey.Mode.HOST, 8192);
        var c = assertInstanceOf(UrlAdmission.Candidate.class, guarded.check("http://news.example.com/a"));
        assertEquals("news.example.com", c.lookup(), "the host is left to look up");
        var rebound = assertInstanceOf(UrlAdmission.Refused.class, guarded.admit(c,
                NameResolver.Resolution.of(new InetAddress[]{InetAddress.getByAddress("news.example.com", new byte[]{10, 1, 2, 3})})));
        assertTrue(rebound.reason().contains("non-public"), rebound.reason());
        var ok = assertInstanceOf(UrlAdmission.Candidate.class, guarded.admit(c,
                NameResolver.Resolution.of(new InetAddress[]{InetAddress.getByAddress("news.example.com", new byte[]{93, 1, 2, 3})})));
        assertEquals(null, ok.lookup());
        assertEquals("news.example.com", ok.queueKey());
        var slow = assertInstanceOf(UrlAdmission.Candidate.class, guarded.admit(c,
                NameResolver.Resolution.timedOut("DNS: no answer")), "a timeout admits: the fetch resolves again and decides");
        assertEquals("http://news.example.com/a", slow.url());
        assertEquals(null, open.check("http://news.example.com/a") instanceof UrlAdmission.Candidate o ? o.lookup() : "x",
                "the guard off: nothing to look up");
    }

    @Test
    void aUrlTheCrawlIsSentToIsJudgedWholeItsNameLookedUp() throws Exception {
        // where a robots.txt redirect leads: the checks without a lookup, then the addresses of its name
        NameResolver names = new NameResolver(host -> new InetAddress[]{InetAddress.getByAddress(host,
                host.startsWith("intranet") ? new byte[]{10, 1, 2, 3} : new byte[]{93, 1, 2, 3})},
                HostOverrides.parse(""), 1, 1, 5_000, 60_000, 10_000, 1 << 16, System::currentTimeMillis);
        UrlAdmission guarded = new UrlAdmission(new AddressGuard(true), PolitenessKey.Mode.HOST, 8192);
        assertEquals(java.util.Optional.empty(), guarded.refusal("http://news.example.com/robots.txt", names).join());
        assertTrue(guarded.refusal("http://intranet.example.com/robots.txt", names).join().orElseThrow()
                .contains("non-public address 10.1.2.3"));
        assertTrue(guarded.refusal("http://news.example.com:8443/robots.txt", names).join().orElseThrow()
                .contains("url.allowed-ports"));
        assertTrue(guarded.refusal("ftp://news.example.com/robots.txt", names).join().orElseThrow().contains("http"));
    }

    @Test
    void queuesPerIpAreKeyedByTheAddressTheLookupGave() throws Exception {
        UrlAdmission byIp = new UrlAdmission(new AddressGuard(false), PolitenessKey.Mode.IP, 8192);
        var c = assertInstanceOf(UrlAdmission.Candidate.class, byIp.check("http://news.example.com/a"));
        assertEquals("news.example.com", c.lookup());
        var admitted = assertInstanceOf(UrlAdmission.Candidate.class, byIp.admit(c,
                NameResolver.Resolution.of(new InetAddress[]{InetAddress.getByAddress("news.example.com", new byte[]{93, 1, 2, 3})})));
        assertEquals("93.1.2.3", admitted.queueKey());
        var unresolved = assertInstanceOf(UrlAdmission.Candidate.class, byIp.admit(c,
                NameResolver.Resolution.failed("DNS: unknown host")));
        assertEquals("news.example.com", unresolved.queueKey(), "no address: the host is its key");
    }
}
