package com.newsx.extractor.article;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Body extraction on a cleaned document: index it once, run the requested algorithm (or both and fuse).
 */
public final class ArticleExtractor {
    /** The body and the index its line numbers refer to. */
    public record Extraction(DomIndex index, BodyResult result) {
    }

    private final Punctuation punctuation;
    private final LineBlockExtractor lineBlock;
    private final PunctuationDensityExtractor punctuationDensity;
    private final BodyFusion fusion;
    private final int maxLandmarkChars;
    /** The line index skips aria-hidden text (kept in the page for the records): an icon label, a duplicate, a slide. */
    private static final boolean SKIP_ARIA_HIDDEN = true;

    public ArticleExtractor(BodySettings settings) {
        this.punctuation = new Punctuation();
        this.lineBlock = new LineBlockExtractor(settings.lineBlock());
        this.punctuationDensity = new PunctuationDensityExtractor();
        this.fusion = new BodyFusion(settings);
        this.maxLandmarkChars = settings.fusion().landmarkMaxChars();
    }

    public Extraction extract(Document cleaned, Landmarks landmarks, Algorithm algorithm) {
        Element body = cleaned.body();
        DomIndex index = DomIndex.build(body, punctuation, SKIP_ARIA_HIDDEN);
        BodyResult result = switch (algorithm) {
            case LINE_BLOCK -> lineBlock.extract(index, landmarks.title());
            case PUNCTUATION_DENSITY -> punctuationDensity.extract(index);
            case FUSED -> fused(index, landmarks, metaDescription(cleaned));
        };
        return new Extraction(index, result);
    }

    // --- The same steps one at a time, for a pipeline that runs them in separate places (the crawl's bolts).

    /** Indexes a cleaned document's body: what every algorithm and the fusion read. */
    public DomIndex index(Document cleaned) {
        return DomIndex.build(cleaned.body(), punctuation, SKIP_ARIA_HIDDEN);
    }

    /** Line-block distribution alone, as {@link #extract} runs it. */
    public BodyResult lineBlock(DomIndex index, String title) {
        return lineBlock.extract(index, title);
    }

    /** CETD's densities, as {@link #extract} computes them for fusion. */
    public PunctuationDensityExtractor.Densities densities(DomIndex index) {
        return punctuationDensity.compute(index);
    }

    /** Punctuation density's body from its densities. */
    public BodyResult punctuationDensity(DomIndex index, PunctuationDensityExtractor.Densities densities) {
        return punctuationDensity.extract(index, densities);
    }

    /**
     * Fusion of the two halves, as {@link #extract} does it. Of the densities, fusion reads only the node of largest
     * PointDensitySum, so that is all a caller that ran the algorithm elsewhere needs to bring.
     */
    public BodyResult fuse(DomIndex index, Landmarks landmarks, String description, BodyResult lines,
                           BodyResult density, int maxSumNode) {
        if (index.size() == 0) {
            return BodyResult.empty(BodyFusion.NAME, "empty page");
        }
        var densities = new PunctuationDensityExtractor.Densities(null, null, maxSumNode, 0, null);
        return fusion.fuse(new PageContext(index, landmarks, maxLandmarkChars, description), lines, density, densities);
    }

    /** The first og:description or description meta of the head; a walk of the head, not a selector query. */
    public static String metaDescription(Document doc) {
        for (Element e : doc.head().getAllElements()) {
            // as the selector [property=og:description] would: value trimmed, case ignored
            if (e.nameIs("meta") && ("og:description".equalsIgnoreCase(e.attr("property").trim())
                    || "description".equalsIgnoreCase(e.attr("name").trim()))) {
                return e.attr("content");
            }
        }
        return null;
    }

    private BodyResult fused(DomIndex index, Landmarks landmarks, String description) {
        if (index.size() == 0) {
            return BodyResult.empty(BodyFusion.NAME, "empty page");
        }
        PunctuationDensityExtractor.Densities densities = punctuationDensity.compute(index);
        BodyResult density = punctuationDensity.extract(index, densities);
        BodyResult lines = lineBlock.extract(index, landmarks.title());
        return fusion.fuse(new PageContext(index, landmarks, maxLandmarkChars, description), lines, density, densities);
    }
}
