package com.newsx.topology.net;

import com.newsx.topology.cache.ByteBoundedLru;
import com.newsx.topology.config.FetchSettings;
import crawlercommons.domains.EffectiveTldFinder;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Name resolution that never holds up the crawl. Java's resolver blocks its caller for as long as the name server
 * takes, and offers no timeout; so lookups run on a small pool of their own, and every ask has a deadline: it
 * completes by then, with the addresses or with why there are none (unknown, or timed out). Answers are cached,
 * positive for {@code ttlMs} and negative (unknown host) for {@code negativeTtlMs}, in a cache bounded by bytes; a
 * timeout is not cached: a lookup that outlives its asks' deadlines goes on, later asks wait for it again, and its
 * answer fills the cache when it ends, so the name is known when the URL is retried. Concurrent asks for one name
 * share one lookup. At most {@code perDomain} lookups of one registered domain run at once, so one domain with a slow
 * name server and hundreds of subdomains holds that many threads, never the pool; its other names wait their turn,
 * and one that no ask waits for any more when its turn comes is dropped without a lookup.
 * Address literals and names of {@code fetch.resolve} without a delay are answered at once, without the pool.
 * Thread-safe.
 */
public final class NameResolver {
    /** What a name resolved to: its addresses, or why it has none. */
    public record Resolution(InetAddress[] addresses, String failure, boolean timedOut) {
        public static Resolution of(InetAddress[] addresses) {
            return new Resolution(addresses, null, false);
        }

        public static Resolution failed(String why) {
            return new Resolution(new InetAddress[0], why, false);
        }

        public static Resolution timedOut(String why) {
            return new Resolution(new InetAddress[0], why, true);
        }

        public boolean ok() {
            return failure == null;
        }
    }

    /** The lookup itself: the system resolver, a delayed {@code fetch.resolve} name, a test's own. Blocks. */
    @FunctionalInterface
    public interface Lookup {
        InetAddress[] lookup(String host) throws UnknownHostException;
    }

    /** A cached answer and when it stops being used. */
    private record Cached(Resolution resolution, long expiresAt) {
    }

    /** A name's lookup, running or waiting for its domain's turn, and the deadline of its latest ask. */
    private static final class Job {
        final String host;
        final String domain;
        final CompletableFuture<Resolution> done = new CompletableFuture<>();
        long deadlineNanos;

        Job(String host, String domain) {
            this.host = host;
            this.domain = domain;
        }
    }

    /** One resolver per distinct settings in a worker: the filter's lookups are then the fetch step's cache hits. */
    private static final Map<Object, NameResolver> SHARED = new ConcurrentHashMap<>();

    private final Lookup lookup;
    private final HostOverrides overrides;
    private final int perDomain;
    private final long timeoutMs;
    private final long ttlMs;
    private final long negativeTtlMs;
    private final LongSupplier clock;
    private final ThreadPoolExecutor pool;
    /** One timer thread for every resolver's deadlines: a deadline is a tiny task. */
    private static final ScheduledExecutorService DEADLINES = Executors.newSingleThreadScheduledExecutor(
            r -> daemon(r, "dns-deadlines"));
    private final Object lock = new Object();
    private final ByteBoundedLru<String, Cached> cache;
    private final Map<String, Job> asked = new HashMap<>();
    private final Map<String, ArrayDeque<Job>> waiting = new HashMap<>();
    private final Map<String, Integer> running = new HashMap<>();

    /**
     * @param overrides names answered at once ({@code fetch.resolve}) unless they carry a delay; those, and every
     *                  other name, go to {@code lookup}
     */
    public NameResolver(Lookup lookup, HostOverrides overrides, int threads, int perDomain, long timeoutMs, long ttlMs,
                        long negativeTtlMs, long cacheBytes, LongSupplier clock) {
        if (threads < 1 || perDomain < 1 || timeoutMs < 1) {
            throw new IllegalArgumentException("fetch.dns.threads, threads-per-domain and timeout-ms must be at least 1");
        }
        this.lookup = lookup;
        this.overrides = overrides;
        this.perDomain = perDomain;
        this.timeoutMs = timeoutMs;
        this.ttlMs = ttlMs;
        this.negativeTtlMs = negativeTtlMs;
        this.clock = clock;
        this.cache = new ByteBoundedLru<>(cacheBytes, NameResolver::weight);
        // idle threads end: a worker that resolves nothing holds none
        this.pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                r -> daemon(r, "dns-lookup"));
        this.pool.allowCoreThreadTimeOut(true);
    }

    /** The system resolver, with the delayed names of {@code fetch.resolve} answered after their delay. */
    public static Lookup system(HostOverrides overrides) {
        return host -> {
            Optional<InetAddress> mapped = overrides.lookup(host);
            if (mapped.isPresent()) {
                sleep(overrides.delayMs(host)); // a slow name server, as tests and benches ask for
                return new InetAddress[]{mapped.get()};
            }
            return InetAddress.getAllByName(host);
        };
    }

    /**
     * The resolver of a worker for these settings ({@code fetch.dns.*} and {@code fetch.resolve}), made once and
     * shared by the worker's filter and fetch tasks; its threads end when idle.
     */
    public static NameResolver shared(FetchSettings fetch) {
        FetchSettings.Dns d = fetch.dns();
        return SHARED.computeIfAbsent(java.util.List.of(d, fetch.resolve()), k -> {
            HostOverrides o = HostOverrides.parse(fetch.resolve());
            return new NameResolver(system(o), o, d.threads(), d.threadsPerDomain(), d.timeoutMs(), d.ttlS() * 1000,
                    d.negativeTtlS() * 1000, d.cacheBytes(), System::currentTimeMillis);
        });
    }

    /** The answer for a name if one is at hand (a literal, a mapped name, a fresh cached answer); null otherwise. Never waits. */
    public Resolution cached(String host) {
        Resolution now = immediate(host);
        if (now != null) {
            return now;
        }
        synchronized (lock) {
            Cached c = cache.get(key(host));
            return c != null && c.expiresAt() > clock.getAsLong() ? c.resolution() : null;
        }
    }

    /**
     * The answer for a name, by its deadline at the latest ("timed out" then); never completes exceptionally. An ask
     * while the name's lookup runs waits for that lookup, with a deadline of its own.
     */
    public CompletableFuture<Resolution> resolve(String host) {
        Resolution now = cached(host);
        if (now != null) {
            return CompletableFuture.completedFuture(now);
        }
        String name = key(host);
        CompletableFuture<Resolution> lookupDone;
        synchronized (lock) {
            Job job = asked.get(name);
            if (job == null) {
                job = new Job(name, domain(name));
                asked.put(name, job);
                if (running.getOrDefault(job.domain, 0) < perDomain) {
                    running.merge(job.domain, 1, Integer::sum);
                    Job j = job;
                    pool.execute(() -> run(j));
                } else {
                    waiting.computeIfAbsent(job.domain, d -> new ArrayDeque<>()).addLast(job);
                }
            }
            job.deadlineNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            lookupDone = job.done;
        }
        CompletableFuture<Resolution> answer = new CompletableFuture<>();
        lookupDone.thenAccept(answer::complete);
        DEADLINES.schedule(() -> answer.complete(Resolution.timedOut("DNS: no answer for " + name + " within "
                + timeoutMs + " ms (fetch.dns.timeout-ms)")), timeoutMs, TimeUnit.MILLISECONDS);
        return answer;
    }

    private void run(Job job) {
        Resolution r;
        try {
            r = Resolution.of(lookup.lookup(job.host));
        } catch (UnknownHostException e) {
            r = Resolution.failed("DNS: unknown host " + job.host);
        } catch (RuntimeException e) {
            r = Resolution.failed("DNS: lookup of " + job.host + " failed: " + e);
        }
        Job next;
        synchronized (lock) {
            // even past its asks' deadlines the answer is kept: the URL's retry finds the name known
            cache.put(job.host, new Cached(r, clock.getAsLong() + (r.ok() ? ttlMs : negativeTtlMs)));
            asked.remove(job.host, job);
            next = nextOf(job.domain);
            if (next == null) {
                running.computeIfPresent(job.domain, (d, n) -> n <= 1 ? null : n - 1);
            }
        }
        job.done.complete(r);
        if (next != null) {
            Job n = next;
            pool.execute(() -> run(n));
        }
    }

    /**
     * The domain's next waiting lookup that someone still waits for; those whose every ask has timed out are dropped
     * unrun (a new ask starts the name again).
     */
    private Job nextOf(String domain) {
        ArrayDeque<Job> q = waiting.get(domain);
        long now = System.nanoTime();
        while (q != null && !q.isEmpty()) {
            Job j = q.pollFirst();
            if (q.isEmpty()) {
                waiting.remove(domain);
            }
            if (j.deadlineNanos - now > 0) {
                return j;
            }
            asked.remove(j.host, j);
            // the same timeout its asks give: whichever of the two completes an ask first (its own deadline's timer
            // or this drop, at the same moment), the URL's reason names the setting
            j.done.complete(Resolution.timedOut("DNS: no answer for " + j.host + " within " + timeoutMs
                    + " ms (fetch.dns.timeout-ms; not looked up: no one waited for it any more)"));
        }
        return null;
    }

    /** A literal address, or a name mapped without a delay: no lookup. Null for anything else. */
    private Resolution immediate(String host) {
        Optional<InetAddress> mapped = overrides.lookup(host);
        if (mapped.isPresent() && overrides.delayMs(host) == 0) {
            return Resolution.of(new InetAddress[]{mapped.get()});
        }
        InetAddress literal = AddressGuard.literal(host); // parsed, not looked up
        return literal == null ? null : Resolution.of(new InetAddress[]{literal});
    }

    /**
     * Names wait for their registered domain's turn; a name under no known public suffix (.test, .example, an
     * intranet's) counts by its last two labels, so its subdomains still share one turn.
     */
    static String domain(String host) {
        String d = EffectiveTldFinder.getAssignedDomain(host, true, false);
        if (d != null) {
            return d;
        }
        int last = host.lastIndexOf('.');
        int before = last <= 0 ? -1 : host.lastIndexOf('.', last - 1);
        return before < 0 ? host : host.substring(before + 1);
    }

    private static String key(String host) {
        return host.toLowerCase(java.util.Locale.ROOT);
    }

    /** Lookups running or waiting now. */
    public int pending() {
        synchronized (lock) {
            return asked.size();
        }
    }

    /** Names cached now (positive or negative). */
    public int cachedNames() {
        synchronized (lock) {
            return cache.size();
        }
    }

    /** The heap a cached answer takes, by estimate: the name, each address, the reason of a failure. */
    static long weight(String host, Cached c) {
        return ByteBoundedLru.stringBytes(host) + 48 + 56L * c.resolution().addresses().length
                + ByteBoundedLru.stringBytes(c.resolution().failure());
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    private static void sleep(long ms) {
        if (ms <= 0) {
            return;
        }
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
