package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.nodes.Document;

/**
 * Finds the headline, publish time, author and source of an article page (QD multi-feature extraction):
 * the title block first, then the publish-time and byline blocks below it, with the page's metadata as
 * corroboration and fallback. Thread-safe.
 */
public final class FieldExtractor {
    public static final long[] T = new long[5];
    public static final long[] T2 = new long[5];
    private final TitleFinder titles;
    private final PublishTimeFinder times;
    private final BylineFinder bylines;
    private final JsonLdReader jsonLd = new JsonLdReader();

    public FieldExtractor(ExtractorConfig config) {
        titles = new TitleFinder(config);
        DateParser dates = new DateParser();
        times = new PublishTimeFinder(config, dates);
        bylines = new BylineFinder(config, dates);
    }

    /** Never throws: an odd page yields empty fields. */
    public ArticleFields extract(Document rawDoc, String url) {
        try {
            long a = System.nanoTime();
            PageText text = PageText.of(rawDoc);
            long b = System.nanoTime(); T[0] += b - a;
            PageMetadata meta = PageMetadata.read(text.elements(), jsonLd.read(text.elements().jsonLdScripts));
            long c = System.nanoTime(); T[1] += c - b;
            TitleFinder.Title title = titles.find(rawDoc, text, meta);
            long d = System.nanoTime(); T[2] += d - c;
            int titleLine = title.element() == null ? -1 : text.firstLineFrom(title.element());
            PublishTimeFinder.PublishTime time = times.find(rawDoc, text, titleLine, meta, url);
            long e = System.nanoTime(); T[3] += e - d;
            BylineFinder.Byline byline = bylines.find(rawDoc, text, titleLine, time.dateline() ? time.line() : -1, meta);
            T[4] += System.nanoTime() - e;
            return new ArticleFields(title.text(), title.element(), time.date() == null ? null : time.date().toIso(),
                    time.element(), byline.author(), byline.source(), byline.elements());
        } catch (RuntimeException | StackOverflowError e) {
            return ArticleFields.empty();
        }
    }
}
