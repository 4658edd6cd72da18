package com.newsx.extractor.decode;

import com.newsx.extractor.text.ByteScan;

/**
 * Checks bytes for well-formed UTF-8 without decoding them: the same rules as the JDK decoder (no overlong
 * forms, no surrogates, nothing above U+10FFFF), with runs of ASCII skipped eight bytes at a time.
 */
final class Utf8 {
    enum Kind { ASCII, VALID_MULTIBYTE, INVALID }

    private Utf8() {
    }

    static Kind scan(byte[] b, int from) {
        int n = b.length;
        int i = ByteScan.firstNonAscii(b, from, n);
        if (i == n) {
            return Kind.ASCII;
        }
        while (i < n) {
            int c = b[i] & 0xFF;
            if (c < 0x80) {
                i = ByteScan.firstNonAscii(b, i + 1, n);
                continue;
            }
            int len;
            int lo = 0x80;
            int hi = 0xBF;
            if (c >= 0xC2 && c <= 0xDF) {
                len = 2;
            } else if (c >= 0xE0 && c <= 0xEF) {
                len = 3;
                if (c == 0xE0) {
                    lo = 0xA0; // overlong below
                } else if (c == 0xED) {
                    hi = 0x9F; // surrogates above
                }
            } else if (c >= 0xF0 && c <= 0xF4) {
                len = 4;
                if (c == 0xF0) {
                    lo = 0x90;
                } else if (c == 0xF4) {
                    hi = 0x8F; // beyond U+10FFFF above
                }
            } else {
                return Kind.INVALID;
            }
            if (i + len > n) {
                return Kind.INVALID;
            }
            int second = b[i + 1] & 0xFF;
            if (second < lo || second > hi) {
                return Kind.INVALID;
            }
            for (int k = 2; k < len; k++) {
                if ((b[i + k] & 0xC0) != 0x80) {
                    return Kind.INVALID;
                }
            }
            i += len;
        }
        return Kind.VALID_MULTIBYTE;
    }
}
