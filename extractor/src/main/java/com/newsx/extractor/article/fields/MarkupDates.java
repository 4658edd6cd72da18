package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.dates.DateValues;
import com.newsx.extractor.text.ParsedDate;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * A publish date stated in the markup for machines, not shown and not in the metadata: a data attribute named for the
 * publication (data-published-at, data-pubdate, data-publish-date, data-post-date, data-created; not a
 * modification's), or a microformat's published stamp with the date in its title ({@code <abbr class="published"
 * title="...">}, {@code class="dt-published"}). The last resort of a page that states and shows no date: the page is
 * searched for them only then, so the pages that date themselves otherwise pay nothing. (Script bodies other than
 * JSON-LD are dropped before the page is parsed, so dates in an application's state are not read.)
 */
final class MarkupDates {
    private static final Pattern PUBLISH_NAME = Pattern.compile("^data-.*(?:publish|pubdate|post_?date|creat)");
    private static final Pattern REVISION_NAME = Pattern.compile("modif|updat|edit|expir|last|end");
    private static final Pattern PUBLISHED_CLASS = Pattern.compile("(?:^|\\s)(?:dt-)?published(?:\\s|$)");
    /**
     * Elements with an attribute whose name starts so, or a published stamp with a title, are the candidates: what
     * {@code [^data-pub], [^data-post], [^data-creat], [^data-date-pub], .published[title], .dt-published[title]}
     * selects, tested here rather than by that selector, whose attribute-prefix evaluators copy every element's
     * attributes into a new list once per prefix (a twelfth of a page's allocation).
     */
    private static final String[] CANDIDATE_PREFIXES = {"data-pub", "data-post", "data-creat", "data-date-pub"};
    /** Candidates read at most: the first few are the page's own. */
    private static final int MAX_ELEMENTS = 20;

    private final DateValues values;

    MarkupDates(DateValues values) {
        this.values = values;
    }

    /** Whether the lower-cased class marks a microformat's published stamp. */
    private static boolean isPublishedStamp(String lowerClass) {
        return lowerClass.contains("published") && PUBLISHED_CLASS.matcher(lowerClass).find();
    }

    /** The first plausible date the page's elements state so; empty when none. */
    Optional<ParsedDate> published(Document page, PlausibleDates ok) {
        int read = 0;
        for (Element e = page; e != null && read < MAX_ELEMENTS; e = next(e, page)) {
            if (!isCandidate(e)) {
                continue;
            }
            read++;
            for (Attribute a : e.attributes()) {
                String k = a.getKey();
                boolean named = k.startsWith("data-") && PUBLISH_NAME.matcher(k).find()
                        && !REVISION_NAME.matcher(k).find();
                if (named || k.equals("title") && isPublishedStamp(e.className().toLowerCase(java.util.Locale.ROOT))) {
                    Optional<ParsedDate> d = values.parse(a.getValue()).filter(ok::test);
                    if (d.isPresent()) {
                        return d;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isCandidate(Element e) {
        if (e.attributesSize() == 0) {
            return false; // and no empty attributes made for the element by asking
        }
        for (Attribute a : e.attributes()) {
            String k = a.getKey().toLowerCase(Locale.ENGLISH); // as jsoup lowers it; the key itself when lower
            for (String prefix : CANDIDATE_PREFIXES) {
                if (k.startsWith(prefix)) {
                    return true;
                }
            }
        }
        return e.hasAttr("title") && (e.hasClass("published") || e.hasClass("dt-published"));
    }

    /** The element after {@code e} in document order within {@code root}, or null. */
    private static Element next(Element e, Element root) {
        Element child = e.firstElementChild();
        if (child != null) {
            return child;
        }
        for (Element x = e; x != root; x = x.parent()) {
            Element sibling = x.nextElementSibling();
            if (sibling != null) {
                return sibling;
            }
        }
        return null;
    }
}
