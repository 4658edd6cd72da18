package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.text.AsciiCase;
import com.newsx.extractor.text.ByteScan;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Empties the bodies of {@code <script>} and {@code <style>} elements in a page's bytes before it is decoded
 * and parsed. Cleaning drops those elements anyway, and on news pages their bodies (trackers, inline bundles,
 * CSS) are about half of the characters: neither the decoder nor the tokenizer need read them. The elements
 * themselves stay, empty, and JSON-LD scripts stay whole, since the field extractor reads them.
 *
 * <p>Works on the bytes of an ASCII-compatible charset (see
 * {@link com.newsx.extractor.decode.PageDecoder#isAsciiCompatible}), where a '&lt;' byte is always a '&lt;'.
 * The scan follows the HTML tokenizer where it matters: a script or style body ends at the first matching end
 * tag; comments, and the text of title, textarea and the other raw-text elements, are passed over so that a
 * {@code <script>} written inside them stays the text it is; quoted attribute values may hold '&gt;'. What it
 * cannot read to the end (an unclosed comment, tag or script) is left as it is.
 */
public final class ScriptBodyStripper {
    private static final String[] EMPTIED = {"script", "style"};
    /** Elements whose content is text up to their end tag, so a "&lt;script" inside is not a tag. */
    private static final String[] PASSED_OVER = {"title", "textarea", "xmp", "iframe", "noembed", "noframes"};
    private static final String[] PLAINTEXT = {"plaintext"};
    private static final byte LT = '<';

    private final boolean enabled;

    public ScriptBodyStripper(ExtractorConfig config) {
        this.enabled = config.getBoolean("clean.preparse.emptyScripts");
    }

    /**
     * The markup of {@code html[from..]} with script and style bodies removed: {@code html} itself when
     * {@code from} is 0 and there is nothing to remove, else a new array.
     */
    public byte[] strip(byte[] html, int from) {
        int n = html.length;
        byte[] out = null;
        int written = 0;
        int copied = from; // html[from, copied) is already in out
        int i = enabled ? ByteScan.indexOf(html, LT, from, n) : -1;
        while (i >= 0 && i + 1 < n) {
            if (ByteScan.startsWith(html, i + 1, "!--")) {
                int close = indexOf(html, "-->", i + 4);
                if (close < 0) {
                    break;
                }
                i = ByteScan.indexOf(html, LT, close + 3, n);
                continue;
            }
            String emptied = null;
            String passed = null;
            switch (html[i + 1] | 0x20) { // the first letter rules out nearly every tag at once
                case 's' -> emptied = tagAt(html, i, EMPTIED);
                case 't', 'x', 'i', 'n' -> passed = tagAt(html, i, PASSED_OVER);
                case 'p' -> {
                    if (tagAt(html, i, PLAINTEXT) != null) {
                        i = -1; // all that follows is text
                        continue;
                    }
                }
                default -> {
                }
            }
            if (emptied == null && passed == null) {
                i = ByteScan.indexOf(html, LT, i + 1, n);
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
                    out = new byte[n - from];
                }
                System.arraycopy(html, copied, out, written, bodyStart - copied);
                written += bodyStart - copied;
                copied = endTag;
            }
            i = ByteScan.indexOf(html, LT, endTag + 2, n);
        }
        if (out == null) {
            return from == 0 ? html : Arrays.copyOfRange(html, from, n);
        }
        System.arraycopy(html, copied, out, written, n - copied);
        return Arrays.copyOf(out, written + n - copied);
    }

    /** The name among {@code names} of the start tag at {@code lt}, or null. */
    private static String tagAt(byte[] html, int lt, String[] names) {
        for (String name : names) {
            int after = lt + 1 + name.length();
            if (ByteScan.namedAt(html, lt + 1, name) && (after == html.length || endsTagName(html[after]))) {
                return name;
            }
        }
        return null;
    }

    private static boolean endsTagName(byte c) {
        return c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    /** Index just after the '&gt;' closing a start tag whose attributes begin at {@code from}; -1 if none. */
    private static int endOfStartTag(byte[] html, int from) {
        byte quote = 0;
        byte lastNonSpace = 0;
        for (int k = from; k < html.length; k++) {
            byte c = html[k];
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '>') {
                return k + 1;
            } else if ((c == '"' || c == '\'') && lastNonSpace == '=') {
                quote = c;
            }
            if (!endsTagName(c) || c == '/') {
                lastNonSpace = c;
            }
        }
        return -1;
    }

    /** Index of the {@code </name} that ends a raw-text body starting at {@code from}; -1 if none. */
    private static int findEndTag(byte[] html, int from, String name) {
        int k = from;
        while ((k = ByteScan.indexOf(html, LT, k, html.length)) >= 0) {
            int after = k + 2 + name.length();
            if (after <= html.length && html[k + 1] == '/' && ByteScan.namedAt(html, k + 2, name)
                    && (after == html.length || endsTagName(html[after]))) {
                return k;
            }
            k++;
        }
        return -1;
    }

    /** Index of the ASCII {@code s} in {@code html} at or after {@code from}, or -1. */
    private static int indexOf(byte[] html, String s, int from) {
        int k = from;
        while ((k = ByteScan.indexOf(html, (byte) s.charAt(0), k, html.length)) >= 0) {
            if (ByteScan.startsWith(html, k, s)) {
                return k;
            }
            k++;
        }
        return -1;
    }

    private static boolean isJsonLd(byte[] html, int from, int to) {
        return AsciiCase.containsIgnoreCase(new String(html, from, to - from, StandardCharsets.ISO_8859_1),
                "ld+json");
    }
}
