package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AddressGuardTest {
    private static String range(String literal) throws Exception {
        return NonPublicAddress.rangeOf(InetAddress.getByName(literal)).orElse("public");
    }

    @Test
    void everyNonPublicIpv4RangeIsRefused() throws Exception {
        for (String a : new String[] {"0.0.0.0", "0.1.2.3", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1",
                "127.0.0.1", "127.8.9.10", "169.254.169.254", "100.64.0.1", "100.127.255.255", "198.18.0.1",
                "198.19.255.255", "192.0.0.170", "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255"}) {
            assertTrue(!range(a).equals("public"), a + " must not be public");
        }
        assertEquals("link-local 169.254.0.0/16", range("169.254.169.254"));
        assertEquals("shared address space 100.64.0.0/10", range("100.100.100.200"));
        assertEquals("broadcast", range("255.255.255.255"));
    }

    @Test
    void publicIpv4NextToTheRangesIsPublic() throws Exception {
        for (String a : new String[] {"1.1.1.1", "8.8.8.8", "172.15.255.255", "172.32.0.1", "100.63.255.255",
                "100.128.0.1", "198.17.255.255", "198.20.0.1", "192.0.1.1", "169.253.1.1", "223.255.255.255",
                "11.0.0.1", "192.169.0.1"}) {
            assertEquals("public", range(a), a);
        }
    }

    @Test
    void ipv6RangesAndTheIpv4TheyEmbedAreJudged() throws Exception {
        assertEquals("IPv6 loopback", range("::1"));
        assertEquals("IPv6 unspecified", range("::"));
        assertEquals("IPv6 unique-local fc00::/7", range("fd12:3456::1"));
        assertEquals("IPv6 link-local fe80::/10", range("fe80::1"));
        assertEquals("IPv6 site-local fec0::/10", range("fec0::1"));
        assertEquals("IPv6 multicast", range("ff02::1"));
        assertTrue(range("64:ff9b::a9fe:a9fe").startsWith("NAT64"), range("64:ff9b::a9fe:a9fe")); // 169.254.169.254
        assertTrue(range("64:ff9b::7f00:1").contains("loopback"));
        assertEquals("public", range("64:ff9b::808:808")); // 8.8.8.8 through NAT64 is public
        assertTrue(range("2002:a9fe:a9fe::1").startsWith("6to4"), range("2002:a9fe:a9fe::1"));
        assertTrue(range("2002:0a00:0001::1").contains("private"));
        assertEquals("public", range("2002:0808:0808::1"));
        assertTrue(range("::ffff:127.0.0.1").contains("loopback")); // Java reads it as IPv4 already
        assertTrue(range("::a9fe:a9fe").startsWith("IPv4-compatible"), range("::a9fe:a9fe"));
        assertEquals("public", range("2606:4700:4700::1111"));
    }

    @Test
    void literalAddressesInUrlsAreRefusedWithTheirRange() {
        AddressGuard guard = new AddressGuard(true);
        assertTrue(guard.check("http://169.254.169.254/latest/meta-data/").orElseThrow().contains("169.254.0.0/16"));
        assertTrue(guard.check("http://100.100.100.200/").isPresent());
        assertTrue(guard.check("http://[64:ff9b::a9fe:a9fe]/").isPresent());
        assertTrue(guard.check("http://[2002:7f00:1::]/").isPresent());
        assertTrue(guard.check("http://0.0.0.0:8000/").isPresent());
    }

    @Test
    void thePipelinesOwnPortsAreRefusedEvenWithTheGuardOffOrTheNameMapped() {
        RefusedPorts services = RefusedPorts.parse("2181,6700-6710,9200");
        AddressGuard off = new AddressGuard(false, HostOverrides.parse("*.test=127.0.0.1"), services,
                AllowedPorts.parse("8088,9200,6700-6800"));
        assertTrue(off.check("http://site.test:9200/_cat/indices").orElseThrow().contains("9200"));
        assertTrue(off.check("http://example.com:6705/").isPresent(), "refused even though allowed");
        assertTrue(off.check("http://site.test:8088/").isEmpty());
        assertTrue(off.check("http://site.test:6750/").isEmpty());
        assertTrue(off.check("http://site.test/").isEmpty());
    }

    @Test
    void portsOtherThan80And443NeedTheAllowList() {
        AddressGuard defaults = new AddressGuard(true);
        assertTrue(defaults.check("http://example.com:8081/admin").orElseThrow().contains("url.allowed-ports"));
        assertTrue(defaults.check("https://example.com:8443/").isPresent());
        assertTrue(defaults.check("http://1.1.1.1:80/").isEmpty());
        assertTrue(defaults.check("https://1.1.1.1:443/").isEmpty());
        assertTrue(defaults.check("http://1.1.1.1/").isEmpty());
        AddressGuard guardOff = new AddressGuard(false);
        assertTrue(guardOff.check("http://example.com:8081/").isPresent(), "the port rule holds with the guard off");
        AddressGuard allowed = new AddressGuard(true, HostOverrides.parse(""), RefusedPorts.parse(""),
                AllowedPorts.parse("8081,18000-18010"));
        assertTrue(allowed.check("http://1.1.1.1:8081/").isEmpty());
        assertTrue(allowed.check("http://1.1.1.1:18005/").isEmpty());
        assertTrue(allowed.check("http://1.1.1.1:18011/").isPresent());
    }

    @Test
    void aMappedNameIsTrustedOnLoopbackButItsPortStillNeedsTheAllowList() {
        HostOverrides bench = HostOverrides.parse("*.bench=127.0.0.1");
        AddressGuard guard = new AddressGuard(true, bench, RefusedPorts.parse("9200"), AllowedPorts.parse("8088,9200"));
        assertTrue(guard.check("http://news1.bench:8088/").isEmpty(), "the operator's mapping is trusted");
        assertTrue(guard.check("http://news1.bench:8089/").isPresent());
        assertTrue(guard.check("http://news1.bench:9200/").isPresent());
        assertTrue(guard.check("http://localhost:8088/").orElseThrow().contains("loopback"), "unmapped loopback is not");
    }

    @Test
    void aBadPortListIsAnErrorNamingTheEntry() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> RefusedPorts.parse("9200,70000"));
        assertTrue(e.getMessage().contains("70000"), e.getMessage());
    }
}
