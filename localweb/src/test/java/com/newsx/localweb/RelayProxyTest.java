package com.newsx.localweb;

import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URL;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RelayProxyTest {
    @Test
    void absoluteFormBecomesOriginFormWithTheUrlsHost() {
        String head = "GET http://news7.bench:8088/list/2.html?x=1 HTTP/1.1\r\nHost: news7.bench:8088\r\n"
                + "Proxy-Connection: keep-alive\r\nAccept: text/html\r\n\r\n";
        assertEquals("GET /list/2.html?x=1 HTTP/1.1\r\nHost: news7.bench:8088\r\nAccept: text/html\r\n\r\n",
                RelayProxy.originForm(head));
        assertEquals(-1, RelayProxy.contentLength("HTTP/1.1 200 OK\r\n\r\n"));
        assertEquals(0, RelayProxy.contentLength("GET / HTTP/1.1\r\n\r\n"));
        assertEquals(12, RelayProxy.contentLength("HTTP/1.1 200 OK\r\ncontent-length: 12\r\n\r\n"));
    }

    @Test
    void relaysProxyRequestsToAServerThatRoutesOnTheHostHeader() throws Exception {
        try (LocalWeb web = new LocalWeb();
             RelayProxy relay = new RelayProxy(0, "127.0.0.1", web.port())) {
            web.html("http://a.test/", "<p>site a</p>").html("http://b.test/x", "<p>site b</p>").status("http://a.test/gone", 410);
            int port = Integer.parseInt(relay.address().substring(relay.address().indexOf(':') + 1));
            Proxy proxy = new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", port));
            for (int round = 0; round < 3; round++) { // keep-alive: later rounds reuse the connection
                assertEquals("<p>site a</p>", get(new URL("http://a.test/"), proxy));
                assertEquals("<p>site b</p>", get(new URL("http://b.test/x"), proxy));
                HttpURLConnection c = (HttpURLConnection) new URL("http://a.test/gone").openConnection(proxy);
                assertEquals(410, c.getResponseCode());
                c.getErrorStream().readAllBytes();
            }
            assertEquals(9, web.requests().size());
            assertEquals("b.test", web.requests().get(1).host());
        }
    }

    private static String get(URL url, Proxy proxy) throws Exception {
        HttpURLConnection c = (HttpURLConnection) url.openConnection(proxy);
        assertEquals(200, c.getResponseCode());
        try (InputStream in = c.getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
