package com.newsx.topology.config;

import com.newsx.extractor.settings.ExtractorSettings;

import java.util.Map;

/**
 * Every crawler component's typed settings, and the extractor's, read once from validated {@link CrawlerConfig}
 * values: a value of the wrong type fails here, naming its key, when the crawl is started or submitted (and again
 * in each bolt's prepare, from the same values), never on some page later. Components take their own record.
 *
 * @param config the values these were read from: they travel to the workers inside the Storm configuration
 *               ({@link CrawlerConfig#toStormConf}); nothing outside this package can read a key from them
 */
public record CrawlerSettings(CrawlerConfig config, KafkaSettings kafka, EsSettings es, ScopeSettings scope,
                              UrlSettings url, FetchSettings fetch, RetrySettings retry, FusionSettings fusion,
                              OutlinkSettings outlinks, MetricsSettings metrics, TopologySettings topology,
                              ExtractorSettings extractor, SourceSettings sources,
                              CopySettings copies, FrontierSettings frontier, RecordsSettings records,
                              WarcSettings warc) {

    public static CrawlerSettings from(CrawlerConfig c) {
        return new CrawlerSettings(c, KafkaSettings.from(c), EsSettings.from(c), ScopeSettings.from(c), UrlSettings.from(c),
                FetchSettings.from(c), RetrySettings.from(c), FusionSettings.from(c), OutlinkSettings.from(c),
                MetricsSettings.from(c), TopologySettings.from(c), ExtractorSettings.from(c.extractor()),
                SourceSettings.from(c), CopySettings.from(c), FrontierSettings.from(c), RecordsSettings.from(c),
                WarcSettings.from(c));
    }

    /** The settings a topology's bolts find in their Storm configuration. */
    public static CrawlerSettings of(Map<String, Object> stormConf) {
        return from(CrawlerConfig.of(stormConf));
    }
}
