package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AsciiCaseTest {

    @Test
    void findsAWordInAnyAsciiCase() {
        assertTrue(AsciiCase.containsLowered("display: NONE", "none"));
        assertTrue(AsciiCase.containsLowered("article-Byline", "byline"));
        assertTrue(AsciiCase.containsLowered("none", "none"), "the whole string");
    }

    @Test
    void missesWhatIsNotThere() {
        assertFalse(AsciiCase.containsLowered("display:block", "none"));
        assertFalse(AsciiCase.containsLowered("non", "none"), "shorter than the word");
        assertFalse(AsciiCase.containsLowered("", "hidden"));
        assertFalse(AsciiCase.containsLowered("n\u00d6ne", "none"), "no Unicode folding, as in a regex");
    }

    @Test
    void lowerChangesOnlyAsciiCapitalsAndAgreesWithTheSearch() {
        String s = "Article-BYLINE \u00d6sterreich \u0130";
        assertEquals("article-byline \u00d6sterreich \u0130", AsciiCase.lower(s));
        String plain = "already lower";
        assertSame(plain, AsciiCase.lower(plain), "no copy when nothing changes");
        for (String word : new String[] {"byline", "article", "sterreich", "none"}) {
            assertEquals(AsciiCase.containsLowered(s, word), AsciiCase.lower(s).contains(word), word);
        }
    }

    @Test
    void theSearchAgreesWithATestAtEveryOffset() {
        java.util.Random r = new java.util.Random(11);
        String alphabet = "nNoOeEiIpPsSuUmM \u00d6\u4e2d-";
        for (int k = 0; k < 20_000; k++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(30); i > 0; i--) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String s = b.toString();
            for (String word : new String[] {"none", "ipsum", "n", "sum"}) {
                assertEquals(everyOffset(s, word), AsciiCase.containsLowered(s, word), s + " / " + word);
            }
        }
    }

    @Test
    void theLoweredSearchIsContainsOnTheLoweredCopy() {
        assertTrue(AsciiCase.containsLowered("All Rights Reserved.", "rights reserved"));
        assertTrue(AsciiCase.containsLowered("京ICP备12345号", "icp备"));
        assertFalse(AsciiCase.containsLowered("\u00d6sterreich", "\u00f6sterreich"), "only ASCII letters fold");
        java.util.Random r = new java.util.Random(13);
        String alphabet = "aAbB @[`{\u00c9\u00e9\u7248\u6743-1";
        String[] phrases = {"ab", "a b", "\u7248\u6743", "@a", "`{", "1a", "\u00e9a", "b", "-"};
        for (int k = 0; k < 20_000; k++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(30); i > 0; i--) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String s = b.toString();
            for (String p : phrases) {
                assertEquals(AsciiCase.lower(s).contains(p), AsciiCase.containsLowered(s, p), s + " / " + p);
            }
        }
    }

    /** The definition: the word at some offset, each letter in either ASCII case. */
    private static boolean everyOffset(String s, String lowerWord) {
        outer:
        for (int i = 0; i + lowerWord.length() <= s.length(); i++) {
            for (int j = 0; j < lowerWord.length(); j++) {
                if ((s.charAt(i + j) | 0x20) != lowerWord.charAt(j)) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
