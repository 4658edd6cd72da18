package com.newsx.topology.net;

import java.util.BitSet;

/** Reads a port list setting: single ports and a-b ranges, comma-separated. */
final class Ports {
    private Ports() {
    }

    /** The ports of "2181,6700-6710,9200" as bits; an empty string is none. {@code key} names the setting in errors. */
    static BitSet parse(String setting, String key) {
        BitSet ports = new BitSet(65536);
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
                ports.set(from, to + 1);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + ": '" + p + "' is not a port or a range a-b");
            }
        }
        return ports;
    }
}
