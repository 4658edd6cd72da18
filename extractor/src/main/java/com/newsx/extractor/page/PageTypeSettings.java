package com.newsx.extractor.page;

import com.newsx.extractor.config.ExtractorConfig;

/** The page-type classifier's thresholds ({@code pagetype.*}). */
public record PageTypeSettings(int articleMinText, int articleMinPunctuation, double articleOverRecords,
                               double articlePageShare, int articlePageSharePunctuation, int articleBylineMinPunctuation,
                               double urlWeight, int minText, int listMinRecords, double listMinLinkDensity,
                               double listMinLinkedShare, double commentMaxLinkDensity) {
    public static PageTypeSettings from(ExtractorConfig c) {
        return new PageTypeSettings(c.getInt("pagetype.article-min-text"), c.getInt("pagetype.article-min-punctuation"),
                c.getDouble("pagetype.article-over-records"), c.getDouble("pagetype.article-page-share"),
                c.getInt("pagetype.article-page-share-punctuation"), c.getInt("pagetype.article-byline-min-punctuation"),
                c.getDouble("pagetype.url-weight"), c.getInt("pagetype.min-text"), c.getInt("pagetype.list-min-records"),
                c.getDouble("pagetype.list-min-link-density"), c.getDouble("pagetype.list-min-linked-share"),
                c.getDouble("pagetype.comment-max-link-density"));
    }
}
