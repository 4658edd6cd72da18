package com.newsx.extractor.decode;

import com.newsx.extractor.config.ExtractorConfig;

/** The decoder's settings ({@code decode.*}). */
public record DecodeSettings(int metaPrescanBytes, double declaredMaxReplacementRatio) {
    public static DecodeSettings from(ExtractorConfig c) {
        return new DecodeSettings(c.getInt("decode.meta-prescan-bytes"), c.getDouble("decode.declared-max-replacement-ratio"));
    }
}
