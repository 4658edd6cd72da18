package com.newsx.stormbind;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * Whether a TCP connection to host:port is taken. Linux routes all of 127.0.0.0/8 to loopback: a server bound to
 * 127.0.0.1 refuses a connection to 127.0.0.2, one bound to every interface takes it, so the two addresses tell the
 * binding apart without another network interface.
 */
final class Reach {
    private Reach() {
    }

    static boolean accepts(String host, int port) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(host, port), 2_000);
            return true;
        } catch (ConnectException refused) {
            return false;
        }
    }
}
