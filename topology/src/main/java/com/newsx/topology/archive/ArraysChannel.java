package com.newsx.topology.archive;

import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;

/**
 * Byte arrays read one after the other as one channel: a response record's block (the rebuilt head, then the page
 * the crawl holds) without joining them into a new array first.
 */
final class ArraysChannel implements ReadableByteChannel {
    private final byte[][] parts;
    private int part;
    private int at;
    private boolean open = true;

    ArraysChannel(byte[]... parts) {
        this.parts = parts;
    }

    /** The bytes the channel gives in all. */
    long length() {
        long n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        return n;
    }

    @Override
    public int read(ByteBuffer dst) {
        int n = 0;
        while (dst.hasRemaining() && part < parts.length) {
            byte[] p = parts[part];
            int k = Math.min(dst.remaining(), p.length - at);
            dst.put(p, at, k);
            at += k;
            n += k;
            if (at == p.length) {
                part++;
                at = 0;
            }
        }
        return n == 0 && part == parts.length ? -1 : n;
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        open = false;
    }
}
