package com.newsx.extractor.text;

/** ASCII case-insensitive search, allocation-free: it runs on the class, id or style of every element. */
public final class AsciiCase {
    private AsciiCase() {
    }

    /**
     * Whether {@code lower(s).contains(phrase)} for a {@code phrase} without ASCII capitals (any other characters
     * allowed: CJK, digits, spaces), without copying {@code s}: candidates come from the JDK's intrinsic search
     * for the phrase's first character (both cases of it when it is a letter).
     */
    public static boolean containsLowered(String s, String phrase) {
        int n = phrase.length();
        if (n == 0) {
            return true;
        }
        char first = phrase.charAt(0);
        boolean letter = first >= 'a' && first <= 'z';
        char upper = letter ? (char) (first - 0x20) : first;
        int last = s.length() - n;
        int lo = s.indexOf(first);
        int up = letter ? s.indexOf(upper) : -1;
        while (true) {
            int i = lo < 0 ? up : up < 0 ? lo : Math.min(lo, up);
            if (i < 0 || i > last) {
                return false;
            }
            if (restLowered(s, i, phrase)) {
                return true;
            }
            if (i == lo) {
                lo = s.indexOf(first, i + 1);
            } else {
                up = s.indexOf(upper, i + 1);
            }
        }
    }

    private static boolean restLowered(String s, int at, String phrase) {
        for (int j = 1, n = phrase.length(); j < n; j++) {
            char c = s.charAt(at + j);
            if (c >= 'A' && c <= 'Z') {
                c = (char) (c | 0x20);
            }
            if (c != phrase.charAt(j)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code s} with ASCII upper-case letters lowered and nothing else changed; {@code s} itself when it has none.
     * {@code lower(s).contains(w)} is {@link #containsLowered}{@code (s, w)}, on the JDK's intrinsic search.
     */
    public static String lower(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                char[] chars = s.toCharArray();
                for (int k = i; k < chars.length; k++) {
                    if (chars[k] >= 'A' && chars[k] <= 'Z') {
                        chars[k] = (char) (chars[k] | 0x20);
                    }
                }
                return new String(chars);
            }
        }
        return s;
    }
}
