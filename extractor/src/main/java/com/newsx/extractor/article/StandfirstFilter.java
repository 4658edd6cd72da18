package com.newsx.extractor.article;

import java.util.List;
import java.util.Locale;

/**
 * Drops the standfirst (dek): a summary under the headline that repeats the page's meta description and sits in
 * its own container, apart from the paragraphs of the story, marked up as a summary (subheading tag, or a
 * lead/dek/standfirst/summary class). When the description was simply copied from the
 * first paragraph, that paragraph shares the story's container and stays. A standfirst stands over a story: when the
 * kept prose after it is shorter than itself (a video page's description, a teaser's text), it is the story and stays.
 */
final class StandfirstFilter implements LineFilter {
    private static final int COMPARED_CHARS = 60;

    private final int proseMinChars;

    StandfirstFilter(int proseMinChars) {
        this.proseMinChars = proseMinChars;
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        String description = page.description();
        if (description == null || description.length() < COMPARED_CHARS / 2) {
            return;
        }
        List<TextLine> lines = page.index().lines();
        int first = next(keep, 0);
        int second = first < 0 ? -1 : next(keep, first + 1);
        if (second < 0) {
            return;
        }
        DomIndex index = page.index();
        TextLine lead = lines.get(first);
        boolean apart = index.parent(lead.owner()) != index.parent(lines.get(second).owner());
        if (apart && marked(index, lead.owner()) && samePrefix(lead.text(), description)
                && storyAfter(lines, keep, first, lead.chars())) {
            keep[first] = false;
        }
    }

    /** The kept prose after {@code first} holds at least {@code chars} characters. */
    private boolean storyAfter(List<TextLine> lines, boolean[] keep, int first, int chars) {
        long prose = 0;
        for (int i = first + 1; i < keep.length && prose < chars; i++) {
            TextLine line = lines.get(i);
            if (keep[i] && line.chars() >= proseMinChars && line.punct() > 0) {
                prose += line.chars();
            }
        }
        return prose >= chars;
    }

    /** The summary is marked up as one: a subheading tag or a summary-like class/id on it or just above. */
    private static boolean marked(DomIndex index, int el) {
        for (int i = el, up = 0; i >= 0 && up < 3; i = index.parent(i), up++) {
            String tag = index.element(i).normalName();
            if ("h2".equals(tag) || "h3".equals(tag) || SUMMARY.matches(ElementNames.of(index.element(i)))) {
                return true;
            }
        }
        return false;
    }

    private static final ElementNames SUMMARY = new ElementNames(new String[]{"lead", "dek", "standfirst", "summary",
        "subtitle", "sub-title", "subhead", "description", "excerpt", "intro", "teaser", "quote", "abstract"});

    private static int next(boolean[] keep, int from) {
        for (int i = from; i < keep.length; i++) {
            if (keep[i]) {
                return i;
            }
        }
        return -1;
    }

    private static boolean samePrefix(String a, String b) {
        int n = Math.min(COMPARED_CHARS, Math.min(a.length(), b.length()));
        return n >= COMPARED_CHARS / 2 && a.substring(0, n).toLowerCase(Locale.ROOT)
                .equals(b.substring(0, n).toLowerCase(Locale.ROOT));
    }
}
