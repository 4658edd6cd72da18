package com.newsx.topology.fetch;

import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.apache.hc.client5.http.DnsResolver;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * The crawler resolves names itself: mapped names first ({@link HostOverrides}), then the system resolver, and
 * every address is checked by the private-address guard here, on the very address the client will connect to,
 * so a name that resolved to a public address at admission cannot rebind to a private one at fetch time.
 */
public final class CrawlerDnsResolver implements DnsResolver {
    /** A name that resolves only to addresses the crawl must not reach: a final refusal, not a DNS failure. */
    public static final class BlockedAddressException extends UnknownHostException {
        public BlockedAddressException(String message) {
            super(message);
        }
    }

    private final HostOverrides overrides;
    private final AddressGuard guard;

    public CrawlerDnsResolver(HostOverrides overrides, AddressGuard guard) {
        this.overrides = overrides;
        this.guard = guard;
    }

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        Optional<InetAddress> mapped = overrides.lookup(host);
        if (mapped.isPresent()) {
            return new InetAddress[]{mapped.get()};
        }
        InetAddress[] all = InetAddress.getAllByName(host);
        for (InetAddress a : all) {
            Optional<String> refused = guard.checkAddress(host, a);
            if (refused.isPresent()) {
                throw new BlockedAddressException(refused.get());
            }
        }
        return all;
    }

    @Override
    public String resolveCanonicalHostname(String host) {
        return host;
    }
}
