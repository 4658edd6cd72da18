package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Drops page chrome nested inside the article container, recognised by markup rather than text: the HTML5
 * sectioning tags for navigation and asides, and class/id names that authors give to share bars, comments,
 * related lists, newsletters and ads (the same vocabulary Readability relies on). A name that also says
 * article/content/body/story is kept, as the container of the text itself often carries both.
 * A guard keeps page-builder stories ("elementor-widget-container" around every paragraph): a class token
 * that also wraps the story's first prose line names layout, not chrome. Another keeps the story itself under an odd
 * name: an element holding the story's second prose line and at least {@code filter.chrome.story-min-share} of its
 * prose is never chrome (what is nested in it still may be).
 */
final class ChromeNameFilter implements LineFilter {
    private static final ElementNames NEGATIVE = new ElementNames(new String[]{"comment", "share", "sharing",
        "social", "related", "recommend", "newsletter", "news-letter", "subscri", "promo", "sponsor", "advert", "banner", "sidebar",
        "widget", "footer", "breadcrumb", "byline", "author", "dateline", "timestamp", "tags", "popup", "modal",
        "signup", "more-stories", "readmore", "read-more", "outbrain", "taboola", "toolbar", "nav", "menu", "disqus",
        "rating", "print", "jump", "contact", "kontakt"}, "ad", "ads");
    private static final ElementNames POSITIVE = new ElementNames(new String[]{"article", "content", "body", "entry",
        "story", "main", "post-text", "text", "embed", "tweet"});
    /**
     * Furniture of recent blogs and builders: calls to action ("cta"), author bios ("bio") and footnote lists,
     * which readers of the story skip and the gold leaves out.
     */
    private static final ElementNames FURNITURE = new ElementNames(new String[]{"footnote"}, "cta", "bio");
    /** A builder widget named for the story itself ("theme-post-content"), not for text in general. */
    private static final ElementNames STORY_WIDGET = new ElementNames(new String[]{"content", "article", "story",
        "entry", "body"});
    /** Embedded posts are content even in a social wrapper ("social-media-embed"). */
    private static final ElementNames EMBEDS = new ElementNames(new String[]{"embed", "tweet"});
    // A <button> is left in the page only when it wraps a card (clean.button-card-min-chars), for the records;
    // in an article it is a teaser or an accordion toggle.
    private static final List<String> CHROME_TAGS = List.of("nav", "aside", "footer", "button");
    /**
     * The ARIA roles of the same furniture, for pages that mark it with roles on plain divisions: navigation,
     * complementary (an aside), contentinfo (the site's footer), search, dialogs (consent and newsletter pop-ups),
     * menus.
     */
    private static final List<String> CHROME_ROLES = List.of("navigation", "complementary", "contentinfo", "search",
            "dialog", "alertdialog", "menu", "menubar");



    private final double storyMinShare;

    /** @param storyMinShare an element holding at least this share of the kept prose is the story, not chrome */
    ChromeNameFilter(double storyMinShare) {
        this.storyMinShare = storyMinShare;
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int first = LineFilter.firstKept(keep);
        int last = LineFilter.lastKept(keep);
        if (first < 0) {
            return;
        }
        // The common container of the kept lines: names on it or above it describe the article, not chrome.
        int root = index.commonAncestor(lines.get(first).owner(), lines.get(last).owner());
        // The story's own wrappers may carry chrome-like names ("post has-comments"): the elements holding the
        // region's first prose line are never chrome themselves (chrome nested in them still is).
        int end = index.end(root);
        boolean[] onStoryPath = new boolean[end - root + 1];
        Set<String> storyTokens = new HashSet<>();
        for (int i = first; i <= last; i++) {
            TextLine line = lines.get(i);
            if (keep[i] && isProse(line)) {
                for (int el = line.owner(); el > root; el = index.parent(el)) {
                    onStoryPath[el - root] = true;
                    addClassTokens(index.element(el), storyTokens);
                }
                break;
            }
        }
        // An element holding most of the story's prose from its beginning on is the story, whatever its name
        // ("banners-contenido-nota" around all but the lead): chrome is furniture beside the story, never its bulk.
        // (From its beginning: a comment thread after a short post holds more prose than the post, and stays chrome.)
        long[] prose = new long[end - root + 1];
        long totalProse = 0;
        int proseLines = 0;
        int secondProse = -1;
        for (int i = first; i <= last; i++) {
            TextLine line = lines.get(i);
            int owner = line.owner();
            if (keep[i] && isProse(line) && owner > root && owner <= end) {
                totalProse += line.chars();
                if (++proseLines == 2) {
                    secondProse = owner;
                }
                for (int el = owner; el > root; el = index.parent(el)) {
                    prose[el - root] += line.chars();
                }
            }
        }
        // One pre-order pass: an element is chrome when it or an ancestor below the root is.
        boolean[] chrome = new boolean[end - root + 1];
        for (int el = root + 1; el <= end; el++) {
            boolean story = onStoryPath[el - root] || secondProse >= 0 && index.contains(el, secondProse)
                    && prose[el - root] >= storyMinShare * totalProse;
            chrome[el - root] = chrome[index.parent(el) - root] || !story && isChrome(index.element(el), storyTokens);
        }
        for (int i = first; i <= last; i++) {
            int owner = lines.get(i).owner();
            if (keep[i] && owner > root && owner <= end && chrome[owner - root]) {
                keep[i] = false;
            }
        }
    }

    /** A line this long with a sentence mark is prose for the exemption above. */
    private static final int PROSE_CHARS = 25;

    private static boolean isProse(TextLine line) {
        return line.chars() >= PROSE_CHARS && line.punct() > 0;
    }

    static boolean isChrome(Element el) {
        return isChrome(el, Set.of());
    }

    /**
     * Chrome by tag or by name; class tokens in {@code neutral} (the story's own wrappers) are not read. A
     * name saying both chrome and content in one token ("comments-body", "related-content",
     * "entry-author-bio") is the content part of that chrome: only a token saying content alone keeps the element.
     */
    static boolean isChrome(Element el, Set<String> neutral) {
        if (CHROME_TAGS.contains(el.normalName()) || hasChromeRole(el)) {
            return true;
        }
        String names = ElementNames.of(el);
        // The story's own names still say "content" (POSITIVE); they only stop saying chrome.
        String negative = neutral.isEmpty() || names.isEmpty() ? names : withoutTokens(names, neutral);
        if (!NEGATIVE.matches(negative) && !FURNITURE.matches(negative)) {
            return false;
        }
        return !hasContentOnlyName(names);
    }

    /** The element's ARIA role names furniture. */
    static boolean hasChromeRole(Element el) {
        if (el.attributesSize() == 0) {
            return false;
        }
        String role = el.attr("role");
        return !role.isEmpty() && CHROME_ROLES.contains(role.trim().toLowerCase(Locale.ROOT));
    }

    /** Some class or id token says content (article, body...) without also saying chrome, or names an embed. */
    private static boolean hasContentOnlyName(String names) {
        if (!POSITIVE.matches(names)) {
            return false;
        }
        if (EMBEDS.matches(names)) {
            return true;
        }
        for (String t : names.split(" ")) {
            // "widget" names a builder's block type: the widget rendering the post's content is the content (a
            // generic text widget holds calls to action as often as the story).
            String chromePart = t.contains("widget") && STORY_WIDGET.matches(t) ? t.replace("widget", "") : t;
            if (!t.isEmpty() && POSITIVE.matches(t) && !NEGATIVE.matches(chromePart)
                    && !FURNITURE.matches(chromePart)) {
                return true;
            }
        }
        return false;
    }

    private static void addClassTokens(Element el, Set<String> into) {
        String cls = el.attr("class");
        if (!cls.isEmpty()) {
            for (String t : cls.toLowerCase(Locale.ROOT).split("\\s+")) {
                if (!t.isEmpty()) {
                    into.add(t);
                }
            }
        }
    }

    private static String withoutTokens(String names, Set<String> neutral) {
        StringBuilder kept = new StringBuilder(names.length());
        for (String t : names.split("\\s+")) {
            if (!t.isEmpty() && !neutral.contains(t)) {
                kept.append(t).append(' ');
            }
        }
        return kept.toString();
    }
}
