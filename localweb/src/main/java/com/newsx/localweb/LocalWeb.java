package com.newsx.localweb;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

/**
 * A web of many hosts on one loopback port, for the tests and the demo, so neither needs the internet. Clients use it as their HTTP
 * proxy (fetch.proxy), which sends the absolute URL, so pages are served under their original host names;
 * a plain request is matched on its Host header. Pages, redirects, errors, slow and huge responses are
 * registered per host and path; every request is logged with its arrival time.
 */
public final class LocalWeb implements AutoCloseable {
    private final HttpServer server;
    private final Map<String, Response> routes = new ConcurrentHashMap<>();
    private final List<Request> log = new CopyOnWriteArrayList<>();
    /** The requests being answered now, with the client's port: a test can tell which process is waiting for one. */
    private final Map<Exchange, Boolean> answering = new ConcurrentHashMap<>();

    /** A request being answered: host, path, the port the client sent it from, arrival time in ms. */
    public record Exchange(String host, String path, int clientPort, long atMs) {
    }

    /** A logged request: host, path and arrival time in ms. */
    public record Request(String host, String path, long atMs) {
    }

    private record Response(int status, String contentType, byte[] body, String location, long delayMs,
                            long hugeBytes) {
        Response(int status, String contentType, byte[] body) {
            this(status, contentType, body, null, 0, 0);
        }
    }

    /** Hostile answers: a lying Content-Length, a trickle, gzip, an answer that changes from one request to the next. */
    private record Special(String kind, long declared, long bytes, long holdMs, List<Response> sequence) {
    }

    private final Map<String, Special> specials = new ConcurrentHashMap<>();

    /** A page with validators: a conditional request that matches them is answered 304 with no body. */
    private record Validated(String contentType, byte[] body, String etag, String lastModified) {
    }

    private final Map<String, Validated> validated = new ConcurrentHashMap<>();
    private final Map<String, java.util.concurrent.atomic.AtomicInteger> hits = new ConcurrentHashMap<>();
    private final Map<String, List<String[]>> headers = new ConcurrentHashMap<>();
    /** URL key and request number -> how long that request is held before it is answered. */
    private final Map<String, Long> holds = new ConcurrentHashMap<>();

    public LocalWeb() throws IOException {
        this(0);
    }

    /** Listens on 127.0.0.1:port (0: any free port). */
    public LocalWeb(int port) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 64);
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newCachedThreadPool()); // hostile answers hold a thread each: none may wait for one
        server.start();
    }

    /** host:port to give clients as their proxy. */
    public String proxy() {
        return "127.0.0.1:" + server.getAddress().getPort();
    }

    /** The port listened on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** A web on any free port, for a test's static fields (the URLs carry its port). */
    public static LocalWeb onFreePort() {
        try {
            return new LocalWeb();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * {@code url} on this web's port ("http://a.example/x" -> "http://a.example:PORT/x"), for a client that maps the
     * web's names to loopback itself (fetch.resolve) instead of using it as a proxy.
     */
    public String at(String url) {
        URI u = URI.create(url);
        if (u.getPort() != -1 || u.getHost() == null && u.getRawAuthority().matches(".*:\\d+")) {
            return url;
        }
        int hostEnd = url.indexOf(u.getRawAuthority()) + u.getRawAuthority().length();
        return url.substring(0, hostEnd) + ":" + port() + url.substring(hostEnd);
    }

    /** The host names pages are registered under. */
    public java.util.Set<String> hosts() {
        java.util.Set<String> hosts = new java.util.TreeSet<>();
        for (String key : List.of(routes.keySet(), specials.keySet(), validated.keySet()).stream()
                .flatMap(java.util.Set::stream).toList()) {
            hosts.add(key.replaceFirst("[/?].*$", ""));
        }
        return hosts;
    }

    public LocalWeb page(String url, String contentType, byte[] body) {
        specials.remove(key(url)); // the latest call for a URL is what it answers
        routes.put(key(url), new Response(200, contentType, body, null, 0, 0));
        return this;
    }

    public LocalWeb html(String url, String html) {
        return page(url, "text/html; charset=utf-8", html.getBytes(StandardCharsets.UTF_8));
    }

    public LocalWeb redirect(String url, int status, String location) {
        routes.put(key(url), new Response(status, null, new byte[0], location, 0, 0));
        return this;
    }

    public LocalWeb status(String url, int status) {
        byte[] body = status == 204 || status == 304 ? new byte[0] : ("status " + status).getBytes(StandardCharsets.UTF_8);
        specials.remove(key(url));
        routes.put(key(url), new Response(status, "text/plain", body, null, 0, 0));
        return this;
    }

    public LocalWeb slow(String url, long delayMs, String html) {
        routes.put(key(url), new Response(200, "text/html; charset=utf-8", html.getBytes(StandardCharsets.UTF_8), null, delayMs, 0));
        return this;
    }

    /** A page of {@code bytes} bytes streamed without a Content-Length. */
    public LocalWeb huge(String url, long bytes) {
        routes.put(key(url), new Response(200, "text/html", null, null, 0, bytes));
        return this;
    }

    /** Declares {@code declared} bytes, sends {@code sent}, then holds the connection open for {@code holdMs}. */
    public LocalWeb lyingLength(String url, long declared, int sent, long holdMs) {
        specials.put(key(url), new Special("lie", declared, sent, holdMs, null));
        return this;
    }

    /** A page sent at {@code bytesPerSec} (a tenth of it every 100 ms), {@code total} bytes in all. */
    public LocalWeb trickle(String url, long bytesPerSec, long total) {
        specials.put(key(url), new Special("trickle", 0, total, bytesPerSec, null));
        return this;
    }

    /** Every request for {@code url} has its connection closed without an answer (a reset). */
    public LocalWeb reset(String url) {
        specials.put(key(url), new Special("reset", 0, 0, 0, null));
        return this;
    }

    /** A page sent gzip-compressed (Content-Encoding: gzip). */
    public LocalWeb gzip(String url, String html) {
        try {
            var buf = new java.io.ByteArrayOutputStream();
            try (var gz = new java.util.zip.GZIPOutputStream(buf)) {
                gz.write(html.getBytes(StandardCharsets.UTF_8));
            }
            specials.put(key(url), new Special("gzip", 0, 0, 0,
                    List.of(new Response(200, "text/html; charset=utf-8", buf.toByteArray()))));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return this;
    }

    /** The i-th request gets the i-th status (its body a line of text), later ones the page. */
    public LocalWeb statusesThen(String url, int[] statuses, String contentType, byte[] page) {
        List<Response> seq = new java.util.ArrayList<>();
        for (int s : statuses) {
            seq.add(new Response(s, "text/plain", ("status " + s).getBytes(StandardCharsets.UTF_8)));
        }
        seq.add(new Response(200, contentType, page));
        specials.put(key(url), new Special("sequence", 0, 0, 0, seq));
        return this;
    }

    /**
     * A page (or feed, sitemap) sent with an ETag and a Last-Modified (either may be null); a request whose
     * If-None-Match or If-Modified-Since matches them gets 304. Registering the URL again changes it.
     */
    public LocalWeb validated(String url, String contentType, byte[] body, String etag, String lastModified) {
        validated.put(key(url), new Validated(contentType, body, etag, lastModified));
        return this;
    }

    /** Adds a response header to every answer for {@code url} (several calls, several headers). */
    public LocalWeb header(String url, String name, String value) {
        headers.computeIfAbsent(key(url), k -> new CopyOnWriteArrayList<>()).add(new String[]{name, value});
        return this;
    }

    /**
     * Holds the {@code n}-th request of a URL (0 the first) for {@code delayMs} before answering it as usual: a fetch
     * that is sure to be in flight at a moment a test chooses.
     */
    public LocalWeb holdRequest(String url, int n, long delayMs) {
        holds.put(key(url) + "#" + n, delayMs);
        return this;
    }

    /** How many requests reached a URL. */
    public int hits(String url) {
        var n = hits.get(key(url));
        return n == null ? 0 : n.get();
    }

    public List<Request> requests() {
        return List.copyOf(log);
    }

    /** The requests being answered at this moment (a slow page's, while it waits). */
    public List<Exchange> answering() {
        return List.copyOf(answering.keySet());
    }

    private void handle(HttpExchange ex) throws IOException {
        URI uri = ex.getRequestURI();
        String h = uri.getHost() != null ? uri.getHost() : ex.getRequestHeaders().getFirst("Host");
        Exchange now = new Exchange(h == null ? "" : h.toLowerCase(Locale.ROOT).replaceFirst(":\\d+$", ""),
                uri.getRawPath(), ex.getRemoteAddress().getPort(), System.currentTimeMillis());
        answering.put(now, Boolean.TRUE);
        try {
            answer(ex);
        } finally {
            answering.remove(now);
        }
    }

    private void answer(HttpExchange ex) throws IOException {
        URI uri = ex.getRequestURI();
        String host = uri.getHost() != null ? uri.getHost() : ex.getRequestHeaders().getFirst("Host");
        host = host == null ? "" : host.toLowerCase(Locale.ROOT).replaceFirst(":\\d+$", "");
        String path = uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        log.add(new Request(host, path, System.currentTimeMillis()));
        int hit = hits.computeIfAbsent(host + path, k -> new java.util.concurrent.atomic.AtomicInteger()).getAndIncrement();
        Long hold = holds.get(host + path + "#" + hit);
        if (hold != null) {
            try {
                Thread.sleep(hold);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (String[] h : headers.getOrDefault(host + path, List.of())) {
            ex.getResponseHeaders().add(h[0], h[1]);
        }
        Validated v = validated.get(host + path);
        if (v != null) {
            validated(ex, v);
            return;
        }
        Special sp = specials.get(host + path);
        if (sp != null && "reset".equals(sp.kind())) {
            // the server closes a connection whose handler throws, before any answer
            throw new IllegalStateException("reset: " + host + path);
        }
        if (sp != null) {
            special(ex, sp, hit);
            return;
        }
        Response r = routes.get(host + path);
        try (ex) {
            if (r == null) {
                byte[] b = "not found".getBytes(StandardCharsets.UTF_8);
                ex.sendResponseHeaders(404, b.length);
                ex.getResponseBody().write(b);
                return;
            }
            if (r.delayMs() > 0) {
                Thread.sleep(r.delayMs());
            }
            if (r.contentType() != null) {
                ex.getResponseHeaders().set("Content-Type", r.contentType());
            }
            if (r.location() != null) {
                ex.getResponseHeaders().set("Location", r.location());
            }
            if (r.hugeBytes() > 0) {
                ex.sendResponseHeaders(200, 0); // chunked: the client sees no length up front
                byte[] chunk = "<p>filler text, over and over.</p>\n".repeat(1000).getBytes(StandardCharsets.UTF_8);
                OutputStream out = ex.getResponseBody();
                for (long sent = 0; sent < r.hugeBytes(); sent += chunk.length) {
                    out.write(chunk);
                }
                return;
            }
            ex.sendResponseHeaders(r.status(), r.body().length == 0 ? -1 : r.body().length);
            if (r.body().length > 0) {
                ex.getResponseBody().write(r.body());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // the client hung up (e.g. it stopped reading a huge page): nothing to do
        }
    }

    private static void validated(HttpExchange ex, Validated v) {
        try (ex) {
            String ifNoneMatch = ex.getRequestHeaders().getFirst("If-None-Match");
            String ifModifiedSince = ex.getRequestHeaders().getFirst("If-Modified-Since");
            if (v.etag() != null) {
                ex.getResponseHeaders().set("ETag", v.etag());
            }
            if (v.lastModified() != null) {
                ex.getResponseHeaders().set("Last-Modified", v.lastModified());
            }
            // RFC 9110 13.2.2: If-None-Match decides when sent; If-Modified-Since only without it
            boolean unchanged = ifNoneMatch != null ? v.etag() != null && ifNoneMatch.equals(v.etag())
                    : ifModifiedSince != null && ifModifiedSince.equals(v.lastModified());
            if (unchanged) {
                ex.sendResponseHeaders(304, -1);
                return;
            }
            ex.getResponseHeaders().set("Content-Type", v.contentType());
            ex.sendResponseHeaders(200, v.body().length == 0 ? -1 : v.body().length);
            if (v.body().length > 0) {
                ex.getResponseBody().write(v.body());
            }
        } catch (IOException e) {
            // the client hung up
        }
    }

    private static void special(HttpExchange ex, Special sp, int hit) {
        try (ex) {
            OutputStream out;
            switch (sp.kind()) {
                case "lie" -> {
                    ex.getResponseHeaders().set("Content-Type", "text/html");
                    ex.sendResponseHeaders(200, sp.declared());
                    out = ex.getResponseBody();
                    out.write("<html><p>".repeat((int) (sp.bytes() / 9 + 1)).getBytes(StandardCharsets.UTF_8), 0, (int) sp.bytes());
                    out.flush();
                    Thread.sleep(sp.holdMs());
                }
                case "trickle" -> {
                    ex.getResponseHeaders().set("Content-Type", "text/html");
                    ex.sendResponseHeaders(200, 0);
                    out = ex.getResponseBody();
                    // a tenth of the rate every 100 ms: gaps far below any read timeout, so only a rate check ends it
                    byte[] piece = "x".repeat((int) Math.max(1, sp.holdMs() / 10)).getBytes(StandardCharsets.UTF_8);
                    for (long sent = 0; sent < sp.bytes(); sent += piece.length) {
                        out.write(piece);
                        out.flush();
                        Thread.sleep(100);
                    }
                }
                case "gzip" -> {
                    Response r = sp.sequence().get(0);
                    ex.getResponseHeaders().set("Content-Type", r.contentType());
                    ex.getResponseHeaders().set("Content-Encoding", "gzip");
                    ex.sendResponseHeaders(200, r.body().length);
                    ex.getResponseBody().write(r.body());
                }
                default -> {
                    Response r = sp.sequence().get(Math.min(hit, sp.sequence().size() - 1));
                    ex.getResponseHeaders().set("Content-Type", r.contentType());
                    ex.sendResponseHeaders(r.status(), r.body().length == 0 ? -1 : r.body().length);
                    if (r.body().length > 0) {
                        ex.getResponseBody().write(r.body());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // the client hung up, as a crawler should on a hostile answer
        }
    }

    private static String key(String url) {
        URI u = URI.create(url);
        return host(u) + u.getRawPath() + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery());
    }

    /** The host, also one with an underscore (java.net.URI reads no host there: the authority, less its port). */
    private static String host(URI u) {
        String h = u.getHost() != null ? u.getHost() : u.getRawAuthority().replaceFirst(":\\d*$", "");
        return h.toLowerCase(Locale.ROOT);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
