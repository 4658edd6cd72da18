package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import java.util.function.IntPredicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CharClassTest {

    @Test
    void answersExactlyAsItsDefinitionForEveryChar() {
        IntPredicate space = c -> Character.isWhitespace(c) || c == '\u00a0' || c == '\u3000';
        CharClass table = CharClass.of(space);
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(space.test(c), table.contains((char) c), "char " + Integer.toHexString(c));
        }
    }

    @Test
    void holdsTheCharsOfItsDefinitionOnly() {
        CharClass marks = CharClass.of(c -> "，。".indexOf(c) >= 0);
        assertTrue(marks.contains('，'));
        assertTrue(marks.contains('。'));
        assertFalse(marks.contains(','));
        assertFalse(marks.contains('\uffff'));
    }
}
