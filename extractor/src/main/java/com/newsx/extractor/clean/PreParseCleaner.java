package com.newsx.extractor.clean;

import com.newsx.extractor.text.AsciiCase;
import com.newsx.extractor.text.ByteScan;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Cleans a page's bytes before they are decoded and parsed, removing what {@link DomCleaner} and every line
 * builder would drop anyway, so that neither the decoder nor the tokenizer reads it and the tree is smaller:
 * <ul>
 * <li>the bodies of {@code <script>} and {@code <style>} (about half of a news page's characters); the elements
 * stay, empty, and JSON-LD scripts stay whole, since the field extractor reads them;</li>
 * <li>comments;</li>
 * <li>white space standing alone between two tags when one of them opens or closes a block element (a div,
 * paragraph, list item, table cell...): a block boundary ends the rendered line, so that white space never
 * shows, yet it makes over a third of a parsed page's nodes.</li>
 * </ul>
 *
 * <p>Works on the bytes of an ASCII-compatible charset (see
 * {@link com.newsx.extractor.decode.PageDecoder#isAsciiCompatible}), where a '&lt;' byte is always a '&lt;'.
 * The scan follows the HTML tokenizer where it matters: a script or style body ends at the first matching end
 * tag; the text of title, textarea and the other raw-text elements is passed over, so a {@code <script>}
 * written inside it stays text; quoted attribute values may hold '&gt;'; {@code <pre>} keeps its white space.
 * What it cannot read to the end (an unclosed comment, tag or script) is left as it is.
 *
 * <p>It also bounds the page: from the start tag past {@code maxElements} on, the rest of the markup is dropped, so
 * that a hostile page (a million links) costs no more to parse, walk and mine than a large real one.
 */
public final class PreParseCleaner {
    private final int maxElements;

    /** A cleaner that keeps every element. */
    public PreParseCleaner() {
        this(Integer.MAX_VALUE);
    }

    /** A cleaner that keeps a page's first {@code maxElements} start tags and drops the markup after them. */
    public PreParseCleaner(int maxElements) {
        if (maxElements < 1) {
            throw new IllegalArgumentException("decode.max-elements must be at least 1: " + maxElements);
        }
        this.maxElements = maxElements;
    }

    /** Elements whose content is text up to their end tag, so a "&lt;script" inside is not a tag. */
    private static final String[] PASSED_OVER = {"title", "textarea", "xmp", "iframe", "noembed", "noframes"};
    /**
     * Block elements whose boundaries end a line for every line builder (PageText, DomIndex); not pre, whose
     * white space is content.
     */
    private static final String[] BLOCKS = {"address", "article", "aside", "blockquote", "body", "br", "center",
        "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "head", "header", "hr", "html", "li", "main", "nav", "ol", "p", "section", "table", "tbody",
        "td", "tfoot", "th", "thead", "tr", "ul"};
    /** BLOCKS by first letter, so a tag is checked against a few names at most. */
    private static final String[][] BLOCKS_BY_LETTER = new String[26][];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            char first = c;
            BLOCKS_BY_LETTER[c - 'a'] = Arrays.stream(BLOCKS).filter(b -> b.charAt(0) == first)
                    .toArray(String[]::new);
        }
    }

    /**
     * The markup of {@code html[from..]}, cleaned: {@code html} itself when {@code from} is 0 and there is
     * nothing to remove, else a new array.
     */
    public byte[] clean(byte[] html, int from) {
        Cuts cuts = new Cuts(html, from);
        scan(html, from, cuts);
        return cuts.result();
    }

    private void scan(byte[] html, int from, Cuts cuts) {
        int n = html.length;
        int elements = 0;
        Previous prev = new Previous();
        int i = ByteScan.indexOf(html, (byte) '<', from, n);
        while (i >= 0 && i + 1 < n) {
            byte next = html[i + 1];
            if (next == '!' && ByteScan.startsWith(html, i + 2, "--")) {
                int close = indexOf(html, "-->", i + 2); // from i + 2: "<!-->" and "<!--->" are closed comments
                if (close < 0) {
                    return;
                }
                // A comment does not render: the white space before it goes if it follows a block boundary, and
                // the comment then stands in for that boundary.
                boolean afterBlock = dropSpaceBefore(html, i, false, prev, cuts);
                cuts.cut(i, close + 3);
                prev.set(i, close + 3, afterBlock);
                i = ByteScan.indexOf(html, (byte) '<', close + 3, n);
                continue;
            }
            boolean closing = next == '/';
            int nameStart = closing ? i + 2 : i + 1;
            int nameEnd = nameEnd(html, nameStart);
            if (nameEnd == nameStart) {
                if (next == '!' || next == '?' || closing) { // doctype, processing instruction, bogus comment
                    int end = ByteScan.indexOf(html, (byte) '>', i + 2, n);
                    if (end < 0) {
                        return;
                    }
                    prev.set(i, end + 1, false);
                    i = ByteScan.indexOf(html, (byte) '<', end + 1, n);
                } else { // a '<' in text
                    prev.clear();
                    i = ByteScan.indexOf(html, (byte) '<', i + 1, n);
                }
                continue;
            }
            if (!closing && ++elements > maxElements) {
                cuts.cut(i, n); // the page's bound: nothing after this tag is parsed
                return;
            }
            boolean block = isBlock(html, nameStart, nameEnd);
            dropSpaceBefore(html, i, block, prev, cuts);
            prev.setUnknownEnd(i, nameEnd, block);
            int resume = i + 1;
            String rawText = closing ? null : rawTextElement(html, nameStart, nameEnd);
            if ("plaintext".equals(rawText)) {
                return; // all that follows is text
            }
            if (rawText != null) {
                int bodyStart = endOfTag(html, nameEnd);
                int endTag = bodyStart < 0 ? -1 : findEndTag(html, bodyStart, rawText);
                if (endTag < 0) {
                    return;
                }
                if ((rawText.equals("script") || rawText.equals("style")) && endTag > bodyStart
                        && !isJsonLd(html, i, bodyStart)) {
                    cuts.cut(bodyStart, endTag);
                }
                int endTagEnd = endOfTag(html, endTag + 2 + rawText.length());
                if (endTagEnd < 0) {
                    return;
                }
                prev.set(endTag, endTagEnd, false);
                resume = endTagEnd;
            }
            i = ByteScan.indexOf(html, (byte) '<', resume, n);
        }
    }

    /**
     * Cuts the white space just before the '&lt;' at {@code lt} when it sits beside a block boundary: before a
     * block tag it ends a line, after one it starts a line, and a browser shows neither. Returns whether the
     * previous tag was a block that the white space directly followed.
     */
    private boolean dropSpaceBefore(byte[] html, int lt, boolean block, Previous prev, Cuts cuts) {
        if (prev.start < 0) {
            return false;
        }
        int run = lt;
        while (run > prev.start && isSpace(html[run - 1])) {
            run--;
        }
        if (run == lt) { // no white space: a comment right after a block tag still stands in for it
            return !block && html[lt + 1] == '!' && prev.block && prev.end(html) == run;
        }
        if (html[run - 1] != '>') {
            return false; // the white space ends a text, which may need it (pre, inline neighbours)
        }
        // Before a block tag the run ends a line, whatever the '>' closed; after a block tag it starts one, but
        // only if that '>' really is the block tag's end (not a '>' in the text after it).
        boolean afterBlock = !block && prev.block && prev.end(html) == run;
        if (block || afterBlock) {
            cuts.cut(run, lt);
        }
        return afterBlock;
    }

    /** The last tag (or comment) seen: where it starts and ends, and whether it is a block boundary. */
    private static final class Previous {
        int start = -1;
        int nameEnd;
        int end = -1; // -1: not yet computed
        boolean block;

        void set(int start, int end, boolean block) {
            this.start = start;
            this.end = end;
            this.block = block;
        }

        /** A tag whose end is found only if white space follows it and the end matters. */
        void setUnknownEnd(int start, int nameEnd, boolean block) {
            this.start = start;
            this.nameEnd = nameEnd;
            this.end = -1;
            this.block = block;
        }

        void clear() {
            start = -1;
        }

        int end(byte[] html) {
            if (end < 0) {
                end = endOfTag(html, nameEnd);
            }
            return end;
        }
    }

    /** The removed ranges, applied as they come (in increasing order) to a lazily made copy. */
    private static final class Cuts {
        private final byte[] html;
        private final int from;
        private byte[] out;
        private int written;
        private int copied;

        Cuts(byte[] html, int from) {
            this.html = html;
            this.from = from;
            this.copied = from;
        }

        void cut(int start, int end) {
            if (out == null) {
                out = new byte[html.length - from];
            }
            System.arraycopy(html, copied, out, written, start - copied);
            written += start - copied;
            copied = end;
        }

        byte[] result() {
            if (out == null) {
                return from == 0 ? html : Arrays.copyOfRange(html, from, html.length);
            }
            int rest = html.length - copied;
            System.arraycopy(html, copied, out, written, rest);
            return Arrays.copyOf(out, written + rest);
        }
    }

    /** End of a tag name: letters, digits, '-' and ':' (custom elements, namespaced tags). */
    private static int nameEnd(byte[] html, int start) {
        int k = start;
        if (k < html.length && isLetter(html[k])) {
            k++;
            while (k < html.length && (isLetter(html[k]) || html[k] >= '0' && html[k] <= '9' || html[k] == '-'
                    || html[k] == ':')) {
                k++;
            }
        }
        return k;
    }

    private static boolean isLetter(byte c) {
        int l = c | 0x20;
        return l >= 'a' && l <= 'z';
    }

    private static boolean isBlock(byte[] html, int start, int end) {
        for (String name : BLOCKS_BY_LETTER[(html[start] | 0x20) - 'a']) {
            if (name.length() == end - start && ByteScan.namedAt(html, start, name)) {
                return true;
            }
        }
        return false;
    }

    /** script, style, plaintext or a passed-over element, or null. */
    private static String rawTextElement(byte[] html, int start, int end) {
        int len = end - start;
        switch (html[start] | 0x20) { // the first letter rules out nearly every tag at once
            case 's' -> {
                if (len == 6 && ByteScan.namedAt(html, start, "script")) {
                    return "script";
                }
                if (len == 5 && ByteScan.namedAt(html, start, "style")) {
                    return "style";
                }
            }
            case 'p' -> {
                if (len == 9 && ByteScan.namedAt(html, start, "plaintext")) {
                    return "plaintext";
                }
            }
            case 't', 'x', 'i', 'n' -> {
                for (String name : PASSED_OVER) {
                    if (name.length() == len && ByteScan.namedAt(html, start, name)) {
                        return name;
                    }
                }
            }
            default -> {
            }
        }
        return null;
    }

    private static boolean isSpace(byte c) {
        return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
    }

    private static boolean isSpaceRun(byte[] html, int from, int to) {
        for (int k = from; k < to; k++) {
            if (!isSpace(html[k])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Index just after the '&gt;' closing a tag whose attributes begin at {@code from}; -1 if none. A quote opens
     * a value only after '=' (as in the tokenizer), and a quoted value may hold '&gt;'. Word-wide searches jump
     * from quote to quote rather than testing every byte.
     */
    private static int endOfTag(byte[] html, int from) {
        int n = html.length;
        int k = from;
        while (true) {
            int gt = ByteScan.indexOf(html, (byte) '>', k, n);
            if (gt < 0) {
                return -1;
            }
            int q = ByteScan.indexOfEither(html, (byte) '"', (byte) '\'', k, gt);
            if (q < 0) {
                return gt + 1;
            }
            if (previousNonSpace(html, q, from) == '=') {
                int close = ByteScan.indexOf(html, html[q], q + 1, n);
                if (close < 0) {
                    return -1;
                }
                k = close + 1;
            } else {
                k = q + 1;
            }
        }
    }

    private static byte previousNonSpace(byte[] html, int at, int from) {
        for (int k = at - 1; k >= from; k--) {
            if (!isSpace(html[k])) {
                return html[k];
            }
        }
        return 0;
    }

    /** Index of the {@code </name} that ends a raw-text body starting at {@code from}; -1 if none. */
    private static int findEndTag(byte[] html, int from, String name) {
        int k = from;
        while ((k = ByteScan.indexOf(html, (byte) '<', k, html.length)) >= 0) {
            int after = k + 2 + name.length();
            if (after <= html.length && html[k + 1] == '/' && ByteScan.namedAt(html, k + 2, name)
                    && (after == html.length || isSpace(html[after]) || html[after] == '>' || html[after] == '/')) {
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
        return AsciiCase.containsLowered(new String(html, from, to - from, StandardCharsets.ISO_8859_1),
                "ld+json");
    }
}
