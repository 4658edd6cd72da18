package com.newsx.topology.sources;

import com.newsx.extractor.text.ByteScan;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The feeds a page announces: {@code <link rel="alternate" type="application/rss+xml">} (or atom+xml), the way
 * home and section pages point readers' feed software at them. Read from the page's head and body alike (some
 * templates put them in the body); hrefs resolved against the page's base. The extractor's cleaning drops
 * {@code <link>} elements, so a fetched page's head is read on its own ({@link #ofPage}).
 */
public final class FeedLinks {
    private static final int MAX = 20;

    private FeedLinks() {
    }

    /**
     * The feeds announced in a fetched page's head: the bytes up to {@code </head>} (at most 256 KB) parsed on
     * their own, which costs little next to the page's full parse. Feed URLs are ASCII or escaped, so the head
     * is read as Latin-1 whatever the page's charset.
     */
    public static List<String> ofPage(byte[] body, String url) {
        int limit = Math.min(body.length, 256 * 1024);
        int end = ByteScan.indexOfIgnoreCase(body, "</head>", 0, limit); // in the bytes: only the head is decoded
        return of(Jsoup.parse(new String(body, 0, end < 0 ? limit : end, StandardCharsets.ISO_8859_1), url));
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
