package com.newsx.topology.fetch;

import crawlercommons.robots.BaseRobotRules;
import crawlercommons.robots.SimpleRobotRulesParser;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * robots.txt rules per site (scheme, host, port), parsed by crawler-commons and cached with a TTL. Following
 * RFC 9309: a missing robots.txt (4xx) allows everything; a server error or no answer disallows the site
 * for a shorter time, since the site may be overloaded.
 */
public final class RobotsCache {
    private static final int MAX_SITES = 10_000;

    private final HttpFetcher fetcher;
    private final String agentName;
    private final long ttlMs;
    private final long errorTtlMs;
    private final LongSupplier clock;
    private final SimpleRobotRulesParser parser = new SimpleRobotRulesParser();
    private final Map<String, Entry> cache = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > MAX_SITES;
        }
    };

    private record Entry(BaseRobotRules rules, long expiresAt) {
    }

    public RobotsCache(HttpFetcher fetcher, String agentName, long ttlMs, long errorTtlMs, long maxCrawlDelayMs,
                       LongSupplier clock) {
        this.fetcher = fetcher;
        this.agentName = agentName;
        this.ttlMs = ttlMs;
        this.errorTtlMs = errorTtlMs;
        this.clock = clock;
        parser.setMaxCrawlDelay(maxCrawlDelayMs);
    }

    /** The rules that apply to a URL, fetching its site's robots.txt when not cached or expired. */
    public BaseRobotRules rulesFor(String url) {
        String site = site(url);
        long now = clock.getAsLong();
        Entry e = cache.get(site);
        if (e != null && e.expiresAt() > now) {
            return e.rules();
        }
        String robotsUrl = site + "/robots.txt";
        FetchResult r = fetcher.fetchRaw(robotsUrl);
        BaseRobotRules rules;
        long ttl = ttlMs;
        if (r.status() == FetchResult.Status.FETCHED) {
            rules = parser.parseContent(robotsUrl, r.body(), r.contentType(), List.of(agentName));
        } else if (r.httpStatus() >= 400 && r.httpStatus() < 500) {
            rules = parser.failedFetch(r.httpStatus()); // allow all
        } else {
            rules = parser.failedFetch(r.httpStatus() == 0 ? 503 : r.httpStatus()); // disallow for now
            ttl = errorTtlMs;
        }
        cache.put(site, new Entry(rules, now + ttl));
        return rules;
    }

    static String site(String url) {
        URI u = URI.create(url);
        return u.getScheme() + "://" + u.getRawAuthority();
    }
}
