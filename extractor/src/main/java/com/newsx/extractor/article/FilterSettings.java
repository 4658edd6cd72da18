package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/** The body filters' thresholds ({@code filter.<filter>.*}); see conf/extractor.properties for each. */
public record FilterSettings(double mainBlockTimeBoundMaxCutShare, int mainBlockEndMarkerMinProseAfter,
                             double mainBlockEndNoticeMinProseBefore, int boilerplateMaxChars, double linkDensityMax,
                             int linkDensityInsideProseMaxLines, int linkDensityInsideProseHeadings,
                             double linkDensityTableCellsMax, double linkDensityOwnWordsMax, int duplicateBlocksMinChars,
                             double duplicateBlocksMinShare, double storyContainerMinShare,
                             double storyContainerAfterMaxShare, double storyContainerBeforeMaxShare,
                             double storyTailMinShare, int storyTailMaxLines, double storyTailMaxShare,
                             double otherArticlesMinShare,
                             int orphanHeadingsLabelMaxChars, int orphanHeadingsHeadingMaxChars,
                             double leadLinkDensityMax, int leadMinChars, int leadHeadingMinChars,
                             int callToActionTailLines,
                             int callToActionMaxChars, double callToActionBoxMaxShare, double chromeStoryMinShare, int embedConsentMaxChars) {
    public static FilterSettings from(ExtractorConfig c) {
        return new FilterSettings(
                c.getDouble("filter.main-block.time-bound-max-cut-share"),
                c.getInt("filter.main-block.end-marker-min-prose-after"),
                c.getDouble("filter.main-block.end-notice-min-prose-before"),
                c.getInt("filter.boilerplate.max-chars"),
                c.getDouble("filter.link-density.max"),
                c.getInt("filter.link-density.inside-prose-max-lines"),
                c.getInt("filter.link-density.inside-prose-headings"),
                c.getDouble("filter.link-density.table-cells-max"),
                c.getDouble("filter.link-density.own-words-max"),
                c.getInt("filter.duplicate-blocks.min-chars"),
                c.getDouble("filter.duplicate-blocks.min-share"),
                c.getDouble("filter.story-container.min-share"),
                c.getDouble("filter.story-container.after-max-share"),
                c.getDouble("filter.story-container.before-max-share"),
                c.getDouble("filter.story-tail.min-share"),
                c.getInt("filter.story-tail.max-lines"),
                c.getDouble("filter.story-tail.max-share"),
                c.getDouble("filter.other-articles.min-share"),
                c.getInt("filter.orphan-headings.label-max-chars"),
                c.getInt("filter.orphan-headings.heading-max-chars"),
                c.getDouble("filter.lead.link-density-max"),
                c.getInt("filter.lead.min-chars"),
                c.getInt("filter.lead.heading-min-chars"),
                c.getInt("filter.call-to-action.tail-lines"),
                c.getInt("filter.call-to-action.max-chars"),
                c.getDouble("filter.call-to-action.box-max-share"),
                c.getDouble("filter.chrome.story-min-share"),
                c.getInt("filter.embed-consent.max-chars"));
    }
}
