package com.newsx.extractor.page;

import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.article.TextLine;
import com.newsx.extractor.records.HtmlTree;
import com.newsx.extractor.records.TreeNode;
import com.newsx.extractor.text.SentenceMarks;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The main block of a page: the element with the most non-link text in its own leaves and its children's
 * own leaves (the container of an article's paragraphs), with the sentence punctuation in that text.
 * One pass over the leaves, and one over the main block's to count its marks.
 */
final class MainBlock {
    private MainBlock() {
    }

    /** The main block, its non-link text and its punctuation marks; node is null on a page without text. */
    record Result(TreeNode node, int text, int punctuation) {
    }

    static Result find(HtmlTree tree) {
        Map<TreeNode, int[]> own = new IdentityHashMap<>();
        List<TreeNode> leaves = new ArrayList<>();
        List<TreeNode> holders = new ArrayList<>();
        for (TreeNode leaf : tree.leaves()) {
            if (leaf.href() != null || leaf.text().isEmpty()) {
                continue;
            }
            TreeNode holder = leaf.parent();
            // Inline wrappers (b, span, em...) belong to their paragraph.
            while (holder != null && holder.parent() != null && isInline(holder.tag())) {
                holder = holder.parent();
            }
            if (holder == null) {
                continue;
            }
            own.computeIfAbsent(holder, k -> new int[1])[0] += HtmlTree.displayWidth(leaf.text());
            leaves.add(leaf);
            holders.add(holder);
        }
        Map<TreeNode, int[]> block = new IdentityHashMap<>();
        for (Map.Entry<TreeNode, int[]> e : own.entrySet()) {
            add(block, e.getKey(), e.getValue()[0]);
            if (e.getKey().parent() != null) {
                add(block, e.getKey().parent(), e.getValue()[0]);
            }
        }
        TreeNode best = null;
        int bestText = 0;
        for (Map.Entry<TreeNode, int[]> e : block.entrySet()) {
            if (e.getValue()[0] > bestText) {
                best = e.getKey();
                bestText = e.getValue()[0];
            }
        }
        if (best == null) {
            return new Result(null, 0, 0);
        }
        // marks counted only in the best block's own text and its children's: a scan of every leaf's characters
        // was most of this step
        int marks = 0;
        for (int i = 0; i < leaves.size(); i++) {
            TreeNode holder = holders.get(i);
            if (holder == best || holder.parent() == best) {
                marks += SentenceMarks.count(leaves.get(i).text());
            }
        }
        return new Result(best, bestText, marks);
    }

    /**
     * The same block measured on the article extractor's line index, for when no record tree is built: a line's
     * holder is its innermost block element, link-only lines are left out, and a holder's text also counts for
     * its parent. Returns the block's punctuation, counted as on the tree but without the separators inside
     * numbers (6,374; 2016.10.21; 13:45), which lists of counts and dates are full of.
     */
    static int punctuation(DomIndex index) {
        int n = index.size();
        int[] text = new int[n];
        for (TextLine line : index.lines()) {
            int own = line.chars() - line.linkChars();
            if (own <= 0) {
                continue;
            }
            int holder = line.owner();
            text[holder] += own;
            int p = index.parent(holder);
            if (p >= 0) {
                text[p] += own;
            }
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (text[i] > 0 && (best < 0 || text[i] > text[best])) {
                best = i;
            }
        }
        if (best < 0) {
            return 0;
        }
        // marks summed only on the best block's lines (its own and its children's); the index counted each line's
        // in its one scan of the text (a second scan of the block's lines here was 5 % of the crawler's CPU)
        int marks = 0;
        for (TextLine line : index.lines()) {
            int holder = line.owner();
            if (line.chars() - line.linkChars() > 0 && (holder == best || index.parent(holder) == best)) {
                marks += line.sentenceMarks();
            }
        }
        return marks;
    }

    private static void add(Map<TreeNode, int[]> block, TreeNode n, int text) {
        block.computeIfAbsent(n, k -> new int[1])[0] += text;
    }

    private static final List<String> INLINE = List.of("b", "i", "em", "strong", "span", "font", "u", "small",
            "big", "sub", "sup", "mark", "cite", "q", "abbr", "code");

    private static boolean isInline(String tag) {
        return INLINE.contains(tag);
    }
}
