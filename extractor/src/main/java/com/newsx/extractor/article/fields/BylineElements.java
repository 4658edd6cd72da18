package com.newsx.extractor.article.fields;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * The elements of the byline, dateline, 来源 and editor lines the byline finder read: the body extractor leaves them
 * out of the body, so only elements holding little more than their line are kept.
 */
final class BylineElements {
    /** A page has a few byline, dateline and editor lines; beyond this the page is not an article. */
    private static final int MAX_ELEMENTS = 32;

    private final List<Element> elements = new ArrayList<>();

    /** An author-marked element whose text named the author. */
    void add(Element e) {
        elements.add(e);
    }

    /** Adds the line's element when it holds little more than the line, so the body keeps its text. */
    void addLine(PageText.Line line) {
        Element e = line.element();
        if (e == null || elements.size() >= MAX_ELEMENTS || containsIdentity(e)) {
            return;
        }
        if (e.normalName().equals("body") || e.normalName().equals("html")) {
            return;
        }
        if (textLengthAtMost(e, line.text().length() * 2 + 20)) {
            elements.add(e);
        }
    }

    List<Element> list() {
        return elements;
    }

    private boolean containsIdentity(Element e) {
        for (Element x : elements) {
            if (x == e) {
                return true;
            }
        }
        return false;
    }

    private static boolean textLengthAtMost(Element e, int max) {
        int[] n = {0};
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    n[0] += t.getWholeText().trim().length();
                    if (n[0] > max) {
                        return FilterResult.STOP;
                    }
                }
                return FilterResult.CONTINUE;
            }
        }, e);
        return n[0] <= max;
    }
}
