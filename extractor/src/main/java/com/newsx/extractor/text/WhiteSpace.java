package com.newsx.extractor.text;

/**
 * White space as the extractors see it: what browsers collapse, plus no-break, ideographic, zero-width and
 * byte-order-mark spaces, which news pages use for indentation. One definition for fields, body and records.
 */
public final class WhiteSpace {
    /** The definition: what {@link #isSpace} answers for every char. */
    static boolean isSpaceByDefinition(int c) {
        return Character.isWhitespace(c) || c == '\u00a0' || c == '\u3000' || c == '\u200b' || c == '\ufeff';
    }

    private static final CharClass SPACE = CharClass.of(WhiteSpace::isSpaceByDefinition);

    private WhiteSpace() {
    }

    public static boolean isSpace(char c) {
        // above U+3000 only the byte-order mark is white space: CJK text is answered without reading the table,
        // whose entries for the ideographs are spread over 40 KB
        return c > '\u3000' ? c == '\ufeff' : SPACE.contains(c);
    }

    /** Runs of white space become one plain space, and the ends are trimmed. */
    public static String collapse(String s) {
        if (isCollapsed(s)) {
            return s; // most text nodes: no copy
        }
        StringBuilder out = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (isSpace(c)) {
                space = out.length() > 0;
            } else {
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Appends {@code s} collapsed as by {@link #collapse}; returns whether anything was appended. */
    public static boolean appendCollapsed(StringBuilder out, String s) {
        int n = s.length();
        boolean any = false;
        int i = 0;
        while (i < n) {
            if (isSpace(s.charAt(i))) {
                i++;
                continue;
            }
            int run = i;
            i = runEnd(s, i);
            if (any) {
                out.append(' ');
            }
            out.append(s, run, i); // words and their single spaces at once: an append per word cost a copy call each
            any = true;
        }
        return any;
    }

    /**
     * The end of the run starting at {@code i} (not a space): non-space characters and plain spaces each followed by
     * one, so the run is already collapsed; it stops at other white space or at a space before white space or the
     * end.
     */
    public static int runEnd(String s, int i) {
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == ' ') {
                if (i + 1 < n && !isSpace(s.charAt(i + 1))) {
                    i += 2;
                    continue;
                }
                return i;
            }
            if (isSpace(c)) {
                return i;
            }
            i++;
        }
        return i;
    }

    /** Already trimmed, with no white space but single plain spaces: what {@link #collapse} returns. */
    static boolean isCollapsed(String s) {
        int n = s.length();
        if (n == 0) {
            return true;
        }
        if (isSpace(s.charAt(0)) || isSpace(s.charAt(n - 1))) {
            return false;
        }
        for (int i = 1; i < n; i++) {
            char c = s.charAt(i);
            if (isSpace(c) && (c != ' ' || s.charAt(i - 1) == ' ')) {
                return false;
            }
        }
        return true;
    }
}
