package com.newsx.topology.archive;

import java.nio.ByteBuffer;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;

/**
 * A record's block in memory as a channel whose size is known: jwarc reads an HTTP body to the end of what it is given
 * (the block is the record's whole), not to a Content-Length that a truncated or rewritten record no longer matches,
 * and it needs to know that end beforehand.
 */
final class BlockChannel implements SeekableByteChannel {
    private final byte[] block;
    private int position;
    private boolean open = true;

    BlockChannel(byte[] block) {
        this.block = block;
    }

    @Override
    public int read(ByteBuffer dst) {
        if (position >= block.length) {
            return -1;
        }
        int n = Math.min(dst.remaining(), block.length - position);
        dst.put(block, position, n);
        position += n;
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        throw new NonWritableChannelException();
    }

    @Override
    public long position() {
        return position;
    }

    @Override
    public SeekableByteChannel position(long newPosition) {
        position = (int) Math.min(newPosition, block.length);
        return this;
    }

    @Override
    public long size() {
        return block.length;
    }

    @Override
    public SeekableByteChannel truncate(long size) {
        throw new NonWritableChannelException();
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
