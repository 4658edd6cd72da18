package com.newsx.topology.config;

/** The fuse step ({@code fuse.*}): it waits timeoutMs for the second half of a page, then fails the first. */
public record FuseSettings(long timeoutMs) {
    public static FuseSettings from(CrawlerConfig c) {
        return new FuseSettings(c.getLong("fuse.timeout-ms"));
    }
}
