package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.DateParser;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Element;

/**
 * Dates in elements of the same markup (tag and class, with the parent's) repeatedDates times or more on a page are
 * a list's, a comment thread's or related cards' dates, not the story's (0 repeatedDates switches this off).
 */
final class CardDates {
    private final Map<String, Integer> counts;
    private final int repeatedDates;

    private CardDates(Map<String, Integer> counts, int repeatedDates) {
        this.counts = counts;
        this.repeatedDates = repeatedDates;
    }

    /** How many of the page's dates stand in elements of each markup; counted only on pages with enough dates. */
    static CardDates of(PageText text, List<DateParser.Match> matches, int repeatedDates) {
        Map<String, Integer> counts = new HashMap<>();
        if (repeatedDates > 0 && matches.size() >= repeatedDates) {
            int lastLine = -1;
            for (DateParser.Match m : matches) {
                int li = text.lineAt(m.start());
                if (li != lastLine) { // a line counts once: "Jan 2 - Feb 3" is one element's
                    counts.merge(signature(text.lines().get(li).element()), 1, Integer::sum);
                    lastLine = li;
                }
            }
        }
        return new CardDates(counts, repeatedDates);
    }

    /** Whether the line's element has the markup of repeated dates. */
    boolean isCard(PageText.Line line) {
        return repeatedDates > 0 && counts.getOrDefault(signature(line.element()), 0) >= repeatedDates;
    }

    /** Tag and class of the date's element and its parent: the markup a card or comment repeats. */
    private static String signature(Element e) {
        if (e == null) {
            return "";
        }
        Element p = e.parent();
        return e.normalName() + "." + e.className() + "<" + (p == null ? "" : p.normalName() + "." + p.className());
    }
}
