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

    public ArticleExtractor(ExtractorConfig config) {
        this.punctuation = new Punctuation(config);
        this.lineBlock = new LineBlockExtractor(config);
        this.punctuationDensity = new PunctuationDensityExtractor();
    }

    public Extraction extract(Document cleaned, Landmarks landmarks, Algorithm algorithm) {
        Element body = cleaned.body();
        DomIndex index = DomIndex.build(body, punctuation);
        BodyResult result = switch (algorithm) {
            case LINE_BLOCK -> lineBlock.extract(index, landmarks.title());
            case PUNCTUATION_DENSITY -> punctuationDensity.extract(index);
            case FUSED -> punctuationDensity.extract(index);
        };
        return new Extraction(index, result);
    }
}
