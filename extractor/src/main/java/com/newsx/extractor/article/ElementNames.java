package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.Locale;

/**
 * Vocabulary tests on an element's class and id: word parts found anywhere in the names ("share" in
 * "article-share-bar") and whole name tokens ("ad" only as a token, not inside "header"). Plain
 * {@code contains} checks: they run on many elements per page.
 */
final class ElementNames {
    private final String[] parts;
    private final String[] tokens;

    ElementNames(String[] parts, String... tokens) {
        this.parts = parts;
        this.tokens = tokens;
    }

    /** Lower-cased class and id of {@code el}, or the empty string. */
    static String of(Element el) {
        String cls = el.attr("class");
        String id = el.attr("id");
        if (cls.isEmpty() && id.isEmpty()) {
            return "";
        }
        return (cls + " " + id).toLowerCase(Locale.ROOT);
    }

    boolean matches(String names) {
        if (names.isEmpty()) {
            return false;
        }
        for (String p : parts) {
            if (names.contains(p)) {
                return true;
            }
        }
        if (tokens.length > 0) {
            for (String t : names.split("[\\s_-]+")) {
                for (String tok : tokens) {
                    if (t.equals(tok)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
