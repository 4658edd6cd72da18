package com.newsx.extractor.records;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A text leaf that is only punctuation is no cell of its own: a comma or a closing mark ends the item before
 * it ("Home Decor,"), a dash or a bullet introduces the item after it (" - St. Albert, AB"), or, with nothing
 * after it in its parent, trails the item before it ("Contributors —"). The mark joins that item's text leaf.
 * A single lower-case word before an inline element is its label and joins it too ("by" + a name link,
 * "submitted" + a time element). A bracketed note that a link splits is one item: an opening bracket joins the item
 * after it, and the leaf closing the bracket joins the one before ("(" "E-book" "also available)", "[" "M]").
 */
final class SeparatorCells {
    private static final String CLOSING = ",.;:!?)]}";
    private static final String OPENING = "-–—|·•/([";
    /** Opening brackets: they join the item after them without a space ("(" + "E-book" is "(E-book"). */
    private static final String BRACKETS = "([";

    private SeparatorCells() {
    }

    /** Rewrites the freshly built tree in place; {@code created} (pre-order) is updated to match. */
    static void attach(List<TreeNode> created, boolean separators, boolean labels) {
        Map<TreeNode, Integer> position = null;
        for (int i = 0; i < created.size(); i++) {
            TreeNode n = created.get(i);
            if (n == null || !n.tag.equals(TreeNode.TEXT) || n.parent == null) {
                continue;
            }
            boolean separator = separators && isSeparator(n.text);
            boolean groupEnd = separators && !separator && closesAGroup(n.text);
            if (!separator && !groupEnd && !(labels && isLabelWord(n.text))) {
                continue;
            }
            List<TreeNode> siblings = n.parent.children;
            int at = siblings.indexOf(n);
            TreeNode before = at > 0 ? lastText(siblings.get(at - 1)) : null;
            TreeNode after = at + 1 < siblings.size() ? firstText(siblings.get(at + 1)) : null;
            if (groupEnd && (before == null || !opensAGroup(before.text))) {
                continue;
            }
            boolean opening = separator && BRACKETS.indexOf(n.text.charAt(0)) >= 0;
            boolean closing = separator && CLOSING.indexOf(n.text.charAt(0)) >= 0;
            TreeNode target = closing || groupEnd ? before : after != null ? after : separator ? before : null;
            if (!separator && !groupEnd && (after == null || !INLINE.contains(siblings.get(at + 1).tag))) {
                continue;
            }
            if (target == null) {
                continue;
            }
            String joined = target == before ? before.text + (closing ? "" : " ") + n.text
                    : n.text + (opening ? "" : " ") + after.text;
            if (position == null) {
                position = new IdentityHashMap<>();
                for (int k = 0; k < created.size(); k++) {
                    if (created.get(k) != null) {
                        position.put(created.get(k), k);
                    }
                }
            }
            TreeNode merged = new TreeNode(TreeNode.TEXT, "", target.parent, joined, target.href, null);
            List<TreeNode> targetSiblings = target.parent.children;
            targetSiblings.set(targetSiblings.indexOf(target), merged);
            created.set(position.get(target), merged);
            position.put(merged, position.remove(target));
            siblings.remove(n);
            created.set(i, null);
        }
        created.removeIf(x -> x == null);
    }

    private static final java.util.Set<String> INLINE = java.util.Set.of("a", "span", "time", "b", "strong", "em",
            "i", "abbr", "cite");

    /** One lower-case word of letters: "by", "to", "submitted". */
    private static boolean isLabelWord(String text) {
        if (text.length() < 2 || text.length() > 12) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isLowerCase(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * A leaf that ends a bracketed note a link split ("(" "E-book" "also available)", "[" "M]"): it closes a bracket it
     * does not open.
     */
    private static boolean closesAGroup(String text) {
        if (text.isEmpty()) {
            return false;
        }
        char last = text.charAt(text.length() - 1);
        char open = last == ')' ? '(' : last == ']' ? '[' : 0;
        return open != 0 && text.indexOf(open) < 0 && text.length() <= GROUP_MAX_CHARS;
    }

    /** A leaf holding a bracket it does not close: "(E-book", "[". */
    private static boolean opensAGroup(String text) {
        int paren = text.lastIndexOf('(');
        int square = text.lastIndexOf('[');
        return paren >= 0 && text.indexOf(')', paren) < 0 || square >= 0 && text.indexOf(']', square) < 0;
    }

    /** The end of a bracketed note is short: a long text ending in ")" is an item of its own. */
    private static final int GROUP_MAX_CHARS = 40;

    private static boolean isSeparator(String text) {
        if (text.isEmpty() || text.length() > 2) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (CLOSING.indexOf(c) < 0 && OPENING.indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    private static TreeNode lastText(TreeNode n) {
        TreeNode x = n;
        while (!x.children.isEmpty()) {
            x = x.children.get(x.children.size() - 1);
        }
        return x.tag.equals(TreeNode.TEXT) ? x : null;
    }

    private static TreeNode firstText(TreeNode n) {
        TreeNode x = n;
        while (!x.children.isEmpty()) {
            x = x.children.get(0);
        }
        return x.tag.equals(TreeNode.TEXT) ? x : null;
    }
}
