package com.newsx.extractor.article;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * DOM punctuation density (seed paper: content extraction by punctuation density, after CETD). For every node
 * i: {@code PointDensity(i) = punctuation(i) / nodes(i)} over its subtree (a leaf counts as one node), and
 * {@code PointDensitySum(i)} = the sum of its children's PointDensity. The threshold is the smallest
 * PointDensity on the path from the body to the node with the largest PointDensitySum. Marking starts at the
 * body: a node whose PointDensity is at least the threshold gets the node of largest PointDensitySum in its
 * subtree marked as content, and marking recurses into its children (iteratively here).
 */
public final class PunctuationDensityExtractor {
    public static final String NAME = "punctuation-density";

    /** The per-node figures of the paper, kept for fusion and tests. */
    public record Densities(double[] pointDensity, double[] pointDensitySum, int maxSumNode, double threshold,
                            boolean[] content) {
    }

    public Densities compute(DomIndex index) {
        int n = index.size();
        double[] pointDensity = new double[n];
        double[] pointDensitySum = new double[n];
        for (int i = 0; i < n; i++) {
            pointDensity[i] = (double) index.punct(i) / Math.max(1, index.tags(i));
        }
        for (int i = 1; i < n; i++) {
            pointDensitySum[index.parent(i)] += pointDensity[i];
        }
        // argmax of PointDensitySum within each subtree, bottom-up (children follow parents in pre-order).
        int[] bestInSubtree = new int[n];
        for (int i = 0; i < n; i++) {
            bestInSubtree[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int p = index.parent(i);
            if (pointDensitySum[bestInSubtree[i]] > pointDensitySum[bestInSubtree[p]]) {
                bestInSubtree[p] = bestInSubtree[i];
            }
        }
        int maxSumNode = n == 0 ? -1 : bestInSubtree[0];
        double threshold = Double.MAX_VALUE;
        for (int i = maxSumNode; i >= 0; i = index.parent(i)) {
            threshold = Math.min(threshold, pointDensity[i]);
        }
        boolean[] marked = new boolean[n];
        if (n > 0) {
            int[][] children = index.children();
            Deque<Integer> stack = new ArrayDeque<>();
            stack.push(0);
            while (!stack.isEmpty()) {
                int node = stack.pop();
                if (pointDensity[node] >= threshold) {
                    marked[bestInSubtree[node]] = true;
                    for (int c : children[node]) {
                        stack.push(c);
                    }
                }
            }
        }
        boolean[] content = new boolean[n];
        for (int i = 0; i < n; i++) {
            content[i] = marked[i] || (i > 0 && content[index.parent(i)]);
        }
        return new Densities(pointDensity, pointDensitySum, maxSumNode, threshold, content);
    }

    public BodyResult extract(DomIndex index) {
        if (index.size() == 0) {
            return BodyResult.empty(NAME, "empty page");
        }
        return extract(index, compute(index));
    }

    /** The lines inside the marked content nodes. */
    public BodyResult extract(DomIndex index, Densities d) {
        List<Integer> out = new ArrayList<>();
        List<TextLine> lines = index.lines();
        for (int i = 0; i < lines.size(); i++) {
            if (d.content()[lines.get(i).owner()]) {
                out.add(i);
            }
        }
        return new BodyResult(out, NAME, String.format("threshold %.3f, max PointDensitySum node <%s>",
                d.threshold(), index.element(d.maxSumNode()).normalName()));
    }
}
