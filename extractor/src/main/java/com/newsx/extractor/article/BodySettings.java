package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/** Everything the body extraction reads: both algorithms, the region, comment threads, the fusion and its filters. */
public record BodySettings(LineBlockSettings lineBlock, RegionSettings region, ThreadSettings thread,
                           FusionSettings fusion, FilterSettings filters) {
    public static BodySettings from(ExtractorConfig c) {
        return new BodySettings(LineBlockSettings.from(c), RegionSettings.from(c), ThreadSettings.from(c),
                FusionSettings.from(c), FilterSettings.from(c));
    }
}
