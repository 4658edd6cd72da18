package com.newsx.extractor.records;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * RecordSchemaGen: aligns the records of a region into one schema. The largest record is the seed tree;
 * every other record is matched against it by simple tree matching (greedy, one record at a time). Its
 * matched leaves take the seed leaf's column. An unmatched item is inserted into the seed as a new column
 * when its place is unambiguous (its matched neighbours are adjacent in the seed, or it sits before the
 * first or after the last child); otherwise the record waits and is retried after the others have grown
 * the seed, up to {@code maxCount} times, after which the item goes right after its left matched neighbour.
 * The schema is the seed's leaves in document order.
 */
public final class RecordSchemaGen {
    private final int maxCount;
    private final int maxRecordNodes;
    private final SimpleTreeMatching<AlignNode> stm;

    /**
     * @param maxCount       how often a record may wait for the seed to grow
     * @param maxDepth       depth bound of the tree matching
     * @param maxRecordNodes records larger than this (page sections, mega menus) are not tree-matched: the
     *                       matching is quadratic in their size; their leaves are laid out by position
     */
    public RecordSchemaGen(int maxCount, int maxDepth, int maxRecordNodes) {
        this.maxCount = maxCount;
        this.maxRecordNodes = maxRecordNodes;
        this.stm = new SimpleTreeMatching<>(AlignNode::label, AlignNode::children, maxDepth);
    }

    public RecordTable table(List<TreeNode> records) {
        if (records.isEmpty()) {
            return new RecordTable(List.of(), List.of());
        }
        if (records.stream().anyMatch(r -> r.size > maxRecordNodes)) {
            return byPosition(records);
        }
        List<AlignNode> trees = new ArrayList<>(records.size());
        int seedIndex = 0;
        for (int i = 0; i < records.size(); i++) {
            trees.add(AlignNode.ofRecord(records.get(i)));
            if (records.get(i).size > records.get(seedIndex).size) {
                seedIndex = i;
            }
        }
        Seed seed = new Seed(trees.get(seedIndex));
        List<Map<Integer, TreeNode>> rows = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            rows.add(null);
        }
        rows.set(seedIndex, seed.initialRow());

        Deque<Integer> queue = new ArrayDeque<>();
        int[] waits = new int[records.size()];
        for (int i = 0; i < records.size(); i++) {
            if (i != seedIndex) {
                queue.add(i);
            }
        }
        while (!queue.isEmpty()) {
            int i = queue.poll();
            Map<Integer, TreeNode> row = seed.align(trees.get(i), waits[i] >= maxCount);
            if (row == null) {
                waits[i]++;
                queue.add(i);
            } else {
                rows.set(i, row);
            }
        }
        return seed.toTable(rows);
    }

    /** The growing seed tree and its columns. */
    private final class Seed {
        private final AlignNode root;
        /** The seed record's own leaves behind the seed's copies, to build its row. */
        private final Map<AlignNode, TreeNode> source;
        private int columns;

        Seed(AlignNode tree) {
            List<AlignNode> orig = new ArrayList<>();
            List<AlignNode> copies = new ArrayList<>();
            this.root = tree.copy(orig, copies);
            this.source = new IdentityHashMap<>();
            for (int k = 0; k < orig.size(); k++) {
                copies.get(k).column = columns++;
                source.put(copies.get(k), orig.get(k).source);
            }
        }

        Map<Integer, TreeNode> initialRow() {
            Map<Integer, TreeNode> row = new HashMap<>();
            for (Map.Entry<AlignNode, TreeNode> e : source.entrySet()) {
                if (e.getValue() != null && e.getValue().isLeaf()) {
                    row.put(e.getKey().column, e.getValue());
                }
            }
            return row;
        }

        /**
         * Aligns one record; returns its row (column to leaf), or null when an item had no unambiguous
         * place and the record should wait (never when {@code force}).
         */
        Map<Integer, TreeNode> align(AlignNode tree, boolean force) {
            Map<AlignNode, AlignNode> seedToRecord = stm.mapping(root, tree);
            Map<AlignNode, AlignNode> recordToSeed = new IdentityHashMap<>();
            seedToRecord.forEach((s, r) -> recordToSeed.put(r, s));

            List<AlignNode[]> inserts = new ArrayList<>();
            boolean ambiguous = false;
            for (AlignNode unmatched : maximalUnmatched(tree, recordToSeed)) {
                AlignNode[] place = place(unmatched, recordToSeed, force);
                if (place == null) {
                    ambiguous = true;
                } else {
                    inserts.add(place);
                }
            }
            // Insert what has a place even when the record waits: the seed grows, the retry matches more.
            Map<Integer, TreeNode> row = new HashMap<>();
            for (AlignNode[] ins : inserts) {
                insert(ins[0], ins[1], ins[2], row);
            }
            if (ambiguous) {
                return null;
            }
            for (Map.Entry<AlignNode, AlignNode> e : recordToSeed.entrySet()) {
                AlignNode r = e.getKey();
                if (r.source != null && r.source.isLeaf() && e.getValue().column >= 0) {
                    row.put(e.getValue().column, r.source);
                }
            }
            return row;
        }

        /** Unmatched record nodes whose parent is matched. */
        private List<AlignNode> maximalUnmatched(AlignNode tree, Map<AlignNode, AlignNode> recordToSeed) {
            List<AlignNode> out = new ArrayList<>();
            Deque<AlignNode> stack = new ArrayDeque<>();
            stack.push(tree);
            while (!stack.isEmpty()) {
                AlignNode n = stack.pop();
                for (AlignNode c : n.children) {
                    if (recordToSeed.containsKey(c)) {
                        stack.push(c);
                    } else {
                        out.add(c);
                    }
                }
            }
            return out;
        }

        /**
         * {seed parent, record subtree, seed node to insert before (null = at the end)} or null if ambiguous.
         */
        private AlignNode[] place(AlignNode x, Map<AlignNode, AlignNode> recordToSeed, boolean force) {
            AlignNode seedParent = recordToSeed.get(x.parent);
            List<AlignNode> sibs = x.parent.children;
            int at = sibs.indexOf(x);
            AlignNode left = null;
            for (int k = at - 1; k >= 0 && left == null; k--) {
                left = recordToSeed.get(sibs.get(k));
            }
            AlignNode right = null;
            for (int k = at + 1; k < sibs.size() && right == null; k++) {
                right = recordToSeed.get(sibs.get(k));
            }
            List<AlignNode> seedKids = seedParent.children;
            int li = left == null ? -1 : seedKids.indexOf(left);
            int ri = right == null ? seedKids.size() : seedKids.indexOf(right);
            if (ri == li + 1 || force) {
                AlignNode before = li + 1 < seedKids.size() ? seedKids.get(li + 1) : null;
                return new AlignNode[] {seedParent, x, before};
            }
            return null;
        }

        private void insert(AlignNode seedParent, AlignNode recordSubtree, AlignNode before,
                            Map<Integer, TreeNode> row) {
            List<AlignNode> orig = new ArrayList<>();
            List<AlignNode> copies = new ArrayList<>();
            AlignNode copy = recordSubtree.copy(orig, copies);
            copy.parent = seedParent;
            int pos = before == null ? seedParent.children.size() : seedParent.children.indexOf(before);
            seedParent.children.add(pos, copy);
            for (int k = 0; k < copies.size(); k++) {
                copies.get(k).column = columns++;
                TreeNode leaf = orig.get(k).source;
                if (leaf != null && leaf.isLeaf()) {
                    row.put(copies.get(k).column, leaf);
                }
            }
        }

        RecordTable toTable(List<Map<Integer, TreeNode>> rows) {
            List<AlignNode> leaves = root.leaves();
            Map<Integer, Integer> position = new LinkedHashMap<>();
            List<String> schema = new ArrayList<>();
            Map<String, Integer> names = new HashMap<>();
            for (AlignNode leaf : leaves) {
                if (leaf.column < 0) {
                    continue;
                }
                position.put(leaf.column, schema.size());
                String base = (leaf.parent == null ? "" : leaf.parent.label + "/") + leaf.label;
                int n = names.merge(base, 1, Integer::sum);
                schema.add(n == 1 ? base : base + "[" + n + "]");
            }
            List<List<Cell>> table = new ArrayList<>(rows.size());
            for (Map<Integer, TreeNode> row : rows) {
                Cell[] cells = new Cell[schema.size()];
                java.util.Arrays.fill(cells, Cell.EMPTY);
                if (row != null) {
                    row.forEach((col, leaf) -> {
                        Integer p = position.get(col);
                        if (p != null) {
                            cells[p] = cellOf(leaf);
                        }
                    });
                }
                table.add(List.of(cells));
            }
            return new RecordTable(schema, table);
        }
    }

    /** The fallback layout: the i-th leaf of every record in column i. */
    private static RecordTable byPosition(List<TreeNode> records) {
        List<List<Cell>> rows = new ArrayList<>();
        int width = 0;
        for (TreeNode r : records) {
            List<Cell> row = new ArrayList<>();
            Deque<TreeNode> stack = new ArrayDeque<>();
            stack.push(r);
            while (!stack.isEmpty()) {
                TreeNode n = stack.pop();
                if (n.isLeaf()) {
                    row.add(cellOf(n));
                }
                for (int i = n.children.size() - 1; i >= 0; i--) {
                    stack.push(n.children.get(i));
                }
            }
            width = Math.max(width, row.size());
            rows.add(row);
        }
        List<String> schema = new ArrayList<>();
        for (int i = 0; i < width; i++) {
            schema.add("leaf[" + (i + 1) + "]");
        }
        for (List<Cell> row : rows) {
            while (row.size() < width) {
                row.add(Cell.EMPTY);
            }
        }
        return new RecordTable(schema, rows);
    }

    static Cell cellOf(TreeNode leaf) {
        if (leaf.src != null) {
            return new Cell("", leaf.href, leaf.src);
        }
        return new Cell(leaf.text, leaf.href, null);
    }
}
