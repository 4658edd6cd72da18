package com.newsx.topology.config;

/**
 * The records step ({@code records.*}): a page's record documents are at most maxPerPage, the first rows of its
 * regions, main region first (a hostile list page of a hundred thousand rows would be as many documents in one bulk).
 */
public record RecordsSettings(int maxPerPage) {
    public static RecordsSettings from(CrawlerConfig c) {
        int max = c.getInt("records.max-per-page");
        if (max < 1) {
            throw new IllegalArgumentException("records.max-per-page must be at least 1: " + max);
        }
        return new RecordsSettings(max);
    }
}
