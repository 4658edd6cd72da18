package com.newsx.extractor.clean;

import com.newsx.extractor.text.AsciiCase;
import org.jsoup.nodes.Comment;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Removes invisible and non-content nodes from a jsoup document, in place and iteratively (no recursion on
 * DOM depth). Elements that stay are the same objects as before, so references held by other extractors
 * (title, date, byline elements) remain valid unless the element itself was removed.
 */
public final class DomCleaner {
    private static final Pattern HIDDEN_STYLE = Pattern.compile(
            "(display\\s*:\\s*none|visibility\\s*:\\s*hidden)", Pattern.CASE_INSENSITIVE);

    private final Set<String> droppedTags;
    private final boolean dropHidden;
    private final int formKeepMinChars;
    private final int buttonCardMinChars;
    private final boolean dropAriaHidden;

    public DomCleaner(CleanSettings settings) {
        this.droppedTags = new HashSet<>(settings.dropTags());
        this.dropHidden = settings.dropHidden();
        this.formKeepMinChars = settings.formKeepMinChars();
        this.buttonCardMinChars = settings.buttonCardMinChars();
        this.dropAriaHidden = settings.dropAriaHidden();
    }

    /** Cleans {@code doc} in place and returns it. */
    public Document clean(Document doc) {
        Marker marker = marker();
        NodeTraversor.traverse(marker, doc);
        marker.removeMarked();
        return doc;
    }

    /**
     * A visitor that marks what {@link #clean} removes, for a walk of the whole document that also serves other
     * readers (the fields, the outlinks), so that cleaning costs no walk of its own. Nothing is removed until
     * {@link Marker#removeMarked()}, after the other readers are done with the tree.
     */
    public Marker marker() {
        return new Marker();
    }

    /** Marks comments, data and droppable elements, without descending into what it marks. */
    public final class Marker implements NodeVisitor {
        private final List<Node> doomed = new ArrayList<>();
        private final List<Element> noscripts = new ArrayList<>();
        private long visibleChars;
        private long noscriptChars;
        private Node skipped;
        private boolean complete;

        @Override
        public void head(Node node, int depth) {
            if (skipped != null) {
                return;
            }
            if (node instanceof Comment || node instanceof DataNode) {
                doomed.add(node);
                skipped = node;
            } else if (node instanceof Element el && !(el instanceof Document) && shouldDrop(el)) {
                doomed.add(el);
                skipped = el;
                if ("noscript".equals(el.normalName())) {
                    noscripts.add(el);
                    noscriptChars += el.text().length();
                }
            } else if (node instanceof TextNode t && !t.isBlank()) {
                visibleChars += t.getWholeText().length();
            }
        }

        @Override
        public void tail(Node node, int depth) {
            if (node == skipped) {
                skipped = null;
            }
            if (node instanceof Document) {
                complete = true;
            }
        }

        /** Whether the walk reached the end of the document (a walk cut short leaves the marks incomplete). */
        public boolean complete() {
            return complete;
        }

        public void removeMarked() {
            // A page whose scripts render it from data keeps its posts in <noscript> for crawlers (forums): when
            // that holds more text than the rest of the page, show it as a browser without scripts would.
            boolean render = noscriptChars > visibleChars;
            for (Node n : doomed) {
                if (!(render && n instanceof Element el && noscripts.contains(el))) {
                    n.remove();
                }
            }
            if (render) {
                for (Element el : noscripts) {
                    Marker inner = new Marker();
                    for (Node child : new ArrayList<>(el.childNodes())) {
                        NodeTraversor.traverse(inner, child);
                    }
                    inner.removeMarked();
                    el.unwrap();
                }
            }
        }
    }

    private boolean shouldDrop(Element el) {
        String tag = el.normalName();
        if (droppedTags.contains(tag)) {
            // A button wrapping a whole card (picture, heading, text) is what a browser shows as the card.
            return !("button".equals(tag) && buttonCardMinChars > 0 && isCard(el));
        }
        if ("form".equals(tag)) {
            // Some sites wrap the whole page in one form; only small forms (search, login) are chrome.
            return el.text().length() < formKeepMinChars;
        }
        // The head keeps <title> and <meta> for the field extractors; nothing else there is content.
        return dropHidden && !"html".equals(tag) && !"body".equals(tag) && isHidden(el, dropAriaHidden);
    }

    private static final Set<String> CARD_PARTS = Set.of("h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "img",
            "ul", "figure");

    /** A button holding a heading, paragraph, division or picture and some text: a clickable card. */
    private boolean isCard(Element el) {
        if (el.childrenSize() == 0 || dropHidden && isHidden(el, dropAriaHidden)) {
            return false;
        }
        boolean blocks = false;
        for (Element d : el.getAllElements()) {
            if (d != el && CARD_PARTS.contains(d.normalName())) {
                blocks = true;
                break;
            }
        }
        return blocks && el.text().length() >= buttonCardMinChars;
    }

    static boolean isHidden(Element el) {
        return isHidden(el, true);
    }

    /**
     * @param ariaHidden whether {@code aria-hidden="true"} counts: it hides from screen readers only, and a browser
     *                   shows it (a video's duration over its thumbnail link)
     */
    static boolean isHidden(Element el, boolean ariaHidden) {
        if (el.attributesSize() == 0) {
            return false;
        }
        if (el.hasAttr("hidden")) {
            return true;
        }
        if (ariaHidden && "true".equalsIgnoreCase(el.attr("aria-hidden").trim())) {
            return true;
        }
        if ("input".equals(el.normalName()) && "hidden".equalsIgnoreCase(el.attr("type"))) {
            return true;
        }
        String style = el.attr("style");
        return mayHide(style) && HIDDEN_STYLE.matcher(style).find();
    }

    /**
     * A necessary condition for {@link #HIDDEN_STYLE}, checked without a matcher: the value names "none" or
     * "hidden". Most styles set widths and colours, and skip the regex.
     */
    private static boolean mayHide(String style) {
        return AsciiCase.containsLowered(style, "none") || AsciiCase.containsLowered(style, "hidden");
    }

}
