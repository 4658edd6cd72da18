package com.newsx.topology.archive;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Gzip members (RFC 1952) written one after another into a buffer the writer keeps: a header, the deflated bytes, their
 * CRC-32 and length. A WARC file of such members, one per record, can be read from any member's start, and a broken
 * member costs only its own record. A member's bytes are fed in parts ({@link #feed}), so a record is deflated from
 * the arrays the crawl already holds, never joined first; the deflater and the buffer are reused from member to
 * member (making a deflater costs more than deflating a small page, and a page's garbage is what archiving cost).
 * Not thread-safe: a thread uses its own ({@link #mine}).
 */
final class GzipMember {
    /** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown. */
    private static final byte[] HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 255};
    /** Room kept free at the buffer's end for the deflater's next output. */
    private static final int ROOM = 8 * 1024;
    /** A buffer grown past this (a huge page) is let go after its use, so a thread does not keep it. */
    private static final int KEEP_BYTES = 1 << 20;
    private static final ThreadLocal<GzipMember> MINE = ThreadLocal.withInitial(GzipMember::new);

    private final Deflater[] deflaters = new Deflater[10];
    private final CRC32 crc = new CRC32();
    private Deflater deflater;
    private byte[] out = new byte[64 * 1024];
    private int size;
    private long inputBytes;

    /** This thread's writer, emptied. */
    static GzipMember mine() {
        GzipMember m = MINE.get();
        m.clear();
        return m;
    }

    /** Appends {@code bytes} to {@code out} as one member deflated at {@code level} (1 to 9). */
    static void write(byte[] bytes, int level, ByteArrayOutputStream out) {
        GzipMember m = new GzipMember();
        m.begin(level);
        m.feed(bytes, 0, bytes.length);
        m.end();
        out.write(m.out, 0, m.size);
        m.release();
    }

    private void clear() {
        size = 0;
        if (out.length > KEEP_BYTES) {
            out = new byte[64 * 1024];
        }
    }

    /** Starts a member deflated at {@code level} (1 to 9). */
    void begin(int level) {
        if (deflaters[level] == null) {
            deflaters[level] = new Deflater(level, true);
        }
        deflater = deflaters[level];
        deflater.reset();
        crc.reset();
        inputBytes = 0;
        room(HEADER.length);
        System.arraycopy(HEADER, 0, out, size, HEADER.length);
        size += HEADER.length;
    }

    /** Deflates part of the member's bytes. */
    void feed(byte[] b, int off, int len) {
        if (len == 0) {
            return;
        }
        crc.update(b, off, len);
        inputBytes += len;
        deflater.setInput(b, off, len);
        while (!deflater.needsInput()) {
            room(ROOM);
            size += deflater.deflate(out, size, out.length - size, Deflater.NO_FLUSH);
        }
    }

    /** Deflates part of the member's bytes (a heap buffer's remaining ones, which are consumed). */
    void feed(ByteBuffer b) {
        feed(b.array(), b.arrayOffset() + b.position(), b.remaining());
        b.position(b.limit());
    }

    /** Ends the member: the rest of the deflated bytes, the CRC-32 and the length modulo 2^32. */
    void end() {
        deflater.finish();
        while (!deflater.finished()) {
            room(ROOM);
            size += deflater.deflate(out, size, out.length - size, Deflater.NO_FLUSH);
        }
        room(8);
        intLe((int) crc.getValue());
        intLe((int) inputBytes); // ISIZE
    }

    /** The members written since {@link #mine}: valid until this thread's next use. */
    ByteBuffer bytes() {
        return ByteBuffer.wrap(out, 0, size);
    }

    /** A copy of the members written, for a caller that keeps them. */
    byte[] copy() {
        return Arrays.copyOf(out, size);
    }

    /** Frees the native memory of a writer that is not kept (the thread's own live as long as it does). */
    void release() {
        for (Deflater d : deflaters) {
            if (d != null) {
                d.end();
            }
        }
    }

    private void room(int n) {
        if (out.length - size < n) {
            out = Arrays.copyOf(out, Math.max(out.length * 2, size + n));
        }
    }

    private void intLe(int v) {
        out[size++] = (byte) v;
        out[size++] = (byte) (v >>> 8);
        out[size++] = (byte) (v >>> 16);
        out[size++] = (byte) (v >>> 24);
    }
}
