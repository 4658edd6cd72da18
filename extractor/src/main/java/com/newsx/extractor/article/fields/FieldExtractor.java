package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.dates.CalendarWords;
import com.newsx.extractor.article.fields.dates.PageLanguage;
import com.newsx.extractor.article.fields.dates.TextDates;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.text.DateParser;
import java.time.Instant;
import org.jsoup.nodes.Document;
import org.jsoup.select.NodeVisitor;

/**
 * Finds the headline, publish time, author and source of an article page (QD multi-feature extraction):
 * the title block first, then the publish-time and byline blocks below it, with the page's metadata as
 * corroboration and fallback. Thread-safe.
 */
public final class FieldExtractor {
    private final TitleFinder titles;
    private final PublishTimeFinder times;
    private final BylineFinder bylines;
    private final JsonLdReader jsonLd = new JsonLdReader();
    private final DateParser dates = new DateParser();
    private final int relativeMaxChars;

    public FieldExtractor(ExtractorConfig config) {
        TimeSettings timeSettings = TimeSettings.from(config);
        relativeMaxChars = timeSettings.relativeMaxChars();
        titles = new TitleFinder(TitleSettings.from(config));
        times = new PublishTimeFinder(timeSettings, dates);
        bylines = new BylineFinder(BylineSettings.from(config));
    }

    /** Never throws: an odd page yields empty fields. */
    public ArticleFields extract(Document rawDoc, String url) {
        return extract(rawDoc, url, null);
    }

    /**
     * As {@link #extract(Document, String)}, showing every node of the page walk to {@code alongside} as well
     * (see PageText). If the walk fails part-way, {@code alongside} has not seen the whole page.
     */
    public ArticleFields extract(Document rawDoc, String url, NodeVisitor alongside) {
        return extract(rawDoc, url, alongside, null);
    }

    /**
     * As {@link #extract(Document, String, NodeVisitor)}, for a page fetched at fetchedAt: relative dates ("vor 3
     * Stunden", "3 hours ago") are resolved against it. Without a fetch time (null: saved pages, bin/extract) they are
     * not read.
     */
    public ArticleFields extract(Document rawDoc, String url, NodeVisitor alongside, Instant fetchedAt) {
        try {
            PageText text = PageText.of(rawDoc, alongside);
            JsonLdReader.Facts ld = jsonLd.read(text.elements().jsonLdScripts);
            PageMetadata meta = PageMetadata.read(text.elements(), ld);
            TitleFinder.Title title = titles.find(text, meta, url);
            int titleLine = title.element() == null ? -1 : text.lineOf(title.element());
            TextDates pageDates = new TextDates(dates, CalendarWords.get(),
                    PageLanguage.tag(rawDoc, text.elements().metas), fetchedAt, relativeMaxChars);
            PublishTimeFinder.PublishTime time = times.find(rawDoc, text, titleLine, meta, url, pageDates);
            BylineFinder.Byline byline = bylines.find(text, titleLine, time.dateline() ? time.line() : -1, meta,
                    pageDates);
            return new ArticleFields(title.text(), title.element(), time.date() == null ? null : time.date().toIso(),
                    time.element(), byline.author(), byline.source(), byline.elements(), time.updateOnly(),
                    byline.fallback(), StatedStory.of(ld, text.elements()));
        } catch (RuntimeException | StackOverflowError e) {
            return ArticleFields.empty();
        }
    }
}
