package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.List;

/** The fusion's settings ({@code fusion.*}): which filters the region's lines pass, in order, and the landmarks' size. */
public record FusionSettings(List<String> filters, int landmarkMaxChars) {
    public static FusionSettings from(ExtractorConfig c) {
        return new FusionSettings(c.getChoices("fusion.filters", BodyFilters.NAMES), c.getInt("fusion.landmark-max-chars"));
    }
}
