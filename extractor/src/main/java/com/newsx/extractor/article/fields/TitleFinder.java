package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.text.AsciiCase;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * The title block of the QD method: candidates are h1-h3, b/strong and elements whose class or id says
 * title/head, of a headline's length; each is scored by its agreement (LCS ratio) with the page's own
 * statements of its title - {@code <title>} without its site suffix, og:title, the JSON-LD headline - plus
 * a tag weight and an earliness bonus. Without a convincing candidate the metadata title is used, and so it is
 * when the page's single h1 is not a headline but where the story starts: a heading typed into the body text, or a
 * paragraph-long summary (the h1 still anchors the body and the dateline search).
 */
final class TitleFinder {
    /** The chosen headline and the element it was read from (null when it came from metadata). */
    record Title(String text, Element element) {
    }

    /** Separators between a headline and the site name in {@code <title>}: "headline - site", "headline_site". */
    private static final Pattern SITE_SUFFIX = Pattern.compile("\\s+[-–—|·:]\\s+|\\s*[_|｜–—]\\s*|\\s*--\\s*");
    private static final int TEXT_CAP = 600;
    /**
     * A candidate longer than the length limit (up to this factor) still counts when it (near-)equals the
     * metadata title: long headlines exist, while a truncated copy of one in a breadcrumb must not win.
     */
    private static final int LONG_HEADLINE_FACTOR = 3;
    private static final double LONG_HEADLINE_SIMILARITY = 0.9;

    private final int minLength;
    private final int maxLength;
    private final double minSimilarity;
    private final double h1Weight;
    private final double headingWeight;
    private final double otherWeight;
    private final double positionWeight;

    TitleFinder(ExtractorConfig config) {
        minLength = config.getInt("fields.title.minLength");
        maxLength = config.getInt("fields.title.maxLength");
        minSimilarity = config.getDouble("fields.title.minSimilarity");
        h1Weight = config.getDouble("fields.title.weight.h1");
        headingWeight = config.getDouble("fields.title.weight.heading");
        otherWeight = config.getDouble("fields.title.weight.other");
        positionWeight = config.getDouble("fields.title.weight.position");
    }

    Title find(PageText text, PageMetadata meta) {
        return find(text, meta, null);
    }

    Title find(PageText text, PageMetadata meta, String url) {
        String host = host(url);
        List<Reference> references = references(meta, host);
        String site = meta.siteName() == null ? null : fold(meta.siteName());
        List<Reference> segments = segments(meta, references);
        int pageSize = Math.max(1, text.lines().isEmpty() ? 1 : text.lines().get(text.lines().size() - 1).order());
        Element best = null;
        String bestText = null;
        Element onlyH1 = null;
        String onlyH1Text = null;
        Element bodyH1 = null;
        // a heading typed into the body is told apart on pages with one h1; where several h1s head the body's
        // sections, the first is the page's headline
        int h1Count = countH1(text.elements().headlineCandidates);
        String bestReference = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        double bestSim = 0;
        for (Element e : text.elements().headlineCandidates) {
            if (e.normalName().equals("body") || e.normalName().equals("html")) {
                continue;
            }
            boolean h1 = e.normalName().equals("h1");
            String t = boundedText(e);
            int len = headlineLength(t);
            // A headline shorter than minLength ("Coffee", "Climate Change") still counts when the metadata states
            // exactly it.
            boolean exactShort = len < minLength && len > 0 && statedExactly(fold(t), segments);
            if (t == null || len > LONG_HEADLINE_FACTOR * maxLength || len < minLength && !exactShort) {
                continue;
            }
            if (h1 && namesTheSite(e, fold(t), site, host)) {
                continue; // the site's name or logo line, wherever it stands, is not the article's headline
            }
            boolean tooLong = len > maxLength;
            if (h1) {
                onlyH1 = e;
                onlyH1Text = t;
            }
            double sim = exactShort ? 1.0 : 0;
            String agreed = null;
            String folded = fold(t);
            double position = 1.0 - Math.min(1.0, text.order(e) / (double) pageSize);
            double bonus = tagWeight(e) + positionWeight * position;
            for (Reference r : exactShort ? List.<Reference>of() : references) {
                double bound = r.similarityBound(folded);
                if (bound < Math.max(sim, minSimilarity) || bound + bonus <= bestScore) {
                    continue; // cannot beat what we have: skip the quadratic LCS
                }
                double x = r.similarity(folded);
                if (x > sim) {
                    sim = x;
                    agreed = r.text();
                }
            }
            if (h1 && h1Count == 1 && !references.isEmpty() && sim < LONG_HEADLINE_SIMILARITY
                    && !statedNearly(folded, references) && (opensTheBody(e) || restyledLower(e))) {
                // An h1 that opens the story's text itself (the body or its paragraphs follow it directly, no byline,
                // dateline or standfirst between) and that the metadata does not state nearly exactly is a heading
                // typed into the body: the metadata title is the headline. The same for the page's one h1 when its
                // class restyles it as a lower heading ("h2" in Bootstrap, "heading-style-h2" in Webflow): shown as
                // a section heading, it is not the headline unless the metadata states it nearly exactly.
                bodyH1 = e;
                continue;
            }
            if (!references.isEmpty() && sim < minSimilarity
                    || tooLong && sim < LONG_HEADLINE_SIMILARITY) {
                continue; // a headline over the length limit counts only if the metadata states it too
            }
            double score = sim + bonus;
            // other tags are checked for naming the site only when they would win: the check walks their subtree
            if (score > bestScore && (h1 || !namesTheSite(e, folded, site, host))) {
                bestScore = score;
                best = e;
                bestText = t;
                bestReference = agreed;
                bestSim = sim;
            }
        }
        // The single h1 taken when nothing agrees with the metadata must be of a headline's length (maxLength): an h1
        // holding a paragraph-long summary gives way to the metadata title.
        boolean summaryH1 = h1Count == 1 && onlyH1 != null && headlineLength(onlyH1Text) > maxLength;
        boolean h1Headline = h1Count == 1 && onlyH1 != null && onlyH1 != bodyH1 && !summaryH1;
        // the story starts at an h1 that is not its headline: a heading typed into the body, a summary
        Element storyStart = bodyH1 != null ? bodyH1 : summaryH1 ? onlyH1 : null;
        if (best != null && h1Headline && best != onlyH1
                && (bestSim < LONG_HEADLINE_SIMILARITY || !best.normalName().equals("h1")
                        && headlineLength(onlyH1Text) >= headlineLength(bestText))
                && text.order(best) > text.order(onlyH1)) {
            // A heading below the page's one h1 that resembles <title> less than nearly exactly (0.9) does not beat
            // that h1: it is an in-body heading restating the headline (listicles restate it in their sections).
            // Nor does a later non-h1 heading that equals <title>, when no longer than the h1 (an in-body section
            // "What is X?" restating the title's first part). The h1 is the headline the page shows.
            return new Title(withoutKicker(onlyH1, onlyH1Text, segments), onlyH1);
        }
        if (storyStart != null && (best == null || text.order(best) > text.order(storyStart)
                && (bestSim < LONG_HEADLINE_SIMILARITY || !best.normalName().equals("h1")))) {
            // Below that h1, a heading that resembles <title> is in the body too (as under a single h1 that is
            // the headline): the metadata names the story, whose text still starts at the h1.
            String stated = statedTitle(meta);
            if (stated != null) {
                return new Title(stated, storyStart);
            }
        }
        if (best != null) {
            String shown = bestReference == null ? bestText : withoutBadges(best, bestText, bestReference);
            shown = joinedAsStated(best, shown, meta);
            if (shown.equals(bestText)) {
                shown = withoutKicker(best, shown, segments);
            }
            return new Title(withoutSiteName(shown, meta.siteName()), best);
        }
        if (h1Headline) {
            // the page's single headline, rewritten since <title> was set; a kicker line set inside it ("Get the
            // look" over the name) is not part of it
            return new Title(withoutKicker(onlyH1, onlyH1Text, segments), onlyH1);
        }
        return new Title(statedTitle(meta), null);
    }

    /**
     * The title the metadata states: the JSON-LD headline (without a trailing "| Site" naming the site), else
     * og:title or {@code <title>} without the site.
     */
    private String statedTitle(PageMetadata meta) {
        String headline = withoutSiteName(meta.headline(), meta.siteName());
        String stated = headline != null ? headline
                : meta.ogTitle() != null ? stripSiteSuffix(meta.ogTitle(), meta.siteName())
                : meta.htmlTitle() != null ? stripSiteSuffix(meta.htmlTitle(), meta.siteName()) : null;
        return stated == null || stated.isEmpty() ? null : stated;
    }

    private static int countH1(List<Element> candidates) {
        int n = 0;
        for (Element e : candidates) {
            n += e.normalName().equals("h1") ? 1 : 0;
        }
        return n;
    }

    /** Words a body container holds at least; bylines, datelines and standfirsts hold fewer. */
    private static final int BODY_WORDS = 100;
    /** Prose paragraphs in a row that make a story's text. */
    private static final int BODY_PARAGRAPHS = 3;
    private static final int PARAGRAPH_WORDS = 5;
    /** Elements that may stand between a story's paragraphs. */
    private static final Set<String> PROSE_FLOW = Set.of("p", "ul", "ol", "blockquote", "figure", "pre", "table",
            "h2", "h3", "h4", "h5", "h6", "hr", "img", "picture");

    /**
     * Whether the heading opens the story's text itself: among its following siblings, the first with visible
     * text is the body (BODY_WORDS words or more) or the first of BODY_PARAGRAPHS prose paragraphs, with no
     * byline, dateline or standfirst between - what a page header puts under its headline.
     */
    private static boolean opensTheBody(Element heading) {
        int paragraphs = 0;
        for (Element s = heading.nextElementSibling(); s != null; s = s.nextElementSibling()) {
            String tag = s.normalName();
            if (tag.equals("script") || tag.equals("style") || PageText.isHidden(s)) {
                continue;
            }
            int words = wordsUpTo(s, BODY_WORDS);
            if (words == 0) {
                continue;
            }
            if (paragraphs == 0 && words >= BODY_WORDS) {
                return true;
            }
            if (tag.equals("p")) {
                if (words >= PARAGRAPH_WORDS && ++paragraphs >= BODY_PARAGRAPHS) {
                    return true;
                }
            } else if (paragraphs == 0 || !PROSE_FLOW.contains(tag)) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether the element's class restyles it as a lower heading: the heading-level classes of CSS frameworks
     * ("h2" in Bootstrap, "heading-style-h2" in Webflow) make an h1 look like a section heading, and the page then
     * shows no headline of that weight - the reader takes the title from the page's own statement of it.
     */
    static boolean restyledLower(Element e) {
        if (e.attributesSize() == 0) {
            return false;
        }
        for (String token : e.className().split("\\s+")) {
            if (LOWER_HEADING_CLASS.matcher(token).matches()) {
                return true;
            }
        }
        return false;
    }

    private static final Pattern LOWER_HEADING_CLASS = Pattern.compile("(?i)(?:(?:heading|is)-style-)?h[2-6]");

    /** Words (runs of letters or digits; one per CJK character) in the element's visible text, counted up to cap. */
    private static int wordsUpTo(Element e, int cap) {
        int[] n = {0};
        boolean[] inWord = {false};
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    String s = t.getWholeText();
                    for (int i = 0; i < s.length() && n[0] < cap; i++) {
                        char c = s.charAt(i);
                        if (Character.isIdeographic(c)) {
                            n[0]++;
                            inWord[0] = false;
                        } else if (Character.isLetterOrDigit(c)) {
                            n[0] += inWord[0] ? 0 : 1;
                            inWord[0] = true;
                        } else {
                            inWord[0] = false;
                        }
                    }
                } else if (node instanceof Element el) {
                    inWord[0] = false;
                    if (el != e && (el.normalName().equals("script") || el.normalName().equals("style")
                            || PageText.isHidden(el))) {
                        return FilterResult.SKIP_ENTIRELY;
                    }
                }
                return n[0] >= cap ? FilterResult.STOP : FilterResult.CONTINUE;
            }
        }, e);
        return n[0];
    }

    /** Whether some statement of the title is (nearly) this folded text. */
    private static boolean statedNearly(String folded, List<Reference> references) {
        for (Reference r : references) {
            if (r.similarityBound(folded) >= LONG_HEADLINE_SIMILARITY
                    && r.similarity(folded) >= LONG_HEADLINE_SIMILARITY) {
                return true;
            }
        }
        return false;
    }

    /** The visible text pieces of the element (its text nodes, white space collapsed), blank ones left out. */
    private static List<String> pieces(Element e) {
        List<String> out = new ArrayList<>();
        for (TextNode n : allTextNodes(e)) {
            String p = PageText.normalize(n.getWholeText());
            if (!p.isEmpty()) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The last piece of the headline element when the metadata states exactly it as the title and none of the
     * pieces before it: a kicker, eyebrow or label set in the h1 above the headline ("Get that look" over
     * "Klatch Coffee", "Title:"). Otherwise the whole text.
     */
    private static String withoutKicker(Element e, String whole, List<Reference> statements) {
        List<String> pieces = pieces(e);
        if (pieces.size() < 2) {
            return whole;
        }
        // the kickers stand above the headline: the stated piece is the last one, and the only one stated
        String last = pieces.get(pieces.size() - 1);
        if (!statedExactly(fold(last), statements)) {
            return whole;
        }
        for (int i = 0; i < pieces.size() - 1; i++) {
            if (statedExactly(fold(pieces.get(i)), statements)) {
                return whole;
            }
        }
        return last;
    }

    /** Characters a site puts between a headline's parts when it writes them on one line. */
    private static final String JOINERS = "-–—:|·";

    /**
     * A headline set in separate pieces (title and subtitle spans, lines) as the metadata writes it on one
     * line, when a statement of the title is exactly the pieces joined by separator characters ("Headline. -
     * Subtitle"): the page's own flat rendition says how the lines join. Otherwise the shown text.
     */
    private static String joinedAsStated(Element e, String shown, PageMetadata meta) {
        List<String> pieces = pieces(e);
        if (pieces.size() < 2 || !String.join(" ", pieces).equals(shown)) {
            return shown;
        }
        for (String s : new String[] {meta.ogTitle(), meta.headline(), meta.htmlTitle()}) {
            if (s == null) {
                continue;
            }
            for (String statement : new String[] {s, stripSiteSuffix(s, meta.siteName())}) {
                if (!statement.equals(shown) && joins(statement, pieces)) {
                    return statement;
                }
            }
        }
        return shown;
    }

    /** Whether the text is exactly the pieces in order, with only spaces and joiner characters between them. */
    private static boolean joins(String text, List<String> pieces) {
        int pos = 0;
        for (int i = 0; i < pieces.size(); i++) {
            if (i > 0) {
                int start = pos;
                while (pos < text.length()
                        && (Character.isWhitespace(text.charAt(pos)) || JOINERS.indexOf(text.charAt(pos)) >= 0)) {
                    pos++;
                }
                if (pos == start) {
                    return false;
                }
            }
            if (!text.startsWith(pieces.get(i), pos)) {
                return false;
            }
            pos += pieces.get(i).length();
        }
        return pos == text.length();
    }

    /**
     * The headline without pieces the metadata does not share, such as a "原创" or "Exclusive" badge in a
     * span of the headline element: text nodes of which under half the characters occur in the reference.
     */
    private static String withoutBadges(Element e, String whole, String reference) {
        List<TextNode> nodes = e.textNodes().size() == e.childNodeSize() ? List.of() : allTextNodes(e);
        if (nodes.size() < 2) {
            return whole;
        }
        String ref = fold(reference);
        StringBuilder kept = new StringBuilder();
        boolean dropped = false;
        for (TextNode n : nodes) {
            String piece = fold(n.getWholeText());
            if (!piece.isEmpty() && Lcs.length(piece, ref) * 2 < piece.length()) {
                dropped = true;
            } else {
                kept.append(n.getWholeText());
            }
        }
        String k = PageText.normalize(kept.toString());
        return dropped && !k.isEmpty() ? k : whole;
    }

    private static List<TextNode> allTextNodes(Element e) {
        List<TextNode> out = new ArrayList<>();
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    out.add(t);
                } else if (node instanceof Element el && (el.normalName().equals("script")
                        || el.normalName().equals("style") || PageText.isHidden(el))) {
                    return FilterResult.SKIP_ENTIRELY;
                }
                return out.size() > 64 ? FilterResult.STOP : FilterResult.CONTINUE;
            }
        }, e);
        return out;
    }

    /** The references and the first segment of {@code <title>} and og:title ("Coffee - University of X"). */
    private static List<Reference> segments(PageMetadata meta, List<Reference> references) {
        List<Reference> out = new ArrayList<>(references);
        for (String s : new String[] {meta.htmlTitle(), meta.ogTitle()}) {
            if (s != null) {
                String[] parts = SITE_SUFFIX.split(s);
                String f = parts.length > 1 ? fold(parts[0]) : "";
                if (!f.isEmpty()) { // the headline's place by convention; the site's name takes the other one
                    out.add(new Reference(parts[0].trim(), f));
                }
            }
        }
        return out;
    }

    /** Whether the metadata states exactly this (folded) text as the title. */
    private static boolean statedExactly(String folded, List<Reference> references) {
        for (Reference r : references) {
            if (r.folded().equals(folded)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The element names the site: its text is og:site_name or the host ("davidbau.com"), or it (or its parent) is
     * marked as the site's title, name, logo or brand.
     */
    private static boolean namesTheSite(Element e, String folded, String site, String host) {
        if (!folded.isEmpty() && (folded.equals(site) || host != null && folded.equals(fold(host)))) {
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

    private static final int MAX_MARK_CHECKS = 16;

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
        return !name.isEmpty() && (AsciiCase.containsIgnoreCase(name, "site")
                || AsciiCase.containsIgnoreCase(name, "logo") || AsciiCase.containsIgnoreCase(name, "brand"));
    }

    private static final Pattern SITE_MARK = Pattern.compile(
            "site[-_]?(?:title|name|branding|logo)|(?<![a-z])(?:logo|brand|navbar-brand)(?![a-z])");

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

    /** The headline without a trailing "- Site" segment naming og:site_name, as some h1s carry it. */
    private static String withoutSiteName(String headline, String siteName) {
        if (siteName == null || headline == null) {
            return headline;
        }
        String site = fold(siteName);
        java.util.regex.Matcher m = SITE_SUFFIX.matcher(headline);
        int lastSep = -1;
        int lastEnd = -1;
        while (m.find()) {
            lastSep = m.start();
            lastEnd = m.end();
        }
        if (lastSep <= 0 || site.isEmpty() || !fold(headline.substring(lastEnd)).equals(site)) {
            return headline;
        }
        return headline.substring(0, lastSep).trim();
    }

    /** The metadata statements of the title a headline candidate should agree with. */
    private static List<Reference> references(PageMetadata meta, String host) {
        List<Reference> refs = new ArrayList<>(6);
        List<String> seen = new ArrayList<>(6);
        for (String s : new String[] {meta.htmlTitle(), meta.ogTitle(), meta.headline()}) {
            if (s != null && !s.isBlank()) {
                for (String r : new String[] {s, stripSiteSuffix(s, meta.siteName()), withoutHost(s, host)}) {
                    String f = fold(r);
                    if (!f.isEmpty() && !seen.contains(f)) {
                        seen.add(f);
                        refs.add(new Reference(r, f));
                    }
                }
            }
        }
        return refs;
    }

    /** A statement of the title, folded once, with its character set for a cheap upper bound on the LCS. */
    private record Reference(String text, String folded, BitSet chars) {
        Reference(String text, String folded) {
            this(text, folded, charSet(folded));
        }

        private static BitSet charSet(String s) {
            BitSet b = new BitSet();
            for (int i = 0; i < s.length(); i++) {
                b.set(s.charAt(i));
            }
            return b;
        }

        /** The LCS cannot exceed the number of candidate characters that occur in the reference. */
        double similarityBound(String candidate) {
            int shared = 0;
            for (int i = 0; i < candidate.length(); i++) {
                if (chars.get(candidate.charAt(i))) {
                    shared++;
                }
            }
            int longer = Math.max(candidate.length(), folded.length());
            return longer == 0 ? 0 : Math.min(shared, folded.length()) / (double) longer;
        }

        double similarity(String candidate) {
            int longer = Math.max(candidate.length(), folded.length());
            return longer == 0 ? 0 : Lcs.length(candidate, folded) / (double) longer;
        }
    }

    /** "davidbau.com Vibe Coding" without the host name that opens (or ends) it, without any separator. */
    private static String withoutHost(String title, String host) {
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

    private static String fold(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString();
    }

    /**
     * The headline part of a "headline - section - site" style title: leaving out segments that name the
     * site (og:site_name), the first segment at least half as long as the longest. Headlines come first by
     * convention, but a short first segment is a site or section prefix ("CNN - headline").
     */
    static String stripSiteSuffix(String title, String siteName) {
        String[] parts = SITE_SUFFIX.split(title);
        if (parts.length < 2) {
            return title;
        }
        String site = siteName == null ? "" : fold(siteName);
        List<String> kept = new ArrayList<>(parts.length);
        int longest = 0;
        for (String p : parts) {
            String t = p.trim();
            String f = fold(t);
            if (f.isEmpty() || !site.isEmpty() && (site.contains(f) || f.contains(site))) {
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

    /**
     * The site-name part of a "headline | site" title: the last segment, when the headline is another one; null
     * when the title has no separator.
     */
    static String siteSegment(String title) {
        String[] parts = SITE_SUFFIX.split(title);
        if (parts.length < 2) {
            return null;
        }
        String last = parts[parts.length - 1].trim();
        String headline = stripSiteSuffix(title, null);
        return last.isEmpty() || last.equals(headline) ? null : last;
    }

    private double tagWeight(Element e) {
        return switch (e.normalName()) {
            case "h1" -> h1Weight;
            case "h2", "h3" -> headingWeight;
            default -> {
                String ci = (e.className() + " " + e.id()).toLowerCase(Locale.ROOT);
                yield ci.contains("title") ? headingWeight : otherWeight;
            }
        };
    }

    /** Headline length: one per CJK character, one per word of other scripts. */
    static int headlineLength(String s) {
        if (s == null) {
            return Integer.MAX_VALUE;
        }
        int n = 0;
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isIdeographic(c)) {
                n++;
                inWord = false;
            } else if (Character.isLetterOrDigit(c)) {
                if (!inWord) {
                    n++;
                }
                inWord = true;
            } else {
                inWord = false;
            }
        }
        return n;
    }

    /**
     * Visible text of the element, or null as soon as it exceeds what a headline could be; a line break or a
     * paragraph inside separates words.
     */
    private static String boundedText(Element e) {
        // block pieces inside a headline element (div, p, br) are separated by a space after them as well as before
        String raw = PageText.visibleText(e, TEXT_CAP, false, el -> el != e && BREAKS.contains(el.normalName()),
                el -> el != e && BREAKS.contains(el.normalName()));
        if (raw == null) {
            return null;
        }
        String s = PageText.normalize(raw);
        return s.isEmpty() ? null : s;
    }

    private static final Set<String> BREAKS = Set.of("br", "p", "div");
}
