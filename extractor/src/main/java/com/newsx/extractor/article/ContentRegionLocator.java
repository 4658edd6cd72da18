package com.newsx.extractor.article;


import java.util.ArrayList;
import java.util.List;

/**
 * Finds the containers that hold the article. Every prose line (long enough, punctuated) scores
 * {@code 1 + punctuation + min(chars / region.chars-per-point, 3)}; the score goes in full to the container of
 * the line's block and in half to the container above: this is PointDensitySum's idea (a parent collects its
 * children's punctuation) restricted to two levels, so that a page wrapper does not win by size. Scores are
 * discounted by the container's link density, the top container is kept, and so are its siblings that score at
 * least {@code region.sibling-ratio} of it or are prose paragraphs themselves (an article split into parts), and the
 * siblings standing between two of those that are not mostly links ({@code region.gap-link-density-max}): a story has
 * no holes, and what lies between its parts (a recipe's ingredient list, a table, a subheading) is the story's.
 * Where the page's structured data states the story's text, the top container is chosen by its score times (1 +
 * {@code region.stated-text-weight} x the share of that text it holds, {@link StatedTextCoverage}): evidence for the
 * choice, not the body.
 */
public final class ContentRegionLocator {
    /** The chosen containers, the top score and which algorithm proposed the top container. */
    public record Region(List<Integer> elements, double score, String proposedBy) {
        public boolean contains(DomIndex index, int el) {
            for (int r : elements) {
                if (index.contains(r, el)) {
                    return true;
                }
            }
            return false;
        }

        String describe(DomIndex index) {
            if (elements.isEmpty()) {
                return "no region";
            }
            var el = index.element(elements.get(0));
            String id = el.id().isEmpty() ? "" : "#" + el.id();
            // concatenated, not String.format: this runs for every page, and a format string is parsed each call
            return "region <" + el.normalName() + id + "> (+" + (elements.size() - 1) + " siblings) scores "
                    + Math.round(score * 10) / 10.0 + ", proposed by " + proposedBy;
        }
    }

    static final PhraseSet COPYRIGHT = new PhraseSet(null, "版权所有", "版权归", "ICP备", "ICP证", "免责声明",
            "违法和不良信息", "举报电话", "本站郑重声明", "未经授权", "禁止转载", "copyright", "all rights reserved",
            "disclaimer", "©");

    private final double copyrightPenalty;
    private final int titleWindow;
    private final double titleBoost;
    private final int proseMinChars;
    private final double linkDensityMax;
    private final int charsPerPoint;
    private final double siblingRatio;
    private final double noiseWeight;
    private final double gapLinkDensityMax;
    private final double statedTextWeight;
    private final int statedTextMinShingles;

    public ContentRegionLocator(RegionSettings settings) {
        this.proseMinChars = settings.proseMinChars();
        this.copyrightPenalty = settings.copyrightPenalty();
        this.titleWindow = settings.titleWindowLines();
        this.titleBoost = settings.titleBoost();
        this.linkDensityMax = settings.linkDensityMax();
        this.charsPerPoint = settings.charsPerPoint();
        this.siblingRatio = settings.siblingRatio();
        this.noiseWeight = settings.noiseWeight();
        this.gapLinkDensityMax = settings.gapLinkDensityMax();
        this.statedTextWeight = settings.statedTextWeight();
        this.statedTextMinShingles = settings.statedTextMinShingles();
    }

    public boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() <= linkDensityMax;
    }

    /**
     * Container scores: each prose line feeds its block's parent fully and the next ancestor by half; lines of a
     * comment thread or a dialog ({@code thread}, {@code dialogs}, null when none) score nothing.
     */
    public double[] scores(DomIndex index, int titleLine, boolean[] thread, boolean[] dialogs) {
        int n = index.size();
        double[] score = new double[n];
        List<TextLine> lines = index.lines();
        for (int li = 0; li < lines.size(); li++) {
            TextLine line = lines.get(li);
            if (!isProse(line) || thread != null && thread[li] || dialogs != null && dialogs[li]) {
                continue;
            }
            double s = 1 + line.punct() + Math.min((double) line.chars() / charsPerPoint, 3);
            if (titleLine >= 0 && li > titleLine && li <= titleLine + titleWindow) {
                // Below the title (multi-feature seed): the story starts right under its headline.
                s *= titleBoost;
            }
            if (COPYRIGHT.matches(line.text())) {
                // Copyright penalty (multi-feature seed): legal notices are punctuated prose but never the story.
                s = -copyrightPenalty * s;
            }
            int container = container(index, line.owner());
            score[container] += s;
            int up = index.parent(container);
            if (up >= 0) {
                score[up] += s / 2;
            }
        }
        for (int i = 0; i < n; i++) {
            score[i] *= 1 - index.linkDensity(i);
        }
        return score;
    }

    /** Blocks that are a paragraph of their container; text owned by any other block sits in its container. */
    private static final java.util.Set<String> PARAGRAPHS = java.util.Set.of("p", "h1", "h2", "h3", "h4", "h5",
            "h6", "li", "dd", "dt", "blockquote", "pre", "figcaption", "address", "caption");

    /**
     * The container a line scores for: the parent of its paragraph, or, when the text stands directly in a
     * division ("title, date, text, br, text" inside one div), that division itself; its parent may be a page
     * row whose menus would discount the story by their links.
     */
    private int container(DomIndex index, int owner) {
        int p = index.parent(owner);
        if (p < 0 || !PARAGRAPHS.contains(index.element(owner).normalName())) {
            return owner;
        }
        return p;
    }

    /**
     * The article containers; {@code densityNode} and {@code lineBlockNode} are the algorithms' proposals
     * (-1 when missing), used to credit the choice; lines of a comment thread ({@code thread}, null when none) neither
     * score nor count as prose; lines of dialogs ({@code dialogs}, null when none) are not read at all;
     * {@code storyText} is the story's text as the page's structured data states it (null when none).
     */
    public Region locate(DomIndex index, int titleLine, int densityNode, int lineBlockNode, boolean[] thread,
                         boolean[] dialogs, String storyText) {
        if (index.size() == 0) {
            return new Region(List.of(), 0, "none");
        }
        double[] score = scores(index, titleLine, thread, dialogs);
        double[] stated = statedTextWeight > 0 ? StatedTextCoverage.of(index, storyText, statedTextMinShingles) : null;
        int best = 0;
        for (int i = 1; i < score.length; i++) {
            if (weighed(score, stated, i) > weighed(score, stated, best)) {
                best = i;
            }
        }
        best = grow(index, best, thread, dialogs);
        List<Integer> elements = new ArrayList<>();
        int parent = index.parent(best);
        if (parent < 0) {
            elements.add(best);
        } else {
            double threshold = Math.max(siblingRatio * score[best], 1);
            int[] children = index.children()[parent];
            int firstIn = -1;
            int lastIn = -1;
            for (int k = 0; k < children.length; k++) {
                int c = children[k];
                if (c == best || score[c] >= threshold || isProseBlock(index, c)) {
                    firstIn = firstIn < 0 ? k : firstIn;
                    lastIn = k;
                }
            }
            for (int k = firstIn; k >= 0 && k <= lastIn; k++) {
                int c = children[k];
                // between two parts of the article, what is not mostly links is the article too: the ingredient
                // list between a recipe's introduction and its steps, a table or heading between two sections
                if (c == best || score[c] >= threshold || isProseBlock(index, c)
                        || index.linkDensity(c) <= gapLinkDensityMax) {
                    elements.add(c);
                }
            }
        }
        boolean onDensity = onChain(index, elements, densityNode);
        boolean onLineBlock = onChain(index, elements, lineBlockNode);
        String by = onDensity && onLineBlock ? "both" : onDensity ? PunctuationDensityExtractor.NAME
                : onLineBlock ? LineBlockExtractor.NAME : "region";
        return new Region(elements, score[best], by);
    }

    /** A container's score for the choice of the top one: raised by the share of the stated story text it holds. */
    private double weighed(double[] score, double[] stated, int el) {
        return stated == null || score[el] <= 0 ? score[el] : score[el] * (1 + statedTextWeight * stated[el]);
    }

    /**
     * Moves the region up to an ancestor while that adds more prose than noise: an article split over several
     * nested containers is collected, a page wrapper (menus, footers, link lists) is not.
     */
    private int grow(DomIndex index, int top, boolean[] thread, boolean[] dialogs) {
        double[] gain = proseMinusNoise(index, thread, dialogs);
        int best = top;
        for (int a = index.parent(top); a >= 0; a = index.parent(a)) {
            if (gain[a] > gain[best]) {
                best = a;
            }
        }
        return best;
    }

    /** Subtree sums of prose characters minus {@code region.noise-weight} times other characters. */
    double[] proseMinusNoise(DomIndex index, boolean[] thread, boolean[] dialogs) {
        int n = index.size();
        double[] gain = new double[n];
        List<TextLine> lines = index.lines();
        for (int li = 0; li < lines.size(); li++) {
            TextLine line = lines.get(li);
            if (dialogs != null && dialogs[li]) {
                continue; // a pop-up is neither the story nor the page's furniture around it
            }
            boolean prose = isProse(line) && (thread == null || !thread[li]); // a thread's comments are noise here
            gain[line.owner()] += prose ? line.chars() : -noiseWeight * line.chars();
        }
        for (int i = n - 1; i > 0; i--) {
            gain[index.parent(i)] += gain[i];
        }
        return gain;
    }

    /** A sibling that is itself a paragraph of prose (one line owned by it). */
    private boolean isProseBlock(DomIndex index, int el) {
        return index.chars(el) >= proseMinChars && index.punct(el) >= 1
                && index.linkDensity(el) <= linkDensityMax / 2 && index.tags(el) <= 3;
    }

    private static boolean onChain(DomIndex index, List<Integer> region, int proposal) {
        if (proposal < 0) {
            return false;
        }
        for (int r : region) {
            if (index.contains(r, proposal) || index.contains(proposal, r)) {
                return true;
            }
        }
        return false;
    }
}
