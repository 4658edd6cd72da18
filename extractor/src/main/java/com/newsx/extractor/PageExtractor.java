package com.newsx.extractor;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.page.PageFeatures;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.records.RegionTable;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.NewsExtractor;
import com.newsx.extractor.stages.PageStages;

import java.util.List;

/**
 * A whole page in one call ({@link PageStages} in sequence): decode and parse once, extract the article (fields and
 * fused body), build the record tree once for both the page type and the data records. The article is extracted whatever the type,
 * so a list-like article (one dominated by related links) still has its body; list, home and comment pages
 * also get their records. Thread-safe: holds only settings.
 */
public final class PageExtractor {
    private final NewsExtractor articles;
    private final PageStages stages;

    /**
     * What a page gave: its type, its article, and its data regions as tables as the index keeps them (main region
     * first). Features are null when the article's own fields and body decided the type, so that the record tree was
     * not built. {@code regions}: every data region with its role, when asked for ({@link #extractWithRegions}), else
     * empty.
     */
    public record Page(PageType type, Article article, List<RecordTable> tables, PageFeatures features,
                       List<String> links, List<RegionTable> regions) {
        public Page(PageType type, Article article, List<RecordTable> tables, PageFeatures features,
                    List<String> links) {
            this(type, article, tables, features, links, List.of());
        }

        /** The rows of the main data region, or null when the page is not a list of records. */
        public List<List<String>> mainRecords() {
            return tables.isEmpty() ? null : tables.get(0).rowsAsText();
        }
    }

    public PageExtractor(ExtractorSettings settings) {
        this.articles = new NewsExtractor(settings);
        this.stages = new PageStages(settings);
    }

    public Page extract(byte[] bytes, String contentType, String url, Algorithm algorithm) throws ExtractionException {
        return extract(bytes, contentType, url, algorithm, false);
    }

    /** As {@link #extract}, and every data region of a list page with its role (bin/extract's {@code regions}). */
    public Page extractWithRegions(byte[] bytes, String contentType, String url, Algorithm algorithm)
            throws ExtractionException {
        return extract(bytes, contentType, url, algorithm, true);
    }

    private Page extract(byte[] bytes, String contentType, String url, Algorithm algorithm, boolean everyRegion)
            throws ExtractionException {
        // The crawl's steps in sequence, so that what bin/extract prints is what the bolts index.
        CleanedPage page = stages.clean(bytes, contentType, url);
        Article article = stages.article(page, algorithm); // whatever the type: a list-like article keeps its body
        List<RecordTable> tables = page.toRecords() ? stages.records(page) : List.of();
        List<RegionTable> regions = page.toRecords() && everyRegion ? stages.regions(page) : List.of();
        return new Page(page.type(), article, tables, page.features(), page.links(), regions);
    }

    /** The underlying article extractor, for callers that need only the article. */
    public NewsExtractor articles() {
        return articles;
    }
}
