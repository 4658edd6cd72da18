package com.newsx.topology.sources;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;

/** Inflates gzip bytes under a cap on the inflated size: a gzip bomb stops at the cap, not at memory's end. */
final class CappedGzip {
    /** Past the cap; the message says so. */
    static final class TooLarge extends IOException {
        TooLarge(String message) {
            super(message);
        }
    }

    private CappedGzip() {
    }

    static boolean isGzip(byte[] b) {
        return b.length >= 2 && (b[0] & 0xff) == 0x1f && (b[1] & 0xff) == 0x8b;
    }

    static byte[] inflate(byte[] gz, long maxBytes) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz), 64 * 1024)) {
            byte[] out = new byte[(int) Math.min(maxBytes + 1, Math.max(64 * 1024, gz.length * 4L))];
            int n = 0;
            int r;
            while ((r = in.read(out, n, out.length - n)) != -1) {
                n += r;
                if (n > maxBytes) {
                    throw new TooLarge("too large: over " + maxBytes + " bytes inflated");
                }
                if (n == out.length) {
                    out = Arrays.copyOf(out, (int) Math.min(maxBytes + 1, out.length * 2L));
                }
            }
            return Arrays.copyOf(out, n);
        }
    }
}
