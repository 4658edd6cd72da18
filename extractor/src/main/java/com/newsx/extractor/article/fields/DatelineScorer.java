package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.ParsedDate;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Scores a shown date as the page's dateline (QD's publish-time features): its distance below the headline, a
 * publish keyword just before it (发布/发表/时间/Published; Updated counts against), a time of day, a short line and
 * a date-ish class name. The keywords are those of the languages of the news web ({@link DateLabels}).
 */
final class DatelineScorer {
    private static final Pattern DATE_CLASS = Pattern.compile("(?i)time|date|pub|info|meta|source|byline|post");

    private final int window;
    private final int kickerLines;
    private final int datelineMaxChars;
    private final double nearWeight;
    private final double keywordWeight;
    private final double timeWeight;
    private final double shortWeight;
    private final double classWeight;
    private final double updatePenalty;
    private final double aboveTitlePenalty;
    private final double inStoryPenalty;
    private final int keywordLookback;
    private final int commentLevels;

    DatelineScorer(TimeSettings settings) {
        window = settings.window();
        datelineMaxChars = settings.datelineMaxChars();
        nearWeight = settings.weightNear();
        keywordWeight = settings.weightKeyword();
        timeWeight = settings.weightTime();
        shortWeight = settings.weightShort();
        classWeight = settings.weightClass();
        updatePenalty = settings.penaltyUpdated();
        aboveTitlePenalty = settings.penaltyAboveTitle();
        kickerLines = settings.kickerLines();
        inStoryPenalty = settings.penaltyInStory();
        keywordLookback = settings.keywordLookback();
        commentLevels = settings.commentLevels();
    }

    /** Characters before a date where its label stands ("Veröffentlicht am ", "Aktualisiert: Mo., "). */
    int keywordLookback() {
        return keywordLookback;
    }

    /** Levels above a date where a comment section's class or id makes it a comment's date. */
    int commentLevels() {
        return commentLevels;
    }

    /** Lines above the headline from which dates are read: the window. */
    int window() {
        return window;
    }

    /** The score a {@code <time datetime>} element adds, as a date class does. */
    double classWeight() {
        return classWeight;
    }

    /** Whether line li lies in the window below the headline; every line does when there is no headline. */
    boolean isNear(int li, int titleLine) {
        return titleLine < 0 || li >= titleLine && li - titleLine <= window;
    }

    /**
     * Whether line li is shown with the headline: below it in the window, or on one of the kickerLines lines just
     * above it.
     */
    boolean byHeadline(int li, int titleLine) {
        return titleLine >= 0 && li >= titleLine - kickerLines && li - titleLine <= window;
    }

    /** The score a date could reach with a publish keyword and a date class. */
    double upperBound(ParsedDate date, PageText.Line line, int li, int titleLine, int lineCount) {
        return nearness(li, titleLine, lineCount) + keywordWeight + classWeight
                + (date.hasTime() ? timeWeight : 0) + (line.text().length() <= datelineMaxChars ? shortWeight : 0);
    }

    /** How much more a date in the story's text (or below it) must score to beat one between headline and text. */
    double inStoryPenalty() {
        return inStoryPenalty;
    }

    /** The date on line li, scored; before is the text just before it, where a keyword stands. */
    DateCandidate score(ParsedDate date, PageText.Line line, int li, int titleLine, int lineCount, String before) {
        double s = nearness(li, titleLine, lineCount);
        boolean labelled = DateLabels.UPDATED_BEFORE.matcher(before).find();
        boolean updated = labelled;
        if (updated) {
            s -= updatePenalty;
        } else if (DateLabels.PUBLISHED_BEFORE.matcher(before).find()) {
            s += keywordWeight;
        }
        if (date.hasTime()) {
            s += timeWeight;
        }
        boolean dateline = line.text().length() <= datelineMaxChars;
        if (dateline) {
            s += shortWeight;
        }
        Element e = line.element();
        if (e != null && hasDateClass(e)) {
            s += classWeight;
        }
        DateCandidate c = new DateCandidate(date, e, li, s, dateline, isNear(li, titleLine));
        c.updated = updated;
        c.labelled = labelled;
        return c;
    }

    /**
     * Right below the headline scores most, down to 0 at the window's end; a kicker dateline on one of the
     * kickerLines lines just above it (date over the h1, as modern layouts put it) scores as half as near instead
     * of being penalised as navigation, as the other lines just above are (0 kicker lines switches this off).
     */
    private double nearness(int li, int titleLine, int lineCount) {
        if (titleLine < 0) {
            return nearWeight * 0.5 * (1.0 - li / (double) lineCount);
        }
        int d = li - titleLine;
        if (d >= 0 && d <= window) {
            return nearWeight * (1.0 - d / (double) (window + 1));
        }
        if (d < 0 && -d <= kickerLines) {
            return nearWeight * 0.5;
        }
        return d < 0 && -d <= window ? -aboveTitlePenalty : 0;
    }

    private static boolean hasDateClass(Element e) {
        Element x = e;
        for (int i = 0; i < 3 && x != null; i++, x = x.parent()) {
            String ci = x.className() + " " + x.id();
            if (ci.length() > 1 && DATE_CLASS.matcher(ci.toLowerCase(Locale.ROOT)).find()) {
                return true;
            }
        }
        return false;
    }
}
