package com.newsx.extractor.page;

import java.util.Locale;

/** The kinds of page the pipeline routes differently; JSON name = lower case. */
public enum PageType {
    HOME, LIST, ARTICLE, COMMENT, OTHER;

    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
