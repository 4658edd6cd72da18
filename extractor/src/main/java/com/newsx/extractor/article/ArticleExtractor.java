package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;
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

    public ArticleExtractor(ExtractorConfig config) {
        this.punctuation = new Punctuation(config);
        this.lineBlock = new LineBlockExtractor(config);
        this.punctuationDensity = new PunctuationDensityExtractor();
        this.fusion = new BodyFusion(config);
        this.maxLandmarkChars = config.getInt("fusion.landmark.max.chars");
    }

    public Extraction extract(Document cleaned, Landmarks landmarks, Algorithm algorithm) {
        Element body = cleaned.body();
        DomIndex index = DomIndex.build(body, punctuation);
        BodyResult result = switch (algorithm) {
            case LINE_BLOCK -> lineBlock.extract(index, landmarks.title());
            case PUNCTUATION_DENSITY -> punctuationDensity.extract(index);
            case FUSED -> fused(index, landmarks, metaDescription(cleaned));
        };
        return new Extraction(index, result);
    }

    /** The first og:description or description meta of the head; a walk of the head, not a selector query. */
    private static String metaDescription(Document doc) {
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
