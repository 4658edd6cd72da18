package com.newsx.extractor.decode;

import com.newsx.extractor.config.ExtractorConfig;

/**
 * The decoder's settings ({@code decode.*}); {@code maxElements}: the start tags of a page that are parsed, the rest
 * of it dropped before parsing (every step after is linear in the elements: a page of a million links would cost
 * seconds and hundreds of megabytes of tree).
 */
public record DecodeSettings(int metaPrescanBytes, double declaredMaxReplacementRatio, int maxElements) {
    public static DecodeSettings from(ExtractorConfig c) {
        return new DecodeSettings(c.getInt("decode.meta-prescan-bytes"), c.getDouble("decode.declared-max-replacement-ratio"),
                c.getInt("decode.max-elements"));
    }
}
