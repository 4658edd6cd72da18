package com.newsx.topology.net;

import com.newsx.extractor.links.UrlHost;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

/**
 * The address guard for answers that came through a proxy: the proxy resolved the URL's host itself, so what admission
 * checked need not be where it connected (DNS rebinding). Where the answer's Proxy-Status header ({@link ProxyStatus})
 * reports a next hop that is an IP address, the guard judges it as it judges an address the crawler connects to
 * ({@link AddressGuard#checkAddress}: a name mapped in {@code fetch.resolve} passes, as does anything with the guard
 * off), and a reported port as it judges a URL's ({@link AddressGuard#checkPort}). Every member's next hop is judged,
 * not only the proxy's own (the last): members are not signed, an inner proxy of a chain resolves the name too, and a
 * member that refuses wrongly costs one answer, while one passed wrongly is the leak the guard is for.
 */
public final class NextHopGuard {
    private final AddressGuard guard;

    public NextHopGuard(AddressGuard guard) {
        this.guard = guard;
    }

    /** Empty if the answer for {@code url}, with these Proxy-Status lines, may be taken, else why not. Never throws. */
    public Optional<String> check(String url, List<String> proxyStatus) {
        if (proxyStatus.isEmpty()) {
            return Optional.empty();
        }
        String host = UrlHost.of(url);
        for (ProxyStatus.Member m : ProxyStatus.parse(proxyStatus)) {
            Optional<String> why = m.nextHop() == null ? Optional.empty() : checkHop(host == null ? "" : host, m.nextHop());
            if (why.isPresent()) {
                return Optional.of("next hop reported by the proxy (Proxy-Status of " + m.name() + "): " + why.get());
            }
        }
        return Optional.empty();
    }

    private Optional<String> checkHop(String host, String nextHop) {
        HostPort hop = HostPort.of(nextHop);
        if (hop == null) {
            return Optional.empty(); // neither a name nor an address with a port: nothing to judge
        }
        if (hop.port() != -1) {
            Optional<String> port = guard.checkPort(hop.port());
            if (port.isPresent()) {
                return port;
            }
        }
        // A name cannot be checked: looking it up here is another lookup, which need not give what the proxy got.
        InetAddress a = literal(hop.host());
        return a == null ? Optional.empty() : guard.checkAddress(host, a);
    }

    /** A next hop split into host and port (-1: none): "192.0.2.1:8080", "[2001:db8::1]:443", "2001:db8::1", "name". */
    record HostPort(String host, int port) {
        /** Null when the value is no host with an optional port ("[::1", "name:http"). */
        static HostPort of(String hop) {
            String host;
            String port;
            if (hop.startsWith("[")) {
                int close = hop.indexOf(']');
                if (close < 0 || close < hop.length() - 1 && hop.charAt(close + 1) != ':') {
                    return null;
                }
                host = hop.substring(1, close);
                port = close == hop.length() - 1 ? null : hop.substring(close + 2);
            } else if (hop.indexOf(':') != hop.lastIndexOf(':')) {
                host = hop; // an IPv6 address without brackets cannot carry a port
                port = null;
            } else {
                int colon = hop.indexOf(':');
                host = colon < 0 ? hop : hop.substring(0, colon);
                port = colon < 0 ? null : hop.substring(colon + 1);
            }
            if (host.isEmpty() || port != null && !port.matches("[0-9]{1,5}")) {
                return null;
            }
            return new HostPort(host, port == null ? -1 : Integer.parseInt(port));
        }
    }

    /**
     * An IPv4 (dotted quad) or IPv6 address literal's address, or null for anything else; parsed, never looked up (Java
     * reads a string that starts with a hex digit or a colon and has a colon in it as IPv6, and fails rather than
     * resolve it).
     */
    static InetAddress literal(String host) {
        try {
            if (host.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")) {
                String[] parts = host.split("\\.");
                byte[] b = new byte[4];
                for (int k = 0; k < 4; k++) {
                    int octet = Integer.parseInt(parts[k]);
                    if (octet > 255) {
                        return null;
                    }
                    b[k] = (byte) octet;
                }
                return InetAddress.getByAddress(b);
            }
            if (host.indexOf(':') >= 0 && host.matches("[0-9A-Fa-f:][0-9A-Fa-f:.]*")) {
                return InetAddress.getByName(host);
            }
        } catch (UnknownHostException e) {
            return null; // not an address after all
        }
        return null;
    }
}
