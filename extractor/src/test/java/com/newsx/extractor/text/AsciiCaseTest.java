package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
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
}
