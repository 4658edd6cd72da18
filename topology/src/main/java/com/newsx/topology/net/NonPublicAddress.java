package com.newsx.topology.net;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Which addresses a public crawl must never reach, by range: IPv4 "this network" 0.0.0.0/8, private 10/8,
 * 172.16/12 and 192.168/16, loopback 127/8, link-local 169.254/16 (where clouds answer metadata requests),
 * shared address space 100.64/10 (carrier NAT, and some clouds' metadata), benchmarking 198.18/15, the IETF block
 * 192.0.0/24, multicast 224/4, reserved 240/4 and broadcast; IPv6 unspecified, loopback, link-local fe80::/10,
 * site-local fec0::/10, unique-local fc00::/7, multicast ff00::/8, and the IPv4 an IPv6 address embeds: mapped
 * ::ffff:0:0/96, compatible ::/96, NAT64 64:ff9b::/96 and 6to4 2002::/16 are judged by the IPv4 inside.
 */
public final class NonPublicAddress {
    private NonPublicAddress() {
    }

    /** The name of the non-public range {@code a} lies in, or empty for a public address. */
    public static Optional<String> rangeOf(InetAddress a) {
        byte[] b = a.getAddress();
        return b.length == 4 ? v4(b) : v6(b);
    }

    private static Optional<String> v4(byte[] b) {
        int o0 = b[0] & 0xFF;
        int o1 = b[1] & 0xFF;
        int o2 = b[2] & 0xFF;
        if (o0 == 0) {
            return Optional.of("0.0.0.0/8 (this network)");
        }
        if (o0 == 10 || o0 == 172 && (o1 & 0xF0) == 16 || o0 == 192 && o1 == 168) {
            return Optional.of("private");
        }
        if (o0 == 127) {
            return Optional.of("loopback");
        }
        if (o0 == 169 && o1 == 254) {
            return Optional.of("link-local 169.254.0.0/16");
        }
        if (o0 == 100 && (o1 & 0xC0) == 64) {
            return Optional.of("shared address space 100.64.0.0/10");
        }
        if (o0 == 198 && (o1 & 0xFE) == 18) {
            return Optional.of("benchmarking 198.18.0.0/15");
        }
        if (o0 == 192 && o1 == 0 && o2 == 0) {
            return Optional.of("IETF protocol assignments 192.0.0.0/24");
        }
        if ((o0 & 0xF0) == 224) {
            return Optional.of("multicast");
        }
        if ((o0 & 0xF0) == 240) {
            return Optional.of(o0 == 255 && o1 == 255 && o2 == 255 && (b[3] & 0xFF) == 255 ? "broadcast"
                    : "reserved 240.0.0.0/4");
        }
        return Optional.empty();
    }

    private static Optional<String> v6(byte[] b) {
        int first = b[0] & 0xFF;
        int second = b[1] & 0xFF;
        if (first == 0xFF) {
            return Optional.of("IPv6 multicast");
        }
        if ((first & 0xFE) == 0xFC) {
            return Optional.of("IPv6 unique-local fc00::/7");
        }
        if (first == 0xFE && (second & 0xC0) == 0x80) {
            return Optional.of("IPv6 link-local fe80::/10");
        }
        if (first == 0xFE && (second & 0xC0) == 0xC0) {
            return Optional.of("IPv6 site-local fec0::/10");
        }
        if (zeros(b, 0, 10) && (b[10] & 0xFF) == 0xFF && (b[11] & 0xFF) == 0xFF) {
            return embedded(b, 12, "IPv4-mapped");
        }
        if (zeros(b, 0, 12)) {
            if (zeros(b, 12, 15) && ((b[15] & 0xFF) <= 1)) {
                return Optional.of((b[15] & 0xFF) == 0 ? "IPv6 unspecified" : "IPv6 loopback");
            }
            return embedded(b, 12, "IPv4-compatible");
        }
        if (first == 0x00 && second == 0x64 && (b[2] & 0xFF) == 0xFF && (b[3] & 0xFF) == 0x9B && zeros(b, 4, 12)) {
            return embedded(b, 12, "NAT64 64:ff9b::/96");
        }
        if (first == 0x20 && second == 0x02) {
            return embedded(b, 2, "6to4 2002::/16");
        }
        return Optional.empty();
    }

    private static Optional<String> embedded(byte[] b, int from, String how) {
        byte[] v4 = {b[from], b[from + 1], b[from + 2], b[from + 3]};
        return v4(v4).map(range -> how + " " + ipv4(v4) + " (" + range + ")");
    }

    private static String ipv4(byte[] v4) {
        try {
            return InetAddress.getByAddress(v4).getHostAddress();
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean zeros(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
