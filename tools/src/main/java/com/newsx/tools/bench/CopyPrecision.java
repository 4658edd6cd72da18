package com.newsx.tools.bench;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How well the index marked syndicated copies (bin/bench freshness): liveweb names each copy's original, the crawl
 * marks an article document {@code duplicate_of} the id of the document it copies. A story is named by its original.
 * Recall: of the copies indexed together with their original, those marked duplicate_of a document of their story;
 * precision: of the documents marked, those marked with a document of their own story.
 *
 * @param found  copies whose original is indexed too, marked with a document of their story
 * @param due    copies whose original is indexed too
 * @param right  marked documents whose mark is a document of their story
 * @param marked documents marked duplicate_of a document in the index
 * @param anyMarked whether any document carries a duplicate_of at all (none: marking is off)
 */
record CopyPrecision(int found, int due, int right, int marked, boolean anyMarked) {

    /** An article document of the index: its id, url and duplicate_of (null when it has none). */
    record Doc(String id, String url, String duplicateOf) {
    }

    /** @param copyOf each copy's url to its original's, as liveweb published them */
    static CopyPrecision of(List<Doc> docs, Map<String, String> copyOf) {
        Map<String, String> urlOfId = new HashMap<>();
        for (Doc d : docs) {
            urlOfId.put(d.id(), d.url());
        }
        Map<String, String> markedWith = new LinkedHashMap<>(); // url -> the url of the document it is marked with
        boolean anyMarked = false;
        for (Doc d : docs) {
            markedWith.put(d.url(), d.duplicateOf() == null ? null : urlOfId.get(d.duplicateOf()));
            anyMarked |= d.duplicateOf() != null && !d.duplicateOf().isEmpty();
        }
        int right = 0;
        int marked = 0;
        for (Map.Entry<String, String> e : markedWith.entrySet()) {
            if (e.getValue() != null && !e.getValue().isEmpty()) {
                marked++;
                if (story(e.getKey(), copyOf).equals(story(e.getValue(), copyOf))) {
                    right++;
                }
            }
        }
        int due = 0;
        int found = 0;
        for (Map.Entry<String, String> e : copyOf.entrySet()) {
            if (markedWith.containsKey(e.getKey()) && markedWith.containsKey(e.getValue())) {
                due++;
                String mark = markedWith.get(e.getKey());
                if (mark != null && !mark.isEmpty() && story(mark, copyOf).equals(story(e.getKey(), copyOf))) {
                    found++;
                }
            }
        }
        return new CopyPrecision(found, due, right, marked, anyMarked);
    }

    private static String story(String url, Map<String, String> copyOf) {
        return Objects.requireNonNullElse(copyOf.get(url), url);
    }

    /** found / due, NaN when no copy was due. */
    double recall() {
        return due == 0 ? Double.NaN : (double) found / due;
    }

    /** right / marked, NaN when nothing was marked. */
    double precision() {
        return marked == 0 ? Double.NaN : (double) right / marked;
    }

    /** The report's line. */
    String line() {
        if (anyMarked || due == 0) {
            return "copies: " + found + " of " + due + " copies with their original indexed marked duplicate_of its story"
                    + " (recall " + share(recall()) + "); " + right + " of " + marked + " marked right (precision "
                    + share(precision()) + ")";
        }
        return "copies: none marked (copies.enabled=false?); " + due + " copies with their original indexed";
    }

    private static String share(double v) {
        return Double.isNaN(v) ? "-" : Decimals.fixed(v, 3);
    }
}
