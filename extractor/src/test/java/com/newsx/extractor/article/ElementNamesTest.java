package com.newsx.extractor.article;

import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ElementNamesTest {
    private final ElementNames names = new ElementNames(new String[]{"share"}, "ad", "nav");

    @Test
    void wordPartsMatchAnywhere() {
        assertTrue(names.matches("article-share-bar"));
    }

    @Test
    void tokensMatchOnlyAsWholeNamesBetweenSpacesUnderscoresAndDashes() {
        assertTrue(names.matches("ad"));
        assertTrue(names.matches("top_ad"));
        assertTrue(names.matches("main nav-bar"));
        assertTrue(names.matches("x\tnav"));
        assertTrue(names.matches("--ad--"));
        assertFalse(names.matches("header"), "'ad' inside a word");
        assertFalse(names.matches("navigation"));
        assertFalse(names.matches(""));
    }

    @Test
    void namesAreClassAndIdLowerCased() {
        assertEquals("story main top", ElementNames.of(Jsoup.parse("<div class='Story Main' id=TOP>").selectFirst("div")));
        assertEquals("", ElementNames.of(Jsoup.parse("<div>").selectFirst("div")));
    }
}
