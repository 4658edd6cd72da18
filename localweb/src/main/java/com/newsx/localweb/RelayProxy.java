package com.newsx.localweb;

import com.newsx.args.Args;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * {@code RelayProxy --to HOST:PORT [--port P]}: an HTTP proxy on loopback that sends every request, whatever
 * host its URL names, to one server, in origin form with the URL's host as the Host header. It lets a crawler
 * that can only use a proxy reach a server that picks the site by Host header and answers absolute-form
 * requests with 404 (the bench web of ../shared/bench), before the crawler resolves names itself
 * (fetch.resolve). Keep-alive on both sides, one upstream connection per client connection; bodies are
 * framed by Content-Length (or run to the end of the connection). Prints host:port, then relays until killed.
 */
public final class RelayProxy implements AutoCloseable {
    private final ServerSocket server;
    private final String upstreamHost;
    private final int upstreamPort;
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "relay");
        t.setDaemon(true);
        return t;
    });

    public RelayProxy(int port, String upstreamHost, int upstreamPort) throws IOException {
        this.server = new ServerSocket(port, 512, InetAddress.getLoopbackAddress());
        this.upstreamHost = upstreamHost;
        this.upstreamPort = upstreamPort;
        pool.execute(this::accept);
    }

    public String address() {
        return "127.0.0.1:" + server.getLocalPort();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                pool.execute(() -> relay(client));
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void relay(Socket client) {
        try (client; Socket up = new Socket(upstreamHost, upstreamPort)) {
            client.setTcpNoDelay(true);
            up.setTcpNoDelay(true);
            InputStream cin = new BufferedInputStream(client.getInputStream());
            InputStream uin = new BufferedInputStream(up.getInputStream());
            OutputStream cout = client.getOutputStream();
            OutputStream uout = up.getOutputStream();
            while (true) {
                String head = readHead(cin);
                if (head == null) {
                    return; // the client closed its connection
                }
                String method = head.substring(0, head.indexOf(' '));
                uout.write(originForm(head).getBytes(StandardCharsets.ISO_8859_1));
                copy(cin, uout, contentLength(head));
                uout.flush();
                String answer = readHead(uin);
                if (answer == null) {
                    return;
                }
                cout.write(answer.getBytes(StandardCharsets.ISO_8859_1));
                int status = Integer.parseInt(answer.split(" ", 3)[1]);
                boolean noBody = method.equals("HEAD") || status == 204 || status == 304 || status / 100 == 1;
                long length = noBody ? 0 : contentLength(answer);
                copy(uin, cout, length);
                cout.flush();
                if (length < 0) {
                    return; // body ran to the end of the connection
                }
            }
        } catch (IOException | RuntimeException e) {
            // a connection dropped or a request we cannot parse: the client sees the connection close
        }
    }

    /** The request with an absolute-form target turned into origin form, and a Host header from the URL. */
    static String originForm(String head) {
        int lineEnd = head.indexOf("\r\n");
        String[] line = head.substring(0, lineEnd).split(" ");
        String rest = head.substring(lineEnd + 2);
        if (!line[1].startsWith("http://")) {
            return head;
        }
        URI u = URI.create(line[1]);
        String target = (u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath())
                + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery());
        StringBuilder b = new StringBuilder(line[0]).append(' ').append(target).append(' ').append(line[2]).append("\r\n");
        b.append("Host: ").append(u.getRawAuthority()).append("\r\n");
        for (String h : rest.split("\r\n")) {
            String name = h.contains(":") ? h.substring(0, h.indexOf(':')).strip().toLowerCase(Locale.ROOT) : "";
            if (!h.isEmpty() && !name.equals("host") && !name.equals("proxy-connection")) {
                b.append(h).append("\r\n");
            }
        }
        return b.append("\r\n").toString();
    }

    /** Content-Length of a head, or -1 when it has none. */
    static long contentLength(String head) {
        for (String h : head.split("\r\n")) {
            if (h.regionMatches(true, 0, "Content-Length:", 0, 15)) {
                return Long.parseLong(h.substring(15).strip());
            }
        }
        return head.startsWith("HTTP/") ? -1 : 0; // a request without a length has no body
    }

    /** Bytes up to and including the blank line, or null at the end of the stream. */
    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream(512);
        int state = 0;
        while (state < 4) {
            int c = in.read();
            if (c < 0) {
                return null;
            }
            b.write(c);
            state = (c == '\r' && (state == 0 || state == 2)) || (c == '\n' && (state == 1 || state == 3)) ? state + 1
                    : c == '\r' ? 1 : 0;
            if (b.size() > 65_536) {
                throw new IOException("head too long");
            }
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }

    /** Copies {@code length} bytes (all, to the end of the stream, when negative). */
    private static void copy(InputStream in, OutputStream out, long length) throws IOException {
        byte[] buf = new byte[65_536];
        long left = length;
        while (length < 0 || left > 0) {
            int n = in.read(buf, 0, length < 0 ? buf.length : (int) Math.min(buf.length, left));
            if (n < 0) {
                if (length < 0) {
                    return;
                }
                throw new IOException("connection closed " + left + " bytes before the end of the body");
            }
            out.write(buf, 0, n);
            left -= n;
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        pool.shutdownNow();
    }

    public static void main(String[] args) throws Exception {
        Args a;
        try {
            a = Args.spec().values("--to", "--port").parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("relay: " + e.getMessage() + " (see --help)");
            System.exit(2);
            return;
        }
        if (a.help()) {
            System.out.println("usage: RelayProxy --to HOST:PORT [--port P]   (prints host:port, then relays every proxy request to HOST:PORT)");
            return;
        }
        String to = a.value("--to");
        int port = a.has("--port") ? Integer.parseInt(a.value("--port")) : 0;
        if (to == null || to.lastIndexOf(':') < 1) {
            System.err.println("relay: --to HOST:PORT is required (see --help)");
            System.exit(2);
        }
        RelayProxy relay = new RelayProxy(port, to.substring(0, to.lastIndexOf(':')),
                Integer.parseInt(to.substring(to.lastIndexOf(':') + 1)));
        System.out.println(relay.address());
        System.out.flush();
        Thread.currentThread().join();
    }
}
