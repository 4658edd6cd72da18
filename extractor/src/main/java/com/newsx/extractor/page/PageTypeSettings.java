package com.newsx.extractor.page;

import com.newsx.extractor.config.ExtractorConfig;

/** The page-type classifier's thresholds ({@code page-type.*}). */
public record PageTypeSettings(int articleMinText, int articleMinPunctuation, double articleOverRecords,
                               double articlePageShare, int articlePageSharePunctuation, int articleBylineMinPunctuation,
                               double urlWeight, int minText, int listMinRecords, double listMinLinkDensity,
                               double listMinLinkedShare, double listMinDatedShare, double commentMaxLinkDensity) {
    public static PageTypeSettings from(ExtractorConfig c) {
        return new PageTypeSettings(c.getInt("page-type.article-min-text"),
                c.getInt("page-type.article-min-punctuation"), c.getDouble("page-type.article-over-records"),
                c.getDouble("page-type.article-page-share"), c.getInt("page-type.article-page-share-punctuation"),
                c.getInt("page-type.article-byline-min-punctuation"), c.getDouble("page-type.url-weight"),
                c.getInt("page-type.min-text"), c.getInt("page-type.list-min-records"),
                c.getDouble("page-type.list-min-link-density"), c.getDouble("page-type.list-min-linked-share"),
                c.getDouble("page-type.list-min-dated-share"), c.getDouble("page-type.comment-max-link-density"));
    }
}
