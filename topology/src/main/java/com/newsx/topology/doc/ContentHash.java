package com.newsx.topology.doc;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The fingerprint of what a reader sees of an article: the first 16 hex digits of the SHA-256 of its stripped title,
 * a line feed and its stripped body, each run of the white space of the regex {@code \s} (space, tab, line feed,
 * vertical tab, form feed, carriage return) as one space, in UTF-8. The text is encoded into the digest a buffer
 * at a time instead of being joined, collapsed and encoded into copies: those copies were an eighth of the bytes
 * the crawler allocated. The text is read a chunk of chars at a time ({@link String#getChars}), with room for the
 * chunk's bytes made once: a call of charAt and a room check per character cost twice the digest itself. The hashes
 * stored in the index must not change: a revisit compares them.
 */
public final class ContentHash {
    private static final int CHUNK = 2048;
    /** A chunk's bytes (at most 3 a char; a pair's 4 are 2 a char) and a pair pending from the chunk before it. */
    private static final int BUFFER = 3 * CHUNK + 4 + 4096;

    private final MessageDigest sha = sha256();
    private final char[] chars = new char[CHUNK];
    private final byte[] buf = new byte[BUFFER];
    private int len;
    private boolean inSpace;
    private char pendingHigh;

    private ContentHash() {
    }

    public static String of(String title, String body) {
        ContentHash h = new ContentHash();
        h.text(title == null ? "" : title.strip());
        h.text("\n");
        h.text(body == null ? "" : body.strip());
        return HexFormat.of().formatHex(h.digest(), 0, 8);
    }

    private void text(String s) {
        for (int from = 0, n = s.length(); from < n; from += CHUNK) {
            int count = Math.min(CHUNK, n - from);
            s.getChars(from, from + count, chars, 0);
            room(3 * count + 4);
            // the buffer's length and the flags in locals, synced around put: as fields, every character stored them
            byte[] b = buf;
            int at = len;
            boolean space = inSpace;
            boolean pending = pendingHigh != 0;
            for (int i = 0; i < count; i++) {
                char c = chars[i];
                // the common cases written here, not through put: the JIT's inlining limits leave put a call
                if (c > ' ' && c < 0x80 && !pending) {
                    b[at++] = (byte) c;
                    space = false;
                } else if (c >= 0x800 && !Character.isSurrogate(c) && !pending) {
                    b[at++] = (byte) (0xE0 | c >> 12);
                    b[at++] = (byte) (0x80 | c >> 6 & 0x3F);
                    b[at++] = (byte) (0x80 | c & 0x3F);
                    space = false;
                } else if (c == ' ' || c >= '\t' && c <= '\r') { // tab, line feed, vertical tab, form feed, return
                    if (!space) {
                        len = at;
                        put(' ');
                        at = len;
                        pending = false;
                        space = true;
                    }
                } else {
                    len = at;
                    put(c);
                    at = len;
                    pending = pendingHigh != 0;
                    space = false;
                }
            }
            len = at;
            inSpace = space;
        }
    }

    /**
     * UTF-8 as String.getBytes writes it: a surrogate pair as one 4-byte code point, a lone surrogate as '?'. The
     * caller has made room for it.
     */
    private void put(char c) {
        if (pendingHigh != 0) {
            char high = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(c)) {
                int cp = Character.toCodePoint(high, c);
                buf[len++] = (byte) (0xF0 | cp >> 18);
                buf[len++] = (byte) (0x80 | cp >> 12 & 0x3F);
                buf[len++] = (byte) (0x80 | cp >> 6 & 0x3F);
                buf[len++] = (byte) (0x80 | cp & 0x3F);
                return;
            }
            buf[len++] = '?';
        }
        if (c < 0x80) {
            buf[len++] = (byte) c;
        } else if (c < 0x800) {
            buf[len++] = (byte) (0xC0 | c >> 6);
            buf[len++] = (byte) (0x80 | c & 0x3F);
        } else if (Character.isHighSurrogate(c)) {
            pendingHigh = c;
        } else if (Character.isLowSurrogate(c)) {
            buf[len++] = '?';
        } else {
            buf[len++] = (byte) (0xE0 | c >> 12);
            buf[len++] = (byte) (0x80 | c >> 6 & 0x3F);
            buf[len++] = (byte) (0x80 | c & 0x3F);
        }
    }

    /** Hashes the buffer's bytes when fewer than {@code bytes} would fit after them. */
    private void room(int bytes) {
        if (len + bytes > buf.length) {
            sha.update(buf, 0, len);
            len = 0;
        }
    }

    private byte[] digest() {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            room(1);
            buf[len++] = '?';
        }
        sha.update(buf, 0, len);
        return sha.digest();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
