package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.List;

/**
 * A node of the cleaned HTML tree: an element, or a leaf (a text or an image). Statistics over the subtree
 * (node count, leaves, text and link text) are filled in by one bottom-up pass of {@link HtmlTree}.
 */
public final class TreeNode {
    /** Label of text leaves; elements and image leaves carry their tag name. */
    public static final String TEXT = "#text";

    final String tag;
    final String cssClass;
    final TreeNode parent;
    final int depth;
    final List<TreeNode> children = new ArrayList<>(4);
    /** Leaf payload: the text of a text leaf, the alt text of an image; "" for elements. */
    final String text;
    /** Target of the nearest enclosing link, for leaves. */
    final String href;
    /** Source of an image leaf. */
    final String src;
    private String signature;

    int order;
    int size;
    int firstLeaf;
    int leafEnd;
    int textLength;
    int linkTextLength;
    int links;
    int height;

    TreeNode(String tag, String cssClass, TreeNode parent, String text, String href, String src) {
        this.tag = tag;
        this.cssClass = cssClass;
        this.parent = parent;
        this.depth = parent == null ? 0 : parent.depth + 1;
        this.text = text;
        this.href = href;
        this.src = src;
    }

    /**
     * A generalized node: several adjacent siblings that together form one record. Its parent is theirs;
     * it is not in the parent's child list, so the page tree is unchanged.
     */
    static TreeNode group(List<TreeNode> members) {
        TreeNode first = members.get(0);
        TreeNode g = new TreeNode("#group", "", first.parent, "", null, null);
        g.children.addAll(members);
        g.order = first.order;
        g.firstLeaf = first.firstLeaf;
        g.leafEnd = members.get(members.size() - 1).leafEnd;
        for (TreeNode m : members) {
            g.size += m.size;
            g.textLength += m.textLength;
            g.linkTextLength += m.linkTextLength;
            g.links += m.links;
            g.height = Math.max(g.height, m.height + 1);
        }
        return g;
    }

    /** Tag and first class: what repeated records share. */
    public String signature() {
        if (signature == null) { // built once: record mining compares and counts signatures many times
            signature = cssClass.isEmpty() ? tag : tag + "." + cssClass;
        }
        return signature;
    }

    public String tag() {
        return tag;
    }

    public String cssClass() {
        return cssClass;
    }

    public TreeNode parent() {
        return parent;
    }

    public List<TreeNode> children() {
        return children;
    }

    /** Depth below the root (root = 0); the number of ancestors a node shares with itself is depth + 1. */
    public int depth() {
        return depth;
    }

    public boolean isLeaf() {
        return tag.equals(TEXT) || (children.isEmpty() && src != null);
    }

    public String text() {
        return text;
    }

    public String href() {
        return href;
    }

    public String src() {
        return src;
    }

    /** Number of nodes in this subtree, itself included. */
    public int size() {
        return size;
    }

    public int leafCount() {
        return leafEnd - firstLeaf;
    }

    public int firstLeaf() {
        return firstLeaf;
    }

    public int leafEnd() {
        return leafEnd;
    }

    /** Display width of the leaf text in the subtree (CJK characters count two, see HtmlTree). */
    public int textLength() {
        return textLength;
    }

    /** Display width of the leaf text inside links in the subtree. */
    public int linkTextLength() {
        return linkTextLength;
    }

    /** Number of distinct link targets starting in the subtree (anchor elements with an href). */
    public int links() {
        return links;
    }

    /** Longest path from this node down to a leaf (a leaf has height 0). */
    public int height() {
        return height;
    }

    public boolean isAncestorOf(TreeNode other) {
        return other.order >= order && other.order < order + size;
    }

    @Override
    public String toString() {
        return cssClass.isEmpty() ? tag : tag + "." + cssClass;
    }
}
