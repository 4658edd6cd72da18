package com.newsx.extractor.text;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Searches in byte arrays eight bytes at a time (SWAR), for scans over whole pages before they are decoded.
 * Longs are read little-endian, so the lowest flagged byte of a word is the first in the array.
 */
public final class ByteScan {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private ByteScan() {
    }

    /** Index of the first {@code b} in {@code a[from, to)}, or -1. */
    public static int indexOf(byte[] a, byte b, int from, int to) {
        long pattern = ONES * (b & 0xFF);
        int i = Math.max(from, 0);
        for (; i + 8 <= to; i += 8) {
            long v = (long) LONGS.get(a, i) ^ pattern;
            // A zero byte of v is a match; borrows can only flag bytes above a true match, never below one.
            long zeros = (v - ONES) & ~v & HIGHS;
            if (zeros != 0) {
                return i + (Long.numberOfTrailingZeros(zeros) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** Index of the first {@code b} or {@code c} in {@code a[from, to)}, or -1. */
    public static int indexOfEither(byte[] a, byte b, byte c, int from, int to) {
        long pb = ONES * (b & 0xFF);
        long pc = ONES * (c & 0xFF);
        int i = Math.max(from, 0);
        for (; i + 8 <= to; i += 8) {
            long w = (long) LONGS.get(a, i);
            long vb = w ^ pb;
            long vc = w ^ pc;
            long zeros = ((vb - ONES) & ~vb | (vc - ONES) & ~vc) & HIGHS;
            if (zeros != 0) {
                return i + (Long.numberOfTrailingZeros(zeros) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (a[i] == b || a[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** Index of the first byte at or after {@code from} with the high bit set (not ASCII), or {@code to}. */
    public static int firstNonAscii(byte[] a, int from, int to) {
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long high = (long) LONGS.get(a, i) & HIGHS;
            if (high != 0) {
                return i + (Long.numberOfTrailingZeros(high) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (a[i] < 0) {
                return i;
            }
        }
        return to;
    }

    /**
     * Index of the first {@code lower} in {@code a[from, to)} read as Latin-1 and lower-cased, or -1: what
     * {@code new String(a, from, to - from, ISO_8859_1).toLowerCase(Locale.ROOT).indexOf(lower)} finds (plus
     * {@code from}) without making either string. {@code lower} is lower-case; it may hold any characters.
     */
    public static int indexOfIgnoreCase(byte[] a, String lower, int from, int to) {
        if (lower.isEmpty()) {
            return from;
        }
        char first = lower.charAt(0);
        if (first > 0xFF) {
            return -1; // no byte lowers to it
        }
        byte lowerFirst = (byte) first;
        byte upperFirst = (byte) upperLatin1(first);
        int lastStart = to - lower.length();
        for (int i = from; (i = indexOfEither(a, lowerFirst, upperFirst, i, lastStart + 1)) >= 0; i++) {
            if (loweredAt(a, i, lower)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code a} holds {@code lower} at {@code at} once its bytes are lowered as Latin-1 letters. */
    private static boolean loweredAt(byte[] a, int at, String lower) {
        for (int k = 0; k < lower.length(); k++) {
            if (lowerLatin1(a[at + k] & 0xFF) != lower.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** {@code Character.toLowerCase} within Latin-1: A-Z and À-Þ (bar ×) move up by 0x20, nothing else changes. */
    private static int lowerLatin1(int c) {
        return c >= 'A' && c <= 'Z' || c >= 0xC0 && c <= 0xDE && c != 0xD7 ? c + 0x20 : c;
    }

    /** The Latin-1 character that {@link #lowerLatin1} turns into {@code c}, or {@code c} when there is none. */
    private static int upperLatin1(int c) {
        return c >= 'a' && c <= 'z' || c >= 0xE0 && c <= 0xFE && c != 0xF7 ? c - 0x20 : c;
    }

    /** Whether {@code a} holds the ASCII string {@code s} at {@code at}, exactly. */
    public static boolean startsWith(byte[] a, int at, String s) {
        if (at < 0 || at + s.length() > a.length) {
            return false;
        }
        for (int k = 0; k < s.length(); k++) {
            if (a[at + k] != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code a} holds {@code lowerName} (ASCII letters) at {@code at}, ignoring ASCII case. */
    public static boolean namedAt(byte[] a, int at, String lowerName) {
        if (at + lowerName.length() > a.length) {
            return false;
        }
        for (int k = 0; k < lowerName.length(); k++) {
            if ((a[at + k] | 0x20) != lowerName.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
