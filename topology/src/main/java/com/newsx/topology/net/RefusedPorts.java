package com.newsx.topology.net;

import java.util.BitSet;

/** Ports never fetched ({@code url.refused-ports}): the pipeline's own services, whatever a page links to. */
public final class RefusedPorts {
    private final BitSet ports;

    private RefusedPorts(BitSet ports) {
        this.ports = ports;
    }

    /** Parses "2181,6700-6710,9200"; an empty string refuses nothing. */
    public static RefusedPorts parse(String setting) {
        return new RefusedPorts(Ports.parse(setting, "url.refused-ports"));
    }

    public boolean refuses(int port) {
        return port > 0 && port < 65536 && ports.get(port);
    }
}
