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

    /**
     * Empty if the URL may be fetched, else the reason it may not. Blocks while the host is looked up: the crawl's
     * steps check without waiting ({@link #checkBeforeLookup}, a {@link NameResolver}, {@link #checkAddresses}).
     */
    public Optional<String> check(String url) {
        Optional<String> before = checkBeforeLookup(url);
        if (before.isPresent() || !needsLookup(url)) {
            return before;
        }
        String host = UrlHost.of(url);
        try {
            return checkAddresses(host, InetAddress.getAllByName(host));
        } catch (UnknownHostException e) {
            return Optional.empty(); // DNS may come back: the fetch decides, and a DNS failure there is retried
        }
    }

    /**
     * What can be told without a lookup: the host and port, and the range of an address literal. Empty does not
     * admit a URL that {@link #needsLookup}: its addresses are checked once resolved.
     */
    public Optional<String> checkBeforeLookup(String url) {
        String host = UrlHost.of(url); // read from the authority when java.net.URI finds none (an underscore)
        if (host == null) {
            return Optional.of("no host");
        }
        Optional<String> port = checkPort(UrlHost.port(url));
        if (port.isPresent()) {
            return port;
        }
        if (!blockPrivate || overrides.lookup(host).isPresent()) {
            return Optional.empty();
        }
        InetAddress literal = literal(host);
        return literal == null ? Optional.empty() : checkAddress(host, literal);
    }

    /** Empty if {@code port} (-1: none given, the scheme's default) may be reached, with the guard on or off. */
    public Optional<String> checkPort(int port) {
        if (refusedPorts.refuses(port)) {
            // never reached, even with the guard off or the name mapped: a page must not drive our own services
            return Optional.of("port " + port + " is one of the pipeline's own services (url.refused-ports)");
        }
        if (!allowedPorts.allows(port)) {
            return Optional.of("port " + port + " is not 80, 443 or an allowed port (url.allowed-ports)");
        }
        return Optional.empty();
    }

    /**
     * Whether the URL's host must be resolved before it can be judged: the guard is on, the host a name not mapped (or
     * mapped with a delay: a slow name server, looked up like any name, though its address passes).
     */
    public boolean needsLookup(String url) {
        String host = UrlHost.of(url);
        return blockPrivate && host != null && (overrides.lookup(host).isEmpty() || overrides.delayMs(host) > 0)
                && literal(host) == null;
    }

    /** Empty if {@code host} may be reached at every one of its addresses. */
    public Optional<String> checkAddresses(String host, InetAddress[] all) {
        for (InetAddress a : all) {
            Optional<String> r = checkAddress(host, a);
            if (r.isPresent()) {
                return r;
            }
        }
        return Optional.empty();
    }

    /** An IP address literal's address (parsed, no lookup), or null for a name. */
    static InetAddress literal(String host) {
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (!h.matches("[0-9.]+") && h.indexOf(':') < 0) {
            return null;
        }
        try {
            return InetAddress.getByName(h);
        } catch (UnknownHostException e) {
            return null;
        }
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
