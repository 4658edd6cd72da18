package com.newsx.extractor.records;

import java.util.List;

/** Which leaves of a tree hold a word of the page's query, counted so that any range is asked in constant time. */
public final class QueryLeaves {
    /** carried[i]: leaves before leaf i that hold a query word. */
    private final int[] carried;

    private QueryLeaves(int[] carried) {
        this.carried = carried;
    }

    /** The query's leaves of the tree; null when the query is empty or no leaf holds a word of it. */
    static QueryLeaves of(List<TreeNode> leaves, SearchQuery query) {
        if (query.isEmpty()) {
            return null;
        }
        int[] carried = new int[leaves.size() + 1];
        for (int i = 0; i < leaves.size(); i++) {
            String text = leaves.get(i).text();
            carried[i + 1] = carried[i] + (text != null && query.carriedBy(text) ? 1 : 0);
        }
        return carried[leaves.size()] == 0 ? null : new QueryLeaves(carried);
    }

    /** Whether a leaf in [from, to) holds a query word. */
    boolean any(int from, int to) {
        return to > from && carried[Math.min(to, carried.length - 1)] > carried[Math.max(0, from)];
    }
}
