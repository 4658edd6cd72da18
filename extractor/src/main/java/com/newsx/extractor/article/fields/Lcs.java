package com.newsx.extractor.article.fields;

/** Longest common subsequence of two strings, by characters; inputs are capped to keep it cheap. */
final class Lcs {
    static final int MAX_CHARS = 300;

    private Lcs() {
    }

    static int length(String a, String b) {
        int n = Math.min(a.length(), MAX_CHARS);
        int m = Math.min(b.length(), MAX_CHARS);
        if (n == 0 || m == 0) {
            return 0;
        }
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int i = 1; i <= n; i++) {
            char c = a.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                cur[j] = c == b.charAt(j - 1) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[m];
    }
}
