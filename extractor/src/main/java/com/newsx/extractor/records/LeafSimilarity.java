package com.newsx.extractor.records;

import java.util.List;

/**
 * Leaf similarity: for each pair of consecutive leaves, the number of ancestors they share (the depth of
 * their lowest common ancestor plus one). Leaves of one record share deep ancestors, a step from one
 * record to the next shares only the region's ancestors, so the sequence S shows data regions as runs with
 * a repeating pattern.
 */
public final class LeafSimilarity {
    private LeafSimilarity() {
    }

    /** S[i] = shared ancestors of leaf i and leaf i + 1; length = leaves - 1 (empty for fewer than 2). */
    public static int[] sequence(List<TreeNode> leaves) {
        if (leaves.size() < 2) {
            return new int[0];
        }
        int[] s = new int[leaves.size() - 1];
        for (int i = 0; i < s.length; i++) {
            s[i] = HtmlTree.lowestCommonAncestor(leaves.get(i), leaves.get(i + 1)).depth() + 1;
        }
        return s;
    }
}
