package com.newsx.topology.net;

import com.newsx.extractor.links.UrlHost;
import com.newsx.topology.config.CrawlerSettings;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Refuses URLs whose host resolves to an address a public crawl must never reach ({@link NonPublicAddress}: loopback,
 * private, link-local, shared, reserved, multicast, and IPv6 forms embedding any of these), so a hostile page cannot
 * make the crawler probe the local network or a cloud's metadata service.
 * Names mapped in {@code fetch.resolve} were vouched for by the operator and pass whatever address they map to (a
 * test web on loopback), ports apart. The fetcher's resolver asks again at connect time ({@link #checkAddress}), so
 * the check holds for the address actually used. Ports are judged before any address, with the guard on or off: the
 * pipeline's own service ports never pass ({@link RefusedPorts}), other ports than 80 and 443 only when allowed
 * ({@link AllowedPorts}).
 */
public final class AddressGuard {
    private final boolean blockPrivate;
    private final HostOverrides overrides;
    private final RefusedPorts refusedPorts;
    private final AllowedPorts allowedPorts;

    public AddressGuard(boolean blockPrivate) {
        this(blockPrivate, HostOverrides.parse(""));
    }

    public AddressGuard(boolean blockPrivate, HostOverrides overrides) {
        this(blockPrivate, overrides, RefusedPorts.parse(""), AllowedPorts.parse(""));
    }

    public AddressGuard(boolean blockPrivate, HostOverrides overrides, RefusedPorts refusedPorts,
                        AllowedPorts allowedPorts) {
        this.blockPrivate = blockPrivate;
        this.overrides = overrides;
        this.refusedPorts = refusedPorts;
        this.allowedPorts = allowedPorts;
    }

    /** The guard a crawl's settings describe ({@code url.*} and the names of {@code fetch.resolve}). */
    public static AddressGuard from(CrawlerSettings settings) {
        return new AddressGuard(settings.url().blockPrivateAddresses(), HostOverrides.parse(settings.fetch().resolve()),
                RefusedPorts.parse(settings.url().refusedPorts()), AllowedPorts.parse(settings.url().allowedPorts()));
    }

    /** Empty if the URL may be fetched, else the reason it may not. */
    public Optional<String> check(String url) {
        String host = UrlHost.of(url); // read from the authority when java.net.URI finds none (an underscore)
        if (host == null) {
            return Optional.of("no host");
        }
        int port = UrlHost.port(url);
        if (refusedPorts.refuses(port)) {
            // never reached, even with the guard off or the name mapped: a page must not drive our own services
            return Optional.of("port " + port + " is one of the pipeline's own services (url.refused-ports)");
        }
        if (!allowedPorts.allows(port)) {
            return Optional.of("port " + port + " is not 80, 443 or an allowed port (url.allowed-ports)");
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
        return NonPublicAddress.rangeOf(a).map(range -> "host " + host + " resolves to a non-public address "
                + a.getHostAddress() + ": " + range);
    }
}
