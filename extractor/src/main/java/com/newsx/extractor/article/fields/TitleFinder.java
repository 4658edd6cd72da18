package com.newsx.extractor.article.fields;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * The title block of the QD method: candidates are h1-h3, b/strong and elements whose class or id says
 * title/head, of a headline's length; each is scored by its agreement (LCS ratio) with the page's own
 * statements of its title ({@link TitleStatements}) plus a tag weight and an earliness bonus. A few rules then
 * settle what the scores alone get wrong: the page's single h1 against later headings, an h1 where the story
 * starts rather than its headline, and the metadata title when nothing convinces.
 */
final class TitleFinder {
    /** The chosen headline and the element it was read from (null when it came from metadata). */
    record Title(String text, Element element) {
    }

    /**
     * A candidate longer than the length limit (up to this factor) still counts when it (near-)equals the
     * metadata title: long headlines exist, while a truncated copy of one in a breadcrumb must not win.
     */
    private static final int LONG_HEADLINE_FACTOR = 3;
    private static final double NEARLY = TitleStatements.NEARLY;

    private final TitleSettings settings;

    TitleFinder(TitleSettings settings) {
        this.settings = settings;
    }

    Title find(PageText text, PageMetadata meta, String url) {
        String host = SiteNames.host(url);
        SiteIdentity site = SiteIdentity.of(meta, text.elements(), host);
        TitleStatements stated = TitleStatements.of(meta, host, site);
        Scored scored = score(text, stated, site, meta, host);
        Title title = singleH1OverALaterHeading(text, scored, stated);
        if (title == null) {
            title = statedTitleWhereTheH1StartsTheStory(text, scored, stated);
        }
        if (title == null) {
            title = bestCandidate(scored, stated, meta);
        }
        if (title == null) {
            title = singleH1(scored, stated);
        }
        if (title == null && scored.nearestTheStory != null) {
            // the page states no headline, or only a label that stands above it: the heading over the story
            title = new Title(scored.nearestTheStoryText, scored.nearestTheStory);
        }
        return title != null ? title : new Title(stated.title(), null);
    }

    /** What scoring the candidates found. */
    private static final class Scored {
        int h1Count;
        Element best;
        String bestText;
        /** The statement the best candidate agrees with; null when it is a short headline stated exactly. */
        String bestStatement;
        double bestScore = Double.NEGATIVE_INFINITY;
        double bestSimilarity;
        /** The last h1 of a headline's bounds that does not name the site, and its text. */
        Element h1;
        String h1Text;
        /** The page's single h1 when it is a heading typed into the body or restyled as a lower one. */
        Element bodyH1;
        /** The page's single h1 when it can be the headline the page shows. */
        Element headlineH1;
        /** The page's single h1 when the story starts there instead: a heading in the body, a summary. */
        Element storyStart;
        /**
         * Where the page states no headline, or only a label standing above another heading: the candidate scored
         * by its tag and how near above the story's text it stands, and its text.
         */
        Element nearestTheStory;
        String nearestTheStoryText;
        double nearestTheStoryScore = Double.NEGATIVE_INFINITY;
        boolean labelPassed;
    }

    /** How far a candidate agrees with the statements of the title, and with which. */
    private record Agreement(double similarity, String statement) {
    }

    private Scored score(PageText text, TitleStatements stated, SiteIdentity site, PageMetadata meta, String host) {
        Scored s = new Scored();
        List<Element> candidates = text.elements().headlineCandidates;
        int n = candidates.size();
        String[] texts = new String[n];
        int[] lengths = new int[n];
        String[] folds = new String[n];
        for (int ci = 0; ci < n; ci++) {
            Element e = candidates.get(ci);
            String t = e.normalName().equals("body") || e.normalName().equals("html") ? null : HeadlineText.of(e);
            texts[ci] = t;
            lengths[ci] = Words.count(t);
        }
        Set<String> sectionNames = SiteNames.titleSegmented(meta)
                ? SiteNames.shownAboveTheHeadline(foldAll(texts, folds), meta, site) : Set.of();
        // a heading typed into the body is told apart on pages with one h1; where several h1s head the body's
        // sections, the first is the page's headline
        s.h1Count = countH1(candidates);
        int pageSize = Math.max(1, text.lines().isEmpty() ? 1 : text.lines().get(text.lines().size() - 1).order());
        for (int ci = 0; ci < n; ci++) {
            Element e = candidates.get(ci);
            String t = texts[ci];
            if (e.normalName().equals("body") || e.normalName().equals("html")) {
                continue;
            }
            boolean h1 = isH1(e);
            int length = lengths[ci];
            boolean shortButStated = shortButStatedExactly(t, length, stated);
            if (t == null || length > LONG_HEADLINE_FACTOR * settings.maxLength()
                    || length < settings.minLength() && !shortButStated || MarkupText.looksLikeMarkup(t)) {
                continue;
            }
            String folded = folds[ci] != null ? folds[ci] : Fold.of(t);
            if (site.isName(folded) || sectionNames.contains(folded)
                    || h1 && SiteNames.namesTheSite(e, folded, site.siteName(), host)) {
                continue; // the site's name or logo line, wherever it stands, is not the article's headline
            }
            if (shortButStated && labelAboveAHeadline(text, candidates, e)) {
                s.labelPassed = true;
                continue; // "Top Stories" over the story's headline: a section's name, though <title> states it
            }
            if (s.labelPassed) {
                nearTheStory(text, s, e, t);
            }
            if (h1) {
                s.h1 = e;
                s.h1Text = t;
            }
            double position = 1.0 - Math.min(1.0, text.order(e) / (double) pageSize);
            double bonus = tagWeight(e) + settings.weightPosition() * position
                    + (stated.none() ? settings.weightStory() * nearness(text, e) : 0);
            Agreement agreement = shortButStated ? new Agreement(1.0, null)
                    : agreement(folded, stated, bonus, s.bestScore);
            double similarity = agreement.similarity();
            if (h1 && s.h1Count == 1 && headingInTheBody(e, folded, similarity, stated)) {
                s.bodyH1 = e;
                continue;
            }
            if (!stated.none() && similarity < settings.minSimilarity()
                    || length > settings.maxLength() && similarity < NEARLY) {
                continue; // a headline over the length limit counts only if the metadata states it too
            }
            double score = similarity + bonus;
            // other tags are checked for naming the site only when they would win: the check walks their subtree
            if (score > s.bestScore && (h1 || !SiteNames.namesTheSite(e, folded, site.siteName(), host))) {
                s.bestScore = score;
                s.best = e;
                s.bestText = t;
                s.bestStatement = agreement.statement();
                s.bestSimilarity = similarity;
            }
        }
        boolean oneH1 = s.h1Count == 1 && s.h1 != null;
        boolean summary = oneH1 && isSummary(s.h1Text);
        s.headlineH1 = oneH1 && s.h1 != s.bodyH1 && !summary ? s.h1 : null;
        s.storyStart = s.bodyH1 != null ? s.bodyH1 : summary ? s.h1 : null;
        return s;
    }

    /** The candidates' folded texts ("" for one without text), kept for the candidates' loop. */
    private static List<String> foldAll(String[] texts, String[] folds) {
        for (int ci = 0; ci < texts.length; ci++) {
            folds[ci] = texts[ci] == null ? "" : Fold.of(texts[ci]);
        }
        return java.util.Arrays.asList(folds);
    }

    /**
     * Offers the candidate as the heading over the story: its tag weight plus up to weightStory for standing right
     * above the story's text (QD's position feature, measured from the story rather than the page's top, since an
     * old table layout puts menus and the site's name first). Candidates below the story's start score no story bonus.
     */
    private void nearTheStory(PageText text, Scored s, Element e, String t) {
        if (Words.count(t) < settings.minLength()) {
            return;
        }
        double score = tagWeight(e) + settings.weightStory() * nearness(text, e);
        if (score > s.nearestTheStoryScore) {
            s.nearestTheStoryScore = score;
            s.nearestTheStory = e;
            s.nearestTheStoryText = t;
        }
    }

    /** 1 right above the story's text, falling to 1/storyWindow at storyWindow lines above it; 0 elsewhere. */
    private double nearness(PageText text, Element e) {
        int line = text.lineOf(e);
        StoryLines story = text.story();
        int gap = story.from(line) - line;
        if (gap <= 0 || gap > settings.storyWindow() || story.proseAbove(line)) {
            return 0; // in the story's text (a bold phrase, a subheading between paragraphs), or far above it
        }
        return 1.0 - (gap - 1) / (double) settings.storyWindow();
    }

    /**
     * A short candidate that only the metadata's exact words make a headline is a section label when a candidate of a
     * headline's length, and of no lower a heading, stands between it and the story's text below it ("Top Stories"
     * over the story's own bold headline): the page shows its headline nearer the story. (An h1 "Coffee" over the
     * story's h2 and h3 sections is the headline.)
     */
    private boolean labelAboveAHeadline(PageText text, List<Element> candidates, Element label) {
        int line = text.lineOf(label);
        int story = text.story().from(line);
        int at = candidates.indexOf(label);
        for (int i = at + 1; i < candidates.size(); i++) {
            Element c = candidates.get(i);
            int cl = text.lineOf(c);
            if (cl >= story) {
                return false;
            }
            if (cl > line && !inside(c, label) && tagWeight(c) >= tagWeight(label)) {
                int words = Words.count(HeadlineText.of(c));
                if (words >= settings.minLength() && words <= settings.maxLength()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A headline shorter than minLength ("Coffee", "Climate Change") still counts when the metadata states exactly
     * it (or the first segment of {@code <title>} is it).
     */
    private boolean shortButStatedExactly(String text, int length, TitleStatements stated) {
        return length < settings.minLength() && length > 0 && stated.statesExactly(Fold.of(text));
    }

    /** The best LCS ratio with a statement, where it can still beat the best score so far. */
    private Agreement agreement(String folded, TitleStatements stated, double bonus, double bestScore) {
        double similarity = 0;
        String statement = null;
        for (TitleStatements.Statement r : stated.all()) {
            double bound = r.similarityBound(folded);
            if (bound < Math.max(similarity, settings.minSimilarity()) || bound + bonus <= bestScore) {
                continue; // cannot beat what we have: skip the quadratic LCS
            }
            double x = r.similarity(folded);
            if (x > similarity) {
                similarity = x;
                statement = r.text();
            }
        }
        return new Agreement(similarity, statement);
    }

    /**
     * The page's one h1 is a heading typed into the body when it opens the story's text itself (the body or its
     * paragraphs follow it directly, no byline, dateline or standfirst between) and the metadata does not state it
     * nearly exactly; so is an h1 whose class restyles it as a lower heading ("h2" in Bootstrap, "heading-style-h2"
     * in Webflow): shown as a section heading, it is not the headline unless the metadata states it.
     */
    private static boolean headingInTheBody(Element h1, String folded, double similarity, TitleStatements stated) {
        return !stated.none() && similarity < NEARLY && !stated.statesNearly(folded)
                && (StoryStart.opensTheBody(h1) || StoryStart.restyledLower(h1));
    }

    /**
     * The single h1 taken when nothing agrees with the metadata must be of a headline's length (maxLength): an h1
     * holding a paragraph-long summary gives way to the metadata title.
     */
    private boolean isSummary(String h1Text) {
        return Words.count(h1Text) > settings.maxLength();
    }

    /**
     * A heading below the page's single h1 that resembles {@code <title>} less than nearly exactly does not beat
     * that h1: it is an in-body heading restating the headline (listicles restate it in their sections). Nor does a
     * later heading other than an h1 that equals {@code <title>} while no longer than the h1 (an in-body section
     * "What is X?" restating the title's first part). The h1 is the headline the page shows - unless it stands in the
     * page header far above the story and the heading stating the title right above the story's text.
     */
    private Title singleH1OverALaterHeading(PageText text, Scored s, TitleStatements stated) {
        Element h1 = s.headlineH1;
        if (s.best == null || h1 == null || s.best == h1 || text.order(s.best) <= text.order(h1)
                || s.bestSimilarity >= NEARLY && headerAboveTheStoryHeading(text, h1, s.best)) {
            return null;
        }
        boolean restatement = s.bestSimilarity < NEARLY
                || !isH1(s.best) && Words.count(s.h1Text) >= Words.count(s.bestText);
        return restatement ? new Title(HeadlineText.withoutKicker(h1, s.h1Text, stated), h1) : null;
    }

    /**
     * The h1 stands in the page header, the heading stating the title right above the story's text, with no story text
     * between them: a blog's name over its post's title (the h1 far above the story, menus and a profile between).
     */
    private boolean headerAboveTheStoryHeading(PageText text, Element h1, Element heading) {
        StoryLines story = text.story();
        int h1Line = text.lineOf(h1);
        int line = text.lineOf(heading);
        int start = story.from(line);
        return story.from(h1Line) == start && start - line <= settings.storyWindow()
                && start - h1Line > settings.storyWindow();
    }

    /**
     * Where the page's single h1 is where the story starts (a heading in the body, a summary), a heading below it
     * that resembles {@code <title>} is in the body too: the metadata names the story, whose text still starts at the
     * h1 (it anchors the body and the dateline search).
     */
    private static Title statedTitleWhereTheH1StartsTheStory(PageText text, Scored s, TitleStatements stated) {
        Element start = s.storyStart;
        if (start == null || s.best != null && !(text.order(s.best) > text.order(start)
                && (s.bestSimilarity < NEARLY || !isH1(s.best)))) {
            return null;
        }
        String title = stated.title();
        return title == null ? null : new Title(title, start);
    }

    /**
     * The best candidate as shown, without a badge the metadata does not share, its pieces joined as the metadata
     * writes them, without a kicker line above it and without a trailing "- Site" naming og:site_name.
     */
    private static Title bestCandidate(Scored s, TitleStatements stated, PageMetadata meta) {
        if (s.best == null) {
            return null;
        }
        String shown = s.bestStatement == null ? s.bestText
                : HeadlineText.withoutBadges(s.best, s.bestText, s.bestStatement);
        shown = HeadlineText.joinedAsStated(s.best, shown, meta);
        if (shown.equals(s.bestText)) {
            shown = HeadlineText.withoutKicker(s.best, shown, stated);
        }
        return new Title(SiteNames.withoutSiteSuffix(shown, meta.siteName()), s.best);
    }

    /**
     * Nothing agrees with the metadata: the page's single headline, rewritten since {@code <title>} was set; a kicker
     * line set inside it ("Get the look" over the name) is not part of it.
     */
    private static Title singleH1(Scored s, TitleStatements stated) {
        Element h1 = s.headlineH1;
        return h1 == null ? null : new Title(HeadlineText.withoutKicker(h1, s.h1Text, stated), h1);
    }

    private static boolean inside(Element e, Element ancestor) {
        for (Element x = e.parent(); x != null; x = x.parent()) {
            if (x == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static boolean isH1(Element e) {
        return e.normalName().equals("h1");
    }

    private static int countH1(List<Element> candidates) {
        int n = 0;
        for (Element e : candidates) {
            n += isH1(e) ? 1 : 0;
        }
        return n;
    }

    private double tagWeight(Element e) {
        return switch (e.normalName()) {
            case "h1" -> settings.weightH1();
            case "h2", "h3" -> settings.weightHeading();
            default -> {
                String ci = (e.className() + " " + e.id()).toLowerCase(Locale.ROOT);
                yield ci.contains("title") ? settings.weightHeading() : settings.weightOther();
            }
        };
    }
}
