package com.newsx.extractor.stages;

import com.newsx.extractor.Article;
import com.newsx.extractor.ExtractionException;
import com.newsx.extractor.NewsExtractor;
import com.newsx.extractor.article.ArticleExtractor;
import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.article.Landmarks;
import com.newsx.extractor.article.PunctuationDensityExtractor;
import com.newsx.extractor.article.fields.ArticleFields;
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

import java.util.List;

/**
 * The steps of {@link com.newsx.extractor.PageExtractor}, one at a time: {@link #clean}, then for an article
 * {@link #lineBlock} and {@link #punctuationDensity} (independent of each other) and {@link #fuse}, or for a list
 * page {@link #records}. Thread-safe: holds only settings.
 */
public final class PageStages {
    private final NewsExtractor articles;
    private final ArticleExtractor bodies;
    private final RecordExtractor records;
    private final PageTypeClassifier types;

    /** Punctuation density's half: its body lines, and the node fusion anchors on. */
    public record DensityHalf(BodyResult body, int maxSumNode) {
    }

    public PageStages(ExtractorConfig config) {
        this.articles = new NewsExtractor(config);
        this.bodies = articles.bodies();
        this.records = new RecordExtractor(config);
        this.types = new PageTypeClassifier(config);
    }

    /** Decode, parse, fields, cleaning, line index, page type and outlinks: everything done once per page. */
    public CleanedPage clean(byte[] bytes, String contentType, String url) throws ExtractionException {
        Document doc = articles.parse(bytes, contentType, url);
        LinkResolver resolver = new LinkResolver(doc.baseUri());
        LinkCollector collector = new LinkCollector(resolver);
        ArticleFields f = articles.prepare(doc, url, collector);
        List<String> links = collector.complete() ? collector.links() : LinkCollector.collect(doc, resolver);
        DomIndex index = bodies.index(doc);
        if (index.lines().isEmpty()) {
            throw new ExtractionException("empty page: no visible text");
        }
        index.children(); // computed here, before other threads read the index
        Article fields = new Article(f.title(), f.publishTime(), f.author(), f.source(), null, null, null);
        PageType type;
        List<DataRegion> regions = List.of();
        if (types.hasArticleEvidence(fields, index)) {
            type = PageType.ARTICLE;
        } else {
            HtmlTree tree = HtmlTree.of(doc, resolver);
            regions = records.regions(tree);
            PageFeatures features = types.features(tree, regions, url);
            type = types.decide(features);
            if (type != PageType.ARTICLE && type != PageType.OTHER
                    && types.hasArticleEvidence(fields, features.mainBlockPunctuation())) {
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
                ArticleExtractor.metaDescription(doc), type, toRecords, toRecords ? regions : null, links);
    }

    /** The line index of a cleaned document (a receiving process rebuilds it from the decoded DOM). */
    public DomIndex index(Document cleaned) {
        DomIndex index = bodies.index(cleaned);
        index.children();
        return index;
    }

    /** The page with its line index: as it is, or, after crossing a process without one, rebuilt from the DOM. */
    public CleanedPage indexed(CleanedPage p) {
        if (p.index() != null) {
            return p;
        }
        return new CleanedPage(p.url(), p.doc(), index(p.doc()), p.title(), p.publishTime(), p.author(), p.source(),
                p.titlePos(), p.timePos(), p.metaPos(), p.description(), p.type(), p.toRecords(), p.regions(), p.links());
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

    /** Joins the two halves into the article; its body is null when nothing survived. */
    public Article fuse(CleanedPage page, BodyResult lineBlock, DensityHalf density) {
        BodyResult r = bodies.fuse(page.index(), page.landmarks(), page.description(), lineBlock, density.body(),
                density.maxSumNode());
        String text = r.text(page.index());
        return new Article(page.title(), page.publishTime(), page.author(), page.source(),
                text.isEmpty() ? null : text, r.algorithm(), r.reason());
    }

    /** The data records of a list page; regions lost in transit are found again on the cleaned DOM. */
    public List<RecordTable> records(CleanedPage page) {
        List<DataRegion> regions = page.regions();
        if (regions == null) {
            regions = records.regions(HtmlTree.of(page.doc(), new LinkResolver(page.doc().baseUri())));
        }
        return records.tables(regions);
    }
}
