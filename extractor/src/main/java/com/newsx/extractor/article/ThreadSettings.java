package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/**
 * The comment thread's settings ({@code thread.*}, documented in conf/extractor.properties).
 *
 * @param minEntries    entries of one markup, after the post, that make a thread
 * @param datedShare    share of them that must show a time of day in their header lines
 * @param entryMaxChars median characters of an entry's text at most (comments are short; a live blog's entries not)
 */
public record ThreadSettings(int minEntries, double datedShare, int entryMaxChars) {
    public static ThreadSettings from(ExtractorConfig c) {
        return new ThreadSettings(c.getInt("thread.min-entries"), c.getDouble("thread.dated-share"),
                c.getInt("thread.entry-max-chars"));
    }
}
