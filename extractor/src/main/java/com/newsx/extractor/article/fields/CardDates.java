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
    /** The line of the first date of each markup. */
    private final Map<String, Integer> firstLines;
    private final int repeatedDates;

    private CardDates(Map<String, Integer> counts, Map<String, Integer> firstLines, int repeatedDates) {
        this.counts = counts;
        this.firstLines = firstLines;
        this.repeatedDates = repeatedDates;
    }

    /** How many of the page's dates stand in elements of each markup; counted only on pages with enough dates. */
    static CardDates of(PageText text, List<DateParser.Match> matches, int repeatedDates) {
        Map<String, Integer> counts = new HashMap<>();
        Map<String, Integer> firstLines = new HashMap<>();
        if (repeatedDates > 0 && matches.size() >= repeatedDates) {
            int lastLine = -1;
            for (DateParser.Match m : matches) {
                int li = text.lineAt(m.start());
                if (li != lastLine) { // a line counts once: "Jan 2 - Feb 3" is one element's
                    String signature = signature(text.lines().get(li).element());
                    counts.merge(signature, 1, Integer::sum);
                    firstLines.putIfAbsent(signature, li);
                    lastLine = li;
                }
            }
        }
        return new CardDates(counts, firstLines, repeatedDates);
    }

    /** Whether the line's element has the markup of repeated dates. */
    boolean isCard(PageText.Line line) {
        return repeatedDates > 0 && !counts.isEmpty()
                && counts.getOrDefault(signature(line.element()), 0) >= repeatedDates;
    }

    /**
     * Whether the line's date is a card's other than the first of its markup: in a thread, the first is the opening
     * post's header ("1楼 发布时间 ..."), the others the replies'.
     */
    boolean isLaterCard(PageText.Line line, int li) {
        if (!isCard(line)) {
            return false;
        }
        Integer first = firstLines.get(signature(line.element()));
        return first != null && li > first;
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
