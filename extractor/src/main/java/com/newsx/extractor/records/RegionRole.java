package com.newsx.extractor.records;

import java.util.Locale;

/**
 * What a data region is on its page: the main region (the list the page is about), navigation (menus, link lists of
 * a header or footer, tag clouds, pagers), a ranking (most read, numbered), related stories (other lists of
 * stories beside the main one), or other.
 */
public enum RegionRole {
    MAIN, NAVIGATION, RANKING, RELATED, OTHER;

    /** The name in bin/extract's output: main, navigation, ranking, related, other. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
