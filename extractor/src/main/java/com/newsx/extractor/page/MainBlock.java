package com.newsx.extractor.page;

import com.newsx.extractor.article.DomIndex;
import com.newsx.extractor.article.TextLine;
import com.newsx.extractor.records.HtmlTree;
import com.newsx.extractor.records.TreeNode;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The main block of a page: the element with the most non-link text in its own leaves and its children's
 * own leaves (the container of an article's paragraphs), with the sentence punctuation in that text.
 * One pass over the leaves.
 */
final class MainBlock {
    private MainBlock() {
    }

    /** The main block, its non-link text and its punctuation marks; node is null on a page without text. */
    record Result(TreeNode node, int text, int punctuation) {
    }

    static Result find(HtmlTree tree) {
        Map<TreeNode, int[]> own = new IdentityHashMap<>();
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
            int[] acc = own.computeIfAbsent(holder, k -> new int[2]);
            acc[0] += HtmlTree.displayWidth(leaf.text());
            acc[1] += proseMarks(leaf.text());
        }
        Map<TreeNode, int[]> block = new IdentityHashMap<>();
        for (Map.Entry<TreeNode, int[]> e : own.entrySet()) {
            add(block, e.getKey(), e.getValue());
            if (e.getKey().parent() != null) {
                add(block, e.getKey().parent(), e.getValue());
            }
        }
        Result best = new Result(null, 0, 0);
        for (Map.Entry<TreeNode, int[]> e : block.entrySet()) {
            if (e.getValue()[0] > best.text()) {
                best = new Result(e.getKey(), e.getValue()[0], e.getValue()[1]);
            }
        }
        return best;
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
        int[] marks = new int[n];
        for (TextLine line : index.lines()) {
            int own = line.chars() - line.linkChars();
            if (own <= 0) {
                continue;
            }
            int holder = line.owner();
            int m = proseMarks(line.text());
            text[holder] += own;
            marks[holder] += m;
            int p = index.parent(holder);
            if (p >= 0) {
                text[p] += own;
                marks[p] += m;
            }
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (text[i] > 0 && (best < 0 || text[i] > text[best])) {
                best = i;
            }
        }
        return best < 0 ? 0 : marks[best];
    }

    private static void add(Map<TreeNode, int[]> block, TreeNode n, int[] v) {
        int[] acc = block.computeIfAbsent(n, k -> new int[2]);
        acc[0] += v[0];
        acc[1] += v[1];
    }

    private static final List<String> INLINE = List.of("b", "i", "em", "strong", "span", "font", "u", "small",
            "big", "sub", "sup", "mark", "cite", "q", "abbr", "code");

    private static boolean isInline(String tag) {
        return INLINE.contains(tag);
    }

    /** Sentence punctuation, leaving out the separators inside numbers (6,374; 2016.10.21; 13:45). */
    private static int proseMarks(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (isMark(c) && !((c == '.' || c == ',' || c == ':') && i > 0 && i + 1 < s.length()
                    && isDigit(s.charAt(i - 1)) && isDigit(s.charAt(i + 1)))) {
                n++;
            }
        }
        return n;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isMark(char c) {
        return switch (c) {
            case '.', ',', ';', ':', '!', '?', '\u3002', '\uff0c', '\uff1b', '\uff1a', '\uff01', '\uff1f',
                    '\u3001', '\u201c', '\u201d' -> true;
            default -> false;
        };
    }
}
