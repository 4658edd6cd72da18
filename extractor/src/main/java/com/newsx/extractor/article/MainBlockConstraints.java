package com.newsx.extractor.article;


import java.util.List;
import java.util.regex.Pattern;

/**
 * Position constraints of the main block (seed: multi-feature news extraction): the body lies below the title
 * and the publish time, and ends before the first end marker: previous/next links, a related-news or comments
 * heading, a copyright line. Lines outside those bounds are dropped. A marker the story goes on after - several prose
 * lines, or a paragraph in the story's own markup - heads a box inside the story, and only the box goes.
 */
final class MainBlockConstraints implements LineFilter {
    /** End markers: related/comments headings, previous/next links, copyright lines. */
    static final PhraseSet END_MARKER = new PhraseSet(Pattern.compile(
            "(?i:(related|more)( articles| stories| news| content| coverage)?:?$)"
                    + "|(?i:(comments?|\\d+ comments?|leave a (comment|reply)|you (may|might) also like"
                    + "|recommended( for you)?|most (read|popular|viewed))\\b)"
                    // the same headings in the other languages news sites are written in
                    + "|(?i:(voc[eê] (tamb[eé]m )?pode gostar|not[ií]cias relacionadas|te puede interesar"
                    + "|tambi[eé]n te puede|art[ií]culos relacionados|sur le m[eê]me sujet|articles similaires"
                    + "|vous aimerez aussi|potrebbe interessarti|articoli correlati|ti potrebbe"
                    + "|das k[öo]nnte sie auch interessieren|mehr zum thema|weitere artikel|gerelateerde artikelen))"
                    + "|(?i:(copyright|©)\\s*(©\\s*)?\\d{4})"),
            "all rights reserved", "版权所有", "ICP备");
    /**
     * Headings of what recent blogs put after the story: teaser lists, comment forms, author boxes, follow-us
     * blocks; an emoji or bullet may precede them.
     */
    static final Pattern BLOG_END_MARKER = Pattern.compile("[^\\p{L}\\p{N}]{0,3}(?i:"
            + "related (posts|reading|reads|publications)\\W*$"
            + "|you (may|might) (also )?(enjoy|be interested)"
            + "|(other|more|recommended|popular|latest|recent|similar) (posts|articles|stories|reads)"
            + "( you (may|might) (also )?(like|enjoy))?\\W*$"
            + "|join the (conversation|discussion)|add a comment|be the first to comment|discussion about this post"
            + "|what do you think\\??$|about the author\\W*$|more from [\\w ]{1,30}$|stay connected\\W*$"
            + "|other ways to connect)");
    /** Chinese markers, matched without the spaces and dots sites put between characters (延伸 · 推荐). */
    static final PhraseSet CJK_END_MARKER = new PhraseSet(null, "上一篇", "下一篇", "相关阅读", "延伸推荐", "延伸阅读",
            "相关新闻", "相关推荐", "推荐阅读", "热门推荐", "网友评论", "我要评论", "热门评论");
    /** Disclaimers and copyright notices end the body whatever their length. */
    static final Pattern END_NOTICE = Pattern.compile(
            "[【\\[(（]?(免责声明|版权声明|特别声明|声明[:：]|(?i:disclaimer))");

    private final int maxMarkerChars;
    private final int minProseAfterMarker;
    private final int proseMinChars;
    private final double maxCutShare;
    private final double noticeMinShareBefore;

    MainBlockConstraints(FilterSettings settings, int proseMinChars) {
        this.maxMarkerChars = settings.boilerplateMaxChars();
        this.minProseAfterMarker = settings.mainBlockEndMarkerMinProseAfter();
        this.proseMinChars = proseMinChars;
        this.maxCutShare = settings.mainBlockTimeBoundMaxCutShare();
        this.noticeMinShareBefore = settings.mainBlockEndNoticeMinProseBefore();
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        int below = page.titleLine();
        int timeLine = page.lastLineOf(page.timeElement(), false);
        if (timeLine > below && proseShareUpTo(lines, keep, timeLine) <= maxCutShare) {
            below = timeLine; // a dateline low in the region ("posted by X at time" under a post) bounds nothing
        }
        if (anyKeptAfter(keep, below)) {
            // A headline placed after all candidate text is a layout oddity, not a bound.
            for (int i = 0; i <= below && i < keep.length; i++) {
                keep[i] = false;
            }
        }
        boolean started = false;
        for (int i = 0; i < keep.length; i++) {
            if (!keep[i]) {
                continue;
            }
            TextLine line = lines.get(i);
            boolean notice = END_NOTICE.matcher(line.text()).lookingAt();
            boolean shortLine = line.chars() <= maxMarkerChars;
            if (started && (notice || shortLine && isMarker(line.text()))) {
                // A notice ends the story only after its bulk: an affiliate "Disclaimer:" opens some posts.
                boolean endingNotice = notice && proseShareUpTo(lines, keep, i) >= noticeMinShareBefore;
                if (endingNotice || !notice && proseLinesAfter(lines, keep, i) < minProseAfterMarker
                        && !storyGoesOnAfter(page.index(), keep, i)) {
                    for (int j = i; j < keep.length; j++) {
                        keep[j] = false;
                    }
                    return;
                }
                dropInlineBox(lines, keep, i); // related links inside the story, which goes on after them
                continue;
            }
            started |= isProse(line);
        }
    }

    /** Drops a marker line and what follows it up to the next prose line. */
    private void dropInlineBox(List<TextLine> lines, boolean[] keep, int marker) {
        keep[marker] = false;
        for (int j = marker + 1; j < keep.length && !isProse(lines.get(j)); j++) {
            keep[j] = false;
        }
    }

    static boolean isEndMarker(String text) {
        return END_MARKER.matches(text) || CJK_END_MARKER.matches(compact(text));
    }

    private boolean isMarker(String text) {
        return isEndMarker(text) || BLOG_END_MARKER.matcher(text).lookingAt();
    }

    /** The text without whitespace and separator dots. */
    static String compact(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c) && c != '·' && c != '•' && c != '|' && c != '｜') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** Prose lines after a marker; teasers (an excerpt cut off with an ellipsis) are not the story going on. */
    private int proseLinesAfter(List<TextLine> lines, boolean[] keep, int from) {
        int n = 0;
        for (int j = from + 1; j < keep.length; j++) {
            if (keep[j] && isProse(lines.get(j)) && !isTeaser(lines.get(j).text())) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether the marker heads a box set inside the story: the marker stands in a box among the story's paragraphs,
     * and a prose line after it is in the story's markup - the same tag and class as the story's last prose line above
     * the marker, under the same parent. A related-links box between two paragraphs leaves the story's closing
     * paragraph after it in the story's markup; teasers and comments after a story's end stand in markup of their own,
     * and a bare heading or a marker written as one of the story's paragraphs ("About the author:") opens a section
     * closing the page, not a box.
     */
    private boolean storyGoesOnAfter(DomIndex index, boolean[] keep, int marker) {
        List<TextLine> lines = index.lines();
        int above = -1;
        for (int j = marker - 1; j >= 0 && above < 0; j--) {
            above = keep[j] && isProse(lines.get(j)) ? lines.get(j).owner() : -1;
        }
        if (above < 0 || !inBoxBeside(index, above, marker)) {
            return false;
        }
        for (int j = marker + 1; j < keep.length; j++) {
            TextLine line = lines.get(j);
            if (keep[j] && isProse(line) && !isTeaser(line.text()) && sameMarkup(index, above, line.owner())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the marker's line stands in a box beside the story's paragraph {@code story}: an element under the
     * paragraph's parent holding the marker and more lines (its links), not the marker alone.
     */
    private static boolean inBoxBeside(DomIndex index, int story, int marker) {
        List<TextLine> lines = index.lines();
        int box = lines.get(marker).owner();
        while (box >= 0 && index.parent(box) != index.parent(story)) {
            box = index.parent(box);
        }
        return box >= 0 && (marker + 1 < lines.size() && index.contains(box, lines.get(marker + 1).owner())
                || marker > 0 && index.contains(box, lines.get(marker - 1).owner()));
    }

    private static boolean sameMarkup(DomIndex index, int a, int b) {
        return index.parent(a) == index.parent(b) && index.element(a).normalName().equals(index.element(b).normalName())
                && index.element(a).className().equals(index.element(b).className());
    }

    static boolean isTeaser(String text) {
        String t = text.stripTrailing();
        return t.endsWith("…") || t.endsWith("...") || t.endsWith("[…]") || t.endsWith("[...]");
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }

    /** The share of the kept prose characters at or above {@code line}. */
    private double proseShareUpTo(List<TextLine> lines, boolean[] keep, int line) {
        long above = 0;
        long total = 0;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && isProse(lines.get(i))) {
                total += lines.get(i).chars();
                above += i <= line ? lines.get(i).chars() : 0;
            }
        }
        return total == 0 ? 0 : above / (double) total;
    }

    private static boolean anyKeptAfter(boolean[] keep, int line) {
        for (int i = line + 1; i < keep.length; i++) {
            if (keep[i]) {
                return true;
            }
        }
        return false;
    }
}
