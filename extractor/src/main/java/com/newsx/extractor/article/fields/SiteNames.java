package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.BylinePatterns.Role;
import com.newsx.extractor.text.AsciiCase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * The site's own name wherever the fields meet it: as the suffix or prefix of {@code <title>} ("Headline - Site"),
 * as og:site_name or the host, as an element marked as the site's title or logo. The title finder leaves it out of
 * the headline, the byline finder falls back on it when no person is named. One separator rule for both.
 */
final class SiteNames {
    /**
     * Separators between a headline and the site's name, or between the site's name and its motto: "headline -
     * site", "headline | site", "headline_site", "site｜motto", "headline—site", "headline -- site".
     */
    private static final Pattern SEPARATOR = Pattern.compile("\\s+[-–—|·:]\\s+|\\s*[_|｜–—]\\s*|\\s*--\\s*");
    /** A site's name has at most this many CJK characters or words ("MonsGeek", "Hill Farm Notes"). */
    private static final int NAME_MAX_WORDS = 6;
    /** Elements of an element's subtree looked at for a site mark. */
    private static final int MAX_MARK_CHECKS = 16;
    private static final Pattern SITE_MARK = Pattern.compile(
            "site[-_]?(?:title|name|branding|logo)|(?<![a-z])(?:logo|brand|navbar-brand)(?![a-z])");

    private SiteNames() {
    }

    /** The parts of a title between its separators; one part when it has none. */
    static String[] segments(String title) {
        return SEPARATOR.split(title);
    }

    /**
     * The headline part of a "headline - section - site" style title: leaving out segments that name the
     * site (og:site_name), the first segment at least half as long as the longest. Headlines come first by
     * convention, but a short first segment is a site or section prefix ("CNN - headline").
     */
    static String headlinePart(String title, String siteName) {
        String site = siteName == null ? "" : Fold.of(siteName);
        return headlineSegment(title, f -> !site.isEmpty() && (site.contains(f) || f.contains(site)));
    }

    /** As above, leaving out the segments that name the site by the page's own names of it. */
    static String headlinePartWithout(String title, SiteIdentity site) {
        return headlineSegment(title, site::namedBySegment);
    }

    private static String headlineSegment(String title, Predicate<String> namesSite) {
        String[] parts = SEPARATOR.split(title);
        if (parts.length < 2) {
            return title;
        }
        List<String> kept = new ArrayList<>(parts.length);
        int longest = 0;
        for (String p : parts) {
            String t = p.trim();
            String f = Fold.of(t);
            if (f.isEmpty() || namesSite.test(f)) {
                continue;
            }
            kept.add(t);
            longest = Math.max(longest, t.length());
        }
        for (String t : kept) {
            if (t.length() * 2 >= longest) {
                return t;
            }
        }
        return title;
    }

    /** Whether {@code <title>} has segments (a separator): only then can one name a section shown on the page. */
    static boolean titleSegmented(PageMetadata meta) {
        return meta.htmlTitle() != null && SEPARATOR.matcher(meta.htmlTitle()).find();
    }

    /**
     * The segments of {@code <title>} other than its headline part that the page shows as headings above the one
     * showing the headline part: the blog's or the section's name in the page header ("Post - Blog name - Host" with
     * the blog's name in an h1 over the post's title). Folded; empty when the headline part is not shown.
     *
     * @param folds the candidates' folded texts, in document order ("" for one without text)
     */
    static Set<String> shownAboveTheHeadline(List<String> folds, PageMetadata meta, SiteIdentity site) {
        String title = meta.htmlTitle();
        String[] parts = title == null ? new String[0] : SEPARATOR.split(title);
        if (parts.length < 2) {
            return Set.of();
        }
        String part = headlinePartWithout(title, site);
        String headline = Fold.of(part);
        int words = Words.count(part);
        Set<String> others = new HashSet<>();
        for (String p : parts) {
            String f = Fold.of(p);
            // a name is no longer than the headline: a longer segment is rather the headline itself, where the headline
            // part was taken wrongly (a site naming itself in its headlines: "The Guardian view on ... | Editorial")
            if (!f.isEmpty() && !f.equals(headline) && Words.count(p) <= words) {
                others.add(f);
            }
        }
        Set<String> shown = new HashSet<>();
        for (String f : folds) {
            if (f.equals(headline)) {
                return shown;
            }
            if (others.contains(f)) {
                shown.add(f);
            }
        }
        return Set.of();
    }

    /**
     * The site-name part of a "headline | site" title: the last segment, when the headline is another one; null
     * when the title has no separator.
     */
    static String siteSegment(String title) {
        String[] parts = SEPARATOR.split(title);
        if (parts.length < 2) {
            return null;
        }
        String last = parts[parts.length - 1].trim();
        String headline = headlinePart(title, null);
        return last.isEmpty() || last.equals(headline) ? null : last;
    }

    /**
     * A trailing "- Site" on a headline (an h1, the JSON-LD headline) that names og:site_name is left out, as in
     * {@code <title>}.
     */
    static String withoutSiteSuffix(String headline, String siteName) {
        if (siteName == null || headline == null) {
            return headline;
        }
        String site = Fold.of(siteName);
        Matcher m = SEPARATOR.matcher(headline);
        int lastSep = -1;
        int lastEnd = -1;
        while (m.find()) {
            lastSep = m.start();
            lastEnd = m.end();
        }
        if (lastSep <= 0 || site.isEmpty() || !Fold.of(headline.substring(lastEnd)).equals(site)) {
            return headline;
        }
        return headline.substring(0, lastSep).trim();
    }

    /** "davidbau.com Vibe Coding" without the host name that opens (or ends) it, without any separator. */
    static String withoutHost(String title, String host) {
        if (host == null) {
            return title;
        }
        String t = title.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith(host + " ") && t.length() > host.length() + 1) {
            return t.substring(host.length() + 1).trim();
        }
        if (lower.endsWith(" " + host) && t.length() > host.length() + 1) {
            return t.substring(0, t.length() - host.length() - 1).trim();
        }
        return title;
    }

    /** The host of the URL without "www.", or null. */
    static String host(String url) {
        if (url == null) {
            return null;
        }
        int start = url.indexOf("://");
        start = start < 0 ? 0 : start + 3;
        int end = start;
        while (end < url.length() && "/?#:".indexOf(url.charAt(end)) < 0) {
            end++;
        }
        String h = url.substring(start, end).toLowerCase(Locale.ROOT);
        h = h.startsWith("www.") ? h.substring(4) : h;
        return h.isEmpty() ? null : h;
    }

    /**
     * An element naming the site is never the headline: its (folded) text is og:site_name (folded) or the host
     * ("davidbau.com"), or it, its parent or an element inside it is marked as the site's title, name, logo or
     * brand (class site-title, logo, navbar-brand).
     */
    static boolean namesTheSite(Element e, String folded, String site, String host) {
        if (!folded.isEmpty() && (folded.equals(site) || host != null && folded.equals(Fold.of(host)))) {
            return true;
        }
        Element x = e;
        for (int i = 0; i < 2 && x != null; i++, x = x.parent()) {
            if (siteMarked(x)) {
                return true;
            }
        }
        // a logo block: <a><div><p class="site-title">Name</p><small>motto</small></div></a>
        boolean[] marked = {false};
        int[] seen = {0};
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof Element d && d != e && siteMarked(d)) {
                    marked[0] = true;
                }
                return marked[0] || ++seen[0] > MAX_MARK_CHECKS ? FilterResult.STOP : FilterResult.CONTINUE;
            }
        }, e);
        return marked[0];
    }

    private static boolean siteMarked(Element x) {
        if (x.attributesSize() == 0) {
            return false;
        }
        String cls = x.className();
        String id = x.id();
        if (!mayMarkSite(cls) && !mayMarkSite(id)) {
            return false; // the plain searches first: most names hold none of the pattern's words
        }
        String ci = (cls + " " + id).toLowerCase(Locale.ROOT);
        return ci.length() > 1 && SITE_MARK.matcher(ci).find();
    }

    /** A necessary condition for {@link #SITE_MARK}: every alternative holds "site", "logo" or "brand". */
    private static boolean mayMarkSite(String name) {
        return !name.isEmpty() && (AsciiCase.containsLowered(name, "site")
                || AsciiCase.containsLowered(name, "logo") || AsciiCase.containsLowered(name, "brand"));
    }

    /**
     * The site's name as an author of record: og:site_name (or the JSON-LD publisher) up to its first separator
     * ("MonsGeek - Make Cool Gears" is MonsGeek), else the part of {@code <title>} that is not the headline ("Notes |
     * Ann Rivers"); null when that is no plausible name.
     */
    static String authorOfRecord(PageMetadata meta) {
        String site = meta.siteName();
        if (site == null && meta.htmlTitle() != null) {
            site = siteSegment(meta.htmlTitle());
        }
        if (site == null) {
            return null;
        }
        String first = SEPARATOR.split(site.trim(), 2)[0].trim();
        boolean cjk = first.codePoints().anyMatch(Character::isIdeographic);
        String name = cjk ? BylinePatterns.clean(first, Role.SOURCE) : first;
        return name != null && BylinePatterns.plausibleName(name) && !name.contains(".")
                && Words.count(name) <= NAME_MAX_WORDS ? name : null;
    }

    /** Whether the name is og:site_name, or only occurs in the site-name part of {@code <title>}. */
    static boolean isSiteName(String name, PageMetadata meta) {
        String n = name.toLowerCase(Locale.ROOT);
        if (meta.siteName() != null) {
            String s = meta.siteName().toLowerCase(Locale.ROOT);
            if (s.contains(n) || n.contains(s)) {
                return true;
            }
        }
        if (meta.htmlTitle() != null) {
            String t = meta.htmlTitle().toLowerCase(Locale.ROOT);
            String core = headlinePart(meta.htmlTitle(), meta.siteName()).toLowerCase(Locale.ROOT);
            return t.replace(core, "").contains(n);
        }
        return false;
    }
}
