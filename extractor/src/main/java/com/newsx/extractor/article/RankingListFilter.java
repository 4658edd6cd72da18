package com.newsx.extractor.article;

import java.util.List;

/**
 * Drops a ranking of teasers kept in the story: a run of at least {@link #MIN_ITEMS} lines that are each a bare rank
 * counting up from 1 ("1", "2", "3"), each followed by a title that ends no sentence - a most-read or popular box whose
 * links the cleaning or the filters before left as plain text. A story's own numbered steps carry their text in
 * sentences (or in the same line as the number) and stay.
 */
final class RankingListFilter implements LineFilter {
    static final int MIN_ITEMS = 3;

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        int i = 0;
        while (i < keep.length) {
            int end = rankingFrom(lines, keep, i);
            if (end > i) {
                for (int j = i; j < end; j++) {
                    keep[j] = false;
                }
                i = end;
            } else {
                i++;
            }
        }
    }

    /** The line after a ranking that starts at {@code start} (rank 1 there), or {@code start} when none does. */
    private static int rankingFrom(List<TextLine> lines, boolean[] keep, int start) {
        int expected = 1;
        int i = start;
        int end = start;
        while (true) {
            int rank = nextKept(keep, i);
            int title = rank < 0 ? -1 : nextKept(keep, rank + 1);
            if (title < 0 || rank != i && expected == 1 || !isRank(lines.get(rank).text(), expected)
                    || !isTitle(lines.get(title).text()) || isRank(lines.get(title).text(), expected + 1)) {
                break;
            }
            expected++;
            end = title + 1;
            i = title + 1;
        }
        return expected - 1 >= MIN_ITEMS ? end : start;
    }

    /** A teaser's title: short, and not ending a sentence (a step of a recipe or a how-to does). */
    private static boolean isTitle(String text) {
        String t = text.stripTrailing();
        return !t.isEmpty() && t.length() <= TITLE_MAX_CHARS && ".!?。！？".indexOf(t.charAt(t.length() - 1)) < 0;
    }

    static final int TITLE_MAX_CHARS = 150;

    private static int nextKept(boolean[] keep, int from) {
        for (int i = from; i < keep.length; i++) {
            if (keep[i]) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isRank(String text, int n) {
        return text.equals(Integer.toString(n));
    }
}
