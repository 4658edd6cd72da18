package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/** Line-block distribution's thresholds ({@code lineblock.*}), with the paper's defaults. */
public record LineBlockSettings(int minChars, int minPunctuation, int titleLcsMin, int windowLines, int windowMinChars) {
    public static LineBlockSettings from(ExtractorConfig c) {
        return new LineBlockSettings(c.getInt("lineblock.min-chars"), c.getInt("lineblock.min-punctuation"),
                c.getInt("lineblock.title-lcs-min"), c.getInt("lineblock.window-lines"), c.getInt("lineblock.window-min-chars"));
    }
}
