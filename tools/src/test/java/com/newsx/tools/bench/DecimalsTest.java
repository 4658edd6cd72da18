package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DecimalsTest {

    @Test
    void roundsTheExactBinaryValueTiesToEvenAsPrintfDoes() {
        assertEquals("0.2", Decimals.fixed(0.25, 1), "0.25 is exact: a tie, to even");
        assertEquals("0.38", Decimals.fixed(0.375, 2));
        assertEquals("2.67", Decimals.fixed(2.675, 2), "2.675 is 2.67499999... in binary");
        assertEquals("0.3", Decimals.fixed(0.35, 1), "0.35 is 0.34999... in binary");
        assertEquals("1234", Decimals.fixed(1234.5, 0));
        assertEquals("1236", Decimals.fixed(1235.5, 0));
        assertEquals("10.000", Decimals.fixed(9.9996, 3));
        assertEquals("5.50", Decimals.fixed(5.5, 2));
    }

    @Test
    void signsAndSpecialValuesAsPrintfWritesThem() {
        assertEquals("-0.0", Decimals.fixed(-0.04, 1));
        assertEquals("-0.0", Decimals.fixed(-0.0, 1));
        assertEquals("-1.4", Decimals.fixed(-1.45, 1), "-1.45 is -1.4499999999999999555... in binary");
        assertEquals("nan", Decimals.fixed(Double.NaN, 2));
        assertEquals("inf", Decimals.fixed(Double.POSITIVE_INFINITY, 1));
        assertEquals("-inf", Decimals.fixed(Double.NEGATIVE_INFINITY, 1));
    }

    @Test
    void readsTheNumericPrefixOfAFieldAsAwkDoes() {
        assertEquals(5.123, Decimals.leadingNumber("5.123ms"));
        assertEquals(-300, Decimals.leadingNumber("-3e2x"));
        assertEquals(0.5, Decimals.leadingNumber(" .5"));
        assertEquals(12, Decimals.leadingNumber("12.ms"));
        assertEquals(7, Decimals.leadingNumber("7e"), "an exponent without digits is not part of the number");
        assertEquals(0, Decimals.leadingNumber("ms"));
        assertEquals(0, Decimals.leadingNumber(""));
        assertEquals(0, Decimals.leadingNumber("."));
        assertTrue(Double.isNaN(Decimals.leadingNumber("NaN")));
        assertEquals(Double.NEGATIVE_INFINITY, Decimals.leadingNumber("-inf"));
    }
}
