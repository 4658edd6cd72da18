package com.newsx.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay in front of a real service that a test can cut: {@link #cut()} closes every connection and refuses
 * new ones (the service is unreachable, as in a network partition or a restart), {@link #restore()} lets them in
 * again. The service itself keeps running, so the test is about the client's behaviour, not the server's.
 */
final class TcpProxy implements AutoCloseable {
    private final ServerSocket server;
    private final int targetPort;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile boolean cut;

    TcpProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress("127.0.0.1", 0));
        Thread t = new Thread(this::accept, "tcp-proxy");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return server.getLocalPort();
    }

    void cut() {
        cut = true;
        for (Socket s : open) {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing is the point
            }
        }
        open.clear();
    }

    void restore() {
        cut = false;
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                if (cut) {
                    client.close();
                    continue;
                }
                Socket upstream = new Socket("127.0.0.1", targetPort);
                open.add(client);
                open.add(upstream);
                pipe(client, upstream);
                pipe(upstream, client);
            } catch (IOException e) {
                // a refused or closed connection: the next accept goes on
            }
        }
    }

    private void pipe(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[64 * 1024];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buf)) > 0) {
                    out.write(buf, 0, n);
                }
            } catch (IOException ignored) {
                // one side closed
            } finally {
                try {
                    from.close();
                    to.close();
                } catch (IOException ignored) {
                    // already closed
                }
            }
        }, "tcp-proxy-pipe");
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void close() throws IOException {
        cut();
        server.close();
    }
}
