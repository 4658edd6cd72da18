package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.WhiteSpace;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.jsoup.nodes.Attributes;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/**
 * The visible text of a page as the lines a browser would render: inline text between block boundaries.
 * Built in one iterative pass that skips scripts, styles and hidden elements; also numbers every element in
 * document order so finders can tell what lies below the headline.
 */
final class PageText {
    /** Tags whose boundaries end a rendered line. */
    private static final Set<String> BLOCKS = Set.of("address", "article", "aside", "blockquote", "body", "br",
            "center", "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2",
            "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table",
            "tbody", "td", "th", "thead", "tfoot", "tr", "ul", "option", "select", "button", "textarea");
    /** Tags whose content is never shown as text and holds nothing the finders read. */
    private static final Set<String> SKIPPED = Set.of("script", "style", "noscript", "template", "iframe",
            "svg", "object", "embed", "canvas", "select", "textarea", "map");
    private static final int MAX_LCA_STEPS = 64;
    private static final int EXPECTED_ELEMENTS = 1024;

    /**
     * One rendered line.
     *
     * @param text     whitespace-collapsed text
     * @param element  the smallest element holding all of the line's text (null if too far apart to tell)
     * @param pieces   the line's text nodes, in order
     * @param order    document-order number of the first text node
     * @param start    offset of the line in {@link #joined()}
     */
    record Line(String text, Element element, List<TextNode> pieces, int order, int start) {
        int end() {
            return start + text.length();
        }
    }

    private final List<Line> lines;
    private final String joined;
    private final Map<Element, Integer> elementOrder;
    private final PageElements elements;

    private PageText(List<Line> lines, String joined, Map<Element, Integer> elementOrder, PageElements elements) {
        this.lines = lines;
        this.joined = joined;
        this.elementOrder = elementOrder;
        this.elements = elements;
    }

    static PageText of(Document doc) {
        return of(doc, null);
    }

    /**
     * The page text, from a walk that also shows every node of the document, in order, to {@code alongside}
     * (when not null): other readers of the raw page share the walk instead of making their own.
     */
    static PageText of(Document doc, NodeVisitor alongside) {
        Builder b = new Builder(alongside);
        NodeTraversor.filter(b, doc);
        b.endLine();
        return new PageText(b.lines, b.joined(), b.order, b.elements);
    }

    /** Where the story's text runs (see {@link StoryLines}); built on demand. */
    private StoryLines story;

    /**
     * Where the story's text runs: prose lines in a row, or a long one. A headline stands a few lines above it, a
     * site's name or a section label further up, in the page header.
     */
    StoryLines story() {
        if (story == null) {
            story = StoryLines.of(lines);
        }
        return story;
    }

    /** The elements the finders read, gathered in the same pass. */
    PageElements elements() {
        return elements;
    }

    List<Line> lines() {
        return lines;
    }

    /** All lines joined by '\n', for one regex pass over the page. */
    String joined() {
        return joined;
    }

    /** Index of the line holding the given offset of {@link #joined()}. */
    int lineAt(int offset) {
        int lo = 0;
        int hi = lines.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lines.get(mid).start() <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Document-order number of an element, or -1 if it is invisible or unknown. */
    int order(Element e) {
        Integer o = elementOrder.get(e);
        return o == null ? -1 : o;
    }

    /** Index of the first line that starts at or after the element's start; lines.size() if none. */
    int firstLineFrom(Element e) {
        int o = order(e);
        if (o < 0) {
            return lines.size();
        }
        int lo = 0;
        int hi = lines.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (lines.get(mid).order() < o) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Index of the line holding the element's first text: the line that starts inside it, or the line it sits
     * in when it is inline ("By X <time>Nov 13</time>"); lines.size() if it shows no text.
     */
    int lineOf(Element e) {
        int i = firstLineFrom(e);
        if (i > 0) {
            for (TextNode piece : lines.get(i - 1).pieces()) {
                if (Builder.isAncestorOrSelf(e, piece)) {
                    return i - 1;
                }
            }
        }
        return i;
    }

    /** hidden, or a style with display:none or visibility:hidden (attribute names are lower-cased by the parser). */
    static boolean isHidden(Element e) {
        return isHidden(attributesOf(e));
    }

    /** The element's attributes, or null when it has none (Attributes.size() counts them, so ask once). */
    static Attributes attributesOf(Element e) {
        return e.attributesSize() == 0 ? null : e.attributes();
    }

    private static boolean isHidden(Attributes attrs) {
        if (attrs == null) {
            return false;
        }
        if (attrs.hasKey("hidden")) {
            return true;
        }
        String style = attrs.get("style");
        if (style.isEmpty()) {
            return false;
        }
        String s = style.replace(" ", "").toLowerCase(java.util.Locale.ROOT);
        return s.contains("display:none") || s.contains("visibility:hidden");
    }

    /**
     * The raw visible text under {@code e}: script, style and hidden subtrees are left out (below {@code e}; and
     * {@code e} itself when {@code skipHiddenRoot}), and a space goes before each element {@code spaceBefore}
     * names and after each one {@code spaceAfter} names (a link, a block...). Null as soon as it passes
     * {@code cap} characters, so a long subtree costs no more than the cap. Not yet collapsed.
     */
    static String visibleText(Element e, int cap, boolean skipHiddenRoot, Predicate<Element> spaceBefore,
                              Predicate<Element> spaceAfter) {
        StringBuilder sb = new StringBuilder();
        boolean[] tooLong = {false};
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    sb.append(t.getWholeText());
                    if (sb.length() > cap) {
                        tooLong[0] = true;
                        return FilterResult.STOP;
                    }
                } else if (node instanceof Element el) {
                    String tag = el.normalName();
                    if ((el != e || skipHiddenRoot)
                            && (tag.equals("script") || tag.equals("style") || isHidden(el))) {
                        return FilterResult.SKIP_ENTIRELY;
                    }
                    if (spaceBefore.test(el)) {
                        sb.append(' ');
                    }
                }
                return FilterResult.CONTINUE;
            }

            @Override
            public FilterResult tail(Node node, int depth) {
                if (node instanceof Element el && spaceAfter.test(el)) {
                    sb.append(' ');
                }
                return FilterResult.CONTINUE;
            }
        }, e);
        return tooLong[0] ? null : sb.toString();
    }

    /** Collapses white space (see {@link WhiteSpace}). */
    static String normalize(String s) {
        return WhiteSpace.collapse(s);
    }

    private static boolean isSpace(char c) {
        return WhiteSpace.isSpace(c);
    }

    private static final class Builder implements NodeFilter {
        final List<Line> lines = new ArrayList<>();
        /** The length the lines joined by '\n' have so far: the next line's offset in the joined text. */
        int joinedLength;
        /** Sized for a typical news page (a thousand elements or more), sparing the early rehashes. */
        final Map<Element, Integer> order = new IdentityHashMap<>(EXPECTED_ELEMENTS);
        final PageElements elements = new PageElements();
        /** Depth inside head or a hidden element: elements are still gathered, text is not rendered. */
        private Node invisibleRoot;
        private final StringBuilder current = new StringBuilder();
        private final List<TextNode> pieces = new ArrayList<>();
        private int counter;
        private int firstOrder;
        private final NodeVisitor alongside;

        Builder(NodeVisitor alongside) {
            this.alongside = alongside;
        }

        @Override
        public FilterResult head(Node node, int depth) {
            counter++;
            if (alongside != null) {
                if (node instanceof Element e && SKIPPED.contains(e.normalName())) {
                    NodeTraversor.traverse(alongside, e); // the subtree this walk skips, shown in full
                } else {
                    alongside.head(node, depth);
                }
            }
            if (node instanceof TextNode t) {
                if (invisibleRoot != null) {
                    return FilterResult.CONTINUE;
                }
                // The piece is collapsed straight into the line, after a separating space that is taken back
                // if the piece turns out blank.
                int before = current.length();
                if (!pieces.isEmpty() && before > 0) {
                    current.append(' ');
                }
                if (WhiteSpace.appendCollapsed(current, t.getWholeText())) {
                    if (pieces.isEmpty()) {
                        firstOrder = counter;
                    }
                    pieces.add(t);
                } else {
                    current.setLength(before);
                }
                return FilterResult.CONTINUE;
            }
            if (node instanceof Element e) {
                String tag = e.normalName();
                Attributes attrs = attributesOf(e);
                if (SKIPPED.contains(tag)) {
                    elements.visit(e, attrs, false);
                    return FilterResult.SKIP_ENTIRELY; // no tail() call follows
                }
                if (invisibleRoot == null && (tag.equals("head") || isHidden(attrs))) {
                    invisibleRoot = e;
                }
                boolean visible = invisibleRoot == null;
                elements.visit(e, attrs, visible);
                if (visible) {
                    order.put(e, counter);
                    if (BLOCKS.contains(tag)) {
                        endLine();
                    }
                }
            }
            return FilterResult.CONTINUE;
        }

        @Override
        public FilterResult tail(Node node, int depth) {
            if (alongside != null) {
                alongside.tail(node, depth);
            }
            if (node == invisibleRoot) {
                invisibleRoot = null;
                return FilterResult.CONTINUE;
            }
            if (node instanceof Element e && BLOCKS.contains(e.normalName())) {
                endLine();
            }
            return FilterResult.CONTINUE;
        }

        String joined() {
            String[] texts = new String[lines.size()];
            for (int i = 0; i < texts.length; i++) {
                texts[i] = lines.get(i).text(); // never empty (endLine keeps no empty line)
            }
            // sized once and in its final coder: a StringBuilder widened itself at a page's first Chinese character
            return String.join("\n", texts);
        }

        void endLine() {
            if (pieces.isEmpty()) {
                return;
            }
            String text = current.toString(); // pieces are normalised and joined by single spaces
            if (!text.isEmpty()) {
                if (!lines.isEmpty()) {
                    joinedLength++;
                }
                lines.add(new Line(text, commonAncestor(pieces), List.copyOf(pieces), firstOrder, joinedLength));
                joinedLength += text.length();
            }
            current.setLength(0);
            pieces.clear();
        }

        /** Lowest common ancestor of the text nodes' parents; bounded walk so deep pages stay linear. */
        private static Element commonAncestor(List<TextNode> nodes) {
            Element lca = nodes.get(0).parent();
            for (int i = 1; i < nodes.size() && lca != null; i++) {
                Node n = nodes.get(i).parent();
                int steps = 0;
                while (lca != null && !isAncestorOrSelf(lca, n)) {
                    lca = lca.parent();
                    if (++steps > MAX_LCA_STEPS) {
                        return null;
                    }
                }
            }
            return lca;
        }

        private static boolean isAncestorOrSelf(Element a, Node n) {
            for (int steps = 0; n != null && steps <= MAX_LCA_STEPS; steps++, n = n.parent()) {
                if (n == a) {
                    return true;
                }
            }
            return false;
        }
    }
}
