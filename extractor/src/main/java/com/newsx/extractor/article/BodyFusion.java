package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.ArrayList;
import java.util.List;

/**
 * Fuses the two seed algorithms. Each proposes where the article is: punctuation density by its node of largest
 * PointDensitySum, line-block by its first and last located blocks. The {@link ContentRegionLocator} scores the
 * containers on each proposal's ancestor chain (prose against noise, a signal neither algorithm has) and keeps
 * the best; the algorithm whose proposal it came from wins. The region's lines then pass the engineered filters
 * (link density, landmarks, boilerplate wording, main-block bounds), each switchable in config.
 */
public final class BodyFusion {
    public static final String NAME = "fused";

    private final ContentRegionLocator regions;
    private final boolean useRegion;
    private final List<LineFilter> filters = new ArrayList<>();

    public BodyFusion(ExtractorConfig config) {
        this.regions = new ContentRegionLocator(config);
        this.useRegion = config.getBoolean("fusion.region.enabled");
        if (config.getBoolean("fusion.filter.linkdensity.enabled")) {
            filters.add(new LinkDensityFilter(config));
        }
        if (config.getBoolean("fusion.filter.landmarks.enabled")) {
            filters.add(new LandmarkLineFilter());
        }
        if (config.getBoolean("fusion.filter.boilerplate.enabled")) {
            filters.add(new BoilerplateLineFilter(config));
        }
        if (config.getBoolean("fusion.filter.mainblock.enabled")) {
            filters.add(new MainBlockConstraints(config));
        }
    }

    public BodyResult fuse(PageContext page, BodyResult lineBlock, BodyResult density,
                           PunctuationDensityExtractor.Densities densities) {
        DomIndex index = page.index();
        int n = index.lines().size();
        boolean[] keep = new boolean[n];
        String algorithm;
        String reason;
        if (useRegion) {
            ContentRegionLocator.Region region = regions.locate(index, densities.maxSumNode(),
                    lineBlock.lines().isEmpty() ? -1 : index.lines().get(lineBlock.lines().get(0)).owner());
            for (int i = 0; i < n; i++) {
                keep[i] = index.contains(region.element(), index.lines().get(i).owner());
            }
            algorithm = region.proposedBy();
            reason = region.describe(index);
        } else {
            // Without the region step: the union of both algorithms' lines.
            for (int i : density.lines()) {
                keep[i] = true;
            }
            for (int i : lineBlock.lines()) {
                keep[i] = true;
            }
            algorithm = density.lines().size() >= lineBlock.lines().size() ? density.algorithm() : lineBlock.algorithm();
            reason = "union of both algorithms";
        }
        for (LineFilter f : filters) {
            f.apply(page, keep);
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (keep[i]) {
                out.add(i);
            }
        }
        return new BodyResult(out, algorithm, reason);
    }
}
