package com.newsx.extractor.article.fields.dates;

/** Where a four-digit year (19xx or 20xx, not part of a longer number) stands: the anchor of every written date. */
final class Years {
    private Years() {
    }

    /**
     * The years of s[from, to), in order: found by the JDK's intrinsic search for "19" and "20" (the next place of
     * each kept, so each part of the text is searched once), much faster over a long text than a look at every
     * character.
     */
    static final class Scan {
        private final String s;
        private final int to;
        private int next19;
        private int next20;

        Scan(String s, int from, int to) {
            this.s = s;
            this.to = Math.min(to, s.length());
            next19 = s.indexOf("19", from);
            next20 = s.indexOf("20", from);
        }

        /** The start of the next year, or -1 when there is none before the end. */
        int next() {
            while (true) {
                int k = next19 < 0 ? next20 : next20 < 0 ? next19 : Math.min(next19, next20);
                if (k < 0 || k + 4 > to) {
                    return -1;
                }
                if (k == next19) {
                    next19 = s.indexOf("19", k + 1);
                } else {
                    next20 = s.indexOf("20", k + 1);
                }
                if (isYearAt(s, k)) {
                    return k;
                }
            }
        }
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
