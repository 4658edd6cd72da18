package com.newsx.topology.config;

/**
 * Sitemaps and feeds ({@code sources.*}).
 *
 * @param maxAgeMs        entries dated earlier than this before now are dropped (undated ones are kept)
 * @param sitemapMaxBytes a sitemap's size cap, inflated bytes (the protocol allows 50 MB), apart from
 *                        fetch.max-bytes
 * @param feedMaxBytes    a feed's size cap
 * @param maxEntries      entries kept from one sitemap or feed (the newest); also caps an index's sitemaps
 */
public record SourceSettings(long maxAgeMs, long sitemapMaxBytes, long feedMaxBytes, int maxEntries) {
    public SourceSettings {
        if (maxAgeMs <= 0 || sitemapMaxBytes <= 0 || feedMaxBytes <= 0 || maxEntries <= 0) {
            throw new IllegalArgumentException("sources settings must be positive: " + maxAgeMs + ", "
                    + sitemapMaxBytes + ", " + feedMaxBytes + ", " + maxEntries);
        }
    }

    public static SourceSettings from(CrawlerConfig conf) {
        return new SourceSettings(conf.getLong("sources.max-age-s") * 1000, conf.getLong("sources.sitemap-max-bytes"),
                conf.getLong("sources.feed-max-bytes"), conf.getInt("sources.max-entries"));
    }
}
