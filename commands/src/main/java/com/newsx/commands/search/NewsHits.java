package com.newsx.commands.search;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hits of a search as the news items they show, each once. A headline that the home page and a section page
 * both list is a record of each page (the records are right: each page lists it), and the article it links to is a
 * third hit; to a reader they are one item. The best-ranked hit of an item stands for it.
 */
public final class NewsHits {
    /** One hit: its source fields, score (NaN when sorted by time), body fragment and story size (collapse). */
    public record Hit(String id, double score, Map<?, ?> source, String fragment, long copies) {
        /** A list-page record (rather than an article): records name the page they came from. */
        public boolean record() {
            return source.containsKey("page_url");
        }

        /** The page the item is: an article's URL, a record's link (or, without a link, the record itself). */
        public String item() {
            Object key = record() ? source.get("link") : source.get("url");
            return key != null ? key.toString() : id;
        }
    }

    private NewsHits() {
    }

    /** The first {@code size} distinct items, in the order of the hits. */
    public static List<Hit> distinct(List<Hit> hits, int size) {
        Map<String, Hit> items = new LinkedHashMap<>();
        for (Hit h : hits) {
            if (items.size() == size) {
                break;
            }
            items.putIfAbsent(h.item(), h);
        }
        return new ArrayList<>(items.values());
    }

    /** Two lines per item (score or "-" when sorted by time, kind, date, title, copies; its page), and a fragment. */
    public static String format(Hit h) {
        Map<?, ?> d = h.source();
        Object when = h.record() ? d.get("date_text") : d.get("publish_time");
        if (when == null) {
            when = "-";
        }
        StringBuilder b = new StringBuilder();
        b.append(Double.isNaN(h.score()) ? "    -" : String.format("%5.2f", h.score()))
                .append(String.format("  %-7s %s  %s", h.record() ? "record" : "article", when, d.get("title")))
                .append(h.copies() > 1 ? "  (" + h.copies() + " copies)" : "").append('\n')
                .append("      ").append(h.record() ? d.get(d.containsKey("link") ? "link" : "page_url") : d.get("url")).append('\n');
        if (h.fragment() != null) {
            b.append("      ...").append(h.fragment().replace("<em>", "[").replace("</em>", "]")).append("...\n");
        }
        return b.toString();
    }
}
