package com.newsx.topology.archive;

import java.io.ByteArrayOutputStream;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Bytes as one gzip member (RFC 1952): a header, the deflated bytes, their CRC-32 and length. A WARC file of such
 * members, one per record, can be read from any member's start, and a broken member costs only its own record. The
 * deflater is the calling thread's, reset for each member: making one costs more than deflating a small page.
 */
final class GzipMember {
    /** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown. */
    private static final byte[] HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 255};
    private static final ThreadLocal<Deflater[]> DEFLATERS = ThreadLocal.withInitial(() -> new Deflater[10]);

    private GzipMember() {
    }

    /** Appends {@code bytes} to {@code out} as one member deflated at {@code level} (1 to 9). */
    static void write(byte[] bytes, int level, ByteArrayOutputStream out) {
        Deflater d = deflater(level);
        d.reset();
        d.setInput(bytes);
        d.finish();
        out.write(HEADER, 0, HEADER.length);
        byte[] buf = new byte[Math.max(512, Math.min(bytes.length / 2 + 64, 64 * 1024))];
        while (!d.finished()) {
            int n = d.deflate(buf);
            out.write(buf, 0, n);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes);
        writeIntLe(out, (int) crc.getValue());
        writeIntLe(out, bytes.length); // ISIZE: the length modulo 2^32
    }

    private static Deflater deflater(int level) {
        Deflater[] mine = DEFLATERS.get();
        if (mine[level] == null) {
            mine[level] = new Deflater(level, true);
        }
        return mine[level];
    }

    private static void writeIntLe(ByteArrayOutputStream out, int v) {
        out.write(v & 0xff);
        out.write((v >>> 8) & 0xff);
        out.write((v >>> 16) & 0xff);
        out.write((v >>> 24) & 0xff);
    }
}
