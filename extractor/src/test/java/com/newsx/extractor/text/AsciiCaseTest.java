package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AsciiCaseTest {

    @Test
    void findsAWordInAnyAsciiCase() {
        assertTrue(AsciiCase.containsIgnoreCase("display: NONE", "none"));
        assertTrue(AsciiCase.containsIgnoreCase("article-Byline", "byline"));
        assertTrue(AsciiCase.containsIgnoreCase("none", "none"), "the whole string");
    }

    @Test
    void missesWhatIsNotThere() {
        assertFalse(AsciiCase.containsIgnoreCase("display:block", "none"));
        assertFalse(AsciiCase.containsIgnoreCase("non", "none"), "shorter than the word");
        assertFalse(AsciiCase.containsIgnoreCase("", "hidden"));
        assertFalse(AsciiCase.containsIgnoreCase("n\u00d6ne", "none"), "no Unicode folding, as in a regex");
    }

    @Test
    void lowerChangesOnlyAsciiCapitalsAndAgreesWithTheSearch() {
        String s = "Article-BYLINE \u00d6sterreich \u0130";
        assertEquals("article-byline \u00d6sterreich \u0130", AsciiCase.lower(s));
        String plain = "already lower";
        assertSame(plain, AsciiCase.lower(plain), "no copy when nothing changes");
        for (String word : new String[] {"byline", "article", "sterreich", "none"}) {
            assertEquals(AsciiCase.containsIgnoreCase(s, word), AsciiCase.lower(s).contains(word), word);
        }
    }
}
