package com.newsx.extractor.records;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A text leaf that is only punctuation is no cell of its own: a comma or a closing mark ends the item before
 * it ("Home Decor,"), a dash or a bullet introduces the item after it (" - St. Albert, AB"), or, with nothing
 * after it in its parent, trails the item before it ("Contributors —"). The mark joins that item's text leaf.
 * A single lower-case word before an inline element is its label and joins it too ("by" + a name link,
 * "submitted" + a time element).
 */
final class SeparatorCells {
    private static final String CLOSING = ",.;:!?)]}";
    private static final String OPENING = "-–—|·•/";

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
            if (!separator && !(labels && isLabelWord(n.text))) {
                continue;
            }
            List<TreeNode> siblings = n.parent.children;
            int at = siblings.indexOf(n);
            TreeNode before = at > 0 ? lastText(siblings.get(at - 1)) : null;
            TreeNode after = at + 1 < siblings.size() ? firstText(siblings.get(at + 1)) : null;
            boolean closing = separator && CLOSING.indexOf(n.text.charAt(0)) >= 0;
            TreeNode target = closing ? before : after != null ? after : separator ? before : null;
            if (!separator && (after == null || !INLINE.contains(siblings.get(at + 1).tag))) {
                continue;
            }
            if (target == null) {
                continue;
            }
            String joined = target == before ? before.text + (closing ? "" : " ") + n.text : n.text + " " + after.text;
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
