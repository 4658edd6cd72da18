package com.newsx.topology.net;

import java.util.BitSet;

/** Ports never fetched ({@code url.refused-ports}): the pipeline's own services, whatever a page links to. */
public final class RefusedPorts {
    private final BitSet ports = new BitSet(65536);

    /** Parses "2181,6700-6710,9200"; an empty string refuses nothing. */
    public static RefusedPorts parse(String setting) {
        RefusedPorts r = new RefusedPorts();
        for (String part : setting.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            try {
                int dash = p.indexOf('-');
                int from = Integer.parseInt(dash < 0 ? p : p.substring(0, dash).strip());
                int to = dash < 0 ? from : Integer.parseInt(p.substring(dash + 1).strip());
                if (from < 1 || to > 65535 || from > to) {
                    throw new NumberFormatException();
                }
                r.ports.set(from, to + 1);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("url.refused-ports: '" + p + "' is not a port or a range a-b");
            }
        }
        return r;
    }

    public boolean refuses(int port) {
        return port > 0 && port < 65536 && ports.get(port);
    }
}
