package com.newsx.topology.config;

/** The outlinks step ({@code outlinks.*}): links this many per task are remembered as written to Kafka. */
public record OutlinkSettings(int sentCacheSize) {
    public static OutlinkSettings from(CrawlerConfig c) {
        return new OutlinkSettings(c.getInt("outlinks.sent-cache-size"));
    }
}
