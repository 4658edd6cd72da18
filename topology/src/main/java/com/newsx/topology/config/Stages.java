package com.newsx.topology.config;

import com.newsx.extractor.ExtractorSettings;
import com.newsx.extractor.stages.PageStages;

/** The extractor's steps with the crawl's extractor settings (they travel inside the topology's configuration). */
public final class Stages {
    private Stages() {
    }

    public static PageStages of(CrawlerConfig conf) {
        return new PageStages(ExtractorSettings.from(conf.extractor()));
    }
}
