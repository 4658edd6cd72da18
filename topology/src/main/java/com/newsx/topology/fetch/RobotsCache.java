package com.newsx.topology.fetch;

import com.newsx.extractor.links.UrlHost;
import com.newsx.topology.cache.ByteBoundedLru;
import crawlercommons.robots.BaseRobotRules;
import crawlercommons.robots.SimpleRobotRules;
import crawlercommons.robots.SimpleRobotRulesParser;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

/**
 * robots.txt per site (scheme, host, port), fetched asynchronously with the crawler's own client, parsed by
 * crawler-commons and cached with a TTL; concurrent asks for one site share one fetch. Following RFC 9309:
 * redirects are followed up to 5 hops; a 2xx of any size is parsed (empty allows all; past the cap, the first
 * part is parsed, as is what a gzip body cut short or inflating past the cap gave); a 4xx allows all; a 5xx or no
 * answer makes the site {@link Rules#unavailable()} for a short TTL, so its URLs are deferred rather than failed -
 * unless the site's last good rules are recent enough ({@link #keepingLastGood}): then those stay in force, as
 * RFC 9309 2.4 allows a cached copy while robots.txt is unreachable. A Crawl-delay above the cap is capped, never taken as a
 * refusal. A robots.txt the guard refuses (its address, or the next hop a proxy reports) refuses the site with the
 * guard's reason; so does a redirect whose target URL admission refuses ({@link RedirectCheck}: its port, scheme,
 * address), which is never fetched. Thread-safe.
 */
public final class RobotsCache {
    static final int MAX_HOPS = 5;

    /**
     * The rules of a site, or why there are none yet; {@code crawlDelayMs} is already capped. {@code whyRefused}: the
     * guard refused robots.txt (its address, or the next hop a proxy reported), so the site is refused with that reason.
     */
    public record Rules(BaseRobotRules rules, long crawlDelayMs, String whyUnavailable, String whyRefused) {
        public Rules(BaseRobotRules rules, long crawlDelayMs, String whyUnavailable) {
            this(rules, crawlDelayMs, whyUnavailable, null);
        }

        public boolean unavailable() {
            return whyUnavailable != null;
        }

        public boolean refused() {
            return whyRefused != null;
        }

        public boolean allows(String url) {
            return rules.isAllowed(url);
        }
    }

    /**
     * Judges where a robots.txt redirect leads as URL admission judges any URL: empty if the target may be fetched, else
     * why not. A redirect is the site's answer, not a URL that passed admission: a site on port 80 may point its
     * robots.txt at one of our own services, a port not allowed or a private address.
     */
    @FunctionalInterface
    public interface RedirectCheck {
        CompletableFuture<Optional<String>> refusal(String target);
    }

    /** A site's rules, when they expire, and the last good rules it had with when they were fetched. */
    private record Entry(CompletableFuture<Rules> rules, long expiresAt, Rules lastGood, long lastGoodAt) {
    }

    private final HttpFetcher http;
    private final String agentName;
    private final long ttlMs;
    private final long errorTtlMs;
    private final long maxCrawlDelayMs;
    private final long maxBytes;
    private final LongSupplier clock;
    private long keepLastGoodMs;
    private final RedirectCheck redirects;
    private final SimpleRobotRulesParser parser = new SimpleRobotRulesParser();
    /** Sites' rules, bounded by the heap they take: one robots.txt of 500 KiB weighs as much as thousands of short ones. */
    private final Object lock = new Object();
    private ByteBoundedLru<String, Entry> cache = new ByteBoundedLru<>(32L << 20, RobotsCache::weight);

    public RobotsCache(HttpFetcher http, String agentName, long ttlMs, long errorTtlMs, long maxCrawlDelayMs,
                       long maxBytes, LongSupplier clock, RedirectCheck redirects) {
        this.http = http;
        this.redirects = redirects;
        // a product token matches in any case (RFC 9309 2.2.1); crawler-commons compares lower-case names only
        this.agentName = agentName.strip().toLowerCase(java.util.Locale.ROOT);
        this.ttlMs = ttlMs;
        this.errorTtlMs = errorTtlMs;
        this.maxCrawlDelayMs = maxCrawlDelayMs;
        this.maxBytes = maxBytes;
        this.clock = clock;
        // crawler-commons turns a Crawl-delay over its maximum into "disallow all"; we cap it ourselves instead
        parser.setMaxCrawlDelay(Long.MAX_VALUE);
    }

    /** Bounds the cache to about {@code bytes} of heap ({@code fetch.robots.cache-bytes}; 32 MB unless given). */
    public RobotsCache boundedTo(long bytes) {
        synchronized (lock) {
            this.cache = new ByteBoundedLru<>(bytes, RobotsCache::weight);
        }
        return this;
    }

    /** The heap a site's entry takes, by estimate: its name, and its rules and last good rules. */
    static long weight(String site, Entry e) {
        long rules = e.rules().isDone() && !e.rules().isCompletedExceptionally() ? weight(e.rules().join()) : 0;
        return ByteBoundedLru.stringBytes(site) + 64 + rules + (e.lastGood() == null ? 0 : weight(e.lastGood()));
    }

    /** The heap of parsed rules: each rule's path and object, the sitemaps' URLs. */
    static long weight(Rules r) {
        long bytes = 96 + ByteBoundedLru.stringBytes(r.whyUnavailable()) + ByteBoundedLru.stringBytes(r.whyRefused());
        if (r.rules() instanceof SimpleRobotRules s) {
            for (SimpleRobotRules.RobotRule rule : s.getRobotRules()) {
                bytes += 32 + ByteBoundedLru.stringBytes(rule.getPrefix());
            }
        }
        for (String sitemap : r.rules().getSitemaps()) {
            bytes += 8 + ByteBoundedLru.stringBytes(sitemap);
        }
        return bytes;
    }

    /** Keeps a site's last good rules in force for up to {@code ms} while its robots.txt cannot be fetched. */
    public RobotsCache keepingLastGood(long ms) {
        this.keepLastGoodMs = ms;
        return this;
    }

    /** The rules for a URL's site; completes without an exception, whatever the site answers. */
    public CompletableFuture<Rules> rulesFor(String url) {
        String site = site(url);
        long now = clock.getAsLong();
        synchronized (lock) {
            Entry e = cache.get(site);
            if (e != null && (e.expiresAt() > now || !e.rules().isDone())) {
                return e.rules();
            }
            CompletableFuture<Rules> f = new CompletableFuture<>();
            Rules lastGood = e == null ? null : e.lastGood();
            long lastGoodAt = e == null ? 0 : e.lastGoodAt();
            cache.put(site, new Entry(f, Long.MAX_VALUE, lastGood, lastGoodAt));
            fetch(site + "/robots.txt", 0).whenComplete((r, ex) -> {
                Rules fetched = ex != null ? unavailable("robots.txt: " + ex) : r;
                long at = clock.getAsLong();
                Rules rules = fetched;
                Entry next;
                if (!fetched.unavailable()) {
                    next = new Entry(f, at + ttlMs, fetched, at);
                } else if (lastGood != null && at - lastGoodAt <= keepLastGoodMs) {
                    rules = lastGood; // an outage of robots.txt: the last good rules hold, asked again soon
                    next = new Entry(f, at + errorTtlMs, lastGood, lastGoodAt);
                } else {
                    next = new Entry(f, at + errorTtlMs, lastGood, lastGoodAt);
                }
                synchronized (lock) {
                    cache.put(site, next);
                }
                f.complete(rules);
            });
            return f;
        }
    }

    private CompletableFuture<Rules> fetch(String robotsUrl, int hop) {
        return http.fetchTruncated(robotsUrl, maxBytes).thenCompose(r -> switch (r.status()) {
            case FETCHED -> CompletableFuture.completedFuture(parse(robotsUrl, r));
            case REDIRECT -> hop < MAX_HOPS
                    ? follow(r.location(), hop + 1)
                    : CompletableFuture.completedFuture(allowAll()); // RFC 9309: past 5 hops, as if unavailable (4xx)
            // 4xx: no robots.txt, nothing disallowed (RFC 9309 2.3.1.3)
            case HTTP_ERROR, NOT_HTML, TOO_LARGE -> CompletableFuture.completedFuture(allowAll());
            case FILTERED -> CompletableFuture.completedFuture(refused(r.reason()));
            default -> CompletableFuture.completedFuture(unavailable("robots.txt " + r.reason()));
        });
    }

    /**
     * A redirect's target, fetched once admission let it pass; refused, it refuses the site as the guard's refusal of
     * robots.txt does: its rules cannot be read, and the refusal is the same whatever the next try.
     */
    private CompletableFuture<Rules> follow(String target, int hop) {
        return redirects.refusal(target).thenCompose(why -> why.isEmpty() ? fetch(target, hop)
                : CompletableFuture.completedFuture(refused("redirect to " + target + " refused: " + why.get())));
    }

    private Rules parse(String robotsUrl, FetchResult r) {
        byte[] body = r.body();
        if (body == null || body.length == 0) {
            return allowAll(); // 204 or an empty file: nothing is disallowed
        }
        try {
            BaseRobotRules rules = parser.parseContent(robotsUrl, body, "text/plain", List.of(agentName));
            long delay = rules.getCrawlDelay() > 0 ? Math.min(rules.getCrawlDelay(), maxCrawlDelayMs) : 0;
            return new Rules(rules, delay, null);
        } catch (RuntimeException e) {
            return allowAll(); // an unparseable file restricts nothing
        }
    }

    private static Rules allowAll() {
        return new Rules(new SimpleRobotRules(SimpleRobotRules.RobotRulesMode.ALLOW_ALL), 0, null);
    }

    private static Rules refused(String why) {
        return new Rules(new SimpleRobotRules(SimpleRobotRules.RobotRulesMode.ALLOW_NONE), 0, null, why);
    }

    private static Rules unavailable(String why) {
        return new Rules(new SimpleRobotRules(SimpleRobotRules.RobotRulesMode.ALLOW_NONE), 0, why);
    }

    static String site(String url) {
        URI u = URI.create(url);
        int port = UrlHost.port(url);
        return u.getScheme() + "://" + UrlHost.of(url) + (port < 0 ? "" : ":" + port);
    }
}
