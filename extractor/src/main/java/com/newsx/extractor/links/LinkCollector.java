package com.newsx.extractor.links;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the absolute http(s) targets of a page's links, in document order, leaving out rel=nofollow. A
 * visitor, so that it can ride on a walk of the page made for other reasons; run it on the raw page, since
 * cleaning drops navigation that a crawl still follows.
 */
public final class LinkCollector implements NodeVisitor {
    private final LinkResolver resolver;
    private final List<String> links = new ArrayList<>();
    private boolean complete;

    public LinkCollector(LinkResolver resolver) {
        this.resolver = resolver;
    }

    /** The links of {@code doc} by a walk of its own. */
    public static List<String> collect(Document doc, LinkResolver resolver) {
        LinkCollector c = new LinkCollector(resolver);
        NodeTraversor.traverse(c, doc);
        return c.links();
    }

    @Override
    public void head(Node node, int depth) {
        if (node instanceof Element a && a.nameIs("a") && a.hasAttr("href") && !nofollow(a.attr("rel"))) {
            String abs = resolver.resolve(a.attr("href"));
            if (abs.startsWith("http://") || abs.startsWith("https://")) {
                links.add(abs);
            }
        }
    }

    /** Whether a rel attribute holds the nofollow token, in any case (rel="NoFollow noopener"). */
    static boolean nofollow(String rel) {
        if (rel.isEmpty()) {
            return false;
        }
        for (String token : rel.split("[\\s,]+")) {
            if (token.equalsIgnoreCase("nofollow")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void tail(Node node, int depth) {
        if (node instanceof Document) {
            complete = true;
        }
    }

    /** Whether the walk reached the end of the document. */
    public boolean complete() {
        return complete;
    }

    public List<String> links() {
        return links;
    }
}
