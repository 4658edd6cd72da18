package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.AsciiCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * The elements the field finders look at, gathered during the single {@link PageText} pass so no finder
 * has to run its own selector over the whole page: meta tags, JSON-LD scripts, {@code <title>}, headline
 * candidates, {@code <time datetime>}, itemprop=datePublished and author-marked elements.
 */
final class PageElements {
    private static final Set<String> HEADLINE_TAGS = Set.of("h1", "h2", "h3", "b", "strong");
    /** Enough for any real page; bounds the work on machine-generated ones. */
    private static final int MAX_PER_KIND = 2_000;

    Element title;
    final List<Element> metas = new ArrayList<>();
    final List<Element> jsonLdScripts = new ArrayList<>();
    final List<Element> itempropDates = new ArrayList<>();
    final List<Element> timeElements = new ArrayList<>();
    final List<Element> headlineCandidates = new ArrayList<>();
    final List<Element> authorElements = new ArrayList<>();

    /** Called for every element in document order; visible says whether its text is rendered. */
    void visit(Element e, boolean visible) {
        String tag = e.normalName();
        switch (tag) {
            case "title" -> {
                if (title == null) {
                    title = e;
                }
            }
            case "meta" -> add(metas, e);
            case "script" -> {
                if (e.attr("type").toLowerCase(Locale.ROOT).contains("ld+json")) {
                    add(jsonLdScripts, e);
                }
            }
            default -> {
            }
        }
        if (e.hasAttr("itemprop")) {
            String prop = e.attr("itemprop");
            if (prop.equals("datePublished")) {
                add(itempropDates, e);
            } else if (visible && prop.equals("author")) {
                add(authorElements, e);
                return;
            }
        }
        if (!visible) {
            return;
        }
        if (tag.equals("time") && e.hasAttr("datetime")) {
            add(timeElements, e);
        }
        String cls = e.className();
        String id = e.id();
        if (HEADLINE_TAGS.contains(tag) || mentions(cls, id, "title") || mentions(cls, id, "head")) {
            add(headlineCandidates, e);
        }
        if (mentions(cls, id, "author") || mentions(cls, id, "byline") || containsIgnoreCase(cls, "writer")
                || e.attr("rel").equals("author")) {
            add(authorElements, e);
        }
    }

    private static boolean mentions(String cls, String id, String word) {
        return containsIgnoreCase(cls, word) || containsIgnoreCase(id, word);
    }

    private static boolean containsIgnoreCase(String s, String lowerWord) {
        return AsciiCase.containsIgnoreCase(s, lowerWord);
    }

    private static void add(List<Element> list, Element e) {
        if (list.size() < MAX_PER_KIND) {
            list.add(e);
        }
    }
}
