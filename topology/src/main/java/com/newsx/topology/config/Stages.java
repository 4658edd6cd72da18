package com.newsx.topology.config;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.stages.PageStages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** The extractor's steps with the crawl's extractor settings ({@code extractor.config}: a file, or the defaults). */
public final class Stages {
    private Stages() {
    }

    public static PageStages of(CrawlerConfig conf) {
        String file = conf.getString("extractor.config");
        try {
            return new PageStages(file.isEmpty() ? ExtractorConfig.defaults() : ExtractorConfig.fromFile(Path.of(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read extractor.config " + file, e);
        }
    }
}
