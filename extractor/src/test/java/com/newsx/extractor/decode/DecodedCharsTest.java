package com.newsx.extractor.decode;

import org.junit.jupiter.api.Test;

import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The chars the parser reads are those of the String the page's bytes decode to, malformed bytes included. */
class DecodedCharsTest {
    private static final String[] CHARSETS = {"UTF-8", "GBK", "GB18030", "Big5", "Shift_JIS", "EUC-JP", "EUC-KR",
        "windows-1252", "ISO-8859-1", "KOI8-R", "windows-1251"};

    @Test
    void decodesAsTheStringConstructorDoes() {
        Random random = new Random(7);
        String sample = "<p>新华社北京电 Ünïcödé «news» — 東京 서울 Москва</p>";
        for (String name : CHARSETS) {
            Charset charset = Charset.forName(name);
            for (int n = 0; n < 2_000; n++) {
                byte[] bytes = n % 2 == 0 ? randomBytes(random) : mangled(sample.getBytes(charset), random);
                int length = random.nextInt(bytes.length + 1);
                CharBuffer chars = DecodedChars.of(bytes, length, charset);
                assertEquals(new String(bytes, 0, length, charset), chars.toString(), name);
                assertEquals(0, chars.arrayOffset());
            }
        }
    }

    @Test
    void findsAStringInTheDecodedText() {
        byte[] page = "<body><div hidden id=\"S:0\">".getBytes(StandardCharsets.UTF_8);
        assertTrue(DecodedChars.contains(DecodedChars.of(page, page.length, StandardCharsets.UTF_8), "id=\"S:"));
        assertFalse(DecodedChars.contains(DecodedChars.of(page, page.length - 2, StandardCharsets.UTF_8), "\"S:0\""));
        assertFalse(DecodedChars.contains(DecodedChars.of(page, 3, StandardCharsets.UTF_8), "<body>"));
    }

    private static byte[] randomBytes(Random random) {
        byte[] b = new byte[random.nextInt(40)];
        random.nextBytes(b);
        return b;
    }

    /** Real text with a few bytes changed, cut short or doubled: the malformed input of real pages. */
    private static byte[] mangled(byte[] text, Random random) {
        byte[] b = text.clone();
        for (int k = random.nextInt(4); k > 0; k--) {
            b[random.nextInt(b.length)] = (byte) random.nextInt(256);
        }
        return b;
    }
}
