package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/** The content region's settings ({@code region.*}); {@code proseMinChars} also tells the filters what prose is. */
public record RegionSettings(int proseMinChars, double linkDensityMax, int charsPerPoint, double siblingRatio,
                             double copyrightPenalty, int titleWindowLines, double titleBoost, double noiseWeight, double gapLinkDensityMax,
                             boolean skipDialogs, double statedTextWeight, int statedTextMinShingles) {
    public static RegionSettings from(ExtractorConfig c) {
        return new RegionSettings(c.getInt("region.prose-min-chars"), c.getDouble("region.link-density-max"),
                c.getInt("region.chars-per-point"), c.getDouble("region.sibling-ratio"),
                c.getDouble("region.copyright-penalty"), c.getInt("region.title-window-lines"),
                c.getDouble("region.title-boost"), c.getDouble("region.noise-weight"),
                c.getDouble("region.gap-link-density-max"), c.getBoolean("region.skip-dialogs"),
                c.getDouble("region.stated-text-weight"), c.getInt("region.stated-text-min-shingles"));
    }
}
