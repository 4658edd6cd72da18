package com.newsx.extractor.article;

import java.util.List;

/**
 * Drops the headline, publish-time and byline/dateline/editor lines found by the field extractor: the gold body
 * never contains them, yet both seed algorithms keep them (they sit inside the article container).
 */
final class LandmarkLineFilter implements LineFilter {
    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        String title = page.title() == null ? null : page.title().trim();
        for (int i = 0; i < keep.length; i++) {
            if (!keep[i]) {
                continue;
            }
            TextLine line = lines.get(i);
            if (title != null && !title.isEmpty() && line.text().equals(title)) {
                keep[i] = false;
            } else if (within(index, page.titleElement(), line) || within(index, page.timeElement(), line)) {
                keep[i] = false;
            } else {
                for (int m : page.metaElements()) {
                    if (within(index, m, line)) {
                        keep[i] = false;
                        break;
                    }
                }
            }
        }
    }

    /**
     * The line belongs to the landmark when its block lies inside it, or when the landmark lies inside the block
     * and makes up most of the line (a byline span in a short paragraph).
     */
    private static boolean within(DomIndex index, int landmark, TextLine line) {
        if (landmark < 0) {
            return false;
        }
        if (index.contains(landmark, line.owner())) {
            return true;
        }
        return index.contains(line.owner(), landmark) && index.chars(landmark) * 2 >= line.chars();
    }
}
