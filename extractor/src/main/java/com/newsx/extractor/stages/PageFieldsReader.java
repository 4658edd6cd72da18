package com.newsx.extractor.stages;

import com.newsx.extractor.article.Landmarks;
import com.newsx.extractor.article.fields.ArticleFields;
import com.newsx.extractor.article.fields.FieldExtractor;
import com.newsx.extractor.settings.ExtractorSettings;
import org.jsoup.nodes.Document;
import org.jsoup.select.NodeVisitor;

/**
 * Runs the field extractor on the parsed page before cleaning and hands the body extraction the landmark
 * elements it needs (headline, time, byline lines).
 */
final class PageFieldsReader {
    private final FieldExtractor fields;

    PageFieldsReader(ExtractorSettings settings) {
        this.fields = new FieldExtractor(settings.fieldsConfig());
    }

    static Landmarks landmarks(ArticleFields f) {
        return new Landmarks(f.title(), f.titleElement(), f.timeElement(), f.metaElements(), f.storyText());
    }

    /** The fields; the page walk also shows every node to {@code alongside} (may be null). */
    ArticleFields read(Document doc, String url, NodeVisitor alongside) {
        return fields.extract(doc, url, alongside);
    }
}
