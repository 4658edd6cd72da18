package com.newsx.extractor.records;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Simple tree matching (W. Yang, 1991): the size of the largest matching between two ordered labelled trees
 * where matched nodes have equal labels, matched parents have matched ancestors and the order of siblings
 * is kept. STM(A, B) = 0 if the roots differ, else 1 + M(m, n) with the dynamic programme over the children
 * M(i, j) = max(M(i, j-1), M(i-1, j), M(i-1, j-1) + STM(A_i, B_j)).
 * <p>
 * Among alignments of equal size the trace-back takes a match of the current pair first, then skips a
 * child of the first tree, so optional items of the second tree attach to the rightmost equal place. Trees
 * deeper than {@code maxDepth} are not compared below that depth, which bounds the recursion. Within one
 * call every W(A_i, B_j) is computed once. Stateless between calls, so safe to share between threads.
 *
 * @param <T> the node type
 */
public final class SimpleTreeMatching<T> {
    private static final int ROW_EXPECTED_SIZE = 2;

    private final Function<T, String> label;
    private final Function<T, List<T>> children;
    private final int maxDepth;

    public SimpleTreeMatching(Function<T, String> label, Function<T, List<T>> children, int maxDepth) {
        this.label = label;
        this.children = children;
        this.maxDepth = maxDepth;
    }

    /** STM(a, b): the number of matched node pairs. */
    public int match(T a, T b) {
        // No memo: computing STM alone visits every pair of nodes at most once (each pair's table is filled
        // once, by its parents' pair), so remembering W would only cost allocations.
        return match(a, b, 0, null);
    }

    /** Similarity in [0, 1]: STM divided by the mean size of the two trees. */
    public double similarity(T a, T b, int sizeA, int sizeB) {
        return sizeA + sizeB == 0 ? 0 : 2.0 * match(a, b) / (sizeA + sizeB);
    }

    /** The matched pairs of a maximum matching, from nodes of {@code a} to nodes of {@code b}. */
    public Map<T, T> mapping(T a, T b) {
        Map<T, T> out = new IdentityHashMap<>();
        collect(a, b, 0, out, new IdentityHashMap<>());
        return out;
    }

    /**
     * W(a, b). With a {@code memo} (a, then b, to W) each pair is computed once per top-level call, which the
     * trace-back needs as it refills the tables of matched children; null when every pair comes up once.
     */
    private int match(T a, T b, int depth, Map<T, Map<T, Integer>> memo) {
        if (!label.apply(a).equals(label.apply(b))) {
            return 0;
        }
        List<T> ca = children.apply(a);
        List<T> cb = children.apply(b);
        if (depth >= maxDepth || ca.isEmpty() || cb.isEmpty()) {
            return 1;
        }
        if (memo == null) {
            return 1 + table(ca, cb, depth, null, null)[ca.size()][cb.size()];
        }
        // A node meets few partners (those under the matched parent), so a row starts small.
        Map<T, Integer> row = memo.computeIfAbsent(a, k -> new IdentityHashMap<>(ROW_EXPECTED_SIZE));
        Integer known = row.get(b);
        if (known != null) {
            return known;
        }
        int w = 1 + table(ca, cb, depth, null, memo)[ca.size()][cb.size()];
        row.put(b, w);
        return w;
    }

    /** Fills M (and W when asked) for two child lists. */
    private int[][] table(List<T> ca, List<T> cb, int depth, int[][] w, Map<T, Map<T, Integer>> memo) {
        int m = ca.size();
        int n = cb.size();
        int[][] mm = new int[m + 1][n + 1];
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                int wij = match(ca.get(i - 1), cb.get(j - 1), depth + 1, memo);
                if (w != null) {
                    w[i][j] = wij;
                }
                mm[i][j] = Math.max(Math.max(mm[i][j - 1], mm[i - 1][j]), mm[i - 1][j - 1] + wij);
            }
        }
        return mm;
    }

    private void collect(T a, T b, int depth, Map<T, T> out, Map<T, Map<T, Integer>> memo) {
        if (!label.apply(a).equals(label.apply(b))) {
            return;
        }
        out.put(a, b);
        List<T> ca = children.apply(a);
        List<T> cb = children.apply(b);
        if (depth >= maxDepth || ca.isEmpty() || cb.isEmpty()) {
            return;
        }
        int[][] w = new int[ca.size() + 1][cb.size() + 1];
        int[][] mm = table(ca, cb, depth, w, memo);
        int i = ca.size();
        int j = cb.size();
        while (i > 0 && j > 0) {
            if (w[i][j] > 0 && mm[i][j] == mm[i - 1][j - 1] + w[i][j]) {
                collect(ca.get(i - 1), cb.get(j - 1), depth + 1, out, memo);
                i--;
                j--;
            } else if (mm[i][j] == mm[i - 1][j]) {
                i--;
            } else {
                j--;
            }
        }
    }
}
