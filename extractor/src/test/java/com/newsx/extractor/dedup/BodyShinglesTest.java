package com.newsx.extractor.dedup;

import org.junit.jupiter.api.Test;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tokens are lowered as they are read, not from a lowered copy of the text; the copy fields stored in the index
 * must not change, so the tokens are compared with those of the text lowered whole ({@link #loweredWhole}, the way
 * they were made before) on every code point and on random texts of many scripts.
 */
class BodyShinglesTest {
    @Test
    void everyCodePointGivesTheTokensOfTheTextLoweredWhole() {
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (Character.getType(cp) == Character.UNASSIGNED && cp > 0xFFFF) {
                continue;
            }
            String c = new String(Character.toChars(cp));
            String name = "U+" + Integer.toHexString(cp);
            for (String text : new String[]{c, "Ab" + c + "Cd", c + c + " x" + c}) {
                assertArrayEquals(loweredWhole(text), BodyShingles.tokens(text), name);
            }
        }
    }

    @Test
    void randomTextsOfManyScriptsGiveTheTokensOfTheTextLoweredWhole() {
        String[] pieces = {"Die Wahl", "STRASSE", "Straße", "ΟΔΟΣ", "Σίσυφος ΣΑΣ", "İstanbul", "ISTANBUL", "ı", "Ǆ", "ǅ",
                "Ⅻ", "Ⓐⓑ", "ＡＢＣ１２", "ﬁ", "e\u0301", "À", "龙湖集团", "テスト", "한국어", "Привет", "МОСКВА", "𐐀𐐨",
                "\uD801", "x\uDC00", "42", " ", "\n", ", ", "—", "«", "Ά", "ẞ", "Ϊ́", "ΐ"};
        Random r = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int k = r.nextInt(12); k >= 0; k--) {
                b.append(pieces[r.nextInt(pieces.length)]);
                if (r.nextBoolean()) {
                    b.append(' ');
                }
            }
            String text = b.toString();
            assertArrayEquals(loweredWhole(text), BodyShingles.tokens(text), text);
        }
    }

    @Test
    void theTwoContextRulesSendTheTextToTheWholeLowering() {
        assertFalse(BodyShingles.lowersByCodePoint("ΟΔΟΣ"));
        assertFalse(BodyShingles.lowersByCodePoint("İstanbul"));
        assertTrue(BodyShingles.lowersByCodePoint("Straße ΑΘΗΝΑ İ".replace("İ", "I")));
    }

    /**
     * The shingles come from arrays a thread keeps between bodies: what a body gives must not depend on the bodies
     * before it (short after long, the same size class again, one too large to keep), so each is compared with a set
     * made afresh.
     */
    @Test
    void aBodysShinglesDoNotDependOnTheBodiesBeforeIt() {
        Random r = new Random(11);
        int[] lengths = {40_000, 30, 40_000, 5, 0, 9_000, 300_000, 12, 65_000, 70_000, 1, 40_000};
        for (int len : lengths) {
            StringBuilder b = new StringBuilder(len);
            while (b.length() < len) {
                // a small vocabulary, so shingles repeat within a body as boilerplate does
                b.append(r.nextInt(3) == 0 ? "word" + r.nextInt(40) + " " : String.valueOf((char) (0x4E00 + r.nextInt(60))));
            }
            String text = b.toString();
            for (int size : new int[]{4, 1}) {
                long[] got = BodyShingles.of(text, size);
                assertArrayEquals(distinctAfresh(BodyShingles.tokens(text), size), got, len + " chars, size " + size);
                assertEquals(got.length, BodyFingerprint.of(text, size, 16).shingles());
            }
        }
    }

    /** The shingle hashes of the tokens, distinct in order of first occurrence, through a new set. */
    private static long[] distinctAfresh(long[] tokens, int size) {
        if (tokens.length == 0) {
            return new long[0];
        }
        java.util.LinkedHashSet<Long> set = new java.util.LinkedHashSet<>();
        for (int i = 0; i < Math.max(1, tokens.length - size + 1); i++) {
            long h = 0x9E3779B97F4A7C15L;
            for (int j = i; j < Math.min(tokens.length, i + size); j++) {
                h = h * 0xC6A4A7935BD1E995L + tokens[j];
            }
            set.add(BodyShingles.mix(h));
        }
        return set.stream().mapToLong(Long::longValue).toArray();
    }

    /** The tokens as made before: NFKC, then the whole text lowered, then read. */
    private static long[] loweredWhole(String text) {
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        long[] out = new long[Math.max(16, t.length() * 2)];
        int n = 0;
        int i = 0;
        while (i < t.length()) {
            int cp = t.codePointAt(i);
            int len = Character.charCount(cp);
            if (BodyShingles.isCjk(cp)) {
                out[n++] = BodyShingles.mix(cp * 0xC2B2AE3D27D4EB4FL);
                i += len;
            } else if (Character.isLetterOrDigit(cp)) {
                long h = 0xCBF29CE484222325L;
                int j = i;
                while (j < t.length()) {
                    int c = t.codePointAt(j);
                    if (!Character.isLetterOrDigit(c) || BodyShingles.isCjk(c)) {
                        break;
                    }
                    h = (h ^ c) * 0x100000001B3L;
                    j += Character.charCount(c);
                }
                out[n++] = BodyShingles.mix(h);
                i = j;
            } else {
                i += len;
            }
        }
        return Arrays.copyOf(out, n);
    }
}
