package com.newsx.topology.config;

/**
 * The fusion step ({@code fusion.*}, the fuse bolt): it waits timeoutMs for the second half of a page, then fails the
 * first.
 */
public record FusionSettings(long timeoutMs) {
    public static FusionSettings from(CrawlerConfig c) {
        return new FusionSettings(c.getLong("fusion.timeout-ms"));
    }
}
