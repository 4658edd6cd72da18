package com.newsx.extractor;

import com.newsx.extractor.article.Landmarks;
import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.util.List;

/**
 * Reads title, time, author and source from the parsed page before cleaning, and the landmark elements the
 * body extraction uses. Interim stand-in (og:title, h1, {@code <title>}) until the field extractor is merged.
 */
final class PageFieldsReader {
    record Fields(String title, String publishTime, String author, String source, Landmarks landmarks) {
    }

    PageFieldsReader(ExtractorConfig config) {
    }

    Fields read(Document doc, String url) {
        Element h1 = doc.selectFirst("h1");
        String title = null;
        Element og = doc.selectFirst("meta[property=og:title]");
        if (og != null && !og.attr("content").isBlank()) {
            title = og.attr("content").trim();
        } else if (h1 != null && !h1.text().isBlank()) {
            title = h1.text();
        } else if (!doc.title().isBlank()) {
            title = doc.title();
        }
        return new Fields(title, null, null, null, new Landmarks(title, h1, null, List.of()));
    }
}
