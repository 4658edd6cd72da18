package com.newsx.topology.fetch;

import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import com.newsx.topology.net.NameResolver;
import org.apache.hc.client5.http.DnsResolver;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The crawler resolves names itself ({@link NameResolver}: mapped names, then the system resolver on threads of its
 * own, with a deadline and a cache), and every address is checked by the private-address guard here, on the very
 * address the client will connect to, so a name that resolved to a public address at admission cannot rebind to a
 * private one at fetch time. The HTTP client asks inside its connect, on whatever thread starts the connection: so
 * the fetcher resolves ahead ({@link #prepare}) and the client's ask is a cache hit; a name not resolved ahead waits
 * here no longer than the resolver's deadline.
 */
public final class CrawlerDnsResolver implements DnsResolver {
    /** A name that resolves only to addresses the crawl must not reach: a final refusal, not a DNS failure. */
    public static final class BlockedAddressException extends UnknownHostException {
        public BlockedAddressException(String message) {
            super(message);
        }
    }

    private final NameResolver names;
    private final AddressGuard guard;

    public CrawlerDnsResolver(NameResolver names, AddressGuard guard) {
        this.names = names;
        this.guard = guard;
    }

    /** A resolver of its own (a few threads, 5 s deadline), for tests and tools that make one fetcher. */
    public CrawlerDnsResolver(HostOverrides overrides, AddressGuard guard) {
        this(new NameResolver(NameResolver.system(overrides), overrides, 4, 2, 5_000, 300_000, 30_000, 1 << 20,
                System::currentTimeMillis), guard);
    }

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        InetAddress[] all = lookUp(host);
        for (InetAddress a : all) {
            Optional<String> refused = guard.checkAddress(host, a);
            if (refused.isPresent()) {
                throw new BlockedAddressException(refused.get());
            }
        }
        return all;
    }

    private InetAddress[] lookUp(String host) throws UnknownHostException {
        NameResolver.Resolution r = names.cached(host);
        if (r == null) {
            r = names.resolve(host).join(); // not resolved ahead: bounded by the resolver's deadline
        }
        if (!r.ok()) {
            throw new UnknownHostException(r.failure());
        }
        return r.addresses();
    }

    /**
     * This resolver for a client behind the proxy the operator set ({@code fetch.proxy}): the proxy's own address is
     * not judged, as a name mapped in {@code fetch.resolve} is not (the operator said where it lives, most often on
     * loopback or the local network, which the guard would refuse); every other name still is, though behind a proxy
     * the client connects to none.
     */
    DnsResolver trustingProxy(String proxyHost) {
        return new DnsResolver() {
            @Override
            public InetAddress[] resolve(String host) throws UnknownHostException {
                return host.equalsIgnoreCase(proxyHost) ? lookUp(host) : CrawlerDnsResolver.this.resolve(host);
            }

            @Override
            public String resolveCanonicalHostname(String host) {
                return host;
            }
        };
    }

    /** The guard every address is checked by (also what a proxy reports it connected to: {@link HttpFetcher}). */
    AddressGuard guard() {
        return guard;
    }

    /** The name's answer if at hand now (then a connection needs no wait), else null. */
    public NameResolver.Resolution preparedNow(String host) {
        return names.cached(host);
    }

    /** Resolves the name ahead of a connection; completes by the resolver's deadline, never exceptionally. */
    public CompletableFuture<NameResolver.Resolution> prepare(String host) {
        return names.resolve(host);
    }

    @Override
    public String resolveCanonicalHostname(String host) {
        return host;
    }
}
