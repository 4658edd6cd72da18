package com.newsx.extractor.article;

import java.util.ArrayList;
import java.util.List;

/**
 * Fuses the two seed algorithms with evidence neither has. Both run on every page and each proposes where the
 * article is: punctuation density by its node of largest PointDensitySum, line-block by its first located block.
 * The {@link ContentRegionLocator} chooses the article's containers from punctuation scores kept to two levels,
 * link density, the headline's position and a copyright penalty, grows them while that adds more prose than
 * noise, and credits the algorithm whose proposal lies in them ("both" when both do, "region" when neither).
 * The region's lines then pass the engineered filters in order: main-block bounds, link density, chrome names,
 * captions, duplicate blocks, landmarks (headline, time, byline), boilerplate wording, placeholder text, standfirst,
 * the story container (blocks beside the container of the story's prose), the story's tail (a few small lines in
 * blocks of their own after the block of the story's paragraphs), other articles (teaser cards marked up as articles
 * of their own, like the story), embed consent placeholders, a ranking of
 * teaser titles left as plain text, a closing call to action (or an appeal in a box of its own), orphan headings
 * (headings whose section went) and, last, the lead (prose between the headline and the body comes back), as
 * {@code fusion.filters} lists them (a step's gain is measured by leaving it out of the list).
 */
public final class BodyFusion {
    public static final String NAME = "fused";

    private final ContentRegionLocator regions;
    private final CommentThreads threads;
    private final List<LineFilter> filters;
    private final boolean skipDialogs;

    public BodyFusion(BodySettings settings) {
        this.skipDialogs = settings.region().skipDialogs();
        this.regions = new ContentRegionLocator(settings.region());
        this.threads = new CommentThreads(settings.thread(), settings.region().proseMinChars());
        this.filters = BodyFilters.of(settings);
    }

    /** {@code -Dnewsx.trace=true}: print each step's dropped lines to stderr, to see why a line went. */
    private static final boolean TRACE = Boolean.getBoolean("newsx.trace");
    /** {@code -Dnewsx.trace.width=N}: characters of each traced line (default 90, one screen line). */
    private static final int TRACE_WIDTH = Integer.getInteger("newsx.trace.width", 90);

    private static void trace(String step, DomIndex index, boolean[] keep, boolean[] before) {
        if (!TRACE) {
            return;
        }
        for (int i = 0; i < keep.length; i++) {
            boolean dropped = before != null && before[i] && !keep[i];
            if (dropped || (before == null)) {
                TextLine l = index.lines().get(i);
                String text = l.text().length() > TRACE_WIDTH ? l.text().substring(0, TRACE_WIDTH) : l.text();
                System.err.printf("%-24s %s %4d <%s> %s%n", step, dropped ? "-" : keep[i] ? "+" : " ", i,
                        index.element(l.owner()).normalName(), text);
            }
        }
    }

    public BodyResult fuse(PageContext page, BodyResult lineBlock, BodyResult density,
                           PunctuationDensityExtractor.Densities densities) {
        DomIndex index = page.index();
        int n = index.lines().size();
        boolean[] keep = new boolean[n];
        int titleLine = page.titleLine();
        // a comment thread under the post is neither scored nor kept: it outweighs a short post in every measure
        boolean[] thread = threads.lines(index, titleLine);
        // the lines of dialogs (login, consent and newsletter pop-ups) are not read: their form messages are sentences
        boolean[] dialogs = skipDialogs ? DialogLines.lines(index, titleLine) : null;
        ContentRegionLocator.Region region = regions.locate(index, titleLine, densities.maxSumNode(),
                lineBlock.lines().isEmpty() ? -1 : index.lines().get(lineBlock.lines().get(0)).owner(), thread, dialogs,
                page.storyText());
        for (int i = 0; i < n; i++) {
            keep[i] = region.contains(index, index.lines().get(i).owner()) && (thread == null || !thread[i])
                    && (dialogs == null || !dialogs[i]);
        }
        String algorithm = region.proposedBy();
        String reason = region.describe(index);
        trace("region", index, keep, null);
        for (LineFilter f : filters) {
            boolean[] before = TRACE ? keep.clone() : null;
            f.apply(page, keep);
            trace(f.getClass().getSimpleName(), index, keep, before);
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (keep[i]) {
                out.add(i);
            }
        }
        if (out.isEmpty() && !density.lines().isEmpty()) {
            // The filters found nothing worth keeping; a noisy body beats none for indexing.
            return new BodyResult(density.lines(), density.algorithm(), "fusion kept no line; " + density.reason());
        }
        return new BodyResult(out, algorithm, reason);
    }
}
