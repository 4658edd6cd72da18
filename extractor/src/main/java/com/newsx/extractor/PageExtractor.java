package com.newsx.extractor;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.links.LinkCollector;
import com.newsx.extractor.links.LinkResolver;
import com.newsx.extractor.page.PageFeatures;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.page.PageTypeClassifier;
import com.newsx.extractor.records.DataRegion;
import com.newsx.extractor.records.HtmlTree;
import com.newsx.extractor.records.RecordExtractor;
import com.newsx.extractor.records.RecordTable;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.util.List;

/**
 * A whole page in one call: decode and parse once, extract the article (fields and fused body), build the
 * record tree once for both the page type and the data records. The article is extracted whatever the type,
 * so a list-like article (one dominated by related links) still has its body; list, home and comment pages
 * also get their records. Thread-safe: holds only settings.
 */
public final class PageExtractor {
    private final NewsExtractor articles;
    private final RecordExtractor records;
    private final PageTypeClassifier types;
    private final boolean attachSeparators;
    private final boolean attachLabels;

    /**
     * What a page gave: its type, its article, and its data regions as tables (main region first). Features are
     * null when the article's own fields and body decided the type, so that the record tree was not built.
     */
    public record Page(PageType type, Article article, List<RecordTable> tables, PageFeatures features,
                       List<String> links) {
        /** The rows of the main data region, or null when the page is not a list of records. */
        public List<List<String>> mainRecords() {
            return tables.isEmpty() ? null : tables.get(0).rowsAsText();
        }
    }

    public PageExtractor(ExtractorConfig config) {
        this.articles = new NewsExtractor(config);
        this.records = new RecordExtractor(config);
        this.types = new PageTypeClassifier(config);
        this.attachSeparators = config.getBoolean("records.cells.attachSeparators");
        this.attachLabels = config.getBoolean("records.cells.attachLabels");
    }

    public Page extract(byte[] bytes, String contentType, String url, Algorithm algorithm) throws ExtractionException {
        Document doc = articles.parse(bytes, contentType, url);
        LinkResolver resolver = new LinkResolver(doc.baseUri()); // honours <base href>
        // The outlinks ride on the fields' walk of the raw page (cleaning drops navigation a crawl still follows).
        LinkCollector collector = new LinkCollector(resolver);
        NewsExtractor.Indexed indexed = articles.extractIndexed(doc, url, algorithm, collector); // leaves doc cleaned
        // Should the fields' walk fail part-way, the cleaned page still has most links.
        List<String> links = collector.complete() ? collector.links() : LinkCollector.collect(doc, resolver);
        Article article = indexed.article();
        // An "Updated ..." date shown alone is no dateline: list items carry those too.
        Article evidence = indexed.updateOnlyTime() ? new Article(article.title(), null, article.author(),
                article.source(), article.body(), article.algorithm(), article.reason()) : article;
        if (types.hasArticleEvidence(evidence, indexed.index())) {
            // Settled by the fields and the article's own main block: the record tree could not overrule it.
            return new Page(PageType.ARTICLE, article, List.of(), null, links);
        }
        HtmlTree tree = HtmlTree.of(doc, resolver, attachSeparators, attachLabels); // the same resolver: most targets are already resolved
        List<DataRegion> regions = records.regions(tree);
        PageFeatures features = types.features(tree, regions, url);
        PageType type = types.decide(features);
        if (type != PageType.ARTICLE && type != PageType.OTHER
                && types.hasArticleEvidence(evidence, features.mainBlockPunctuation())) {
            type = PageType.ARTICLE;
        }
        boolean hasRecords = type == PageType.LIST || type == PageType.HOME || type == PageType.COMMENT;
        List<RecordTable> tables = hasRecords ? records.tables(regions) : List.of();
        return new Page(type, article, tables, features, links);
    }

    /** The underlying article extractor, for callers that need only the article. */
    public NewsExtractor articles() {
        return articles;
    }
}
