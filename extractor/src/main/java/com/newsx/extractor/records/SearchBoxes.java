package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.select.NodeVisitor;

/**
 * Collects what the page's text boxes hold ({@code <input type=text|search value=...>}): on a results page, the
 * query. A visitor, to ride on a walk of the raw page (cleaning drops form controls).
 */
public final class SearchBoxes implements NodeVisitor {
    private static final Set<String> TEXT_TYPES = Set.of("", "text", "search");
    /** Boxes read per page. */
    private static final int MAX_BOXES = 8;

    private final List<String> values = new ArrayList<>();

    @Override
    public void head(Node node, int depth) {
        if (node instanceof Element e && e.nameIs("input") && values.size() < MAX_BOXES && e.hasAttr("value")
                && TEXT_TYPES.contains(e.attr("type").trim().toLowerCase(Locale.ROOT))) {
            String v = e.attr("value").trim();
            if (!v.isEmpty()) {
                values.add(v);
            }
        }
    }

    @Override
    public void tail(Node node, int depth) {
    }

    /** The query the boxes hold, else the URL's search parameters. */
    public SearchQuery query(String url) {
        SearchQuery q = SearchQuery.of(values);
        return q.isEmpty() ? SearchQuery.fromUrl(url) : q;
    }
}
