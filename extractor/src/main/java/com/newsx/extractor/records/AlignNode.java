package com.newsx.extractor.records;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A mutable labelled tree for record alignment: records are copied into it, and the seed tree of
 * RecordSchemaGen grows in it as unmatched items are inserted. Leaves of the seed carry their column.
 */
final class AlignNode {
    final String label;
    final List<AlignNode> children = new ArrayList<>(4);
    AlignNode parent;
    /** The page node this was copied from (null for inserted copies and the virtual root). */
    final TreeNode source;
    int column = -1;

    AlignNode(String label, TreeNode source) {
        this.label = label;
        this.source = source;
    }

    String label() {
        return label;
    }

    List<AlignNode> children() {
        return children;
    }

    boolean isLeaf() {
        return source != null ? source.isLeaf() : children.isEmpty();
    }

    /** A record as an alignment tree, under a virtual root so that any two records have matching roots. */
    static AlignNode ofRecord(TreeNode record) {
        AlignNode root = new AlignNode("#record", null);
        Deque<Object[]> stack = new ArrayDeque<>();
        stack.push(new Object[] {record, root});
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            TreeNode n = (TreeNode) top[0];
            AlignNode p = (AlignNode) top[1];
            AlignNode a = new AlignNode(n.tag, n);
            a.parent = p;
            p.children.add(a);
            for (int i = n.children.size() - 1; i >= 0; i--) {
                stack.push(new Object[] {n.children.get(i), a});
            }
        }
        // Children were pushed in reverse, so they were appended in document order.
        return root;
    }

    /** A copy of this subtree without sources; {@code leaves} receives the copied leaves paired in order. */
    AlignNode copy(List<AlignNode> originalLeaves, List<AlignNode> copiedLeaves) {
        AlignNode root = new AlignNode(label, null);
        Deque<AlignNode[]> stack = new ArrayDeque<>();
        stack.push(new AlignNode[] {this, root});
        while (!stack.isEmpty()) {
            AlignNode[] pair = stack.pop();
            AlignNode from = pair[0];
            AlignNode to = pair[1];
            if (from.children.isEmpty()) {
                originalLeaves.add(from);
                copiedLeaves.add(to);
            }
            List<AlignNode[]> kids = new ArrayList<>();
            for (AlignNode c : from.children) {
                AlignNode cc = new AlignNode(c.label, null);
                cc.parent = to;
                to.children.add(cc);
                kids.add(new AlignNode[] {c, cc});
            }
            for (int i = kids.size() - 1; i >= 0; i--) {
                stack.push(kids.get(i));
            }
        }
        return root;
    }

    /** Leaves of this subtree in document order. */
    List<AlignNode> leaves() {
        List<AlignNode> out = new ArrayList<>();
        Deque<AlignNode> stack = new ArrayDeque<>();
        stack.push(this);
        while (!stack.isEmpty()) {
            AlignNode n = stack.pop();
            if (n.children.isEmpty()) {
                out.add(n);
            }
            for (int i = n.children.size() - 1; i >= 0; i--) {
                stack.push(n.children.get(i));
            }
        }
        return out;
    }
}
