package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NextHopGuardTest {
    private static final NextHopGuard GUARD = new NextHopGuard(new AddressGuard(true, HostOverrides.parse(""),
            RefusedPorts.parse("9200"), AllowedPorts.parse("8088")));

    private static Optional<String> check(String... lines) {
        return GUARD.check("http://news.example/a.html", List.of(lines));
    }

    @Test
    void aNonPublicAddressReportedAsNextHopIsRefusedWithItsRange() {
        String why = check("localweb; next-hop=\"127.0.0.1\"").orElseThrow();
        assertEquals("next hop reported by the proxy (Proxy-Status of localweb): host news.example resolves to a "
                + "non-public address 127.0.0.1: loopback", why);
        assertTrue(check("p; next-hop=\"10.1.2.3:80\"").orElseThrow().contains("private"));
        assertTrue(check("p; next-hop=\"169.254.169.254\"").orElseThrow().contains("169.254.0.0/16"));
        assertTrue(check("p; next-hop=\"[::1]\"").orElseThrow().contains("IPv6 loopback"));
        assertTrue(check("p; next-hop=\"[fd00::5]:8088\"").orElseThrow().contains("unique-local"));
        assertTrue(check("p; next-hop=\"::ffff:192.168.0.1\"").orElseThrow().contains("private"));
        assertTrue(check("p; next-hop=\"fe80::1\"").orElseThrow().contains("link-local"));
    }

    @Test
    void aReportedPortIsJudgedAsAUrlsPort() {
        assertTrue(check("p; next-hop=\"93.184.216.34:9200\"").orElseThrow().contains("url.refused-ports"));
        assertTrue(check("p; next-hop=\"93.184.216.34:22\"").orElseThrow().contains("url.allowed-ports"));
        assertTrue(check("p; next-hop=\"origin.example:9200\"").orElseThrow().contains("url.refused-ports"),
                "a name's port can be judged, though its address cannot");
        assertEquals(Optional.empty(), check("p; next-hop=\"93.184.216.34:8088\""));
    }

    @Test
    void aPublicAddressANameOrNoNextHopPasses() {
        assertEquals(Optional.empty(), check("p; next-hop=\"93.184.216.34\""));
        assertEquals(Optional.empty(), check("p; next-hop=\"[2606:4700:4700::1111]:443\""));
        assertEquals(Optional.empty(), check("p; next-hop=localhost"), "a name is not resolved: it cannot be judged");
        assertEquals(Optional.empty(), check("p; next-hop=\"internal.corp:80\""));
        assertEquals(Optional.empty(), check("p; error=dns_timeout"));
        assertEquals(Optional.empty(), check());
        assertEquals(Optional.empty(), check("p; next-hop=\"127.0.0.1"), "a header that does not parse is ignored");
        assertEquals(Optional.empty(), check("p; next-hop=\"[::1\""), "nor is a next hop that is no host");
    }

    @Test
    void everyMembersNextHopCounts() {
        assertTrue(check("inner; next-hop=\"10.0.0.9\", egress; next-hop=\"93.184.216.34\"").isPresent());
        assertTrue(check("origin-side; next-hop=\"93.184.216.34\"", "egress; next-hop=\"127.0.0.1\"").orElseThrow()
                .contains("Proxy-Status of egress"));
    }

    @Test
    void aMappedNameOrTheGuardOffLetsAddressesPassButNotRefusedPorts() {
        HostOverrides mapped = HostOverrides.parse("*.example=127.0.0.1");
        NextHopGuard vouched = new NextHopGuard(new AddressGuard(true, mapped, RefusedPorts.parse("9200"),
                AllowedPorts.parse("")));
        assertEquals(Optional.empty(), vouched.check("http://news.example/", List.of("p; next-hop=\"127.0.0.1\"")));
        assertTrue(vouched.check("http://other.test/", List.of("p; next-hop=\"127.0.0.1\"")).isPresent());
        NextHopGuard off = new NextHopGuard(new AddressGuard(false, HostOverrides.parse(""), RefusedPorts.parse("9200"),
                AllowedPorts.parse("")));
        assertEquals(Optional.empty(), off.check("http://news.example/", List.of("p; next-hop=\"10.0.0.1\"")));
        assertTrue(off.check("http://news.example/", List.of("p; next-hop=\"10.0.0.1:9200\"")).isPresent());
    }

    @Test
    void onlyAddressLiteralsAreReadAsAddresses() {
        assertEquals("127.0.0.1", NextHopGuard.literal("127.0.0.1").getHostAddress());
        assertEquals("0:0:0:0:0:0:0:1", NextHopGuard.literal("::1").getHostAddress());
        for (String name : new String[]{"999.1.1.1", "127.1", "2130706433", "localhost", "a.b.c.d", ".:", "g::1",
                "fe80::1%eth0", "1:2:3", "example.com"}) {
            assertNull(NextHopGuard.literal(name), name);
        }
        assertEquals(new NextHopGuard.HostPort("2001:db8::1", 443), NextHopGuard.HostPort.of("[2001:db8::1]:443"));
        assertEquals(new NextHopGuard.HostPort("2001:db8::1", -1), NextHopGuard.HostPort.of("2001:db8::1"));
        assertEquals(new NextHopGuard.HostPort("192.0.2.1", 8080), NextHopGuard.HostPort.of("192.0.2.1:8080"));
        assertEquals(new NextHopGuard.HostPort("origin.example", -1), NextHopGuard.HostPort.of("origin.example"));
        assertNull(NextHopGuard.HostPort.of("name:http"));
        assertNull(NextHopGuard.HostPort.of("[::1]x"));
        assertNull(NextHopGuard.HostPort.of(":80"));
    }
}
