package com.newsx.extractor.decode;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

/**
 * A page's markup decoded into a char array, as {@code new String(bytes, charset)} decodes it (malformed and
 * unmappable input replaced), for the parser to read. A String of a page holding non-Latin-1 text cost three copies of
 * it: a Latin-1 attempt, a two-byte array sized for the worst case, and that array trimmed to the text.
 */
public final class DecodedChars {
    private DecodedChars() {
    }

    /** The decoded text of {@code bytes[0..length)}: the buffer's array, from 0 to its limit. */
    public static CharBuffer of(byte[] bytes, int length, Charset charset) {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        // sized as the String constructor sizes its array: the most characters the bytes can make
        CharBuffer out = CharBuffer.allocate((int) (length * (double) decoder.maxCharsPerByte()));
        try {
            CoderResult r = decoder.decode(ByteBuffer.wrap(bytes, 0, length), out, true);
            if (!r.isUnderflow()) {
                r.throwException();
            }
            r = decoder.flush(out);
            if (!r.isUnderflow()) {
                r.throwException();
            }
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("cannot happen: errors are replaced", e);
        }
        return out.flip();
    }

    /** Whether the text holds {@code s}. */
    public static boolean contains(CharBuffer text, String s) {
        char[] a = text.array();
        int last = text.limit() - s.length();
        char first = s.charAt(0);
        for (int i = 0; i <= last; i++) {
            if (a[i] == first && matchesAt(a, i, s)) {
                return true;
            }
        }
        return false;
    }

    private static boolean matchesAt(char[] a, int at, String s) {
        for (int j = 1; j < s.length(); j++) {
            if (a[at + j] != s.charAt(j)) {
                return false;
            }
        }
        return true;
    }
}
