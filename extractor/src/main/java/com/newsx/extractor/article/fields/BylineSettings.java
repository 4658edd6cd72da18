package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.List;

/**
 * The byline finder's settings ({@code byline.*}, documented in
 * conf/extractor.properties).
 *
 * @param window           lines below the headline searched for bylines (the lead included)
 * @param lineMaxChars     a byline, 来源 or editor line has at most this many characters
 * @param nameMaxLength    an author or source name (or several) has at most this many CJK characters or words
 * @param farWindow        lines below the headline where a labelled byline still counts
 * @param authorPrecedence where the author is taken from, first place that names one first
 */
record BylineSettings(int window, int lineMaxChars, int nameMaxLength, int farWindow,
                      List<AuthorSource> authorPrecedence) {

    BylineSettings {
        authorPrecedence = List.copyOf(authorPrecedence);
    }

    static BylineSettings from(ExtractorConfig config) {
        return new BylineSettings(
                config.getInt("byline.window-lines"),
                config.getInt("byline.line-max-chars"),
                config.getInt("byline.name-max-length"),
                config.getInt("byline.far-window-lines"),
                AuthorSource.parseList(config.getString("byline.author-precedence")));
    }
}
