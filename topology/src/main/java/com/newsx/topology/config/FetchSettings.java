package com.newsx.topology.config;

/**
 * Fetching ({@code fetch.*}, robots.txt included): the HTTP client, politeness and its queues.
 *
 * @param userAgent           the User-Agent sent
 * @param maxBytes            pages larger than this (inflated bytes count) are not read to the end
 * @param connectTimeoutMs    connecting ends a request after this
 * @param readTimeoutMs       silence on an open connection ends a request after this
 * @param deadlineMs          hard deadline for a whole exchange, connect to last byte
 * @param minBytesPerSec      a body arriving slower than this, after the grace period, is cut off
 * @param minRateGraceMs      the grace period of the minimum rate
 * @param maxInFlight         requests in flight per fetch task
 * @param maxInFlightPerQueue requests in flight per politeness queue
 * @param ioThreads           I/O threads of the HTTP client per fetch task
 * @param resolve             names the crawler resolves itself: pattern=address, comma separated; empty for none
 * @param defaultDelayMs      requests to one queue are at least this far apart (or robots.txt's Crawl-delay)
 * @param maxCrawlDelayS      a robots.txt Crawl-delay above this is capped
 * @param queueMode           queues per host, domain or ip
 * @param maxQueued           URLs waiting in one fetch task's queues at most
 * @param maxRedirects        redirect hops from the original URL at most
 * @param proxy               an HTTP proxy for every request (host:port), empty for none
 * @param robots              robots.txt
 * @param maxHeaderLineBytes  a response header line longer than this ends the exchange as too large
 * @param maxHeaders          a response with more header lines than this ends the exchange as too large
 * @param hostBudget          URLs per politeness queue per window at most (0: no budget)
 * @param hostBudgetWindowS   the window of the host budget
 * @param maxQueuedPerHost    URLs of one politeness queue held in a fetch task at most; the rest wait in the frontier
 *                            (0: no cap)
 * @param dns                 name resolution
 * @param maxBytesInFlight    response bodies held at once by a worker's fetch tasks together, in bytes: an exchange
 *                            waits for room rather than fail
 */
public record FetchSettings(String userAgent, long maxBytes, long connectTimeoutMs, long readTimeoutMs, long deadlineMs,
                            long minBytesPerSec, long minRateGraceMs, int maxInFlight, int maxInFlightPerQueue,
                            int ioThreads, String resolve, long defaultDelayMs, long maxCrawlDelayS, String queueMode,
                            int maxQueued, int maxRedirects, String proxy, Robots robots, int maxHeaderLineBytes,
                            int maxHeaders, int hostBudget, long hostBudgetWindowS, int maxQueuedPerHost, Dns dns,
                            long maxBytesInFlight) {
    public FetchSettings {
        if (maxBytesInFlight <= 0) {
            throw new IllegalArgumentException("fetch.max-bytes-in-flight must be above 0, got " + maxBytesInFlight);
        }
    }

    /**
     * Name resolution ({@code fetch.dns.*}): lookups on {@code threads} threads per worker, at most
     * {@code threadsPerDomain} of one registered domain at once, each ask answered within {@code timeoutMs}; answers
     * cached {@code ttlS} (unknown hosts {@code negativeTtlS}; timeouts not at all) in at most {@code cacheBytes} of heap.
     */
    public record Dns(long timeoutMs, int threads, int threadsPerDomain, long ttlS, long negativeTtlS, long cacheBytes) {
        public Dns {
            if (timeoutMs < 1 || threads < 1 || threadsPerDomain < 1 || ttlS < 0 || negativeTtlS < 0 || cacheBytes < 0) {
                throw new IllegalArgumentException("fetch.dns: timeout-ms, threads and threads-per-domain must be at"
                        + " least 1, the TTLs and cache-bytes at least 0");
            }
        }

        static Dns from(CrawlerConfig c) {
            return new Dns(c.getLong("fetch.dns.timeout-ms"), c.getInt("fetch.dns.threads"),
                    c.getInt("fetch.dns.threads-per-domain"), c.getLong("fetch.dns.ttl-s"),
                    c.getLong("fetch.dns.negative-ttl-s"), c.getLong("fetch.dns.cache-bytes"));
        }
    }

    /**
     * robots.txt ({@code fetch.robots.*}): rules are matched for agentName and cached ttlS; an unavailable robots.txt
     * defers its site for errorTtlS, at most maxDeferrals times, unless its last good rules are younger than
     * keepLastGoodS; only its first maxBytes are parsed; the sites' rules take at most cacheBytes of heap per fetch
     * task.
     */
    public record Robots(String agentName, long ttlS, long errorTtlS, int maxDeferrals, long keepLastGoodS,
                         long maxBytes, long cacheBytes) {
        static Robots from(CrawlerConfig c) {
            return new Robots(c.getString("fetch.robots.agent-name"), c.getLong("fetch.robots.ttl-s"),
                    c.getLong("fetch.robots.error-ttl-s"), c.getInt("fetch.robots.max-deferrals"),
                    c.getLong("fetch.robots.keep-last-good-s"), c.getLong("fetch.robots.max-bytes"),
                    c.getLong("fetch.robots.cache-bytes"));
        }
    }

    public static FetchSettings from(CrawlerConfig c) {
        return new FetchSettings(
                c.getString("fetch.user-agent"),
                c.getLong("fetch.max-bytes"),
                c.getLong("fetch.connect-timeout-ms"),
                c.getLong("fetch.read-timeout-ms"),
                c.getLong("fetch.deadline-ms"),
                c.getLong("fetch.min-bytes-per-sec"),
                c.getLong("fetch.min-rate-grace-ms"),
                c.getInt("fetch.max-in-flight"),
                c.getInt("fetch.max-in-flight-per-queue"),
                c.getInt("fetch.io-threads"),
                c.getString("fetch.resolve"),
                c.getLong("fetch.default-delay-ms"),
                c.getLong("fetch.max-crawl-delay-s"),
                c.getString("fetch.queue-mode"),
                c.getInt("fetch.max-queued"),
                c.getInt("fetch.max-redirects"),
                c.getString("fetch.proxy"),
                Robots.from(c),
                c.getInt("fetch.max-header-line-bytes"),
                c.getInt("fetch.max-headers"),
                c.getInt("fetch.host-budget"),
                c.getLong("fetch.host-budget-window-s"),
                c.getInt("fetch.max-queued-per-host"),
                Dns.from(c),
                c.getLong("fetch.max-bytes-in-flight"));
    }
}
