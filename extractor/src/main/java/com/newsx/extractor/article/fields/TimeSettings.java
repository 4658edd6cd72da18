package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;

/**
 * The publish-time finder's settings ({@code time.*}, documented in conf/extractor.properties).
 *
 * @param minYear           dates before this year are noise, not publish times
 * @param window            lines below the headline within which a date counts as near it
 * @param datelineMaxChars  a line of at most this many characters holding a date is a dateline
 * @param weightNear        score for lying right below the headline, down to 0 at the window's end
 * @param weightKeyword     score for a publish keyword right before the date
 * @param weightTime        score for a time of day
 * @param weightShort       score for a short dateline
 * @param weightClass       score for a date-ish class or id around the date, or a {@code <time>} element
 * @param penaltyUpdated    penalty for an update keyword right before the date
 * @param penaltyAboveTitle penalty for lying just above the headline
 * @param strongScore       a dateline below the headline scoring this much wins over metadata
 * @param weakScore         without metadata, a dateline needs at least this score
 * @param kickerLines       lines just above the headline where a dateline is a kicker (0: none)
 * @param repeatedDates     dates in the same markup this many times are cards' dates (0: never)
 * @param penaltyInStory    penalty for lying in the story's text or below it, when the headline has one below it
 * @param keywordLookback   characters before a date where its publish or update label is looked for
 * @param commentLevels     levels above a date where a comment section's class or id makes it a comment's date
 * @param relativeMaxChars  characters from the headline on where relative dates ("vor 3 Stunden") are read
 */
record TimeSettings(int minYear, int window, int datelineMaxChars, double weightNear, double weightKeyword,
                    double weightTime, double weightShort, double weightClass, double penaltyUpdated,
                    double penaltyAboveTitle, double strongScore, double weakScore, int kickerLines,
                    int repeatedDates, double penaltyInStory, int keywordLookback, int commentLevels,
                    int relativeMaxChars) {

    static TimeSettings from(ExtractorConfig config) {
        return new TimeSettings(
                config.getInt("time.min-year"),
                config.getInt("time.window-lines"),
                config.getInt("time.dateline-max-chars"),
                config.getDouble("time.weight-near"),
                config.getDouble("time.weight-keyword"),
                config.getDouble("time.weight-time"),
                config.getDouble("time.weight-short"),
                config.getDouble("time.weight-class"),
                config.getDouble("time.penalty-updated"),
                config.getDouble("time.penalty-above-title"),
                config.getDouble("time.strong-score"),
                config.getDouble("time.weak-score"),
                config.getInt("time.kicker-lines"),
                config.getInt("time.repeated-dates"),
                config.getDouble("time.penalty-in-story"),
                config.getInt("time.keyword-lookback-chars"),
                config.getInt("time.comment-section-levels"),
                config.getInt("time.relative-max-chars"));
    }
}
