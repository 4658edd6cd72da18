package com.newsx.extractor.article.fields;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * The headline's text as the page shows it, cleaned of what is not the headline: a badge the metadata does not
 * share, a kicker line above it; its pieces written on one line as the metadata writes them.
 */
final class HeadlineText {
    /** Characters read of a candidate: far more than any headline. */
    private static final int TEXT_CAP = 600;
    private static final Set<String> BREAKS = Set.of("br", "p", "div");
    /** Characters a site puts between a headline's parts when it writes them on one line. */
    private static final String JOINERS = "-–—:|·";
    /** Text nodes read of a headline element. */
    private static final int MAX_NODES = 64;

    private HeadlineText() {
    }

    /**
     * Visible text of the element, or null as soon as it exceeds what a headline could be. Block pieces inside it
     * (div, p, br) are separated by a space after them as well as before.
     */
    static String of(Element e) {
        String raw = PageText.visibleText(e, TEXT_CAP, false, el -> el != e && BREAKS.contains(el.normalName()),
                el -> el != e && BREAKS.contains(el.normalName()));
        if (raw == null) {
            return null;
        }
        String s = PageText.normalize(raw);
        return s.isEmpty() ? null : s;
    }

    /**
     * The headline without pieces the metadata does not share, such as a "原创" or "Exclusive" badge in a
     * span of the headline element: text nodes of which under half the characters occur in the statement.
     */
    static String withoutBadges(Element e, String whole, String statement) {
        List<TextNode> nodes = e.textNodes().size() == e.childNodeSize() ? List.of() : allTextNodes(e);
        if (nodes.size() < 2) {
            return whole;
        }
        String ref = Fold.of(statement);
        StringBuilder kept = new StringBuilder();
        boolean dropped = false;
        for (TextNode n : nodes) {
            String piece = Fold.of(n.getWholeText());
            if (!piece.isEmpty() && Lcs.length(piece, ref) * 2 < piece.length()) {
                dropped = true;
            } else {
                kept.append(n.getWholeText());
            }
        }
        String k = PageText.normalize(kept.toString());
        return dropped && !k.isEmpty() ? k : whole;
    }

    /**
     * The last piece of the headline element when the metadata states exactly it as the title and none of the
     * pieces before it: a kicker, eyebrow or label set in the h1 above the headline ("Get that look" over
     * "Klatch Coffee", "Title:"). Otherwise the whole text.
     */
    static String withoutKicker(Element e, String whole, TitleStatements stated) {
        List<String> pieces = pieces(e);
        if (pieces.size() < 2) {
            return whole;
        }
        // the kickers stand above the headline: the stated piece is the last one, and the only one stated
        String last = pieces.get(pieces.size() - 1);
        if (!stated.statesExactly(Fold.of(last))) {
            return whole;
        }
        for (int i = 0; i < pieces.size() - 1; i++) {
            if (stated.statesExactly(Fold.of(pieces.get(i)))) {
                return whole;
            }
        }
        return last;
    }

    /**
     * A headline set in separate pieces (title and subtitle spans, lines) as the metadata writes it on one
     * line, when a statement of the title is exactly the pieces joined by separator characters ("Headline. -
     * Subtitle"): the page's own flat rendition says how the lines join. Otherwise the shown text.
     */
    static String joinedAsStated(Element e, String shown, PageMetadata meta) {
        List<String> pieces = pieces(e);
        if (pieces.size() < 2 || !String.join(" ", pieces).equals(shown)) {
            return shown;
        }
        for (String s : new String[] {meta.ogTitle(), meta.headline(), meta.htmlTitle()}) {
            if (s == null) {
                continue;
            }
            for (String statement : new String[] {s, SiteNames.headlinePart(s, meta.siteName())}) {
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
                return out.size() > MAX_NODES ? FilterResult.STOP : FilterResult.CONTINUE;
            }
        }, e);
        return out;
    }
}
