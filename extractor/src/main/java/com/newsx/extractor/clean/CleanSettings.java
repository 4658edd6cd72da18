package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.List;
import java.util.Locale;

/** The DOM cleaner's settings ({@code clean.*}). */
public record CleanSettings(List<String> dropTags, int buttonCardMinChars, boolean dropHidden, boolean dropAriaHidden,
                            int formKeepMinChars) {
    public static CleanSettings from(ExtractorConfig c) {
        return new CleanSettings(
                c.getList("clean.drop-tags").stream().map(t -> t.toLowerCase(Locale.ROOT)).toList(),
                c.getInt("clean.button-card-min-chars"),
                c.getBoolean("clean.drop-hidden"),
                c.getBoolean("clean.drop-aria-hidden"),
                c.getInt("clean.form-keep-min-chars"));
    }
}
