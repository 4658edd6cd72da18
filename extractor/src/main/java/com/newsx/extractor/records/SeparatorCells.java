package com.newsx.extractor.records;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A text leaf that is only punctuation is no cell of its own: a comma or a closing mark ends the item before
 * it ("Home Decor,"), a dash or a bullet introduces the item after it (" - St. Albert, AB"), or, with nothing
 * after it in its parent, trails the item before it ("Contributors —"). The mark joins that item's text leaf.
 */
final class SeparatorCells {
    private static final String CLOSING = ",.;:!?)]}";
    private static final String OPENING = "-–—|·•/";

    private SeparatorCells() {
    }

    /** Rewrites the freshly built tree in place; {@code created} (pre-order) is updated to match. */
    static void attach(List<TreeNode> created) {
        Map<TreeNode, Integer> position = null;
        for (int i = 0; i < created.size(); i++) {
            TreeNode n = created.get(i);
            if (n == null || !n.tag.equals(TreeNode.TEXT) || n.parent == null || !isSeparator(n.text)) {
                continue;
            }
            List<TreeNode> siblings = n.parent.children;
            int at = siblings.indexOf(n);
            TreeNode before = at > 0 ? lastText(siblings.get(at - 1)) : null;
            TreeNode after = at + 1 < siblings.size() ? firstText(siblings.get(at + 1)) : null;
            boolean closing = CLOSING.indexOf(n.text.charAt(0)) >= 0;
            TreeNode target = closing ? before : after != null ? after : before;
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
