package com.newsx.extractor.article.fields;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LcsTest {

    @Test
    void knownLengths() {
        assertEquals(4, Lcs.length("ABCBDAB", "BDCABA"));
        assertEquals(0, Lcs.length("abc", "xyz"));
        assertEquals(0, Lcs.length("", "xyz"));
        assertEquals(6, Lcs.length("龙湖集团暗伤曝露", "狂奔的龙湖集团暗伤"), "龙湖集团暗伤");
    }

    @Test
    void agreesWithTheQuadraticProgrammeAcrossWordBoundaries() {
        Random random = new Random(7);
        for (int trial = 0; trial < 2_000; trial++) {
            String a = randomText(random, random.nextInt(340));
            String b = randomText(random, random.nextInt(340));
            assertEquals(quadratic(a, b), Lcs.length(a, b), a + " / " + b);
        }
    }

    @Test
    void inputsAreCappedAtMaxChars() {
        String longA = "x".repeat(Lcs.MAX_CHARS + 50);
        assertEquals(Lcs.MAX_CHARS, Lcs.length(longA, longA));
    }

    private static String randomText(Random random, int length) {
        String alphabet = random.nextBoolean() ? "ab" : "abcdefghij新闻记者";
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    /** The textbook dynamic programme over the same capped inputs. */
    private static int quadratic(String a, String b) {
        int n = Math.min(a.length(), Lcs.MAX_CHARS);
        int m = Math.min(b.length(), Lcs.MAX_CHARS);
        int[][] t = new int[n + 1][m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                t[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? t[i - 1][j - 1] + 1 : Math.max(t[i - 1][j], t[i][j - 1]);
            }
        }
        return t[n][m];
    }
}
