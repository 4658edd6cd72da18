package com.newsx.extractor.article.fields;

import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Whether a heading is where the story's text starts rather than the page's headline: one typed into the body
 * (the story's paragraphs follow it directly), or one the page restyles as a lower heading.
 */
final class StoryStart {
    /** Words a body container holds at least; bylines, datelines and standfirsts hold fewer. */
    private static final int BODY_WORDS = 100;
    /** Prose paragraphs in a row that make a story's text. */
    private static final int BODY_PARAGRAPHS = 3;
    private static final int PARAGRAPH_WORDS = 5;
    /** Elements that may stand between a story's paragraphs. */
    private static final Set<String> PROSE_FLOW = Set.of("p", "ul", "ol", "blockquote", "figure", "pre", "table",
            "h2", "h3", "h4", "h5", "h6", "hr", "img", "picture");
    private static final Pattern LOWER_HEADING_CLASS = Pattern.compile("(?i)(?:(?:heading|is)-style-)?h[2-6]");

    private StoryStart() {
    }

    /**
     * Whether the heading opens the story's text itself: among its following siblings, the first with visible
     * text is the body (BODY_WORDS words or more) or the first of BODY_PARAGRAPHS prose paragraphs, with no
     * byline, dateline or standfirst between - what a page header puts under its headline.
     */
    static boolean opensTheBody(Element heading) {
        int paragraphs = 0;
        for (Element s = heading.nextElementSibling(); s != null; s = s.nextElementSibling()) {
            String tag = s.normalName();
            if (tag.equals("script") || tag.equals("style") || PageText.isHidden(s)) {
                continue;
            }
            int words = Words.countUpTo(s, BODY_WORDS);
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
}
