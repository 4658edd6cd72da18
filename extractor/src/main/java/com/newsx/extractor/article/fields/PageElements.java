package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.AsciiCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Attributes;
import org.jsoup.nodes.Element;

/**
 * The elements the field finders look at, gathered during the single {@link PageText} pass so no finder
 * has to run its own selector over the whole page: meta tags, JSON-LD scripts, {@code <title>}, headline
 * candidates, {@code <time datetime>}, itemprop=datePublished (dateCreated, uploadDate), itemprop=articleBody and
 * author-marked elements.
 */
final class PageElements {
    private static final Set<String> HEADLINE_TAGS = Set.of("h1", "h2", "h3", "b", "strong");
    /** Enough for any real page; bounds the work on machine-generated ones. */
    private static final int MAX_PER_KIND = 2_000;

    Element title;
    final List<Element> metas = new ArrayList<>();
    final List<Element> jsonLdScripts = new ArrayList<>();

    final List<Element> itempropDates = new ArrayList<>();
    /** The first element marked itemprop=articleBody (microdata), or null. */
    Element articleBody;
    final List<Element> timeElements = new ArrayList<>();
    final List<Element> headlineCandidates = new ArrayList<>();
    final List<Element> authorElements = new ArrayList<>();
    /** Links to a site's home page ("/", "index.html", "http://host/"): their text names the site. */
    final List<Element> homeLinks = new ArrayList<>();
    /** Images that are a site's logo (a link home around them), with alt text. */
    final List<Element> logos = new ArrayList<>();
    /** Site names are looked for among this many links and images at most. */
    private static final int MAX_SITE_MARKS = 24;

    /**
     * Called for every element in document order with its attributes (null when none); visible says whether its
     * text is rendered. Attribute names are read exactly: jsoup's HTML parser lower-cases them.
     */
    void visit(Element e, Attributes attrs, boolean visible) {
        String tag = e.normalName();
        switch (tag) {
            case "title" -> {
                if (title == null) {
                    title = e;
                }
            }
            case "meta" -> add(metas, e);
            case "script" -> {
                if (attrs != null && AsciiCase.lower(attrs.get("type")).contains("ld+json")) {
                    add(jsonLdScripts, e);
                }
            }
            default -> {
            }
        }
        if (attrs != null && attrs.hasKey("itemprop")) {
            String prop = attrs.get("itemprop");
            if (articleBody == null && prop.equals("articleBody")) {
                articleBody = e;
            }
            if (prop.equals("datePublished") || prop.equals("dateCreated") || prop.equals("uploadDate")) {
                add(itempropDates, e);
            } else if (visible && prop.equals("author")) {
                add(authorElements, e);
                return;
            }
        }
        if (!visible) {
            return;
        }
        if (attrs == null) {
            if (HEADLINE_TAGS.contains(tag)) {
                add(headlineCandidates, e);
            }
            return;
        }
        if (tag.equals("a") && homeLinks.size() < MAX_SITE_MARKS && HomeLinks.isHome(attrs.get("href"))) {
            homeLinks.add(e);
        } else if (tag.equals("img") && logos.size() < MAX_SITE_MARKS && attrs.hasKey("alt")
                && HomeLinks.isLogo(e)) {
            logos.add(e);
        }
        if (tag.equals("time") && attrs.hasKey("datetime")) {
            add(timeElements, e);
        }
        String cls = AsciiCase.lower(attrs.get("class"));
        String id = AsciiCase.lower(attrs.get("id"));
        if (HEADLINE_TAGS.contains(tag) || mentions(cls, id, "title") || mentions(cls, id, "head")) {
            add(headlineCandidates, e);
        }
        if (mentions(cls, id, "author") || mentions(cls, id, "byline") || cls.contains("writer")
                || attrs.get("rel").equals("author")) {
            add(authorElements, e);
        }
    }

    /** Whether the lower-cased class or id holds the word. */
    private static boolean mentions(String cls, String id, String word) {
        return cls.contains(word) || id.contains(word);
    }

    private static void add(List<Element> list, Element e) {
        if (list.size() < MAX_PER_KIND) {
            list.add(e);
        }
    }
}
