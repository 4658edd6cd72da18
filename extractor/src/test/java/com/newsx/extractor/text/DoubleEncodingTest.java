package com.newsx.extractor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class DoubleEncodingTest {
    /** What a page gets when its UTF-8 text is read as Latin-1 and written out again as UTF-8. */
    private static String doubleEncoded(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    @Test
    void textReadAsLatin1OrWindows1252IsDecodedBack() {
        String original = "The gardener’s “winter” beds — café crème at 5 °C";
        assertEquals(original, DoubleEncoding.repair(doubleEncoded(original)));
        String cp1252 = new String("It’s a “test” — again".getBytes(StandardCharsets.UTF_8),
                Charset.forName("windows-1252")).replace('\uFFFD', '\u009D'); // 0x9D: a C1 control in browsers
        assertTrue(cp1252.contains("â€™"), cp1252);
        assertEquals("It’s a “test” — again", DoubleEncoding.repair(cp1252));
    }

    @Test
    void aSingleRunOrPlainLatinTextIsLeftAlone() {
        String one = "Price: 5 Â£ only";
        assertSame(one, DoubleEncoding.repair(one), "one run is no clear case");
        String french = "Le café était très bon, à mon avis. Ça va ?";
        assertSame(french, DoubleEncoding.repair(french));
        assertFalse(DoubleEncoding.evident(french, null));
    }

    @Test
    void evidenceOfThePageLetsAShortFieldBeRepaired() {
        String title = doubleEncoded("Investor’s guide");
        String body = doubleEncoded("It’s a guide — for investors’ questions.");
        assertTrue(DoubleEncoding.evident(title, body));
        assertEquals("Investor’s guide", DoubleEncoding.repairAll(title));
    }

    @Test
    void evidenceIsWeighedAsOverTheJoinedTexts() {
        // what evident() decided when it joined the texts with line feeds and repaired a copy
        char[] alphabet = {'a', ' ', '\n', '\u00C3', '\u00A9', '\u00E2', '\u20AC', '\u2122', '\u00C2', '\u00F0',
                '\u0178', '\u00BF', '\u00E9'};
        java.util.Random r = new java.util.Random(11);
        int evident = 0;
        for (int n = 0; n < 20000; n++) {
            String[] texts = new String[1 + r.nextInt(3)];
            StringBuilder joined = new StringBuilder();
            for (int t = 0; t < texts.length; t++) {
                if (r.nextInt(8) > 0) {
                    StringBuilder b = new StringBuilder();
                    for (int k = r.nextInt(12); k > 0; k--) {
                        b.append(alphabet[r.nextInt(alphabet.length)]);
                    }
                    texts[t] = b.toString();
                    joined.append(texts[t]).append('\n');
                }
            }
            String all = joined.toString();
            boolean expected = DoubleEncoding.repair(all) != all;
            evident += expected ? 1 : 0;
            assertEquals(expected, DoubleEncoding.evident(texts), () -> java.util.Arrays.toString(texts));
        }
        assertTrue(evident > 100, "the cases hold evident pages too: " + evident);
    }
}
