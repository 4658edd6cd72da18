package com.newsx.topology.config;

/** The outlinks step ({@code outlinks.*}): links taking this many bytes per task are remembered as written to Kafka. */
public record OutlinkSettings(long sentCacheBytes) {
    public static OutlinkSettings from(CrawlerConfig c) {
        return new OutlinkSettings(c.getLong("outlinks.sent-cache-bytes"));
    }
}
