package com.newsx.extractor.text;

/** ASCII case-insensitive search, allocation-free: it runs on the class, id or style of every element. */
public final class AsciiCase {
    private AsciiCase() {
    }

    /**
     * Whether {@code s} contains {@code lowerWord}, a word of lower-case ASCII letters, ignoring ASCII case
     * as a regular expression's CASE_INSENSITIVE does.
     */
    public static boolean containsIgnoreCase(String s, String lowerWord) {
        int n = lowerWord.length();
        char first = lowerWord.charAt(0);
        outer:
        for (int i = 0, last = s.length() - n; i <= last; i++) {
            if ((s.charAt(i) | 0x20) != first) {
                continue;
            }
            for (int j = 1; j < n; j++) {
                if ((s.charAt(i + j) | 0x20) != lowerWord.charAt(j)) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
