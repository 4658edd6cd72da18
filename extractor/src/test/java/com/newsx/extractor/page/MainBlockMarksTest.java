package com.newsx.extractor.page;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MainBlockMarksTest {
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
            assertEquals(definedMark((char) c), MainBlock.isMark((char) c), "U+" + Integer.toHexString(c));
            marks += MainBlock.isMark((char) c) ? 1 : 0;
        }
        assertEquals(15, marks);
    }
}
