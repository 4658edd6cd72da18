package com.newsx.topology.fetch;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A body held as a list of arrays: it grows by adding one, never by copying what it holds into a larger one, so the
 * bytes it takes are the bytes the budget counts ({@link ByteBudget}), and a 10 MB body never needs 25 MB for a
 * moment. Filled in order; not thread-safe.
 */
final class Chunks {
    private final List<byte[]> parts = new ArrayList<>();
    private long allocated;
    private long size;
    /** The part being filled and how far. */
    private int current;
    private int pos;

    /** Adds an empty part of {@code bytes}, filled once those before it are. */
    void add(int bytes) {
        if (bytes > 0) {
            parts.add(new byte[bytes]);
            allocated += bytes;
        }
    }

    /** Bytes held in parts, filled or not. */
    long allocated() {
        return allocated;
    }

    /** Bytes written. */
    long size() {
        return size;
    }

    /** Room left in the parts added. */
    long free() {
        return allocated - size;
    }

    /** Copies what remains of {@code src}; there must be room for it. */
    void append(ByteBuffer src, int len) {
        if (len > free()) {
            throw new IllegalStateException(len + " bytes into " + free() + " of room");
        }
        while (len > 0) {
            byte[] part = parts.get(current);
            int n = Math.min(len, part.length - pos);
            src.get(part, pos, n);
            advance(n);
            len -= n;
        }
    }

    /** Reads once from {@code in} into the room left (there must be some): what {@link InputStream#read} gives. */
    int readFrom(InputStream in) throws IOException {
        byte[] part = parts.get(current);
        int n = in.read(part, pos, part.length - pos);
        if (n > 0) {
            advance(n);
        }
        return n;
    }

    private void advance(int n) {
        pos += n;
        size += n;
        if (pos == parts.get(current).length) {
            current++; // the next part, once added
            pos = 0;
        }
    }

    /** Forgets what was written past {@code bytes} (a robots.txt kept to its cap). */
    void truncate(long bytes) {
        if (bytes >= size) {
            return;
        }
        size = bytes;
        long at = 0;
        for (int i = 0; i < parts.size(); i++) {
            if (bytes - at < parts.get(i).length) {
                current = i;
                pos = (int) (bytes - at);
                return;
            }
            at += parts.get(i).length;
        }
        current = parts.size();
        pos = 0;
    }

    /** Whether the bytes begin with gzip's magic number. */
    boolean gzipped() {
        if (size < 2) {
            return false;
        }
        byte[] first = parts.get(0);
        int b0 = first[0] & 0xff;
        int b1 = (first.length > 1 ? first[1] : parts.get(1)[0]) & 0xff;
        return b0 == 0x1f && b1 == 0x8b;
    }

    /** The bytes in one array (a copy: the caller reserves its room first). */
    byte[] toArray() {
        byte[] out = new byte[Math.toIntExact(size)];
        int at = 0;
        for (byte[] part : parts) {
            int n = (int) Math.min(part.length, size - at);
            if (n <= 0) {
                break;
            }
            System.arraycopy(part, 0, out, at, n);
            at += n;
        }
        return out;
    }

    /** The bytes as a stream, read in place. */
    InputStream stream() {
        List<InputStream> in = new ArrayList<>();
        long left = size;
        for (byte[] part : parts) {
            int n = (int) Math.min(part.length, left);
            if (n <= 0) {
                break;
            }
            in.add(new ByteArrayInputStream(part, 0, n));
            left -= n;
        }
        return new SequenceInputStream(Collections.enumeration(in));
    }

    /** The parts are let go (the budget is told by the caller). */
    void clear() {
        parts.clear();
        allocated = 0;
        size = 0;
        current = 0;
        pos = 0;
    }
}
