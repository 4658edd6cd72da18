package com.newsx.stormbind;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Map;

/**
 * The address Nimbus, the Supervisor and the workers listen on: {@code newsx.storm.bind-address} of Storm's
 * configuration (storm.yaml), loopback when it is not set. {@code 0.0.0.0} listens on every interface, as Storm does
 * on its own.
 */
public final class BindAddress {
    /** The storm.yaml key; bin/services writes it from NEWSX_STORM_BIND. */
    public static final String KEY = "newsx.storm.bind-address";
    public static final String DEFAULT = "127.0.0.1";

    private BindAddress() {
    }

    /** The configured address, looked up if it is a name; a name that does not resolve is a configuration error. */
    public static InetAddress of(Map<String, Object> conf) {
        Object value = conf.get(KEY);
        String host = value == null || value.toString().isBlank() ? DEFAULT : value.toString().trim();
        try {
            return InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(KEY + ": '" + host + "' is no address of this machine's", e);
        }
    }
}
