package com.newsx.topology.sources;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The feeds a page announces: {@code <link rel="alternate" type="application/rss+xml">} (or atom+xml), the way
 * home and section pages point readers' feed software at them. Read from the page's head and body alike (some
 * templates put them in the body); hrefs resolved against the page's base.
 */
public final class FeedLinks {
    private static final int MAX = 20;

    private FeedLinks() {
    }

    public static List<String> of(Document doc) {
        Set<String> out = new LinkedHashSet<>();
        for (Element link : doc.select("link[rel][type][href]")) {
            if (out.size() >= MAX) {
                break;
            }
            String rel = link.attr("rel").toLowerCase(Locale.ROOT);
            String type = link.attr("type").toLowerCase(Locale.ROOT).strip();
            if (!List.of(rel.split("\\s+")).contains("alternate")) {
                continue;
            }
            if (type.startsWith("application/rss+xml") || type.startsWith("application/atom+xml")) {
                String href = link.absUrl("href");
                if (href.startsWith("http://") || href.startsWith("https://")) {
                    out.add(href);
                }
            }
        }
        return new ArrayList<>(out);
    }
}
