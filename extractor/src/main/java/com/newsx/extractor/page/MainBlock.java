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

    /** {non-link text, punctuation marks} of the main block. */
    static int[] find(HtmlTree tree) {
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
            acc[0] += leaf.text().length();
            acc[1] += punctuation(leaf.text());
        }
        Map<TreeNode, int[]> block = new IdentityHashMap<>();
        for (Map.Entry<TreeNode, int[]> e : own.entrySet()) {
            add(block, e.getKey(), e.getValue());
            if (e.getKey().parent() != null) {
                add(block, e.getKey().parent(), e.getValue());
            }
        }
        int[] best = {0, 0};
        for (int[] v : block.values()) {
            if (v[0] > best[0]) {
                best = v;
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
