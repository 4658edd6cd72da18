package com.newsx.extractor.stages;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.article.ArticleExtractor;
import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.article.Landmarks;
import com.newsx.extractor.article.PunctuationDensityExtractor;
import com.newsx.extractor.article.fields.ArticleFields;
import com.newsx.extractor.links.LinkCollector;
import com.newsx.extractor.links.LinkResolver;
import com.newsx.extractor.page.PageFeatures;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.page.PageTypeClassifier;
import com.newsx.extractor.records.DataRegion;
import com.newsx.extractor.records.HtmlTree;
import com.newsx.extractor.records.RecordExtractor;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.records.RegionTable;
import com.newsx.extractor.records.SearchBoxes;
import com.newsx.extractor.records.SearchQuery;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Node;
import org.jsoup.select.NodeVisitor;

import java.util.List;

/**
 * The page pipeline one step at a time: {@link #clean}, then for an article {@link #lineBlock} and
 * {@link #punctuationDensity} (independent of each other) and {@link #fuse}, or for a list page {@link #records}.
 * {@link com.newsx.extractor.PageExtractor} runs the same steps in sequence, so the crawl's bolts and
 * {@code bin/extract} cannot drift apart. Thread-safe: holds only settings.
 */
public final class PageStages {
    private final NewsExtractor articles;
    private final ArticleExtractor bodies;
    private final RecordExtractor records;
    private final PageTypeClassifier types;

    /** Punctuation density's half: its body lines, and the node fusion anchors on. */
    public record DensityHalf(BodyResult body, int maxSumNode) {
    }

    public PageStages(ExtractorSettings settings) {
        this.articles = new NewsExtractor(settings);
        this.bodies = articles.bodies();
        this.records = new RecordExtractor(settings.records());
        this.types = new PageTypeClassifier(settings.pageType(), settings.records());
    }

    /** Decode, parse, fields, cleaning, line index, page type and outlinks: everything done once per page. */
    public CleanedPage clean(byte[] bytes, String contentType, String url) throws ExtractionException {
        Document doc = articles.parse(bytes, contentType, url);
        LinkResolver resolver = new LinkResolver(doc.baseUri()); // honours <base href>
        // The outlinks ride on the fields' walk of the raw page (cleaning drops navigation a crawl still follows).
        LinkCollector collector = new LinkCollector(resolver);
        SearchBoxes boxes = new SearchBoxes(); // a results page's query, in a form control cleaning drops
        ArticleFields f = articles.prepare(doc, url, new NodeVisitor() {
            @Override
            public void head(Node node, int depth) {
                collector.head(node, depth);
                boxes.head(node, depth);
            }

            @Override
            public void tail(Node node, int depth) {
                collector.tail(node, depth);
            }
        }); // leaves doc cleaned
        SearchQuery query = boxes.query(url);
        // Should the fields' walk fail part-way, the cleaned page still has most links.
        List<String> links = collector.complete() ? collector.links() : LinkCollector.collect(doc, resolver);
        DomIndex index = index(doc);
        if (index.lines().isEmpty()) {
            throw new ExtractionException("empty page: no visible text");
        }
        // An "Updated ..." date shown alone is no dateline: list items carry those too.
        // Nor is a fallback author (the site's name, an author box anywhere): every page of a site has one.
        Article evidence = new Article(f.title(), f.updateOnly() ? null : f.publishTime(),
                f.authorFallback() ? null : f.author(), f.source(),
                null, null, null);
        PageType type;
        List<DataRegion> regions = List.of();
        PageFeatures features = null;
        if (types.hasArticleEvidence(evidence, index)) {
            // Settled by the fields and the article's own main block: the record tree could not overrule it.
            type = PageType.ARTICLE;
        } else {
            HtmlTree tree = tree(doc, resolver); // the same resolver: most targets are already resolved
            regions = records.everyRegion(tree, query);
            features = types.features(tree, records.indexed(regions), url);
            type = types.decide(features);
            if (type != PageType.ARTICLE && type != PageType.OTHER
                    && types.hasArticleEvidence(evidence, features.mainBlockPunctuation())) {
                type = PageType.ARTICLE;
            }
        }
        boolean toRecords = (type == PageType.LIST || type == PageType.HOME || type == PageType.COMMENT)
                && !regions.isEmpty();
        Landmarks lm = NewsExtractor.landmarks(f);
        int[] meta = new int[lm.metaElements().size()];
        for (int i = 0; i < meta.length; i++) {
            meta[i] = index.indexOf(lm.metaElements().get(i));
        }
        return new CleanedPage(url, doc, index, f.title(), f.publishTime(), f.author(), f.source(),
                index.indexOf(lm.titleElement()), index.indexOf(lm.timeElement()), meta,
                ArticleExtractor.metaDescription(doc), type, toRecords, toRecords ? regions : null, features, links,
                query.text(), f.storyText());
    }

    private HtmlTree tree(Document doc, LinkResolver resolver) {
        // Separators and one-word labels join their items; aria-hidden text (a browser shows it) is part of the records.
        return HtmlTree.of(doc, resolver, true, true, true);
    }

    /** The line index of a cleaned document (a receiving process rebuilds it from the decoded DOM). */
    public DomIndex index(Document cleaned) {
        DomIndex index = bodies.index(cleaned);
        index.children(); // computed here, before other threads read the index
        return index;
    }

    /** The page with its line index: as it is, or, after crossing a process without one, rebuilt from the DOM. */
    public CleanedPage indexed(CleanedPage p) {
        if (p.index() != null) {
            return p;
        }
        return new CleanedPage(p.url(), p.doc(), index(p.doc()), p.title(), p.publishTime(), p.author(), p.source(),
                p.titlePos(), p.timePos(), p.metaPos(), p.description(), p.type(), p.toRecords(), p.regions(),
                p.features(), p.links(), p.query(), p.storyText());
    }

    /** Line-block distribution with title-LCS location, on the cleaned page's lines. */
    public BodyResult lineBlock(CleanedPage page) {
        return bodies.lineBlock(page.index(), page.title());
    }

    /** CETD punctuation density on the cleaned page's tree. */
    public DensityHalf punctuationDensity(CleanedPage page) {
        PunctuationDensityExtractor.Densities d = bodies.densities(page.index());
        return new DensityHalf(bodies.punctuationDensity(page.index(), d), d.maxSumNode());
    }

    /** Reads now what the fuse step would read on its first articles (language models): call it when a worker starts. */
    public void preload() {
        articles.preload();
    }

    /** Joins the two halves into the article; its body is null when nothing survived. */
    public Article fuse(CleanedPage page, BodyResult lineBlock, DensityHalf density) {
        return article(page, bodies.fuse(page.index(), page.landmarks(), page.description(), lineBlock,
                density.body(), density.maxSumNode()));
    }

    /** The article of a page by one algorithm alone, or fused (the steps above, in one place). */
    public Article article(CleanedPage page, Algorithm algorithm) {
        return switch (algorithm) {
            case LINE_BLOCK -> article(page, lineBlock(page));
            case PUNCTUATION_DENSITY -> article(page, punctuationDensity(page).body());
            case FUSED -> fuse(page, lineBlock(page), punctuationDensity(page));
        };
    }

    private Article article(CleanedPage page, BodyResult body) {
        return articles.article(page.title(), page.publishTime(), page.author(), page.source(), page.index(), body);
    }

    /**
     * The data records of a list page as the index keeps them: the main region's, then the next best scored ones
     * ({@code records.region.max} regions in all; every region with {@code records.region.index-every}); regions lost
     * in transit are found again on the cleaned DOM.
     */
    public List<RecordTable> records(CleanedPage page) {
        return records.tables(records.forIndex(everyRegion(page)));
    }

    /** Every data region of a list page with its role, the main region first (bin/extract's {@code regions}). */
    public List<RegionTable> regions(CleanedPage page) {
        return records.regionTables(everyRegion(page));
    }

    private List<DataRegion> everyRegion(CleanedPage page) {
        List<DataRegion> regions = page.regions();
        if (regions == null) {
            regions = records.everyRegion(tree(page.doc(), new LinkResolver(page.doc().baseUri())),
                    SearchQuery.ofText(page.query()));
        }
        return regions;
    }
}
