package com.newsx.topology.archive;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** Finds a byte sequence in a file from an offset on: where reading resumes after a broken record. */
final class Scan {
    private static final int CHUNK = 64 * 1024;

    private Scan() {
    }

    /** The offset of the first occurrence of {@code what} at or after {@code from}; the file's size if none. */
    static long next(FileChannel file, long from, byte[] what) throws IOException {
        long size = file.size();
        byte[] buf = new byte[CHUNK + what.length];
        long at = from;
        while (at < size) {
            ByteBuffer b = ByteBuffer.wrap(buf);
            while (b.hasRemaining() && file.read(b, at + b.position()) >= 0) {
                // fill the window: a chunk and enough overlap for a match across its end
            }
            int n = b.position();
            for (int i = 0; i + what.length <= n; i++) {
                if (matches(buf, i, what)) {
                    return at + i;
                }
            }
            if (n < buf.length) {
                return size;
            }
            at += CHUNK;
        }
        return size;
    }

    private static boolean matches(byte[] buf, int i, byte[] what) {
        for (int k = 0; k < what.length; k++) {
            if (buf[i + k] != what[k]) {
                return false;
            }
        }
        return true;
    }
}
