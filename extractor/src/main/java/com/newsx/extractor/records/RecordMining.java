package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * RecordMining: from the lowest common ancestor of a data region, descend while the largest child holds more
 * than {@code factor} of the nodes (the region is wrapped in containers that add nothing); the children of
 * the node reached are the candidate records. Candidates whose tag is not the most frequent one and that
 * are smaller than half the average size are separators or decoration and are dropped. Before that, a child
 * that is a chunk of further records like its siblings (endless lists load pages into sub-containers) is
 * replaced by them.
 */
public final class RecordMining {
    private final double factor;

    public RecordMining(double factor) {
        this.factor = factor;
    }

    /** The node whose children are the records of the region under {@code lca}. */
    public TreeNode recordParent(TreeNode lca) {
        TreeNode node = lca;
        while (true) {
            TreeNode largest = null;
            for (TreeNode c : node.children) {
                if (largest == null || c.size > largest.size) {
                    largest = c;
                }
            }
            if (largest == null || largest.isLeaf() || largest.size <= factor * node.size) {
                return node;
            }
            node = largest;
        }
    }

    /** The records under {@code parent}: its children, without small odd-tagged ones. */
    public List<TreeNode> records(TreeNode parent) {
        List<TreeNode> kids = flattenChunks(parent.children);
        if (kids.isEmpty()) {
            return List.of();
        }
        Map<String, Integer> tags = new HashMap<>();
        long total = 0;
        for (TreeNode c : kids) {
            tags.merge(c.tag, 1, Integer::sum);
            total += c.size;
        }
        String frequent = null;
        int best = 0;
        for (TreeNode c : kids) {
            int n = tags.get(c.tag);
            if (n > best) {
                best = n;
                frequent = c.tag;
            }
        }
        double halfAverage = total / (2.0 * kids.size());
        List<TreeNode> out = new ArrayList<>(kids.size());
        for (TreeNode c : kids) {
            if (c.tag.equals(frequent) || c.size >= halfAverage) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Drops small records of another signature (tag and class) from both ends of the list: the "showing
     * 1-10 of 300" line before the results and the pager after them often share the records' tag, not their
     * class. Only when one signature holds at least half of the records; inner records are left alone.
     */
    public static List<TreeNode> trimEdges(List<TreeNode> records) {
        if (records.size() < 3) {
            return records;
        }
        Map<String, Integer> counts = new HashMap<>();
        long total = 0;
        int best = 0;
        String frequent = null;
        for (TreeNode r : records) {
            int n = counts.merge(r.signature(), 1, Integer::sum);
            if (n > best) {
                best = n;
                frequent = r.signature();
            }
            total += r.size;
        }
        if (2 * best < records.size()) {
            return records;
        }
        double halfAverage = total / (2.0 * records.size());
        int from = 0;
        int to = records.size();
        while (from < to && isSmallOdd(records.get(from), frequent, halfAverage)) {
            from++;
        }
        while (to > from && isSmallOdd(records.get(to - 1), frequent, halfAverage)) {
            to--;
        }
        return from == 0 && to == records.size() ? records : records.subList(from, to);
    }

    /**
     * Drops records from both ends of the list whose text is under {@code share} of the median record's: a
     * "Powered by" line, a results count or a pager row of the records' own tag and class. Inner records stay.
     */
    public static List<TreeNode> trimSmallEdges(List<TreeNode> records, double share) {
        if (records.size() < 3 || share <= 0) {
            return records;
        }
        int[] lengths = new int[records.size()];
        for (int i = 0; i < lengths.length; i++) {
            lengths[i] = records.get(i).textLength();
        }
        int[] sorted = lengths.clone();
        java.util.Arrays.sort(sorted);
        double min = share * sorted[sorted.length / 2];
        int from = 0;
        int to = records.size();
        while (from < to && lengths[from] < min) {
            from++;
        }
        while (to > from && lengths[to - 1] < min) {
            to--;
        }
        return from == 0 && to == records.size() ? records : records.subList(from, to);
    }

    private static boolean isSmallOdd(TreeNode r, String signature, double halfAverage) {
        return !r.signature().equals(signature) && r.size < halfAverage;
    }

    /**
     * A child that is itself a run of records like its siblings (a loaded-later chunk or sub-page of an
     * endless list) is replaced by those records, so the list is not cut at the chunk.
     */
    static List<TreeNode> flattenChunks(List<TreeNode> kids) {
        Map<String, Integer> signatures = new HashMap<>();
        for (TreeNode c : kids) {
            signatures.merge(c.signature(), 1, Integer::sum);
        }
        String dominant = null;
        int best = 1;
        for (Map.Entry<String, Integer> e : signatures.entrySet()) {
            if (e.getValue() > best) {
                best = e.getValue();
                dominant = e.getKey();
            }
        }
        if (dominant == null) {
            return kids;
        }
        List<TreeNode> out = null;
        for (int i = 0; i < kids.size(); i++) {
            TreeNode c = kids.get(i);
            int inner = 0;
            if (!c.signature().equals(dominant)) {
                for (TreeNode g : c.children) {
                    if (g.signature().equals(dominant)) {
                        inner++;
                    }
                }
            }
            if (inner >= 2) {
                if (out == null) {
                    out = new ArrayList<>(kids.subList(0, i));
                }
                for (TreeNode g : c.children) {
                    if (g.signature().equals(dominant)) {
                        out.add(g);
                    }
                }
            } else if (out != null) {
                out.add(c);
            }
        }
        return out == null ? kids : out;
    }
}
