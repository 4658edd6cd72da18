package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ByteScanTest {
    @Test
    void indexOfAgreesWithAPlainLoopAtEveryAlignment() {
        Random random = new Random(7);
        for (int round = 0; round < 2_000; round++) {
            byte[] a = new byte[random.nextInt(40)];
            for (int i = 0; i < a.length; i++) {
                // few distinct values, so matches, near-matches (0x3B, 0x3D) and high bytes all occur
                a[i] = (byte) new int[] {0x3B, 0x3C, 0x3D, 0x00, 0xBC, 'a'}[random.nextInt(6)];
            }
            int from = a.length == 0 ? 0 : random.nextInt(a.length);
            int to = from + (a.length == from ? 0 : random.nextInt(a.length - from + 1));
            int expected = -1;
            for (int i = from; i < to; i++) {
                if (a[i] == '<') {
                    expected = i;
                    break;
                }
            }
            assertEquals(expected, ByteScan.indexOf(a, (byte) '<', from, to));
            int either = -1;
            for (int i = from; i < to; i++) {
                if (a[i] == 'a' || a[i] == (byte) 0xBC) {
                    either = i;
                    break;
                }
            }
            assertEquals(either, ByteScan.indexOfEither(a, (byte) 'a', (byte) 0xBC, from, to));
        }
    }

    @Test
    void indexOfIgnoreCaseAgreesWithTheLowerCasedLatin1String() {
        Random random = new Random(11);
        // letters of both cases in ASCII and Latin-1, their neighbours (0x1C lowers to '<' with a blind | 0x20), × ÷ ß
        int[] alphabet = {'<', '/', 'h', 'H', 'e', 'E', 'a', 'd', 'D', '>', 0x1C, 0x0F, 0xC9, 0xE9, 0xD7, 0xF7, 0xDF};
        String[] needles = {"</head", "</head>", "head", "e", "\u00e9e", "\u00f7", "\u00d7", "\u00ff", "h\u0130", "\u0130", "", "Head"};
        for (int round = 0; round < 5_000; round++) {
            byte[] a = new byte[random.nextInt(40)];
            for (int i = 0; i < a.length; i++) {
                a[i] = (byte) alphabet[random.nextInt(alphabet.length)];
            }
            int from = a.length == 0 ? 0 : random.nextInt(a.length);
            int to = from + (a.length == from ? 0 : random.nextInt(a.length - from + 1));
            String lowered = new String(a, from, to - from, StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT);
            for (String needle : needles) {
                int at = lowered.indexOf(needle);
                assertEquals(at < 0 ? -1 : from + at, ByteScan.indexOfIgnoreCase(a, needle, from, to),
                        needle + " in " + lowered);
            }
        }
    }

    @Test
    void indexOfIgnoreCaseFindsOnlyWholeMatchesWithinTheRange() {
        byte[] a = "<p>x</p></HEAD><body>".getBytes(StandardCharsets.US_ASCII);
        assertEquals(8, ByteScan.indexOfIgnoreCase(a, "</head", 0, a.length));
        assertEquals(8, ByteScan.indexOfIgnoreCase(a, "</head", 8, 14));
        assertEquals(-1, ByteScan.indexOfIgnoreCase(a, "</head", 0, 13), "cut short by the range's end");
        assertEquals(-1, ByteScan.indexOfIgnoreCase(a, "</head", 9, a.length));
    }

    @Test
    void firstNonAsciiFindsTheFirstHighByte() {
        byte[] a = "abcdefghij\u00e9klm".getBytes(StandardCharsets.UTF_8);
        assertEquals(10, ByteScan.firstNonAscii(a, 0, a.length));
        assertEquals(10, ByteScan.firstNonAscii(a, 3, a.length));
        assertEquals(9, ByteScan.firstNonAscii(a, 0, 9));
    }

    @Test
    void namedAtIgnoresAsciiCaseOnlyForLetters() {
        byte[] a = "<SCRIPT>".getBytes(StandardCharsets.US_ASCII);
        assertTrue(ByteScan.namedAt(a, 1, "script"));
        assertFalse(ByteScan.namedAt(a, 2, "script"));
        assertTrue(ByteScan.startsWith("<!--".getBytes(StandardCharsets.US_ASCII), 1, "!--"));
        assertFalse(ByteScan.startsWith("<!-\r".getBytes(StandardCharsets.US_ASCII), 1, "!--"));
    }
}
