package com.newsx.extractor.article.fields;

import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Whether a date stands in a comment section - its element or one a few levels above it has a class or id naming
 * comments or replies ("comment-meta", "commentlist", "disqus_thread", "kommentare", "reply"): a comment's time, never
 * the story's publish time. Counters, links, buttons and switches about comments ("comment-count", "comments-link",
 * "comments-open" on the body) are not sections. One instance per page: answers are remembered per element.
 */
final class CommentSections {
    private static final Pattern COMMENT_TOKEN = Pattern.compile(
            "comment|kommentar|commentaire|comentario|commento|reactie|disqus|wpdiscuz|^(?:reply|replies|respond)$");
    private static final Pattern NOT_A_SECTION = Pattern.compile(
            "count|link|num|open|closed|status|btn|button|icon|fa-|glyph|label|toggle|form|share");
    private final Map<Element, Boolean> known = new IdentityHashMap<>();
    /** Levels above the date's element that are looked at (time.comment-section-levels; 0: none). */
    private final int levels;

    CommentSections(int levels) {
        this.levels = levels;
    }

    boolean contains(Element e) {
        if (e == null) {
            return false;
        }
        Boolean k = known.get(e);
        if (k != null) {
            return k;
        }
        boolean in = false;
        Element x = e;
        for (int i = 0; i < levels && x != null && !x.normalName().equals("body"); i++, x = x.parent()) {
            if (namesComments(x.className()) || namesComments(x.id())) {
                in = true;
                break;
            }
        }
        known.put(e, in);
        return in;
    }

    private static boolean namesComments(String classOrId) {
        if (classOrId.isEmpty()) {
            return false;
        }
        for (String token : classOrId.toLowerCase(Locale.ROOT).split("\\s+")) {
            if (COMMENT_TOKEN.matcher(token).find() && !NOT_A_SECTION.matcher(token).find()) {
                return true;
            }
        }
        return false;
    }
}
