package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * One GET, politely and defensively: our User-Agent, timeouts, no automatic redirects (the crawl queues the
 * target, so it passes the same filters), and a cap on bytes read so a huge page cannot exhaust memory.
 */
public final class HttpFetcher {
    private final HttpClient client;
    private final String userAgent;
    private final long maxBytes;
    private final Duration readTimeout;

    public HttpFetcher(CrawlerConfig conf) {
        HttpClient.Builder b = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofMillis(conf.getLong("fetch.connect-timeout-ms")));
        String proxy = conf.getString("fetch.proxy");
        if (!proxy.isEmpty()) {
            int colon = proxy.lastIndexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException("fetch.proxy must be host:port, got '" + proxy + "'");
            }
            b.proxy(ProxySelector.of(new InetSocketAddress(proxy.substring(0, colon),
                    Integer.parseInt(proxy.substring(colon + 1)))));
        }
        this.client = b.build();
        this.userAgent = conf.getString("fetch.user-agent");
        this.maxBytes = conf.getLong("fetch.max-bytes");
        this.readTimeout = Duration.ofMillis(conf.getLong("fetch.read-timeout-ms"));
    }

    /** Fetches any resource (robots.txt, sitemaps): the body whatever its type. */
    public FetchResult fetchRaw(String url) {
        return fetch(url, false);
    }

    /** Fetches a page: a non-HTML response is reported as such instead of returned. */
    public FetchResult fetchPage(String url) {
        return fetch(url, true);
    }

    private FetchResult fetch(String url, boolean htmlOnly) {
        HttpRequest req;
        try {
            req = HttpRequest.newBuilder(URI.create(url)).timeout(readTimeout).header("User-Agent", userAgent)
                    .header("Accept", "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5").GET().build();
        } catch (IllegalArgumentException e) {
            return FetchResult.failed(url, FetchResult.Status.FILTERED, 0, "malformed URL: " + e.getMessage());
        }
        HttpResponse<InputStream> resp;
        try {
            resp = client.send(req, HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpTimeoutException e) {
            return FetchResult.failed(url, FetchResult.Status.UNREACHABLE, 0, "timed out: " + e.getMessage());
        } catch (IOException e) {
            return FetchResult.failed(url, FetchResult.Status.UNREACHABLE, 0, "unreachable: " + describe(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return FetchResult.failed(url, FetchResult.Status.UNREACHABLE, 0, "interrupted");
        }
        int code = resp.statusCode();
        String type = resp.headers().firstValue("Content-Type").orElse(null);
        try (InputStream in = resp.body()) {
            if (code >= 300 && code < 400) {
                String loc = resp.headers().firstValue("Location").orElse(null);
                if (loc == null) {
                    return FetchResult.failed(url, FetchResult.Status.HTTP_ERROR, code, "redirect without Location");
                }
                String target = URI.create(url).resolve(loc.trim()).toString();
                return new FetchResult(url, FetchResult.Status.REDIRECT, code, type, null, target, null);
            }
            if (code != 200) {
                return FetchResult.failed(url, FetchResult.Status.HTTP_ERROR, code, "HTTP " + code);
            }
            if (htmlOnly && type != null && !isHtml(type)) {
                return FetchResult.failed(url, FetchResult.Status.NOT_HTML, code, "not HTML: " + type);
            }
            long declared = resp.headers().firstValueAsLong("Content-Length").orElse(-1);
            if (declared > maxBytes) {
                return FetchResult.failed(url, FetchResult.Status.TOO_LARGE, code,
                        "too large: Content-Length " + declared + " > " + maxBytes + " bytes");
            }
            byte[] body = readCapped(in);
            if (body == null) {
                return FetchResult.failed(url, FetchResult.Status.TOO_LARGE, code, "too large: over " + maxBytes + " bytes");
            }
            return new FetchResult(url, FetchResult.Status.FETCHED, code, type, body, null, null);
        } catch (IOException e) {
            return FetchResult.failed(url, FetchResult.Status.UNREACHABLE, code, "connection broke: " + describe(e));
        } catch (IllegalArgumentException e) {
            return FetchResult.failed(url, FetchResult.Status.HTTP_ERROR, code, "bad redirect target: " + e.getMessage());
        }
    }

    /** The body, or null once it passes the cap (the rest is not read). */
    private byte[] readCapped(InputStream in) throws IOException {
        byte[] buf = new byte[64 * 1024];
        int n = 0;
        int r;
        while ((r = in.read(buf, n, buf.length - n)) != -1) {
            n += r;
            if (n > maxBytes) {
                return null;
            }
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, (int) Math.min((long) buf.length * 2, maxBytes + 1));
            }
        }
        return Arrays.copyOf(buf, n);
    }

    static boolean isHtml(String contentType) {
        String t = contentType.toLowerCase(Locale.ROOT);
        return t.startsWith("text/html") || t.startsWith("application/xhtml") || t.startsWith("text/plain");
    }

    private static String describe(IOException e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + m);
    }
}
