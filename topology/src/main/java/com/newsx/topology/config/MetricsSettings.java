package com.newsx.topology.config;

/**
 * The bolts' metrics ({@code metrics.*}): summed every reportMs; written to Elasticsearch every esEveryMs when
 * esEnabled.
 */
public record MetricsSettings(long reportMs, boolean esEnabled, long esEveryMs) {
    public static MetricsSettings from(CrawlerConfig c) {
        return new MetricsSettings(c.getLong("metrics.report-ms"), c.getBoolean("metrics.es.enabled"),
                c.getLong("metrics.es.every-ms"));
    }
}
