package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SentenceMarksTest {
    /** The marks as first defined: one switch over all of them. */
    private static boolean definedMark(char c) {
        return switch (c) {
            case '.', ',', ';', ':', '!', '?', '\u3002', '\uff0c', '\uff1b', '\uff1a', '\uff01', '\uff1f',
                    '\u3001', '\u201c', '\u201d' -> true;
            default -> false;
        };
    }

    @Test
    void theLookedUpMarksAreTheDefinedOnesForEveryCharacter() {
        int marks = 0;
        for (int c = 0; c <= 0xffff; c++) {
            assertEquals(definedMark((char) c), SentenceMarks.isMark((char) c), "U+" + Integer.toHexString(c));
            marks += SentenceMarks.isMark((char) c) ? 1 : 0;
        }
        assertEquals(15, marks);
    }

    @Test
    void separatorsInsideNumbersAreNotCounted() {
        assertEquals(0, SentenceMarks.count("6,374 2016.10.21 13:45"));
        assertEquals(6, SentenceMarks.count("Yes, 6. Then: 7, “no”"));
        assertEquals(2, SentenceMarks.count(",6.7:"));
    }
}
