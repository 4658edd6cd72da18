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
            // Name tokens are the runs between white space, '_' and '-'; scanned in place, not split.
            int n = names.length();
            for (int i = 0; i < n; ) {
                while (i < n && isSeparator(names.charAt(i))) {
                    i++;
                }
                int start = i;
                while (i < n && !isSeparator(names.charAt(i))) {
                    i++;
                }
                if (i > start && isToken(names, start, i - start)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean isToken(String names, int start, int length) {
        for (String tok : tokens) {
            if (tok.length() == length && names.startsWith(tok, start)) {
                return true;
            }
        }
        return false;
    }

    /** The separators of {@code [\s_-]}. */
    private static boolean isSeparator(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '_' || c == '-';
    }
}
