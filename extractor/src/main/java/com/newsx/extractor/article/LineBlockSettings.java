package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/** Line-block distribution's thresholds ({@code line-block.*}), with the paper's defaults. */
public record LineBlockSettings(int minChars, int minPunctuation, int titleLcsMin, int windowLines, int windowMinChars) {
    public static LineBlockSettings from(ExtractorConfig c) {
        return new LineBlockSettings(c.getInt("line-block.min-chars"), c.getInt("line-block.min-punctuation"),
                c.getInt("line-block.title-lcs-min"), c.getInt("line-block.window-lines"),
                c.getInt("line-block.window-min-chars"));
    }
}
