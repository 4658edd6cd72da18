package com.newsx.extractor.stages;

import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.article.Landmarks;
import com.newsx.extractor.page.PageFeatures;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.records.DataRegion;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.util.ArrayList;
import java.util.List;

/**
 * A page after the cleaning step: the cleaned DOM and its line index, the fields, the landmark elements as
 * positions in the index (so they survive the DOM being written out and read back), the page type and the
 * outlinks. Read-only once built: the algorithm steps may read one instance from several threads. The data
 * regions found while typing the page are kept only in memory ({@code null} after a round trip through
 * {@link DomCodec}: the records step then finds them again).
 *
 * @param titlePos    index position of the headline element, or -1
 * @param timePos     index position of the publish-time element, or -1
 * @param metaPos     index positions of byline, dateline, source and editor elements (-1 for one cleaning removed)
 * @param description the page's meta description, or null
 * @param toRecords   a list, home or comment page with data regions: its records are what is indexed
 * @param regions     every data region found while typing the page, the main one first (in memory only; null after
 *                    a round trip)
 * @param features    the record tree's page features, or null when the article's own evidence settled the type
 * @param query       the words of a results page's query (its search box, else its URL), "" when none: the records
 *                    step finds the regions again with it
 * @param storyText   the story's text as the page's structured data states it, or null (the region's evidence)
 */
public record CleanedPage(String url, Document doc, DomIndex index, String title, String publishTime,
                          String author, String source, int titlePos, int timePos, int[] metaPos,
                          String description, PageType type, boolean toRecords, List<DataRegion> regions,
                          PageFeatures features, List<String> links, String query, String storyText) {

    /** The landmarks resolved in this page's index, as the fusion step reads them. */
    public Landmarks landmarks() {
        List<Element> meta = new ArrayList<>(metaPos.length);
        for (int p : metaPos) {
            meta.add(p >= 0 ? index.element(p) : null);
        }
        meta.removeIf(java.util.Objects::isNull);
        return new Landmarks(title, titlePos >= 0 ? index.element(titlePos) : null,
                timePos >= 0 ? index.element(timePos) : null, meta, storyText);
    }

    /** The same page without its in-memory regions, as it is after crossing a process boundary. */
    public CleanedPage withoutRegions() {
        return new CleanedPage(url, doc, index, title, publishTime, author, source, titlePos, timePos, metaPos,
                description, type, toRecords, null, null, links, query, storyText);
    }
}
