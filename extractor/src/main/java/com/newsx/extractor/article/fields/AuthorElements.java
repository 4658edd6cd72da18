package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.BylinePatterns.Field;
import com.newsx.extractor.article.fields.BylinePatterns.Role;
import com.newsx.extractor.text.AsciiCase;
import java.util.function.Predicate;
import org.jsoup.nodes.Element;
import org.jsoup.select.Evaluator;
import org.jsoup.select.QueryParser;

/**
 * The name in an element marked as the author's (rel=author, itemprop=author, class author, byline, writer): via
 * its role word if it has one ("By Jane Doe"), else its whole text.
 */
final class AuthorElements {
    /** Author-marked elements read per page. */
    private static final int MAX_ELEMENTS = 40;
    /** Lines above the headline where an author-marked element still counts. */
    private static final int ABOVE_TITLE = 3;
    /** An author element's text has at most this many characters. */
    private static final int TEXT_CAP = 120;
    /** Parsed once: a query string is parsed again at each call (a fifth of the byline step). */
    private static final Evaluator ITEMPROP_NAME = QueryParser.parse("[itemprop=name]");

    private AuthorElements() {
    }

    /**
     * The name in the first author-marked element on lines from (a little above) zoneStart to zoneEnd, whose
     * element goes to elements; null if none names one.
     */
    static String firstName(PageText text, int zoneStart, int zoneEnd, int nameMaxLength, BylineElements elements) {
        int seen = 0;
        for (Element e : text.elements().authorElements) {
            if (seen++ >= MAX_ELEMENTS) {
                break;
            }
            int li = text.lineOf(e);
            if (li < zoneStart - ABOVE_TITLE || li > zoneEnd) {
                continue; // marked as the author, it may also sit just above the headline
            }
            if (inAComment(e)) {
                continue; // a commenter ("comment-author"), under a short post still by the headline
            }
            Element nameEl = e.selectFirst(ITEMPROP_NAME);
            String raw = piecesText(nameEl != null ? nameEl : e);
            if (raw == null || raw.isEmpty()) {
                continue;
            }
            String name = readName(raw);
            if (name != null && Words.count(name) <= nameMaxLength) {
                elements.add(e);
                return name;
            }
        }
        return null;
    }

    /** Levels above an author element where a comment's markup is looked for. */
    private static final int COMMENT_LEVELS = 4;

    /** The element or one of its near ancestors is named as a comment or reply (class or id). */
    private static boolean inAComment(Element e) {
        Element x = e;
        for (int i = 0; i <= COMMENT_LEVELS && x != null; i++, x = x.parent()) {
            if (x.attributesSize() > 0) {
                String names = x.className() + " " + x.id();
                if (AsciiCase.containsLowered(names, "comment") || AsciiCase.containsLowered(names, "reply")) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The element's text with a space at link and block boundaries ("Jose Altoveros" "View More Articles"
     * in two links stay two phrases, "Molly Woo<span>d</span>" stays one word), or null when longer than an
     * author line could be.
     */
    private static String piecesText(Element e) {
        Predicate<Element> separated = el -> el.normalName().equals("a") || el.isBlock() || el.normalName().equals("br");
        String raw = PageText.visibleText(e, TEXT_CAP * 2, true, separated, separated);
        if (raw == null) {
            return null;
        }
        String text = PageText.normalize(raw);
        return text.length() > TEXT_CAP ? null : text;
    }

    /** A name from an author element's text: via its role word if it has one, else the whole text. */
    private static String readName(String raw) {
        for (Field f : BylinePatterns.fields(raw)) {
            if (f.role() == Role.AUTHOR) {
                return f.value();
            }
        }
        if (BylinePatterns.hasRoleWord(raw)) {
            return null; // labelled, but not with an author name ("作者：未知 责任编辑：X")
        }
        boolean cjk = raw.codePoints().anyMatch(Character::isIdeographic);
        return cjk ? BylinePatterns.clean(raw, Role.AUTHOR) : BylinePatterns.cleanEnglish(raw);
    }
}
