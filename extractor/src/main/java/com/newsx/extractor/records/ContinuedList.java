package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A list continued over sibling blocks: a rolling-news list is often cut into consecutive containers of one markup
 * (eight {@code <ul>} of five {@code <li>}), and RecordMining then takes each block for a record. When the records
 * are such blocks - most of one signature, each (below wrappers of a single child) a run of items of one signature
 * common to all blocks - the items of all blocks are the region's records, in order. Unlike a nested record, an item
 * may be a single headline link; cells of a table row are never items (the row is the record).
 */
public final class ContinuedList {
    private final double repeatShare;

    /** @param repeatShare share of the blocks, and of each block's children, that must follow the common signature */
    public ContinuedList(double repeatShare) {
        this.repeatShare = repeatShare;
    }

    /** The items of the blocks, or null when the records are not blocks of one list. */
    public List<TreeNode> items(List<TreeNode> records) {
        if (records.size() < 2) {
            return null;
        }
        String block = mostFrequent(records, false);
        List<TreeNode> containers = new ArrayList<>(records.size());
        for (TreeNode r : records) {
            if (r.signature().equals(block)) {
                containers.add(container(r));
            }
        }
        if (containers.size() < 2 || containers.size() < repeatShare * records.size()) {
            return null;
        }
        String item = mostFrequent(containers, true);
        if (item == null || isCell(item)) {
            return null;
        }
        List<TreeNode> out = new ArrayList<>();
        for (TreeNode c : containers) {
            int items = 0;
            for (TreeNode k : c.children) {
                if (k.signature().equals(item)) {
                    out.add(k);
                    items++;
                }
            }
            if (items == 0 || items < repeatShare * c.children.size()) {
                return null;
            }
        }
        return out.size() >= 2 * containers.size() ? out : null;
    }

    /** The node below single-child wrappers whose children are the block's items. */
    private static TreeNode container(TreeNode block) {
        TreeNode n = block;
        while (n.children.size() == 1 && !n.children.get(0).isLeaf()) {
            n = n.children.get(0);
        }
        return n;
    }

    private static boolean isCell(String signature) {
        return signature.equals("td") || signature.startsWith("td.") || signature.equals("th")
                || signature.startsWith("th.");
    }

    /** The most frequent signature of the nodes, or (children) of their children; null when there are none. */
    private static String mostFrequent(List<TreeNode> nodes, boolean children) {
        Map<String, Integer> counts = new HashMap<>();
        String best = null;
        int n = 0;
        for (TreeNode node : nodes) {
            for (TreeNode k : children ? node.children : List.of(node)) {
                int c = counts.merge(k.signature(), 1, Integer::sum);
                if (c > n) {
                    n = c;
                    best = k.signature();
                }
            }
        }
        return best;
    }
}
