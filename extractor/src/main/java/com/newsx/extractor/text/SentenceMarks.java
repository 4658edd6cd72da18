package com.newsx.extractor.text;

/**
 * The sentence punctuation of the page-type classifier's main block: . , ; : ! ? and their full-width forms, the
 * ideographic full stop and comma, and curly double quotes, leaving out a '.', ',' or ':' between two ASCII digits
 * (6,374; 2016.10.21; 13:45), which lists of counts and dates are full of. A narrower set than the body
 * algorithms' {@code Punctuation}: no brackets, no straight quotes.
 */
public final class SentenceMarks {
    private SentenceMarks() {
    }

    /** ASCII sentence marks, looked up: most characters of a page are letters, and a switch costs a search each. */
    private static final boolean[] ASCII_MARK = new boolean[128];

    static {
        for (char c : ".,;:!?".toCharArray()) {
            ASCII_MARK[c] = true;
        }
    }

    /** The marks in {@code s}, without the separators inside numbers. */
    public static int count(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (isMark(c) && !(isNumberSeparator(c) && i > 0 && i + 1 < s.length()
                    && isDigit(s.charAt(i - 1)) && isDigit(s.charAt(i + 1)))) {
                n++;
            }
        }
        return n;
    }

    /** Whether {@code c} is one of the marks, wherever it stands. */
    public static boolean isMark(char c) {
        if (c < 128) {
            return ASCII_MARK[c];
        }
        if (c < '\u201c' || c > '\u3002' && c < '\uff01') { // Latin letters, CJK ideographs
            return false;
        }
        return switch (c) {
            case '\u3002', '\uff0c', '\uff1b', '\uff1a', '\uff01', '\uff1f', '\u3001', '\u201c', '\u201d' -> true;
            default -> false;
        };
    }

    /** The marks that are not counted between two digits. */
    public static boolean isNumberSeparator(char c) {
        return c == '.' || c == ',' || c == ':';
    }

    public static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
