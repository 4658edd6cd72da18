package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Position constraints of the main block (seed: multi-feature news extraction): the body lies below the title
 * and the publish time, and ends before the first end marker: previous/next links, a related-news or comments
 * heading, a copyright line. Lines outside those bounds are dropped.
 */
final class MainBlockConstraints implements LineFilter {
    /** End markers: related/comments headings, previous/next links, copyright lines. */
    static final PhraseSet END_MARKER = new PhraseSet(Pattern.compile(
            "(?i:(related|more)( articles| stories| news| content| coverage)?:?$)"
                    + "|(?i:(comments?|\\d+ comments?|leave a (comment|reply)|you (may|might) also like"
                    + "|recommended( for you)?|most (read|popular|viewed))\\b)"
                    + "|(?i:(copyright|©)\\s*(©\\s*)?\\d{4})"),
            "all rights reserved", "版权所有", "ICP备");
    /** Chinese markers, matched without the spaces and dots sites put between characters (延伸 · 推荐). */
    static final PhraseSet CJK_END_MARKER = new PhraseSet(null, "上一篇", "下一篇", "相关阅读", "延伸推荐", "延伸阅读",
            "相关新闻", "相关推荐", "推荐阅读", "热门推荐", "网友评论", "我要评论", "热门评论");
    /** Disclaimers and copyright notices end the body whatever their length. */
    static final Pattern END_NOTICE = Pattern.compile(
            "[【\\[(（]?(免责声明|版权声明|特别声明|声明[:：]|(?i:disclaimer))");

    private final int maxMarkerChars;
    private final int minProseAfterMarker;
    private final int proseMinChars;

    MainBlockConstraints(ExtractorConfig config) {
        this.maxMarkerChars = config.getInt("filter.boilerplate.max.chars");
        this.minProseAfterMarker = config.getInt("filter.end.marker.min.prose.after");
        this.proseMinChars = config.getInt("region.prose.min.chars");
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        int below = Math.max(lastLineOf(page, page.titleElement()), lastLineOf(page, page.timeElement()));
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
            if (started && (notice || line.chars() <= maxMarkerChars && isEndMarker(line.text()))) {
                if (notice || proseLinesAfter(lines, keep, i) < minProseAfterMarker) {
                    for (int j = i; j < keep.length; j++) {
                        keep[j] = false;
                    }
                    return;
                }
                // An inline box (related links inside the story): drop it up to the next prose line.
                keep[i] = false;
                for (int j = i + 1; j < keep.length && !isProse(lines.get(j)); j++) {
                    keep[j] = false;
                }
                continue;
            }
            started |= isProse(line);
        }
    }

    static boolean isEndMarker(String text) {
        return END_MARKER.matches(text) || CJK_END_MARKER.matches(compact(text));
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

    private int proseLinesAfter(List<TextLine> lines, boolean[] keep, int from) {
        int n = 0;
        for (int j = from + 1; j < keep.length; j++) {
            if (keep[j] && isProse(lines.get(j))) {
                n++;
            }
        }
        return n;
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }

    private static boolean anyKeptAfter(boolean[] keep, int line) {
        for (int i = line + 1; i < keep.length; i++) {
            if (keep[i]) {
                return true;
            }
        }
        return false;
    }

    /** The last line inside element {@code el}, or -1. */
    private static int lastLineOf(PageContext page, int el) {
        if (el < 0) {
            return -1;
        }
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int last = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (index.contains(el, lines.get(i).owner())) {
                last = i;
            } else if (lines.get(i).owner() > index.end(el)) {
                break;
            }
        }
        return last;
    }
}
