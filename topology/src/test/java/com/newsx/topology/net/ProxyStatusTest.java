package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProxyStatusTest {
    private static List<ProxyStatus.Member> parse(String... lines) {
        return ProxyStatus.parse(List.of(lines));
    }

    private static ProxyStatus.Member m(String name, String nextHop) {
        return new ProxyStatus.Member(name, nextHop);
    }

    @Test
    void aNextHopIsReadAsAStringOrUnquoted() {
        assertEquals(List.of(m("localweb", "127.0.0.1")), parse("localweb; next-hop=\"127.0.0.1\""));
        assertEquals(List.of(m("localweb", "192.0.2.1:8080")), parse("localweb;next-hop=\"192.0.2.1:8080\""));
        assertEquals(List.of(m("ExampleCDN", "backend.example.org:8001")),
                parse("ExampleCDN; error=connection_refused; next-hop=backend.example.org:8001"));
        assertEquals(List.of(m("squid", "10.0.0.1")), parse("squid;next-hop=10.0.0.1"),
                "not a valid token (it starts with a digit), read all the same");
        assertEquals(List.of(m("p", "[2001:db8::1]:443")), parse("p;next-hop=\"[2001:db8::1]:443\""));
        assertEquals(List.of(m("p", "::1")), parse("p;Next-Hop=\"::1\""), "a parameter's name in any case");
    }

    @Test
    void aQuotedNameAndEscapesAreUnquoted() {
        assertEquals(List.of(m("proxy \"one\"", "a\\b")), parse("\"proxy \\\"one\\\"\"; next-hop=\"a\\\\b\""));
        assertEquals(List.of(m("192.0.2.7", null)), parse("\"192.0.2.7\"; error=dns_timeout"));
    }

    @Test
    void membersOfSeveralLinesCombineInOrder() {
        assertEquals(List.of(m("revproxy1.example.net", "10.1.2.3"), m("ExampleCDN", null), m("egress", "93.184.216.34")),
                parse("revproxy1.example.net;next-hop=\"10.1.2.3\", ExampleCDN;received-status=200",
                        "egress; next-hop=\"93.184.216.34\"; details=\"ok, fine\""));
        assertEquals(List.of(m("p", "b")), parse("p;next-hop=a;next-hop=b"), "a key given twice: the last counts");
        assertEquals(List.of(m("p", null)), parse("p;next-hop"), "a boolean: no host");
        assertEquals(List.of(), parse("", "  "));
    }

    @Test
    void aLineThatDoesNotParseIsIgnoredOnItsOwn() {
        for (String bad : new String[]{"p;next-hop=\"127.0.0.1", "p;next-hop=\"1\\x\"", "a b;next-hop=\"10.0.0.1\"",
                "p;next-hop=\"10.0.0.1\",", "(a b);next-hop=\"10.0.0.1\"", "p;=x", "p;next-hop=", ", p",
                "p;next-hop=\"10.0.0.1\"\u00e9", "p;next-hop=\"caf\u00e9\"", ";next-hop=\"10.0.0.1\"", "p;next-hop=\"a\nb\""}) {
            assertEquals(List.of(), parse(bad), bad);
        }
        assertEquals(List.of(m("egress", "127.0.0.1")), parse("broken;next-hop=\"10.0.0.1", "egress;next-hop=\"127.0.0.1\""),
                "the other line still counts");
    }

    @Test
    void garbageNeverThrows() {
        Random r = new Random(42);
        String alphabet = "ab0:;=,\"\\()[] \t.-*?\u00e9";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int k = r.nextInt(24); k > 0; k--) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            ProxyStatus.parse(java.util.Arrays.asList(b.toString(), null));
        }
    }
}
