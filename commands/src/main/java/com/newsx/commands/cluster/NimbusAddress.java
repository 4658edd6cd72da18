package com.newsx.commands.cluster;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where Nimbus listens, as the Storm client settings that {@code StormSubmitter} and {@code NimbusClient}
 * read. {@code host:port} from {@code --nimbus}, else 127.0.0.1 and the port {@code bin/services} gives
 * Nimbus ({@code NEWSX_NIMBUS_PORT}, default 6627), so the commands find the local cluster unasked.
 */
record NimbusAddress(String host, int port) {
    static final int DEFAULT_PORT = 6627;

    static NimbusAddress parse(String hostPort) {
        int colon = hostPort.lastIndexOf(':');
        try {
            if (colon < 1) {
                return new NimbusAddress(hostPort, DEFAULT_PORT);
            }
            return new NimbusAddress(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--nimbus needs HOST or HOST:PORT, got " + hostPort);
        }
    }

    static NimbusAddress fromEnvironment(Map<String, String> env) {
        String port = env.get("NEWSX_NIMBUS_PORT");
        if (port == null || port.isBlank()) {
            return new NimbusAddress("127.0.0.1", DEFAULT_PORT);
        }
        try {
            return new NimbusAddress("127.0.0.1", Integer.parseInt(port.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("NEWSX_NIMBUS_PORT must be a port number, got " + port);
        }
    }

    /** The Storm settings naming this Nimbus (merged over Storm's defaults by the client). */
    Map<String, Object> stormConf() {
        Map<String, Object> c = new HashMap<>();
        c.put("nimbus.seeds", List.of(host));
        c.put("nimbus.thrift.port", port);
        return c;
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
