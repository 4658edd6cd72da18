package com.newsx.extractor.decode;

import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class Utf8Test {
    @Test
    void classifiesAsciiMultibyteAndMalformedBytes() {
        assertEquals(Utf8.Kind.ASCII, Utf8.scan("<p>plain text</p>".getBytes(StandardCharsets.UTF_8), 0));
        assertEquals(Utf8.Kind.VALID_MULTIBYTE, Utf8.scan("<p>江城 é 😀</p>".getBytes(StandardCharsets.UTF_8), 0));
        assertEquals(Utf8.Kind.INVALID, Utf8.scan("<p>江城新闻</p>".getBytes(Charset.forName("GBK")), 0));
        assertEquals(Utf8.Kind.INVALID, Utf8.scan(new byte[] {'a', (byte) 0xC0, (byte) 0x80}, 0)); // overlong
        assertEquals(Utf8.Kind.INVALID, Utf8.scan(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, 0)); // surrogate
        assertEquals(Utf8.Kind.INVALID, Utf8.scan(new byte[] {(byte) 0xE6, (byte) 0xB1}, 0)); // cut short
    }

    @Test
    void agreesWithTheJdkDecoderOnRandomBytes() {
        Random random = new Random(11);
        for (int round = 0; round < 20_000; round++) {
            byte[] a = new byte[random.nextInt(12)];
            for (int i = 0; i < a.length; i++) {
                a[i] = (byte) (random.nextBoolean() ? 0x80 + random.nextInt(0x80) : random.nextInt(0x80));
            }
            boolean jdkValid;
            try {
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(a));
                jdkValid = true;
            } catch (java.nio.charset.CharacterCodingException e) {
                jdkValid = false;
            }
            assertEquals(jdkValid, Utf8.scan(a, 0) != Utf8.Kind.INVALID, java.util.Arrays.toString(a));
        }
    }
}
