package com.newsx.extractor.article;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Drops a line that repeats an earlier kept line word for word: galleries and responsive layouts render the
 * same caption or teaser several times, while an article rarely repeats a whole paragraph.
 */
final class DuplicateLineFilter implements LineFilter {
    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && !seen.add(lines.get(i).text())) {
                keep[i] = false;
            }
        }
    }
}
