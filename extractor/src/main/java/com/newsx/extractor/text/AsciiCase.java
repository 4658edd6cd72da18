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

    /**
     * {@code s} with ASCII upper-case letters lowered and nothing else changed; {@code s} itself when it has none.
     * {@code lower(s).contains(w)} is {@link #containsIgnoreCase}{@code (s, w)}, on the JDK's intrinsic search.
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
