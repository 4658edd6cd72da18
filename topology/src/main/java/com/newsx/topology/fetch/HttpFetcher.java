package com.newsx.topology.fetch;

import com.newsx.extractor.links.UrlHost;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.net.NextHopGuard;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.async.CloseableHttpAsyncClient;
import org.apache.hc.client5.http.impl.async.HttpAsyncClients;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManager;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.apache.hc.core5.concurrent.FutureCallback;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.nio.support.AsyncRequestBuilder;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.reactor.IOReactorConfig;
import org.apache.hc.core5.util.Timeout;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Asynchronous GETs with Apache HttpClient 5: hundreds in flight on one I/O thread, names resolved by the
 * crawler ({@link CrawlerDnsResolver}: the address guard checks the address connected to), no automatic
 * redirects (the crawl queues the target, so it passes the same filters), gzip and deflate accepted. Every
 * exchange has a hard deadline (connect, first byte, whole body) and a minimum transfer rate, so a slow or
 * lying server holds its slot until the deadline and no longer. Behind a proxy ({@code fetch.proxy}) the proxy
 * resolves the names, so an answer whose Proxy-Status reports a next hop the guard refuses is refused as a connection
 * to it would be ({@link NextHopGuard}). Never throws for a URL: every outcome is a {@link FetchResult}.
 */
public final class HttpFetcher implements AutoCloseable {
    private final CloseableHttpAsyncClient client;
    private final ScheduledExecutorService deadlines;
    /** Results are completed here, never on the I/O reactor thread: what follows a fetch may start another. */
    private final java.util.concurrent.ExecutorService completions;
    private final String userAgent;
    private final long maxBytes;
    private final long deadlineMs;
    private final long minBytesPerSec;
    private final long rateGraceMs;
    private final LongSupplier clock = System::currentTimeMillis;
    private final CrawlerDnsResolver dns;
    /** Behind a proxy the client resolves no target name: the proxy does. */
    private final boolean proxied;
    /** Behind a proxy, what it reports it connected to (Proxy-Status) is judged by the guard instead; null without one. */
    private final NextHopGuard nextHops;
    /** The step robots.txt answers pass ({@link #archivingTruncated}); none by default. */
    private volatile java.util.function.UnaryOperator<FetchResult> truncatedAnswers = r -> r;
    /** Feeds and sitemaps first; HTML still taken, so a feed that turned into a page is named as such. */
    private static final String SOURCE_ACCEPT = "application/rss+xml,application/atom+xml,application/xml;q=0.9,"
            + "text/xml;q=0.9,text/html;q=0.5,*/*;q=0.3";

    public HttpFetcher(FetchSettings settings, CrawlerDnsResolver dns) {
        Timeout connect = Timeout.ofMilliseconds(settings.connectTimeoutMs());
        Timeout read = Timeout.ofMilliseconds(settings.readTimeoutMs());
        int inFlight = settings.maxInFlight();
        String proxy = settings.proxy();
        HttpHost proxyHost = null;
        if (!proxy.isEmpty()) {
            int colon = proxy.lastIndexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException("fetch.proxy must be host:port, got '" + proxy + "'");
            }
            proxyHost = new HttpHost(proxy.substring(0, colon), Integer.parseInt(proxy.substring(colon + 1)));
        }
        PoolingAsyncClientConnectionManager cm = PoolingAsyncClientConnectionManagerBuilder.create()
                .setDnsResolver(proxyHost == null ? dns : dns.trustingProxy(proxyHost.getHostName()))
                .setMaxConnTotal(inFlight + 16)
                // politeness is the scheduler's job; a proxy is one route for every host
                .setMaxConnPerRoute(inFlight + 16)
                .setDefaultConnectionConfig(ConnectionConfig.custom().setConnectTimeout(connect).setSocketTimeout(read)
                        .setTimeToLive(Timeout.ofSeconds(60)).build())
                .build();
        var b = HttpAsyncClients.custom()
                .setConnectionManager(cm)
                .setIOReactorConfig(IOReactorConfig.custom().setIoThreadCount(settings.ioThreads())
                        .setSoTimeout(read).build())
                // the client's own limits on header lines: unlimited by default, so an endless line would be buffered whole
                .setHttp1Config(Http1Config.custom().setMaxLineLength(settings.maxHeaderLineBytes())
                        .setMaxHeaderCount(settings.maxHeaders()).build())
                .setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(read)
                        .setConnectionRequestTimeout(Timeout.ofMilliseconds(settings.deadlineMs())).build())
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableCookieManagement()
                .setUserAgent(settings.userAgent());
        if (proxyHost != null) {
            b.setProxy(proxyHost);
        }
        this.client = b.build();
        this.client.start();
        this.deadlines = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "fetch-deadlines");
            t.setDaemon(true);
            return t;
        });
        this.completions = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fetch-completions");
            t.setDaemon(true);
            return t;
        });
        this.userAgent = settings.userAgent();
        this.dns = dns;
        this.proxied = !proxy.isEmpty();
        this.nextHops = proxied ? new NextHopGuard(dns.guard()) : null;
        this.maxBytes = settings.maxBytes();
        this.deadlineMs = settings.deadlineMs();
        this.minBytesPerSec = settings.minBytesPerSec();
        this.rateGraceMs = settings.minRateGraceMs();
    }

    /** Fetches a page: a non-HTML response is reported as such instead of returned. */
    public CompletableFuture<FetchResult> fetchPage(String url) {
        return fetch(url, FetchOptions.PAGE);
    }

    /**
     * Fetches a page, or a source (feed, sitemap) whose XML and gzip answers are taken, conditionally when the
     * options carry validators: a 304 is {@link FetchResult.Status#NOT_MODIFIED}.
     */
    public CompletableFuture<FetchResult> fetch(String url, FetchOptions options) {
        return fetch(url, true, options.source() ? options.sourceMaxBytes() : maxBytes, false, options);
    }

    /**
     * Fetches robots.txt or another resource of any type; over {@code cap} bytes it is truncated, not refused. The
     * answer passes {@link #archivingTruncated}'s step first.
     */
    public CompletableFuture<FetchResult> fetchTruncated(String url, long cap) {
        return fetch(url, false, cap, true, FetchOptions.PAGE).thenApply(r -> truncatedAnswers.apply(r));
    }

    /**
     * What {@link #fetchTruncated} answers (robots.txt) pass before they are read: the WARC archive writes them, and
     * turns an answer it could not write into a transient failure, so the site waits as for a robots.txt that did not
     * answer and nothing is lost. Pages are archived where their tuple's fate is decided (the fetch step).
     */
    public HttpFetcher archivingTruncated(java.util.function.UnaryOperator<FetchResult> archive) {
        this.truncatedAnswers = archive;
        return this;
    }

    /**
     * The answer for the URL's host if the client can connect without waiting for DNS (behind a proxy, an address
     * literal, a mapped or cached name); null if it must be looked up first ({@link #resolveName}).
     */
    public NameResolver.Resolution nameNow(String url) {
        String host = UrlHost.of(url);
        if (proxied || host == null) {
            return NO_LOOKUP;
        }
        return dns.preparedNow(host);
    }

    /** Looks the URL's host up ahead of its connection; completes by the resolver's deadline, never exceptionally. */
    public CompletableFuture<NameResolver.Resolution> resolveName(String url) {
        NameResolver.Resolution now = nameNow(url);
        return now != null ? CompletableFuture.completedFuture(now) : dns.prepare(UrlHost.of(url));
    }

    /** What {@link #nameNow} says when nothing is to be looked up. */
    private static final NameResolver.Resolution NO_LOOKUP = NameResolver.Resolution.of(new java.net.InetAddress[0]);

    /**
     * The host is resolved first, without holding a thread (the client would resolve inside its connect, on the
     * thread that starts it); a name that does not resolve is a transient failure with the resolver's reason.
     */
    private CompletableFuture<FetchResult> fetch(String url, boolean htmlOnly, long cap, boolean truncate,
                                                 FetchOptions options) {
        NameResolver.Resolution now = nameNow(url);
        if (now != null) {
            return now.ok() ? exchange(url, htmlOnly, cap, truncate, options) : CompletableFuture.supplyAsync(
                    () -> FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0, now.failure()), completions);
        }
        return resolveName(url).thenComposeAsync(r -> r.ok() ? exchange(url, htmlOnly, cap, truncate, options)
                : CompletableFuture.completedFuture(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0, r.failure())),
                completions);
    }

    private CompletableFuture<FetchResult> exchange(String url, boolean htmlOnly, long cap, boolean truncate,
                                                    FetchOptions options) {
        CompletableFuture<FetchResult> done = new CompletableFuture<>();
        CompletableFuture<FetchResult> result = done.thenApplyAsync(r -> r, completions);
        URI uri;
        try {
            uri = URI.create(url);
            if (UrlHost.of(url) == null) {
                throw new IllegalArgumentException("no host");
            }
        } catch (IllegalArgumentException e) {
            done.complete(FetchResult.failed(url, FetchResult.Status.FILTERED, 0, "malformed URL: " + e.getMessage()));
            return result;
        }
        long start = clock.getAsLong();
        BodyReader reader = new BodyReader(cap, truncate, minBytesPerSec, rateGraceMs, clock);
        if (nextHops != null) {
            // every answer through the proxy: a page, robots.txt, a redirect, an error
            reader.checkingProxyStatus(lines -> nextHops.check(url, lines));
        }
        var builder = request(url, uri)
                .addHeader("User-Agent", userAgent)
                .addHeader("Accept", !htmlOnly ? "*/*" : options.source() ? SOURCE_ACCEPT
                        : "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
                .addHeader("Accept-Encoding", "gzip, deflate");
        if (options.etag() != null) {
            builder.addHeader("If-None-Match", options.etag());
        }
        if (options.lastModified() != null) {
            builder.addHeader("If-Modified-Since", options.lastModified());
        }
        var request = new SentAt(builder.build(), clock);
        Future<BodyReader.Response> exchange;
        try {
            exchange = client.execute(request, reader, request.context(), new FutureCallback<>() {
                @Override
                public void completed(BodyReader.Response r) {
                    done.complete(interpret(url, r, reader.encoding(), htmlOnly, cap, options, truncate).took(clock.getAsLong() - start, request.at()));
                }

                @Override
                public void failed(Exception e) {
                    if (e instanceof BodyReader.Abort a && a.status == FetchResult.Status.FETCHED) {
                        // truncated on purpose: what was read is the answer
                        done.complete(interpret(url, reader.partial(), reader.encoding(), htmlOnly, cap, options, truncate)
                                .took(clock.getAsLong() - start, request.at()));
                    } else {
                        done.complete(failure(url, e).took(clock.getAsLong() - start, request.at()));
                    }
                }

                @Override
                public void cancelled() {
                    done.complete(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0,
                            "deadline: no complete answer in " + deadlineMs + " ms").took(clock.getAsLong() - start, request.at()));
                }
            });
        } catch (RuntimeException e) {
            done.complete(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0, "cannot start request: " + e));
            return result;
        }
        var timer = deadlines.schedule(() -> exchange.cancel(true), deadlineMs, TimeUnit.MILLISECONDS);
        done.whenComplete((r, e) -> timer.cancel(false));
        return result.thenApply(request::stamp); // the heads as sent and received, for the WARC archive
    }

    /**
     * A GET of the URL. A host with an underscore is given to the client as scheme, host and port (it would take none
     * from java.net.URI, which reads no host there).
     */
    private static AsyncRequestBuilder request(String url, URI uri) {
        if (uri.getHost() != null) {
            return AsyncRequestBuilder.get(uri);
        }
        String path = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
                + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        return AsyncRequestBuilder.get().setHttpHost(new HttpHost(uri.getScheme(), UrlHost.of(url), UrlHost.port(url)))
                .setPath(path);
    }

    private static FetchResult interpret(String url, BodyReader.Response r, String encoding, boolean htmlOnly, long cap,
                                         FetchOptions options, boolean truncate) {
        int code = r.code();
        if (code == 304 && options.conditional()) {
            // unchanged since the validators we sent; a 304 may renew them, else they stand
            return new FetchResult(url, FetchResult.Status.NOT_MODIFIED, code, null, null, null, "not modified",
                    0, -1, r.etag() != null ? r.etag() : options.etag(),
                    r.lastModified() != null ? r.lastModified() : options.lastModified());
        }
        if (code >= 300 && code < 400 && code != 304) {
            if (r.location() == null) {
                return FetchResult.failed(url, FetchResult.Status.HTTP_ERROR, code, "HTTP " + code + " redirect without Location");
            }
            try {
                String target = URI.create(url).resolve(r.location().trim()).toString();
                return new FetchResult(url, FetchResult.Status.REDIRECT, code, r.contentType(), null, target, null, 0, -1);
            } catch (IllegalArgumentException e) {
                return FetchResult.failed(url, FetchResult.Status.HTTP_ERROR, code, "bad redirect target: " + r.location());
            }
        }
        if (code == 429 || code >= 500) {
            long after = RetryAfter.ms(r.retryAfter(), System.currentTimeMillis());
            return FetchResult.failed(url, FetchResult.Status.TRANSIENT, code, "HTTP " + code
                    + (after > 0 ? " (Retry-After " + (after + 999) / 1000 + " s)" : "")).withRetryAfter(after);
        }
        if (code < 200 || code >= 300) {
            return FetchResult.failed(url, FetchResult.Status.HTTP_ERROR, code, "HTTP " + code);
        }
        if (htmlOnly && r.contentType() != null && !isHtml(r.contentType()) && !isFeedType(r.contentType())
                && !(options.source() && isSourceType(r.contentType()))) {
            return FetchResult.failed(url, FetchResult.Status.NOT_HTML, code, "not HTML: " + r.contentType());
        }
        byte[] body;
        try {
            body = BodyReader.decode(r.body(), encoding, cap, truncate);
        } catch (BodyReader.Abort a) {
            return FetchResult.failed(url, a.status, code, a.getMessage());
        }
        return new FetchResult(url, FetchResult.Status.FETCHED, code, r.contentType(), body, null, null, 0, -1,
                r.etag(), r.lastModified(), r.robotsTag());
    }

    private static FetchResult failure(String url, Exception e) {
        if (e instanceof BodyReader.Abort a) {
            return FetchResult.failed(url, a.status, 200, a.getMessage());
        }
        if (e instanceof MessageConstraintException || e.getCause() instanceof MessageConstraintException) {
            // fetch.max-header-line-bytes or fetch.max-headers: the server's way, not a passing failure
            Throwable c = e instanceof MessageConstraintException ? e : e.getCause();
            return FetchResult.failed(url, FetchResult.Status.TOO_LARGE, 0, "headers too large: " + c.getMessage());
        }
        if (e instanceof CrawlerDnsResolver.BlockedAddressException) {
            return FetchResult.failed(url, FetchResult.Status.FILTERED, 0, e.getMessage());
        }
        String why;
        if (e instanceof UnknownHostException) {
            // the resolver's reasons say so themselves ("DNS: no answer for ... within ...")
            why = e.getMessage() != null && e.getMessage().startsWith("DNS:") ? e.getMessage()
                    : "DNS: unknown host " + e.getMessage();
        } else if (e instanceof SocketTimeoutException || e.getClass().getSimpleName().contains("Timeout")) {
            why = "timed out: " + e.getMessage();
        } else if (e instanceof ConnectException) {
            why = "connection refused: " + e.getMessage();
        } else if (e instanceof IOException) {
            why = "connection broke: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        } else {
            why = "protocol error: " + e;
        }
        return FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0, why);
    }

    /** A type only feeds have: taken whatever the URL looks like (a page's feed link need not be named "rss"). */
    static boolean isFeedType(String contentType) {
        String t = contentType.toLowerCase(Locale.ROOT);
        return t.startsWith("application/rss+xml") || t.startsWith("application/atom+xml")
                || t.startsWith("application/rdf+xml");
    }

    /** XML of any kind (RSS, Atom, RDF, sitemaps), gzip (a .xml.gz sitemap) and untyped bytes. */
    static boolean isSourceType(String contentType) {
        String t = contentType.toLowerCase(Locale.ROOT);
        return t.contains("xml") || t.contains("gzip") || t.startsWith("application/octet-stream");
    }

    static boolean isHtml(String contentType) {
        String t = contentType.toLowerCase(Locale.ROOT);
        return t.startsWith("text/html") || t.startsWith("application/xhtml") || t.startsWith("text/plain");
    }

    @Override
    public void close() {
        deadlines.shutdownNow();
        completions.shutdownNow();
        client.close(CloseMode.IMMEDIATE);
    }
}
