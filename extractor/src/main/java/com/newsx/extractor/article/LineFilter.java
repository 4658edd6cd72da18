package com.newsx.extractor.article;

/** One engineered refinement step over a candidate body: clears {@code keep[i]} for lines that are not body. */
interface LineFilter {
    void apply(PageContext page, boolean[] keep);
}
