package com.newsx.topology.url;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Refuses URLs whose host resolves to an address a public crawl must never reach - loopback, private,
 * link-local, multicast or unspecified - so a hostile page cannot make the crawler probe the local network.
 */
public final class AddressGuard {
    private final boolean blockPrivate;

    public AddressGuard(boolean blockPrivate) {
        this.blockPrivate = blockPrivate;
    }

    /** Empty if the URL may be fetched, else the reason it may not. */
    public Optional<String> check(String url) {
        if (!blockPrivate) {
            return Optional.empty();
        }
        String host = URI.create(url).getHost();
        if (host == null) {
            return Optional.of("no host");
        }
        try {
            for (InetAddress a : InetAddress.getAllByName(host)) {
                if (a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress()
                        || a.isAnyLocalAddress() || a.isMulticastAddress() || isUniqueLocalV6(a)) {
                    return Optional.of("host " + host + " resolves to a non-public address " + a.getHostAddress());
                }
            }
        } catch (UnknownHostException e) {
            return Optional.of("unknown host " + host);
        }
        return Optional.empty();
    }

    private static boolean isUniqueLocalV6(InetAddress a) {
        byte[] b = a.getAddress();
        return b.length == 16 && (b[0] & 0xFE) == 0xFC;
    }
}
