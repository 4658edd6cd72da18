package com.newsx.topology.config;

/**
 * The frontier ({@code frontier.*}): crawl-status as the queue of what is due, and how often sources are visited.
 *
 * @param leaseMs          how long a URL admitted from Kafka is the crawl's before the frontier takes it up again
 * @param articleRevisitMs above 0: an indexed article is fetched once more this long after (0: never again)
 * @param pollMs           how often the frontier spout asks crawl-status for what is due
 * @param batchSize        due URLs asked for at a time
 * @param maxPerHost       at most this many URLs of one host in a batch
 * @param settleMs         how long a finished URL whose status still shows its old due time is not emitted again
 * @param revisit          how sources' revisit intervals adapt
 * @param revalidateAfter  after this many 304s in a row a source is fetched whole (0: revisits never conditional)
 * @param retireAfterMs    a source failing without a break this long is retired (0: never)
 */
public record FrontierSettings(long leaseMs, long articleRevisitMs, long pollMs, int batchSize, int maxPerHost,
                               long settleMs, Revisit revisit, int revalidateAfter,
                               long retireAfterMs) {
    /**
     * A source's revisit interval ({@code frontier.source.*}), seconds: {@code hourlyS / sqrt(new links an hour)}
     * once its rate is known, within [{@code minS}, {@code maxS}]; first {@code homeInitialS} for a seed's home page
     * or an undated feed, {@code pageInitialS} for other pages; {@code firstSpread} spreads the first revisits of
     * sources over up to that share of their first interval (0: none); a source with at least {@code newsMinRate} new
     * links an hour is visited at least every {@code newsMaxS}. The rate's weights halve every {@code halfLifeS}.
     */
    public record Revisit(long homeInitialS, long pageInitialS, long minS, long maxS, long hourlyS, double halfLifeS,
                          double grow, double firstSpread, long newsMaxS, double newsMinRate) {
        public Revisit(long homeInitialS, long pageInitialS, long minS, long maxS, long hourlyS, double halfLifeS,
                       double grow) {
            this(homeInitialS, pageInitialS, minS, maxS, hourlyS, halfLifeS, grow, 0, maxS, 0);
        }

        public Revisit {
            if (minS <= 0 || minS > homeInitialS || homeInitialS > maxS || minS > pageInitialS || pageInitialS > maxS
                    || hourlyS <= 0) {
                throw new IllegalArgumentException("frontier.source: 0 < min-interval-s <= initial-interval-s and "
                        + "page-initial-interval-s <= max-interval-s, hourly-interval-s > 0; got " + minS + ", "
                        + homeInitialS + ", " + pageInitialS + ", " + maxS + ", " + hourlyS);
            }
            if (!(halfLifeS > 0) || !(grow >= 1)) {
                throw new IllegalArgumentException("frontier.source: rate-half-life-s > 0 and grow >= 1, got "
                        + halfLifeS + " and " + grow);
            }
            if (newsMaxS <= 0 || !(newsMinRate >= 0)) {
                throw new IllegalArgumentException("frontier.source: news-max-interval-s > 0 and news-min-rate >= 0, "
                        + "got " + newsMaxS + " and " + newsMinRate);
            }
            if (!(firstSpread >= 0 && firstSpread < 1)) {
                throw new IllegalArgumentException("frontier.source.first-visit-spread: 0 <= spread < 1, got "
                        + firstSpread);
            }
        }
    }

    public FrontierSettings {
        if (leaseMs <= 0 || pollMs <= 0 || batchSize <= 0 || maxPerHost <= 0 || settleMs < 0 || articleRevisitMs < 0
                || revalidateAfter < 0 || retireAfterMs < 0) {
            throw new IllegalArgumentException("frontier.lease-s, poll-ms, batch-size and max-per-host must be above 0,"
                    + " settle-ms, article-revisit-s, source.revalidate-after and source.retire-after-s at least 0");
        }
    }

    public static FrontierSettings from(CrawlerConfig c) {
        return new FrontierSettings(c.getLong("frontier.lease-s") * 1000, c.getLong("frontier.article-revisit-s") * 1000,
                c.getLong("frontier.poll-ms"), c.getInt("frontier.batch-size"), c.getInt("frontier.max-per-host"),
                c.getLong("frontier.settle-ms"),
                new Revisit(c.getLong("frontier.source.initial-interval-s"),
                        c.getLong("frontier.source.page-initial-interval-s"), c.getLong("frontier.source.min-interval-s"),
                        c.getLong("frontier.source.max-interval-s"), c.getLong("frontier.source.hourly-interval-s"),
                        c.getDouble("frontier.source.rate-half-life-s"), c.getDouble("frontier.source.grow"),
                        c.getDouble("frontier.source.first-visit-spread"),
                        c.getLong("frontier.source.news-max-interval-s"),
                        c.getDouble("frontier.source.news-min-rate")),
                c.getInt("frontier.source.revalidate-after"), c.getLong("frontier.source.retire-after-s") * 1000);
    }
}
