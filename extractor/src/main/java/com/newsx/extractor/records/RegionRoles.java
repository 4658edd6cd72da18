package com.newsx.extractor.records;

import java.util.List;
import java.util.Locale;

/**
 * The role of a data region that is not the main one, read from what holds across sites and languages: the
 * caption just above it ("排行榜", "Most read", "相关新闻", "Related"), numbers leading its records in sequence (a
 * ranking), where it stands (inside navigation, header or footer), and what its records are (short links: a menu
 * or a tag cloud; one headline each: other stories).
 */
final class RegionRoles {
    /** Words of a caption over a ranking, in the languages of the news web (lower case). */
    private static final List<String> RANKING_WORDS = List.of("排行", "排名", "热门", "热点", "热读", "热榜", "最热",
            "点击", "人气", "most read", "most popular", "most viewed", "most shared", "most commented", "trending",
            "popular", "top 10", "top ten", "meistgelesen", "les plus lus", "más leídas");
    /** Words of a caption over related stories (lower case). */
    private static final List<String> RELATED_WORDS = List.of("相关", "推荐", "猜你喜欢", "延伸阅读", "相关阅读",
            "related", "see also", "you may also like", "recommended", "more from", "more stories", "read next",
            "weitere artikel", "à lire aussi", "te puede interesar");
    /** A caption is a short text: a heading, not a sentence. */
    private static final int CAPTION_MAX_WIDTH = 40;
    /** Share of the records that must show a property for the region to have it. */
    private static final double MOST = 0.8;

    private final int substantialText;
    private final int headlineWidth;

    /**
     * @param substantialText display width of the text a record adds to its links before it is more than a link
     *                        ({@code records.region.substantial-text})
     * @param headlineWidth   display width of a headline ({@code records.region.headline-width})
     */
    RegionRoles(int substantialText, int headlineWidth) {
        this.substantialText = substantialText;
        this.headlineWidth = headlineWidth;
    }

    /** The role of a region; the main region is named by the caller. */
    RegionRole role(DataRegion region) {
        List<TreeNode> records = region.records();
        if (records.isEmpty()) {
            return RegionRole.OTHER;
        }
        String caption = caption(records.get(0));
        if (mentions(caption, RANKING_WORDS) || numberedInSequence(records)) {
            return RegionRole.RANKING;
        }
        if (mentions(caption, RELATED_WORDS)) {
            return RegionRole.RELATED;
        }
        if (MainRegionScore.inBoilerplate(region.parent()) || shortLinks(records)) {
            return RegionRole.NAVIGATION;
        }
        return headlineLinks(records) ? RegionRole.RELATED : RegionRole.OTHER;
    }

    /**
     * Records that are short links with little else: menu entries (with a count beside them), tags, page numbers.
     */
    private boolean shortLinks(List<TreeNode> records) {
        int n = 0;
        for (TreeNode r : records) {
            if (r.links() > 0 && r.linkTextLength() < headlineWidth * r.links()
                    && r.textLength() - r.linkTextLength() < substantialText) {
                n++;
            }
        }
        return n >= MOST * records.size();
    }

    /** Records that each link one headline (two anchors at most: an image and a title): other stories. */
    private boolean headlineLinks(List<TreeNode> records) {
        int n = 0;
        for (TreeNode r : records) {
            if (r.linkTextLength() >= headlineWidth && r.links() > 0 && r.links() <= 2) {
                n++;
            }
        }
        return n >= MOST * records.size();
    }

    /** Records led by the numbers k, k+1, k+2 ... (a rank in the first or second leaf). */
    static boolean numberedInSequence(List<TreeNode> records) {
        if (records.size() < 3) {
            return false;
        }
        int first = -1;
        int inSequence = 0;
        for (int i = 0; i < records.size(); i++) {
            int rank = leadingRank(records.get(i));
            if (i == 0) {
                first = rank;
            }
            if (first >= 0 && rank == first + i) {
                inSequence++;
            }
        }
        return inSequence >= MOST * records.size();
    }

    /** The number (at most three digits, with a dot or bracket) that a record's first or second leaf is, or -1. */
    private static int leadingRank(TreeNode record) {
        int seen = 0;
        for (TreeNode leaf = firstLeaf(record); leaf != null && leaf.firstLeaf() < record.leafEnd() && seen < 2;
                leaf = nextLeaf(leaf), seen++) {
            String t = leaf.text().strip();
            int end = 0;
            while (end < t.length() && end < 4 && Character.isDigit(t.charAt(end))) {
                end++;
            }
            if (end > 0 && end <= 3 && (end == t.length() || t.length() - end == 1 && ".、)）".indexOf(t.charAt(end)) >= 0)) {
                return Integer.parseInt(t.substring(0, end));
            }
        }
        return -1;
    }

    /**
     * The text shown just above the region: the leaf right before its first record, when it is short enough to be
     * a heading. Lower case; "" when there is none.
     */
    static String caption(TreeNode firstRecord) {
        TreeNode leaf = leafBefore(firstRecord.tag().equals("#group") ? firstRecord.children().get(0) : firstRecord);
        if (leaf == null || leaf.textLength() > CAPTION_MAX_WIDTH) {
            return "";
        }
        return leaf.text().toLowerCase(Locale.ROOT);
    }

    private static boolean mentions(String caption, List<String> words) {
        if (caption.isEmpty()) {
            return false;
        }
        for (String w : words) {
            if (caption.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static TreeNode firstLeaf(TreeNode n) {
        while (!n.isLeaf()) {
            if (n.children.isEmpty()) {
                return null;
            }
            n = n.children.get(0);
        }
        return n;
    }

    /** The leaf after {@code leaf} in document order, or null. */
    private static TreeNode nextLeaf(TreeNode leaf) {
        for (TreeNode x = leaf; x.parent != null; x = x.parent) {
            List<TreeNode> siblings = x.parent.children;
            int i = siblings.indexOf(x);
            if (i >= 0 && i + 1 < siblings.size()) {
                return firstLeaf(siblings.get(i + 1));
            }
        }
        return null;
    }

    /** The leaf before {@code n} in document order, or null. */
    private static TreeNode leafBefore(TreeNode n) {
        for (TreeNode x = n; x.parent != null; x = x.parent) {
            List<TreeNode> siblings = x.parent.children;
            int i = siblings.indexOf(x);
            if (i > 0) {
                TreeNode p = siblings.get(i - 1);
                while (!p.isLeaf() && !p.children.isEmpty()) {
                    p = p.children.get(p.children.size() - 1);
                }
                return p.isLeaf() ? p : null;
            }
        }
        return null;
    }
}
