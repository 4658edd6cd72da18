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
    static final Pattern END_MARKER = Pattern.compile(String.join("|",
            "上一篇", "下一篇", "相关阅读", "相关新闻", "相关推荐", "推荐阅读", "热门推荐", "延伸阅读", "网友评论", "我要评论",
            "热门评论", "版权所有", "ICP备", "(?i:^(related|more)( articles| stories| news| content| coverage)?:?$)",
            "(?i:^(comments?|\\d+ comments?|leave a (comment|reply)|you (may|might) also like|recommended( for you)?)\\b)",
            "(?i:^(copyright|©))", "(?i:all rights reserved)"));

    private final int maxMarkerChars;

    MainBlockConstraints(ExtractorConfig config) {
        this.maxMarkerChars = config.getInt("filter.boilerplate.max.chars");
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
            if (started && line.chars() <= maxMarkerChars && END_MARKER.matcher(line.text()).find()) {
                for (int j = i; j < keep.length; j++) {
                    keep[j] = false;
                }
                return;
            }
            started = true;
        }
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
