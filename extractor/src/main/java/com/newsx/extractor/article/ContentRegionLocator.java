package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

/**
 * Finds the element that holds the article among the containers proposed by the two algorithms: the ancestors
 * of punctuation density's node of largest PointDensitySum and of line-block's first block. Each container is
 * scored prose minus noise, where prose is the characters of lines that read like sentences (long enough,
 * punctuated, few link characters) and noise is every other character (menus, link lists, labels) weighted by
 * {@code region.noise.weight}. A container of the whole page loses to the article container because it also
 * collects the noise around it; a single paragraph loses because the other paragraphs are missing.
 */
public final class ContentRegionLocator {
    /** The chosen container, its score and which algorithm proposed it. */
    public record Region(int element, double score, String proposedBy) {
        String describe(DomIndex index) {
            if (element < 0) {
                return "no region";
            }
            var el = index.element(element);
            String id = el.id().isEmpty() ? "" : "#" + el.id();
            return String.format("region <%s%s> scores %.0f (prose minus noise chars), proposed by %s",
                    el.normalName(), id, score, proposedBy);
        }
    }

    private final int proseMinChars;
    private final double linkDensityMax;
    private final double noiseWeight;

    public ContentRegionLocator(ExtractorConfig config) {
        this.proseMinChars = config.getInt("region.prose.min.chars");
        this.linkDensityMax = config.getDouble("region.link.density.max");
        this.noiseWeight = config.getDouble("region.noise.weight");
    }

    public boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() <= linkDensityMax;
    }

    /** Prose minus noise for every element, in one bottom-up pass. */
    public double[] scores(DomIndex index) {
        int n = index.size();
        double[] score = new double[n];
        for (TextLine line : index.lines()) {
            score[line.owner()] += isProse(line) ? line.chars() : -noiseWeight * line.chars();
        }
        for (int i = n - 1; i > 0; i--) {
            score[index.parent(i)] += score[i];
        }
        return score;
    }

    /**
     * The best container on the ancestor chains of the two proposals ({@code -1} for a missing proposal); the
     * body (0) when there is none.
     */
    public Region locate(DomIndex index, int densityNode, int lineBlockNode) {
        if (index.size() == 0) {
            return new Region(-1, 0, "none");
        }
        double[] score = scores(index);
        int bestDensity = bestAncestor(index, score, densityNode);
        int bestLineBlock = bestAncestor(index, score, lineBlockNode);
        if (bestDensity < 0 && bestLineBlock < 0) {
            return new Region(0, score[0], "none");
        }
        if (bestLineBlock < 0 || (bestDensity >= 0 && score[bestDensity] >= score[bestLineBlock])) {
            String by = bestDensity == bestLineBlock ? "both" : PunctuationDensityExtractor.NAME;
            return new Region(bestDensity, score[bestDensity], by);
        }
        return new Region(bestLineBlock, score[bestLineBlock], LineBlockExtractor.NAME);
    }

    private static int bestAncestor(DomIndex index, double[] score, int node) {
        int best = -1;
        for (int i = node; i >= 0; i = index.parent(i)) {
            if (best < 0 || score[i] > score[best]) {
                best = i;
            }
        }
        return best;
    }
}
