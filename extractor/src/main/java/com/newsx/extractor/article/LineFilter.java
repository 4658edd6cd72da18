package com.newsx.extractor.article;

/** One engineered refinement step over a candidate body: clears {@code keep[i]} for lines that are not body. */
interface LineFilter {
    void apply(PageContext page, boolean[] keep);

    /** Index of the first kept line, or -1 when none is kept. */
    static int firstKept(boolean[] keep) {
        for (int i = 0; i < keep.length; i++) {
            if (keep[i]) {
                return i;
            }
        }
        return -1;
    }

    /** Index of the last kept line, or -1 when none is kept. */
    static int lastKept(boolean[] keep) {
        for (int i = keep.length - 1; i >= 0; i--) {
            if (keep[i]) {
                return i;
            }
        }
        return -1;
    }
}
