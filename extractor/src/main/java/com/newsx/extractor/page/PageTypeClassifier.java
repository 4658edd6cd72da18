package com.newsx.extractor.page;

import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.records.DataRegion;
import com.newsx.extractor.records.DateShape;
import com.newsx.extractor.records.HtmlTree;
import com.newsx.extractor.records.RecordExtractor;
import com.newsx.extractor.records.RecordSettings;
import com.newsx.extractor.records.TreeNode;
import com.newsx.extractor.result.Article;
import java.util.List;
import java.util.Locale;
import org.jsoup.nodes.Document;

/**
 * Page type from several features at once (after the multi-feature content extraction method): an article
 * has a main block of punctuated running text that outweighs any list on the page; a list page is
 * dominated by a region of repeated records; a comment page is such a region of long, link-poor records
 * named as comments or replies; a home page is a list-like page at the site root; anything with too
 * little text is other.
 */
public final class PageTypeClassifier {
    private final RecordExtractor records;
    private final int articleMinText;
    private final int articleMinPunctuation;
    private final double articleOverRecords;
    private final double urlWeight;
    private final double articleShare;
    private final int articleDominantPunctuation;
    private final int minText;
    private final int listMinRecords;
    private final double commentMaxLinkDensity;
    private final double listMinLinkDensity;
    private final double listMinLinkedShare;
    private final double listMinDatedShare;
    private final int bylineMinPunctuation;

    public PageTypeClassifier(PageTypeSettings settings, RecordSettings recordSettings) {
        this.records = new RecordExtractor(recordSettings);
        this.articleMinText = settings.articleMinText();
        this.articleMinPunctuation = settings.articleMinPunctuation();
        this.articleOverRecords = settings.articleOverRecords();
        this.urlWeight = settings.urlWeight();
        this.articleShare = settings.articlePageShare();
        this.articleDominantPunctuation = settings.articlePageSharePunctuation();
        this.minText = settings.minText();
        this.listMinRecords = settings.listMinRecords();
        this.commentMaxLinkDensity = settings.commentMaxLinkDensity();
        this.listMinLinkDensity = settings.listMinLinkDensity();
        this.listMinLinkedShare = settings.listMinLinkedShare();
        this.listMinDatedShare = settings.listMinDatedShare();
        this.bylineMinPunctuation = settings.articleBylineMinPunctuation();
    }

    public PageType classify(Document cleanedDoc, String url) {
        return decide(features(cleanedDoc, url));
    }

    /** The features behind a decision, for explanations. */
    public PageFeatures features(Document cleanedDoc, String url) {
        HtmlTree tree = HtmlTree.of(cleanedDoc);
        return features(tree, records.regions(tree), url);
    }

    /** Features from a tree and regions already computed (by {@link RecordExtractor#regions}). */
    public PageFeatures features(HtmlTree tree, List<DataRegion> regions, String url) {
        TreeNode root = tree.root();
        MainBlock.Result block = MainBlock.find(tree);
        int recordCount = 0;
        int recordText = 0;
        int recordLinkText = 0;
        int linked = 0;
        int dated = 0;
        boolean commentMarkers = false;
        boolean blockIsRecords = false;
        boolean structured = false;
        if (!regions.isEmpty()) {
            DataRegion main = regions.get(0);
            recordCount = main.records().size();
            for (TreeNode r : main.records()) {
                recordText += r.textLength();
                recordLinkText += r.linkTextLength();
                if (r.links() > 0) {
                    linked++;
                }
                if (dated(tree, r)) {
                    dated++;
                }
            }
            commentMarkers = namedAsComments(main);
            structured = structured(main.records());
            blockIsRecords = block.node() != null && block.node() == main.parent() && structured;
        }
        int text = root.textLength();
        return new PageFeatures(text, share(root.linkTextLength(), text), block.text(), block.punctuation(),
                blockIsRecords, recordCount, share(linked, recordCount), share(dated, recordCount), structured, recordText,
                share(recordText, text),
                share(recordLinkText, recordText), commentMarkers, UrlHints.kind(url));
    }

    private static double share(int part, int whole) {
        return whole == 0 ? 0 : (double) part / whole;
    }

    /**
     * Article when the main block is punctuated running text that outweighs the linked records of the main
     * region (the URL tips the balance by {@code urlWeight}) or holds a good share of the page's text; list,
     * home or comment when a region of enough records dominates; other for pages with too little text.
     */
    public PageType decide(PageFeatures f) {
        if (f.textLength() < minText) {
            return PageType.OTHER;
        }
        boolean articleText = f.mainBlockText() >= articleMinText
                && f.mainBlockPunctuation() >= articleMinPunctuation;
        // Records need not be links: story cards a script opens hold several items and carry a date each.
        boolean hasList = f.records() >= listMinRecords && (f.linkedRecordShare() >= listMinLinkedShare
                || f.commentMarkers() || f.recordsStructured() && f.datedRecordShare() >= listMinDatedShare);
        // Only records that carry links are list evidence (an article's paragraphs repeat too).
        double listText = hasList ? f.recordText() * f.linkedRecordShare() : 0;
        // When the "main block" is the records themselves (snippets), its text is list text, not an article,
        // unless the URL names an article (a roundup of items written as one story).
        double articleWeight = f.mainBlockIsRecords() && f.urlKind() != PageFeatures.UrlKind.ARTICLE
                ? 0 : f.mainBlockText();
        double ratio = articleWeight / (1 + listText) * switch (f.urlKind()) {
            case ARTICLE -> urlWeight;
            case LIST, HOME -> 1 / urlWeight;
            case NONE -> 1;
        };
        boolean blockDominates = articleWeight >= articleShare * f.textLength()
                && f.mainBlockPunctuation() >= articleDominantPunctuation;
        if (articleText && (ratio >= articleOverRecords || blockDominates)) {
            return PageType.ARTICLE;
        }
        if (hasList) {
            if (f.commentMarkers() && f.recordLinkDensity() < commentMaxLinkDensity) {
                return PageType.COMMENT;
            }
            return f.urlKind() == PageFeatures.UrlKind.HOME ? PageType.HOME : PageType.LIST;
        }
        if (articleText || f.urlKind() == PageFeatures.UrlKind.ARTICLE) {
            return PageType.ARTICLE;
        }
        return f.linkDensity() > listMinLinkDensity ? PageType.LIST : PageType.OTHER;
    }

    /**
     * The multi-feature signs of a news article that the record tree cannot see: a byline and a dateline found by
     * the field extractor, over a main block of at least {@code bylineMinPunctuation} marks. They outweigh a
     * related-news region larger than the story, and they settle the type before any record tree is built.
     */
    public boolean hasArticleEvidence(Article article, int mainBlockPunctuation) {
        return article.author() != null && article.publishTime() != null
                && mainBlockPunctuation >= bylineMinPunctuation;
    }

    /** {@link #hasArticleEvidence(Article, int)} with the main block measured on the article's line index. */
    public boolean hasArticleEvidence(Article article, DomIndex index) {
        return article.author() != null && article.publishTime() != null
                && MainBlock.punctuation(index) >= bylineMinPunctuation;
    }

    /** Whether a leaf of the record reads as a date or time. */
    private static boolean dated(HtmlTree tree, TreeNode record) {
        for (int i = record.firstLeaf(); i < record.leafEnd(); i++) {
            if (DateShape.isDate(tree.leaves().get(i).text())) {
                return true;
            }
        }
        return false;
    }

    /** Records of several items each (title, snippet, date), not single paragraphs of running text. */
    private static boolean structured(List<TreeNode> records) {
        long items = 0;
        int paragraphs = 0;
        for (TreeNode r : records) {
            items += r.leafCount();
            if (r.tag().equals("p")) {
                paragraphs++;
            }
        }
        return paragraphs * 2 < records.size() && items >= 2L * records.size();
    }

    private static boolean namedAsComments(DataRegion region) {
        for (TreeNode n = region.parent(); n != null; n = n.parent()) {
            String c = n.cssClass().toLowerCase(Locale.ROOT);
            if (c.contains("comment") || c.contains("reply") || c.contains("replies")) {
                return true;
            }
        }
        TreeNode first = region.records().isEmpty() ? null : region.records().get(0);
        return first != null && first.cssClass().toLowerCase(Locale.ROOT).contains("comment");
    }
}
