package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;

/**
 * The title finder's settings ({@code title.*}, documented in conf/extractor.properties).
 *
 * @param minLength      a headline candidate has this many CJK characters or words at least
 * @param maxLength      ... and at most
 * @param minSimilarity  minimum LCS ratio with a statement of the title for a candidate to count
 * @param weightH1       score bonus of an h1 candidate
 * @param weightHeading  score bonus of h2/h3 and of elements whose class or id says "title"
 * @param weightOther    score bonus of b/strong and of elements whose class or id says "head"
 * @param weightPosition score bonus for lying early in the page (times 1 - relative position)
 * @param weightStory    where no headline is stated, score bonus for standing right above the story's text
 * @param storyWindow    lines above the story's text where that bonus falls to 0
 */
record TitleSettings(int minLength, int maxLength, double minSimilarity, double weightH1, double weightHeading,
                     double weightOther, double weightPosition, double weightStory, int storyWindow) {

    static TitleSettings from(ExtractorConfig config) {
        return new TitleSettings(
                config.getInt("title.min-length"),
                config.getInt("title.max-length"),
                config.getDouble("title.min-similarity"),
                config.getDouble("title.weight-h1"),
                config.getDouble("title.weight-heading"),
                config.getDouble("title.weight-other"),
                config.getDouble("title.weight-position"),
                config.getDouble("title.weight-story"),
                config.getInt("title.story-window-lines"));
    }
}
