package com.newsx.extractor.article.fields;

import java.util.regex.Pattern;

/**
 * Text that is markup read as text: a tag, a self-closing end, an attribute with its quoted value. Old pages with a
 * broken quote or an image tag inside {@code <title>} show it as text ({@code logo.gif" alt="Site" /></a></div>});
 * it is never a headline, nor a statement of one.
 */
final class MarkupText {
    /** A tag ({@code <img ...>}, {@code </a>}), a self-closing end ({@code />}) or an attribute ({@code alt="}). */
    private static final Pattern MARKUP = Pattern.compile(
            "</?[A-Za-z][A-Za-z0-9]*(?:\\s[^<>]*)?/?>|/>|\\b(?:alt|src|href|class|id|style|title|width|height|border"
                    + "|align|target|name|content)\\s*=\\s*[\"']");

    private MarkupText() {
    }

    /** Whether the text holds markup; the plain character tests first, as most titles have none of them. */
    static boolean looksLikeMarkup(String text) {
        if (text == null || text.indexOf('>') < 0 && text.indexOf('=') < 0) {
            return false;
        }
        return MARKUP.matcher(text).find();
    }
}
