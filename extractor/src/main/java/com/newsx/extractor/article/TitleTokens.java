package com.newsx.extractor.article;

import com.newsx.extractor.text.CharClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Tokens for comparing a line with the title: every CJK character is a token (the paper's unit for Chinese),
 * other letter/digit runs are lower-cased words.
 */
final class TitleTokens {
    private TitleTokens() {
    }

    static List<String> of(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            int cp = s.codePointAt(i);
            if (isCjk(cp)) {
                out.add(Character.toString(cp));
                i += Character.charCount(cp);
            } else if (Character.isLetterOrDigit(cp)) {
                int j = i;
                while (j < n) {
                    int c = s.codePointAt(j);
                    if (!Character.isLetterOrDigit(c) || isCjk(c)) {
                        break;
                    }
                    j += Character.charCount(c);
                }
                out.add(s.substring(i, j).toLowerCase(Locale.ROOT));
                i = j;
            } else {
                i += Character.charCount(cp);
            }
        }
        return out;
    }

    /** CJK in the basic plane as a table: the script look-up is a binary search, run for every character. */
    private static final CharClass CJK_BMP = CharClass.of(TitleTokens::isCjkScript);

    static boolean isCjk(int cp) {
        if (cp < 0x2E80) {
            return false; // below the CJK radicals block: Latin, Greek, Cyrillic, Arabic, ...
        }
        return cp <= Character.MAX_VALUE ? CJK_BMP.contains((char) cp) : isCjkScript(cp);
    }

    private static boolean isCjkScript(int cp) {
        Character.UnicodeScript sc = Character.UnicodeScript.of(cp);
        return sc == Character.UnicodeScript.HAN || sc == Character.UnicodeScript.HIRAGANA
                || sc == Character.UnicodeScript.KATAKANA || sc == Character.UnicodeScript.HANGUL;
    }

    /** Length of the longest common subsequence of two token lists (O(n*m) time, O(m) space). */
    static int lcs(List<String> a, List<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        int[] prev = new int[b.size() + 1];
        int[] cur = new int[b.size() + 1];
        for (String x : a) {
            for (int j = 1; j <= b.size(); j++) {
                cur[j] = x.equals(b.get(j - 1)) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.size()];
    }
}
