package com.newsx.extractor.page;

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
            acc[1] += punctuation(leaf.text());
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

    static int punctuation(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            switch (s.charAt(i)) {
                case '.', ',', ';', ':', '!', '?', '\u3002', '\uff0c', '\uff1b', '\uff1a', '\uff01', '\uff1f',
                        '\u3001', '\u201c', '\u201d' -> n++;
                default -> {
                }
            }
        }
        return n;
    }
}
