package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.text.AsciiCase;

/**
 * Empties the bodies of {@code <script>} and {@code <style>} elements in the markup before it is parsed.
 * Cleaning drops those elements anyway, and on news pages their bodies (trackers, inline bundles, CSS) are
 * about half of the characters: the tokenizer need not read them. The elements themselves stay, empty, and
 * JSON-LD scripts stay whole, since the field extractor reads them.
 *
 * <p>The scan follows the HTML tokenizer where it matters: a script or style body ends at the first matching
 * end tag; comments, and the text of title, textarea and other raw-text elements, are passed over so that
 * a {@code <script>} written inside them is left as the text it is; a start tag's quoted attribute values may
 * hold '&gt;'. Anything it cannot read to the end (an unclosed comment, tag or script) is left as it is.
 */
public final class ScriptBodyStripper {
    private static final String[] EMPTIED = {"script", "style"};
    /** Elements whose content is text up to their end tag, so a "&lt;script" inside is not a tag. */
    private static final String[] PASSED_OVER = {"title", "textarea", "xmp", "iframe", "noembed", "noframes"};

    private final boolean enabled;

    public ScriptBodyStripper(ExtractorConfig config) {
        this.enabled = config.getBoolean("clean.preparse.emptyScripts");
    }

    /** The markup with script and style bodies removed; the same string when there is nothing to remove. */
    public String strip(String html) {
        if (!enabled) {
            return html;
        }
        StringBuilder out = null;
        int copied = 0; // html[0, copied) is already in out
        int n = html.length();
        int i = html.indexOf('<');
        while (i >= 0 && i + 1 < n) {
            if (html.startsWith("<!--", i)) {
                int close = html.indexOf("-->", i + 4);
                if (close < 0) {
                    break;
                }
                i = html.indexOf('<', close + 3);
                continue;
            }
            if (html.regionMatches(true, i + 1, "plaintext", 0, 9)) {
                break; // all that follows is text
            }
            String emptied = tagAt(html, i, EMPTIED);
            String passed = emptied == null ? tagAt(html, i, PASSED_OVER) : null;
            if (emptied == null && passed == null) {
                i = html.indexOf('<', i + 1);
                continue;
            }
            String name = emptied != null ? emptied : passed;
            int bodyStart = endOfStartTag(html, i + 1 + name.length());
            if (bodyStart < 0) {
                break;
            }
            int endTag = findEndTag(html, bodyStart, name);
            if (endTag < 0) {
                break;
            }
            if (emptied != null && endTag > bodyStart && !isJsonLd(html, i, bodyStart)) {
                if (out == null) {
                    out = new StringBuilder(n);
                }
                out.append(html, copied, bodyStart);
                copied = endTag;
            }
            i = html.indexOf('<', endTag + 2);
        }
        if (out == null) {
            return html;
        }
        out.append(html, copied, n);
        return out.toString();
    }

    /** The name among {@code names} of the start tag at {@code lt}, or null. */
    private static String tagAt(String html, int lt, String[] names) {
        for (String name : names) {
            int after = lt + 1 + name.length();
            if (html.regionMatches(true, lt + 1, name, 0, name.length())
                    && (after == html.length() || endsTagName(html.charAt(after)))) {
                return name;
            }
        }
        return null;
    }

    private static boolean endsTagName(char c) {
        return c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    /** Index just after the '&gt;' closing a start tag whose attributes begin at {@code from}; -1 if none. */
    private static int endOfStartTag(String html, int from) {
        char quote = 0;
        char lastNonSpace = 0;
        for (int k = from; k < html.length(); k++) {
            char c = html.charAt(k);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '>') {
                return k + 1;
            } else if ((c == '"' || c == '\'') && lastNonSpace == '=') {
                quote = c;
            }
            if (!endsTagName(c) || c == '/' || c == '>') {
                lastNonSpace = c;
            }
        }
        return -1;
    }

    /** Index of the {@code </name} that ends a raw-text body starting at {@code from}; -1 if none. */
    private static int findEndTag(String html, int from, String name) {
        int k = from;
        while ((k = html.indexOf("</", k)) >= 0) {
            int after = k + 2 + name.length();
            if (html.regionMatches(true, k + 2, name, 0, name.length())
                    && (after == html.length() || endsTagName(html.charAt(after)))) {
                return k;
            }
            k += 2;
        }
        return -1;
    }

    private static boolean isJsonLd(String html, int from, int to) {
        return AsciiCase.containsIgnoreCase(html.substring(from, to), "ld+json");
    }
}
