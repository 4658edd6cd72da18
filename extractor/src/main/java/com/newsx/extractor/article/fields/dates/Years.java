package com.newsx.extractor.article.fields.dates;

/** Where a four-digit year (19xx or 20xx, not part of a longer number) stands: the anchor of every written date. */
final class Years {
    private Years() {
    }

    static boolean isYearAt(String s, int i) {
        char a = s.charAt(i);
        char b = s.charAt(i + 1);
        if (!(a == '1' && b == '9' || a == '2' && b == '0')) {
            return false;
        }
        return isDigit(s.charAt(i + 2)) && isDigit(s.charAt(i + 3))
                && (i == 0 || !isDigit(s.charAt(i - 1))) && (i + 4 == s.length() || !isDigit(s.charAt(i + 4)));
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
