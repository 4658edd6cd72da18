package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.List;

/**
 * Drops lines that are mostly link text (menus, related-article lists, tag clouds): the link density feature
 * that neither seed algorithm uses.
 */
final class LinkDensityFilter implements LineFilter {
    private final double maxLinkDensity;

    LinkDensityFilter(ExtractorConfig config) {
        this.maxLinkDensity = config.getDouble("filter.line.link.density.max");
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && lines.get(i).linkDensity() > maxLinkDensity) {
                keep[i] = false;
            }
        }
    }
}
