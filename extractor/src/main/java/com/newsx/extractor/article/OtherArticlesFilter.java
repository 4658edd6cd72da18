package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Drops the other stories a page marks up as articles. HTML5 and ARIA give each self-contained story its own
 * {@code <article>} element (or {@code role="article"}); a page that marks its story so marks the teaser cards after
 * it the same way, and the region, grown over a teaser list whose excerpts are prose, keeps them. The article element
 * holding the most kept prose is the story's when it holds at least {@code filter.other-articles.min-share} of it
 * (less: the page cuts the story itself into articles, or marks cards only); kept lines inside article elements that
 * neither hold the story's nor lie inside it go. Articles nested in the story (an embedded card) are left to the other
 * filters.
 */
final class OtherArticlesFilter implements LineFilter {
    private final int proseMinChars;
    private final double minShare;

    /** @param minShare the story's article element holds at least this share of the kept prose */
    OtherArticlesFilter(int proseMinChars, double minShare) {
        this.proseMinChars = proseMinChars;
        this.minShare = minShare;
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int[] articleOf = new int[keep.length];
        Map<Integer, Long> prose = new HashMap<>();
        long total = 0;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i]) {
                articleOf[i] = article(index, lines.get(i).owner());
                if (isProse(lines.get(i))) {
                    prose.merge(articleOf[i], (long) lines.get(i).chars(), Long::sum);
                    total += lines.get(i).chars();
                }
            }
        }
        int story = -1;
        long most = 0;
        for (Map.Entry<Integer, Long> e : prose.entrySet()) {
            if (e.getKey() >= 0 && e.getValue() > most) {
                story = e.getKey();
                most = e.getValue();
            }
        }
        if (story < 0 || most < minShare * total) {
            return;
        }
        for (int i = 0; i < keep.length; i++) {
            int a = articleOf[i];
            if (keep[i] && a >= 0 && !index.contains(a, story) && !index.contains(story, a)) {
                keep[i] = false;
            }
        }
    }

    /** The innermost article element (by tag or role) at or above {@code el}, or -1. */
    private static int article(DomIndex index, int el) {
        for (int x = el; x >= 0; x = index.parent(x)) {
            Element e = index.element(x);
            if (e.nameIs("article") || e.attributesSize() > 0 && "article".equals(e.attr("role"))) {
                return x;
            }
        }
        return -1;
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }
}
