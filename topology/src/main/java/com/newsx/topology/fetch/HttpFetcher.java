package com.newsx.topology.fetch;

import com.newsx.extractor.links.UrlHost;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.net.NextHopGuard;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.TlsConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.async.CloseableHttpAsyncClient;
import org.apache.hc.client5.http.impl.async.HttpAsyncClients;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManager;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.apache.hc.core5.concurrent.FutureCallback;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.nio.ssl.TlsStrategy;
import org.apache.hc.core5.http.nio.support.AsyncRequestBuilder;
import org.apache.hc.core5.http2.HttpVersionPolicy;
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
import java.util.function.Supplier;

/**
 * Asynchronous GETs with Apache HttpClient 5: hundreds in flight on one I/O thread, names resolved by the
 * crawler ({@link CrawlerDnsResolver}: the address guard checks the address connected to), no automatic
 * redirects (the crawl queues the target, so it passes the same filters), gzip and deflate accepted. Every
 * exchange has a hard deadline (connect, first byte, whole body) and a minimum transfer rate, so a slow or
 * lying server holds its slot until the deadline and no longer. Behind a proxy ({@code fetch.proxy}) the proxy
 * resolves the names, so an answer whose Proxy-Status reports a next hop the guard refuses is refused as a connection
 * to it would be ({@link NextHopGuard}). Never throws for a URL: every outcome is a {@link FetchResult}.
 * <p>
 * Memory is bounded as a whole: every body counts against one {@link ByteBudget} (the worker's, in a topology), from
 * its first byte until the caller hands it on ({@link Held#handOver}); an exchange waits for room before it starts
 * and while it reads ({@link BodyReader}), and bodies are inflated under the same budget ({@link Inflation}), off the
 * I/O thread. gzip bytes without a Content-Encoding are inflated only for a URL fetched as a source (a sitemap or
 * feed, {@link FetchOptions#source}): a page is never inflated as a sitemap. Only HTTP/1.1 is spoken, also over TLS:
 * the HTTP/2 codec of the client (httpcore5-h2 5.3) buffers a header block's CONTINUATION frames without bound and
 * applies its header list limit only once the server acknowledged the settings, so the header limits could not hold
 * there ({@code fetch.max-header-line-bytes}, {@code fetch.max-headers} bind HTTP/1.1).
 */
public final class HttpFetcher implements AutoCloseable {
    /**
     * A fetch's outcome and the bytes it still holds of the budget: its body's, until {@link #handOver} (a failure
     * holds none).
     */
    public record Held(FetchResult result, Runnable release) {
        /** The body leaves the fetcher's keeping (emitted, parsed, dropped): its bytes no longer count. */
        public FetchResult handOver() {
            release.run();
            return result;
        }
    }

    private final CloseableHttpAsyncClient client;
    private final ByteBudget budget;
    /** This fetcher's leases not yet given back: closed with it, so that a worker's budget loses none. */
    private final java.util.Set<ByteBudget.Lease> leases = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Admissions still waiting for room: withdrawn when the fetcher closes. */
    private final java.util.Set<CompletableFuture<ByteBudget.Lease>> admissions =
            java.util.concurrent.ConcurrentHashMap.newKeySet();
    /**
     * Every answer handed out and not yet given, with its URL: {@link #close} gives those still open the closed answer,
     * whatever they still wait on - a lookup, room, a step queued behind others, or an exchange the client, closed at
     * once, never calls back (one waiting for a connection or for room).
     */
    private final java.util.Map<CompletableFuture<Held>, String> unanswered =
            new java.util.concurrent.ConcurrentHashMap<>();
    private volatile boolean closed;
    private final ScheduledExecutorService deadlines;
    /** Results are completed here, never on the I/O reactor thread: what follows a fetch may start another. */
    private final java.util.concurrent.ExecutorService completions;
    /**
     * The completions thread, or once the fetcher is closed the calling thread: every fetch still comes to an answer
     * (its lease closed, it fails at once), so no caller waits for ever on a closed fetcher.
     */
    private final java.util.concurrent.Executor after = this::complete;
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

    /** A fetcher with a budget of its own ({@code fetch.max-bytes-in-flight}): alone in its process, or in a test. */
    public HttpFetcher(FetchSettings settings, CrawlerDnsResolver dns) {
        this(settings, dns, new ByteBudget(settings.maxBytesInFlight()));
    }

    /** A fetcher whose bodies count against {@code budget} (the worker's, shared by its fetch tasks). */
    public HttpFetcher(FetchSettings settings, CrawlerDnsResolver dns, ByteBudget budget) {
        this(settings, dns, budget, null);
    }

    /** As above, with the TLS strategy given (a test's, trusting its own certificate); null for the default. */
    HttpFetcher(FetchSettings settings, CrawlerDnsResolver dns, ByteBudget budget, TlsStrategy tls) {
        this.budget = budget;
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
        var cmb = PoolingAsyncClientConnectionManagerBuilder.create()
                // HTTP/1.1 only, over TLS too: the HTTP/2 codec cannot bound a header list (see above)
                .setDefaultTlsConfig(TlsConfig.custom().setVersionPolicy(HttpVersionPolicy.FORCE_HTTP_1).build())
                .setDnsResolver(proxyHost == null ? dns : dns.trustingProxy(proxyHost.getHostName()))
                .setMaxConnTotal(inFlight + 16)
                // politeness is the scheduler's job; a proxy is one route for every host
                .setMaxConnPerRoute(inFlight + 16)
                .setDefaultConnectionConfig(ConnectionConfig.custom().setConnectTimeout(connect).setSocketTimeout(read)
                        .setTimeToLive(Timeout.ofSeconds(60)).build());
        if (tls != null) {
            cmb.setTlsStrategy(tls);
        }
        PoolingAsyncClientConnectionManager cm = cmb.build();
        var b = HttpAsyncClients.custom()
                .setConnectionManager(cm)
                .setIOReactorConfig(IOReactorConfig.custom().setIoThreadCount(settings.ioThreads())
                        .setSoTimeout(read).build())
                // the client's own limits on header lines: unlimited by default, so an endless line would be buffered whole
                .setHttp1Config(Http1Config.custom().setMaxLineLength(settings.maxHeaderLineBytes())
                        .setMaxHeaderCount(settings.maxHeaders())
                        // the body reader opens the window further as the budget gives it room; one read of the
                        // 8 KB session buffer may land past it (BodyReader.SLACK)
                        .setInitialWindowSize(BodyReader.WINDOW).setBufferSize(8 * 1024).build())
                // ... and no more: a plain connection is not read while its window is shut (the chunk decoder would)
                .setIoSessionDecorator(ShutWindowReads::decorate)
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
     * options carry validators: a 304 is {@link FetchResult.Status#NOT_MODIFIED}. The body's bytes no longer count
     * once the answer is here (see {@link #fetchHolding} to keep them counted until the body is handed on).
     */
    public CompletableFuture<FetchResult> fetch(String url, FetchOptions options) {
        return fetchHolding(url, options).thenApply(Held::handOver);
    }

    /** As {@link #fetch}; a fetched body's bytes count against the budget until the caller hands it over. */
    public CompletableFuture<Held> fetchHolding(String url, FetchOptions options) {
        return fetch(url, true, options.source() ? options.sourceMaxBytes() : maxBytes, false, options);
    }

    /**
     * Fetches robots.txt or another resource of any type; over {@code cap} bytes it is truncated, not refused. The
     * answer passes {@link #archivingTruncated}'s step first.
     */
    public CompletableFuture<FetchResult> fetchTruncated(String url, long cap) {
        return fetch(url, false, cap, true, FetchOptions.PAGE).thenApply(Held::handOver)
                .thenApply(r -> truncatedAnswers.apply(r));
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
    private CompletableFuture<Held> fetch(String url, boolean htmlOnly, long cap, boolean truncate,
                                          FetchOptions options) {
        NameResolver.Resolution now = nameNow(url);
        if (now != null) {
            return answering(url, now.ok() ? admitted(url, htmlOnly, cap, truncate, options)
                    : CompletableFuture.supplyAsync(() -> held(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0,
                    now.failure())), after));
        }
        return answering(url, resolveName(url).thenComposeAsync(r -> r.ok()
                ? admitted(url, htmlOnly, cap, truncate, options)
                : CompletableFuture.completedFuture(held(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0,
                r.failure()))), after));
    }

    /** The answer, counted {@link #unanswered} until it is given; on a closed fetcher, the closed answer at once. */
    private CompletableFuture<Held> answering(String url, CompletableFuture<Held> answer) {
        if (answer.isDone()) {
            return answer;
        }
        unanswered.put(answer, url);
        answer.whenComplete((h, e) -> unanswered.remove(answer));
        if (closed) {
            answer.complete(held(closedAnswer(url)));
        }
        return answer;
    }

    /** An outcome that holds nothing of the budget. */
    private static Held held(FetchResult r) {
        return new Held(r, () -> { });
    }

    /**
     * The exchange starts once the budget has room for its first part: waiting here holds no connection and runs
     * no clock (the deadline starts with the exchange).
     */
    private CompletableFuture<Held> admitted(String url, boolean htmlOnly, long cap, boolean truncate,
                                             FetchOptions options) {
        CompletableFuture<ByteBudget.Lease> admission = budget.open(BodyReader.claim(cap), BodyReader.CHUNK);
        admissions.add(admission);
        admission.whenComplete((lease, e) -> {
            admissions.remove(admission);
            if (lease != null) {
                leases.add(lease);
                if (closed) {
                    release(lease);
                }
            }
        });
        if (closed) {
            admission.cancel(false);
        }
        // admitted at once (the usual case): started here, as before; admitted later: on the completions thread, not
        // on whichever thread freed the room
        CompletableFuture<Held> started = admission.isDone() && !admission.isCompletedExceptionally()
                ? exchange(url, htmlOnly, cap, truncate, options, admission.join())
                : admission.thenComposeAsync(lease -> exchange(url, htmlOnly, cap, truncate, options, lease), after);
        return started.exceptionally(e -> held(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0,
                "fetch ended: " + e)));
    }

    private void release(ByteBudget.Lease lease) {
        lease.close();
        leases.remove(lease);
    }

    private CompletableFuture<Held> exchange(String url, boolean htmlOnly, long cap, boolean truncate,
                                             FetchOptions options, ByteBudget.Lease lease) {
        // the exchange's failure, or how to finish its answer (inflating, copying): that runs on the completions thread
        CompletableFuture<Object> done = new CompletableFuture<>();
        if (closed) {
            done.complete(closedAnswer(url));
        }
        @SuppressWarnings("unchecked")
        CompletableFuture<Held> result = done.thenComposeAsync(x -> x instanceof FetchResult f
                ? CompletableFuture.completedFuture(held(f)) : ((Supplier<CompletableFuture<Held>>) x).get(), after);
        result.whenComplete((h, e) -> {
            if (h != null && h.result().status() == FetchResult.Status.FETCHED) {
                lease.settle(); // final: it asks for no more, and is given back when handed over
            } else {
                release(lease);
            }
        });
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
        BodyReader reader = new BodyReader(cap, truncate, minBytesPerSec, rateGraceMs, clock, lease);
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
                    long took = clock.getAsLong() - start;
                    // inflating and copying wait for room too: not on the I/O thread
                    done.complete((Supplier<CompletableFuture<Held>>) () -> interpret(url, r, reader.encoding(),
                            htmlOnly, cap, options, truncate, lease)
                            .thenApply(f -> new Held(f.took(took, request.at()), () -> release(lease))));
                }

                @Override
                public void failed(Exception e) {
                    long took = clock.getAsLong() - start;
                    if (e instanceof BodyReader.Abort a && a.status == FetchResult.Status.FETCHED) {
                        // truncated on purpose: what was read is the answer
                        BodyReader.Response partial = reader.partial();
                        done.complete((Supplier<CompletableFuture<Held>>) () -> interpret(url, partial,
                                reader.encoding(), htmlOnly, cap, options, truncate, lease)
                                .thenApply(f -> new Held(f.took(took, request.at()), () -> release(lease))));
                    } else {
                        done.complete(failure(url, e).took(took, request.at()));
                    }
                }

                @Override
                public void cancelled() {
                    long waited = reader.waitedMs();
                    done.complete(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0,
                            "deadline: no complete answer in " + deadlineMs + " ms"
                                    + (waited > 0 ? " (besides " + waited + " ms waiting for memory)" : ""))
                            .took(clock.getAsLong() - start, request.at()));
                }
            });
        } catch (RuntimeException e) {
            done.complete(FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0, "cannot start request: " + e));
            return result;
        }
        deadline(exchange, reader, start, done);
        // the heads as sent and received, for the WARC archive
        return result.thenApply(h -> new Held(request.stamp(h.result()), h.release()));
    }

    /**
     * Cancels the exchange at its deadline, counted without the time its reader waited for memory (the server is
     * not to blame for it): when the deadline comes, it is put off by that time.
     */
    private void deadline(Future<?> exchange, BodyReader reader, long start, CompletableFuture<?> done) {
        java.util.concurrent.atomic.AtomicReference<Future<?>> timer = new java.util.concurrent.atomic.AtomicReference<>();
        Runnable check = new Runnable() {
            @Override
            public void run() {
                if (done.isDone()) {
                    return;
                }
                long left = start + deadlineMs + reader.waitedMs() - clock.getAsLong();
                if (left > 0) {
                    timer.set(deadlines.schedule(this, left, TimeUnit.MILLISECONDS));
                } else {
                    exchange.cancel(true);
                }
            }
        };
        try {
            timer.set(deadlines.schedule(check, deadlineMs, TimeUnit.MILLISECONDS));
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            exchange.cancel(true);
        }
        done.whenComplete((r, e) -> {
            Future<?> t = timer.get();
            if (t != null) {
                t.cancel(false);
            }
        });
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

    /**
     * What an answer comes to. A body is inflated (its Content-Encoding; and gzip bytes, a .xml.gz, when the URL is
     * fetched as a source) and made one array under the lease, waiting for room where there is none: on the
     * completions thread, never the I/O thread.
     */
    private CompletableFuture<FetchResult> interpret(String url, BodyReader.Response r, String encoding,
                                                     boolean htmlOnly, long cap, FetchOptions options,
                                                     boolean truncate, ByteBudget.Lease lease) {
        int code = r.code();
        if (code == 304 && options.conditional()) {
            // unchanged since the validators we sent; a 304 may renew them, else they stand
            return CompletableFuture.completedFuture(new FetchResult(url, FetchResult.Status.NOT_MODIFIED, code, null,
                    null, null, "not modified", 0, -1, r.etag() != null ? r.etag() : options.etag(),
                    r.lastModified() != null ? r.lastModified() : options.lastModified()));
        }
        FetchResult refused = refused(url, r, htmlOnly, options);
        if (refused != null) {
            return CompletableFuture.completedFuture(refused);
        }
        Chunks raw = r.body();
        lease.shrinkTo(raw.allocated()); // parts reserved and never needed
        CompletableFuture<Chunks> body = Inflation.needed(encoding)
                ? Inflation.run(raw, encoding, cap, truncate, lease, after)
                : CompletableFuture.completedFuture(raw);
        if (options.source()) {
            // a sitemap sent as .xml.gz: inflated here, under the budget and the source's cap
            body = body.thenCompose(b -> b.gzipped() ? Inflation.run(b, "gzip", cap, false, lease, after)
                    : CompletableFuture.completedFuture(b));
        }
        return body.thenCompose(b -> whole(b, lease)).handle((bytes, e) -> {
            if (e != null) {
                BodyReader.Abort a = Inflation.abort(e);
                return a != null ? FetchResult.failed(url, a.status, code, a.getMessage())
                        : FetchResult.failed(url, FetchResult.Status.TRANSIENT, code, "fetch ended: " + e);
            }
            return new FetchResult(url, FetchResult.Status.FETCHED, code, r.contentType(), bytes, null, null, 0, -1,
                    r.etag(), r.lastModified(), r.robotsTag());
        });
    }

    /** The body in one array, made once the lease has room for the copy; then the parts are let go. */
    private CompletableFuture<byte[]> whole(Chunks parts, ByteBudget.Lease lease) {
        CompletableFuture<Void> room = lease.grow(parts.size());
        // room at once: copied here (the completions thread); room later: there too, not where it was freed
        return room.isDone() ? room.thenApply(v -> copy(parts, lease)) : room.thenApplyAsync(v -> copy(parts, lease), after);
    }

    private static byte[] copy(Chunks parts, ByteBudget.Lease lease) {
        byte[] bytes = parts.toArray();
        parts.clear();
        lease.shrinkTo(bytes.length);
        return bytes;
    }

    /** The answer when it is not a body to take: 304, a redirect, an error, a type refused; null for a body. */
    private static FetchResult refused(String url, BodyReader.Response r, boolean htmlOnly, FetchOptions options) {
        int code = r.code();
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
        return null;
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

    private static FetchResult closedAnswer(String url) {
        return FetchResult.failed(url, FetchResult.Status.TRANSIENT, 0, "fetch ended: the fetcher was closed");
    }

    private void complete(Runnable task) {
        try {
            completions.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            task.run();
        }
    }

    /** Closes the client; every lease still held or waited for is given back, so a shared budget loses nothing. */
    @Override
    public void close() {
        closed = true;
        for (CompletableFuture<ByteBudget.Lease> a : admissions) {
            a.cancel(false);
        }
        deadlines.shutdownNow();
        client.close(CloseMode.IMMEDIATE);
        for (ByteBudget.Lease l : leases) {
            release(l);
        }
        // what is queued still runs, failing at once as its lease is closed; what comes later runs in place
        completions.shutdown();
        // every caller still waiting is answered now: the steps still to run find the answer given, their leases closed
        for (var e : unanswered.entrySet()) {
            e.getKey().complete(held(closedAnswer(e.getValue())));
        }
    }
}
