package com.newsx.extractor.article;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PunctuationTest {
    @Test
    void everyCharIsAMarkExactlyAsListed() {
        int marks = 0;
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(Punctuation.isListedMark((char) c), Punctuation.isMark((char) c), "U+" + Integer.toHexString(c));
            marks += Punctuation.isMark((char) c) ? 1 : 0;
        }
        assertEquals(28, marks);
    }

    @Test
    void separatorsInsideNumbersAndBracketedNumbersAreNotCounted() {
        Punctuation p = new Punctuation();
        assertEquals(0, p.count("6,374 2016.10.21 13:45 (113) （047）"));
        assertEquals(6, p.count("Yes, “quoted” (aside)."));
    }
}
