package com.newsx.extractor.records;

import com.newsx.extractor.text.WhiteSpace;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import com.newsx.extractor.links.LinkResolver;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * The HTML tree the record method works on, built from the body of a jsoup document with the method's
 * cleaning rules: only visible content counts, so non-display elements (scripts, styles, form controls,
 * vector graphics, hidden elements) are skipped, a leaf is a non-blank text or an image, and elements that
 * end up without any leaf are pruned. Built and measured iteratively, so deep nesting cannot overflow the
 * stack.
 */
public final class HtmlTree {
    private static final Set<String> SKIPPED = Set.of("script", "style", "noscript", "iframe", "template", "svg",
            "math", "select", "option", "textarea", "input", "head", "link", "meta", "object", "embed", "canvas",
            "audio", "video", "map", "area");

    private final TreeNode root;
    private final List<TreeNode> nodes;
    private final List<TreeNode> leaves;

    private HtmlTree(TreeNode root, List<TreeNode> nodes, List<TreeNode> leaves) {
        this.root = root;
        this.nodes = nodes;
        this.leaves = leaves;
    }

    public static HtmlTree of(Document doc) {
        return of(doc, new LinkResolver(doc.baseUri()));
    }

    /** The tree of the document's body, links resolved by the page's own resolver (which remembers them). */
    public static HtmlTree of(Document doc, LinkResolver links) {
        return of(doc, links, true, true);
    }

    /**
     * As {@link #of(Document, LinkResolver)}; the flags are {@code records.cells.attachSeparators} and
     * {@code records.cells.attachLabels} (see {@link SeparatorCells}).
     */
    public static HtmlTree of(Document doc, LinkResolver links, boolean attachSeparators, boolean attachLabels) {
        return of(doc.body() != null ? doc.body() : doc, links, attachSeparators, attachLabels, false);
    }

    /**
     * As above; {@code ariaShown} keeps {@code aria-hidden} text ({@code records.keepAriaHidden}): it is hidden from
     * screen readers only, and a browser shows it (a video's duration over its thumbnail).
     */
    public static HtmlTree of(Document doc, LinkResolver links, boolean attachSeparators, boolean attachLabels,
                              boolean ariaShown) {
        return of(doc.body() != null ? doc.body() : doc, links, attachSeparators, attachLabels, ariaShown);
    }

    public static HtmlTree of(Element top) {
        return of(top, new LinkResolver(top.baseUri()), true, true, false);
    }

    private static HtmlTree of(Element top, LinkResolver links, boolean attachSeparators, boolean attachLabels,
                               boolean ariaShown) {
        TreeNode root = new TreeNode(top.normalName(), classOf(top), null, "", null, null);
        List<TreeNode> created = build(top, root, links, ariaShown);
        if (attachSeparators || attachLabels) {
            SeparatorCells.attach(created, attachSeparators, attachLabels);
        }
        return measure(root, created);
    }

    /** Pre-order list of all nodes. */
    public List<TreeNode> nodes() {
        return nodes;
    }

    /** Text and image leaves in document order. */
    public List<TreeNode> leaves() {
        return leaves;
    }

    public TreeNode root() {
        return root;
    }

    /** Lowest common ancestor of two nodes. */
    public static TreeNode lowestCommonAncestor(TreeNode a, TreeNode b) {
        while (a.depth > b.depth) {
            a = a.parent;
        }
        while (b.depth > a.depth) {
            b = b.parent;
        }
        while (a != b) {
            a = a.parent;
            b = b.parent;
        }
        return a;
    }

    /** A node still to visit, or (node == null) a run of text already merged into {@code text}. */
    private record Pending(Node node, TreeNode parent, String href, String text) {
        Pending(Node node, TreeNode parent, String href) {
            this(node, parent, href, null);
        }
    }

    /** Inline emphasis: inside running text it highlights words (search terms) and does not start an item. */
    private static final Set<String> EMPHASIS = Set.of("b", "strong", "em", "i", "mark", "u", "font");

    /**
     * Builds the tree below {@code root}; returns its nodes in pre-order, root first. Nodes are created as
     * they are popped, and children are pushed in reverse, so creation order is the pre-order.
     */
    private static List<TreeNode> build(Element top, TreeNode root, LinkResolver links, boolean ariaShown) {
        List<TreeNode> created = new ArrayList<>();
        created.add(root);
        Deque<Pending> stack = new ArrayDeque<>();
        pushChildren(stack, top, root, null, ariaShown);
        while (!stack.isEmpty()) {
            Pending p = stack.pop();
            if (p.node == null) {
                String text = normalise(p.text);
                if (!text.isEmpty()) {
                    add(created, new TreeNode(TreeNode.TEXT, "", p.parent, text, p.href, null));
                }
            } else if (p.node instanceof TextNode t) {
                String text = normalise(t.getWholeText());
                if (!text.isEmpty() && !isSerializedData(text)) {
                    add(created, new TreeNode(TreeNode.TEXT, "", p.parent, text, p.href, null));
                }
            } else if (p.node instanceof Element e) {
                String tag = e.normalName();
                if (SKIPPED.contains(tag) || isHidden(e, ariaShown)) {
                    continue;
                }
                if (tag.equals("img")) {
                    String src = links.resolve(e.attr("src"));
                    if (!src.isEmpty()) {
                        add(created, new TreeNode(tag, classOf(e), p.parent, normalise(e.attr("alt")), p.href, src));
                    }
                    continue;
                }
                String href = p.href;
                if (tag.equals("a") && e.hasAttr("href")) {
                    href = links.resolve(e.attr("href"));
                }
                TreeNode n = new TreeNode(tag, classOf(e), p.parent, "", tag.equals("a") ? href : null, null);
                add(created, n);
                pushChildren(stack, e, n, href, ariaShown);
            }
        }
        return created;
    }

    /** Attaches a new node to its parent and records it in creation (pre-)order. */
    private static void add(List<TreeNode> created, TreeNode n) {
        n.parent.children.add(n);
        created.add(n);
    }

    /**
     * Pushes the children in reverse, so they are visited in order. A run of text with emphasised words in
     * it ("in <b>concert</b> 2012") becomes one text leaf: the emphasis marks words, not items. Runs are
     * maximal, so scanning them from the end finds the same runs as reading forward, without a list to reverse.
     */
    private static void pushChildren(Deque<Pending> stack, Element e, TreeNode parent, String href,
                                     boolean ariaShown) {
        List<Node> kids = e.childNodes();
        int end = kids.size();
        while (end > 0) {
            int start = end;
            boolean emphasis = false;
            while (start > 0) {
                Node k = kids.get(start - 1);
                boolean emphasised = k instanceof Element el && isTextEmphasis(el, ariaShown);
                if (!emphasised && !(k instanceof TextNode)) {
                    break;
                }
                emphasis |= emphasised;
                start--;
            }
            if (emphasis && hasText(kids, start, end)) {
                stack.push(new Pending(null, parent, href, runText(kids, start, end)));
            } else {
                start = Math.min(start, end - 1); // an element that is not emphasis stands alone
                for (int k = end - 1; k >= start; k--) {
                    stack.push(new Pending(kids.get(k), parent, href));
                }
            }
            end = start;
        }
    }

    /** Whether a text node of kids[start, end) shows more than white space. */
    private static boolean hasText(List<Node> kids, int start, int end) {
        for (int k = start; k < end; k++) {
            if (kids.get(k) instanceof TextNode t && !t.isBlank()) {
                return true;
            }
        }
        return false;
    }

    /** The text of kids[start, end), emphasised words included. */
    private static String runText(List<Node> kids, int start, int end) {
        StringBuilder sb = new StringBuilder();
        for (int k = start; k < end; k++) {
            Node n = kids.get(k);
            sb.append(n instanceof TextNode t ? t.getWholeText() : ((Element) n).wholeText());
        }
        return sb.toString();
    }

    /** An emphasis element holding only text (and nested emphasis), shown. */
    private static boolean isTextEmphasis(Element el, boolean ariaShown) {
        if (!EMPHASIS.contains(el.normalName()) || isHidden(el, ariaShown)) {
            return false;
        }
        if (el.childrenSize() == 0) {
            return true; // the usual "<b>word</b>": no descendants to list
        }
        for (Element d : el.getAllElements()) {
            if (d != el && (!EMPHASIS.contains(d.normalName()) || isHidden(d, ariaShown))) {
                return false;
            }
        }
        return true;
    }

    /** Prunes leafless elements, numbers nodes in pre-order and fills in the subtree statistics. */
    private static HtmlTree measure(TreeNode root, List<TreeNode> order) {
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode n = order.get(i);
            n.children.removeIf(c -> c.leafEnd == 0 && !c.isLeaf());
            n.leafEnd = n.isLeaf() ? 1 : 0;
            for (TreeNode c : n.children) {
                n.leafEnd += c.leafEnd;
            }
        }
        // Pruning removes whole leafless subtrees, so the pruned pre-order is the first one filtered.
        List<TreeNode> nodes = new ArrayList<>(order.size());
        for (TreeNode n : order) {
            if (n == root || n.isLeaf() || n.leafEnd > 0) {
                nodes.add(n);
            }
        }
        List<TreeNode> leaves = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            TreeNode n = nodes.get(i);
            n.order = i;
            if (n.isLeaf()) {
                n.firstLeaf = leaves.size();
                leaves.add(n);
            }
        }
        for (int i = nodes.size() - 1; i >= 0; i--) {
            TreeNode n = nodes.get(i);
            n.size = 1;
            n.height = 0;
            if (n.isLeaf()) {
                n.leafEnd = n.firstLeaf + 1;
                n.textLength = displayWidth(n.text);
                n.linkTextLength = n.href != null ? n.textLength : 0;
                n.links = 0;
            } else {
                n.firstLeaf = n.children.isEmpty() ? leaves.size() : n.children.get(0).firstLeaf;
                n.leafEnd = n.children.isEmpty() ? n.firstLeaf : n.children.get(n.children.size() - 1).leafEnd;
                n.textLength = 0;
                n.linkTextLength = 0;
                n.links = n.tag.equals("a") && n.href != null ? 1 : 0;
                for (TreeNode c : n.children) {
                    n.size += c.size;
                    n.textLength += c.textLength;
                    n.linkTextLength += c.linkTextLength;
                    n.links += c.links;
                    n.height = Math.max(n.height, c.height + 1);
                }
            }
        }
        return new HtmlTree(root, Collections.unmodifiableList(nodes), Collections.unmodifiableList(leaves));
    }

    /**
     * Text that is a serialized object or array (state embedded for scripts, shown by no browser) is not
     * content, even when the element holding it is hidden only by a style sheet.
     */
    static boolean isSerializedData(String text) {
        if (text.length() < 20) {
            return false;
        }
        char first = text.charAt(0);
        char last = text.charAt(text.length() - 1);
        return (first == '{' && last == '}') || (first == '[' && last == ']' && text.indexOf('"') >= 0);
    }

    /**
     * Class names that hide an element by the common style-sheet conventions (Bootstrap, WordPress, screen-
     * reader-only text, collapsed panels). Whole tokens only: "hidden-xs" hides on phones, not on desktops.
     */
    private static final Set<String> HIDING_CLASSES = Set.of("hidden", "hide", "sr-only", "visually-hidden",
            "visuallyhidden", "screen-reader-text", "offscreen", "a-offscreen", "invisible", "d-none", "collapsed");

    /** Token lengths worth a look-up: most class tokens are longer or shorter and cost no substring. */
    private static final int SHORTEST_HIDING_CLASS = HIDING_CLASSES.stream().mapToInt(String::length).min().orElse(0);
    private static final int LONGEST_HIDING_CLASS = HIDING_CLASSES.stream().mapToInt(String::length).max().orElse(0);

    private static boolean isHidden(Element e, boolean ariaShown) {
        if (e.attributesSize() == 0) {
            return false; // most elements: nothing to read
        }
        if (e.hasAttr("hidden") || !ariaShown && e.attr("aria-hidden").equals("true") && e.childrenSize() == 0) {
            return true;
        }
        String cls = e.attr("class");
        int n = cls.length();
        for (int i = 0; i < n; ) {
            while (i < n && Character.isWhitespace(cls.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(cls.charAt(i))) {
                i++;
            }
            if (i - start >= SHORTEST_HIDING_CLASS && i - start <= LONGEST_HIDING_CLASS
                    && HIDING_CLASSES.contains(cls.substring(start, i).toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        String style = e.attr("style");
        if (style.isEmpty()) {
            return false;
        }
        String s = style.toLowerCase(Locale.ROOT).replace(" ", "");
        return s.contains("display:none") || s.contains("visibility:hidden");
    }

    private static String classOf(Element e) {
        String c = e.attr("class").trim();
        int space = c.indexOf(' ');
        return space < 0 ? c : c.substring(0, space);
    }

    /**
     * Length of a text as shown: a CJK ideograph, kana or hangul counts two, so that a twelve-character
     * Chinese headline weighs about as much as an English one of four or five words.
     */
    public static int displayWidth(String s) {
        int w = s.length();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= '\u2e80' && c <= '\u9fff') || (c >= '\uac00' && c <= '\ud7af')
                    || (c >= '\uf900' && c <= '\ufaff')) {
                w++;
            }
        }
        return w;
    }

    /** Collapses white space and trims (see {@link WhiteSpace}). */
    static String normalise(String s) {
        return WhiteSpace.collapse(s);
    }
}
