package com.newsx.topology.net;

import java.util.BitSet;

/**
 * Ports a URL may name ({@code url.allowed-ports}): 80 and 443 always, others only when listed. The public web
 * serves pages on the default ports; a link to another port is far more often an admin console, a database's HTTP
 * face or some internal service than a news page, so it is refused unless the operator allowed it (a local test web,
 * a site known to serve on 8080).
 */
public final class AllowedPorts {
    private final BitSet ports;

    private AllowedPorts(BitSet ports) {
        this.ports = ports;
    }

    /** Parses "8088,18000-18100"; an empty string allows 80 and 443 only. */
    public static AllowedPorts parse(String setting) {
        return new AllowedPorts(Ports.parse(setting, "url.allowed-ports"));
    }

    /** Whether a URL whose port is {@code port} (-1: none given, the scheme's default) may be fetched. */
    public boolean allows(int port) {
        return port == -1 || port == 80 || port == 443 || port > 0 && port < 65536 && ports.get(port);
    }
}
