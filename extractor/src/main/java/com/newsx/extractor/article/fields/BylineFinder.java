package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.BylinePatterns.Field;
import com.newsx.extractor.article.fields.BylinePatterns.Role;
import com.newsx.extractor.article.fields.dates.TextDates;
import java.util.List;
import org.jsoup.nodes.Element;

/**
 * The author-and-source block of the QD method: reads every place a page names its author - labelled lines by
 * the headline and below ({@link LabelledNames}), author-marked elements ({@link AuthorElements}), the name beside
 * the dateline ({@link DatelineName}), the metadata, the site's own name - and takes the author from the first place
 * of the configured precedence ({@link AuthorSource}) that names one. The editor is never the author; without a
 * byline the author is the source, as the labelling rules say.
 */
final class BylineFinder {
    /**
     * What was found, and the elements of the byline, dateline, 来源 and editor lines; fallback when the author is
     * only the site's name or an author-marked element far from the headline.
     */
    record Byline(String author, String source, String editor, List<Element> elements, boolean fallback) {
    }

    private final BylineSettings settings;
    private final DatelineName datelineName;

    BylineFinder(BylineSettings settings) {
        this.settings = settings;
        datelineName = new DatelineName(settings.nameMaxLength());
    }

    /** The byline of the page; dates are read from its datelines as the page writes them. */
    Byline find(PageText text, int titleLine, int datelineIndex, PageMetadata meta, TextDates dates) {
        int zoneStart = Math.max(0, titleLine);
        int zoneEnd = zoneStart + settings.window();
        int nameMaxLength = settings.nameMaxLength();
        BylineElements elements = new BylineElements();
        LabelledNames labelled = LabelledNames.read(text, zoneStart, zoneEnd, settings, elements);
        String marked = AuthorElements.firstName(text, zoneStart, zoneEnd, nameMaxLength, elements);
        String besideDate = null;
        if (datelineIndex >= 0 && datelineIndex < text.lines().size()) {
            PageText.Line dateline = text.lines().get(datelineIndex);
            if (dateline.text().length() <= settings.lineMaxChars()) {
                besideDate = datelineName.of(dateline, dates);
                elements.addLine(dateline);
            }
        }
        String source = first(labelled.sourceNear, labelled.sourceFar, besideDate, metadataSource(meta));
        for (AuthorSource from : settings.authorPrecedence()) {
            // each place is read only when the ones before it name nobody (an author box anywhere is a search)
            String author = switch (from) {
                case LABELLED -> labelled.authorNear;
                case MARKED -> marked;
                case LABELLED_BELOW -> labelled.authorFar;
                case SOURCE -> labelled.sourceNear;
                case METADATA -> metadataAuthor(meta, false);
                case BESIDE_DATE -> besideDate;
                case MARKED_ANYWHERE -> AuthorElements.firstName(text, 0, text.lines().size(), nameMaxLength,
                        new BylineElements());
                case SOURCE_BELOW -> labelled.sourceFar;
                case METADATA_SITE -> metadataAuthor(meta, true);
                case SITE_NAME -> SiteNames.authorOfRecord(meta);
            };
            if (author != null) {
                // a 来源 line further below still shows an article's byline block
                return new Byline(author, source, labelled.editor, elements.list(),
                        from.fallback() && labelled.sourceFar == null);
            }
        }
        return new Byline(null, source, labelled.editor, elements.list(), true);
    }

    private static String first(String... values) {
        for (String v : values) {
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /**
     * A metadata author that is a person or outlet, not a number or a URL; one naming the site only if siteToo (or
     * typed Person in JSON-LD: a personal site bears its author's name).
     */
    private static String metadataAuthor(PageMetadata meta, boolean siteToo) {
        for (String a : meta.authors()) {
            String name = a.codePoints().anyMatch(Character::isIdeographic)
                    ? BylinePatterns.clean(a, Role.AUTHOR) : BylinePatterns.cleanEnglish(a);
            if (name != null && (siteToo || !SiteNames.isSiteName(name, meta) || meta.persons().contains(a))) {
                return name;
            }
        }
        return null;
    }

    /** The source a "source" meta tag names. */
    private static String metadataSource(PageMetadata meta) {
        if (meta.source() == null) {
            return null;
        }
        for (Field f : BylinePatterns.fields(meta.source())) {
            if (f.role() == Role.SOURCE) {
                return f.value();
            }
        }
        return BylinePatterns.clean(meta.source(), Role.SOURCE);
    }
}
