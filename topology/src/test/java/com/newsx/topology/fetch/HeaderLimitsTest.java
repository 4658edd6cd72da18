package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Header lines and counts are limited by the HTTP client's own settings: an endless header ends the exchange. */
class HeaderLimitsTest {

    /** A server that answers every connection with {@code answer}, written to the socket until the client hangs up. */
    private static final class RawServer implements AutoCloseable {
        final ServerSocket socket;

        RawServer(Consumer<OutputStream> answer) throws IOException {
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            Thread t = new Thread(() -> {
                while (!socket.isClosed()) {
                    try (Socket s = socket.accept()) {
                        readRequest(s.getInputStream());
                        answer.accept(s.getOutputStream());
                    } catch (IOException | RuntimeException e) {
                        // the client hung up: next
                    }
                }
            }, "raw-server");
            t.setDaemon(true);
            t.start();
        }

        private static void readRequest(InputStream in) throws IOException {
            int matched = 0;
            byte[] end = "\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
            for (int b = in.read(); b >= 0; b = in.read()) {
                matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
                if (matched == end.length) {
                    return;
                }
            }
        }

        String url() {
            return "http://raw.test:" + socket.getLocalPort() + "/";
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private static void write(OutputStream out, String s) {
        try {
            out.write(s.getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static FetchResult fetch(String url) {
        HostOverrides local = HostOverrides.parse("*.test=127.0.0.1");
        FetchSettings s = FetchSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.deadline-ms", "5000",
                "fetch.read-timeout-ms", "5000", "fetch.min-rate-grace-ms", "10000")));
        try (HttpFetcher f = new HttpFetcher(s, new CrawlerDnsResolver(local, new AddressGuard(true, local)))) {
            return f.fetchPage(url).join();
        }
    }

    @Test
    void anEndlessHeaderLineIsCutAtTheLimit() throws Exception {
        // 40 MB of one header line, then the connection held: the client must stop long before
        try (RawServer server = new RawServer(out -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Endless: ");
            String chunk = "a".repeat(64 * 1024);
            for (int i = 0; i < 640; i++) {
                write(out, chunk);
            }
            try {
                Thread.sleep(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        })) {
            FetchResult r = fetch(server.url());
            assertEquals(FetchResult.Status.TOO_LARGE, r.status(), r.reason());
            assertTrue(r.reason().startsWith("headers too large"), r.reason());
        }
    }

    @Test
    void aMillionHeadersAreCutAtTheLimit() throws Exception {
        try (RawServer server = new RawServer(out -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n");
            StringBuilder many = new StringBuilder();
            for (int i = 0; i < 1_000_000; i++) {
                many.append("X-").append(i).append(": v\r\n");
                if (many.length() > 64 * 1024) {
                    write(out, many.toString());
                    many.setLength(0);
                }
            }
            write(out, many + "Content-Length: 2\r\n\r\nok");
        })) {
            FetchResult r = fetch(server.url());
            assertEquals(FetchResult.Status.TOO_LARGE, r.status(), r.reason());
        }
    }

    @Test
    void ordinaryHeadersPass() throws Exception {
        try (RawServer server = new RawServer(out -> write(out, "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n"
                + "Set-Cookie: " + "c".repeat(4000) + "\r\nContent-Length: 11\r\nConnection: close\r\n\r\n<p>page</p>"))) {
            FetchResult r = fetch(server.url());
            assertEquals(FetchResult.Status.FETCHED, r.status(), r.reason());
            assertEquals("<p>page</p>", new String(r.body(), StandardCharsets.UTF_8));
        }
    }
}
