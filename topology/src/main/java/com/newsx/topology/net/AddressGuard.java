package com.newsx.topology.net;


import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Refuses URLs whose host resolves to an address a public crawl must never reach - loopback, private,
 * link-local, multicast or unspecified - so a hostile page cannot make the crawler probe the local network.
 * Names mapped in {@code fetch.resolve} were vouched for by the operator and pass. The fetcher's resolver asks
 * again at connect time ({@link #checkAddress}), so the check holds for the address actually used.
 */
public final class AddressGuard {
    private final boolean blockPrivate;
    private final HostOverrides overrides;

    public AddressGuard(boolean blockPrivate) {
        this(blockPrivate, HostOverrides.parse(""));
    }

    public AddressGuard(boolean blockPrivate, HostOverrides overrides) {
        this.blockPrivate = blockPrivate;
        this.overrides = overrides;
    }

    /** Empty if the URL may be fetched, else the reason it may not. */
    public Optional<String> check(String url) {
        String host = URI.create(url).getHost();
        if (host == null) {
            return Optional.of("no host");
        }
        if (!blockPrivate || overrides.lookup(host).isPresent()) {
            return Optional.empty();
        }
        try {
            for (InetAddress a : InetAddress.getAllByName(host)) {
                Optional<String> r = checkAddress(host, a);
                if (r.isPresent()) {
                    return r;
                }
            }
        } catch (UnknownHostException e) {
            return Optional.empty(); // DNS may come back: the fetch decides, and a DNS failure there is retried
        }
        return Optional.empty();
    }

    /** Empty if {@code host} may be reached at {@code a}. */
    public Optional<String> checkAddress(String host, InetAddress a) {
        if (!blockPrivate || overrides.lookup(host).isPresent()) {
            return Optional.empty();
        }
        if (a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress()
                || a.isAnyLocalAddress() || a.isMulticastAddress() || isUniqueLocalV6(a)) {
            return Optional.of("host " + host + " resolves to a non-public address " + a.getHostAddress());
        }
        return Optional.empty();
    }

    private static boolean isUniqueLocalV6(InetAddress a) {
        byte[] b = a.getAddress();
        return b.length == 16 && (b[0] & 0xFE) == 0xFC;
    }
}
