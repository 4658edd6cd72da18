package com.newsx.extractor.settings;

import com.newsx.extractor.article.BodySettings;
import com.newsx.extractor.clean.CleanSettings;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.decode.DecodeSettings;
import com.newsx.extractor.lang.LangSettings;
import com.newsx.extractor.page.PageTypeSettings;
import com.newsx.extractor.records.RecordSettings;

/**
 * Every extractor component's typed settings, read once from validated {@link ExtractorConfig} values: a wrong type
 * or an unknown key fails here, at start-up, not on some page later. Components take their own record.
 */
public record ExtractorSettings(DecodeSettings decode, CleanSettings clean, BodySettings body,
                                ExtractorConfig fieldsConfig, PageTypeSettings pageType, RecordSettings records,
                                LangSettings lang) {

    public static ExtractorSettings from(ExtractorConfig c) {
        ExtractorSettings s = new ExtractorSettings(DecodeSettings.from(c), CleanSettings.from(c), BodySettings.from(c), c,
                PageTypeSettings.from(c), RecordSettings.from(c), LangSettings.from(c));
        new com.newsx.extractor.article.fields.FieldExtractor(c); // reads (and so validates) the field settings now
        return s;
    }

    /** The documented defaults (with {@code -Dnewsx.extractor.*} overrides). */
    public static ExtractorSettings defaults() {
        return from(ExtractorConfig.defaults());
    }
}
