package com.newsx.extractor.article;

/**
 * Counts sentence punctuation, the signal of running text in both seed papers. A '.', ':', ',' or '/' between two digits (dates, times, prices) is not
 * counted, because navigation and timestamps are full of them while carrying no prose.
 */
public final class Punctuation {
    private static final String MARKS = ",.;:!?\"'，。；：！？、“”‘’…《》（）()「」";

    private static final boolean[] IS_MARK = new boolean[0x10000];

    static {
        for (char c : MARKS.toCharArray()) {
            IS_MARK[c] = true;
        }
    }

    public static boolean isMark(char c) {
        // no mark lies between the corner brackets and the full-width forms: CJK text is answered without reading
        // the table, whose entries for the ideographs are spread over 40 KB
        return (c <= '\u300d' || c >= '\uff01') && IS_MARK[c];
    }

    /** Whether {@code c} is one of the marks as listed, for the tests. */
    static boolean isListedMark(char c) {
        return MARKS.indexOf(c) >= 0;
    }

    /** Sentence punctuation marks in {@code s}. */
    public int count(CharSequence s) {
        int n = 0;
        int len = s.length();
        for (int i = 0; i < len; i++) {
            if (isCountedAt(s, i)) {
                n++;
            }
        }
        return n;
    }

    /** Whether the character at {@code i} is a counted mark, for callers that scan the text themselves. */
    public boolean isCountedAt(CharSequence s, int i) {
        char c = s.charAt(i);
        if (!isMark(c)) {
            return false;
        }
        if (c == '(' || c == '（') { // "(113)" after an archive month, "(047)" in a phone number
            return !(i + 1 < s.length() && Character.isDigit(s.charAt(i + 1)));
        }
        if (c == ')' || c == '）') {
            return !(i > 0 && Character.isDigit(s.charAt(i - 1)));
        }
        return !((c == '.' || c == ':' || c == ',' || c == '：') && i > 0 && i + 1 < s.length()
                && Character.isDigit(s.charAt(i - 1)) && Character.isDigit(s.charAt(i + 1)));
    }
}
