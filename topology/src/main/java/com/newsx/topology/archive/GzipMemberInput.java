package com.newsx.topology.archive;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import java.util.zip.ZipException;

/**
 * One gzip member of a file, inflated as it is read, from the offset it begins at. Once read to its end (its trailer
 * checked: the CRC-32 and length of what was inflated) it says where it ended, which is where the next member begins;
 * a member that is cut short or corrupt throws a {@link ZipException} or {@link EOFException}, and the caller looks
 * for the next member's start ({@link #nextStart}). Reads at absolute positions, so the channel's own position is
 * never used.
 */
final class GzipMemberInput extends InputStream {
    private static final int CHUNK = 64 * 1024;
    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;

    private final FileChannel file;
    private final Inflater inflater;
    private final CRC32 crc = new CRC32();
    private final byte[] chunk = new byte[CHUNK];
    /** The file offset of chunk[0], and how many bytes of it are read. */
    private long chunkAt;
    private int chunkLength;
    private long inflated;
    private long end = -1;
    private final byte[] one = new byte[1];

    /** The member beginning at {@code start}; its header is read here (a bad one throws). */
    GzipMemberInput(FileChannel file, long start, Inflater inflater) throws IOException {
        this.file = file;
        this.inflater = inflater;
        inflater.reset();
        chunkAt = start;
        chunkLength = readAt(start, chunk);
        int at = header();
        inflater.setInput(chunk, at, chunkLength - at);
    }

    /** Where the member ended (the next one's offset), once read to its end; -1 before. */
    long end() {
        return end;
    }

    @Override
    public int read() throws IOException {
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (end >= 0) {
            return -1;
        }
        if (len == 0) {
            return 0;
        }
        while (true) {
            int n;
            try {
                n = inflater.inflate(b, off, len);
            } catch (DataFormatException e) {
                throw new ZipException("corrupt deflate data at about offset " + (chunkAt + chunkLength) + ": "
                        + e.getMessage());
            }
            if (n > 0) {
                crc.update(b, off, n);
                inflated += n;
                return n;
            }
            if (inflater.finished()) {
                trailer();
                return -1;
            }
            if (inflater.needsDictionary()) {
                throw new ZipException("a deflate stream asking for a dictionary");
            }
            if (inflater.needsInput()) {
                chunkAt += chunkLength;
                chunkLength = readAt(chunkAt, chunk);
                if (chunkLength <= 0) {
                    throw new EOFException("gzip member cut short at offset " + chunkAt);
                }
                inflater.setInput(chunk, 0, chunkLength);
            }
        }
    }

    /** Reads the rest of the member (its last record's trailer, its own), to learn where it ends. */
    void drain() throws IOException {
        byte[] skip = new byte[8192];
        while (read(skip, 0, skip.length) >= 0) {
            // inflating to the end checks the trailer
        }
    }

    /** Checks the CRC-32 and the length after the deflated data; sets where the member ends. */
    private void trailer() throws IOException {
        long at = chunkAt + chunkLength - inflater.getRemaining();
        byte[] t = new byte[8];
        if (readAt(at, t) < 8) {
            throw new EOFException("gzip member without its trailer at offset " + at);
        }
        long crc32 = intLe(t, 0) & 0xffffffffL;
        long size = intLe(t, 4) & 0xffffffffL;
        if (crc32 != crc.getValue() || size != (inflated & 0xffffffffL)) {
            throw new ZipException("gzip member ending at " + (at + 8) + " fails its CRC or length check");
        }
        end = at + 8;
    }

    /** Reads the header from the first chunk; the offset in it where the deflated data begins. */
    private int header() throws IOException {
        if (chunkLength < 10 || (chunk[0] & 0xff) != 0x1f || (chunk[1] & 0xff) != 0x8b || chunk[2] != 8) {
            throw new ZipException("no gzip member at offset " + chunkAt);
        }
        int flags = chunk[3] & 0xff;
        int at = 10;
        if ((flags & FEXTRA) != 0) {
            need(at + 2);
            int extraLength = (chunk[at] & 0xff) | (chunk[at + 1] & 0xff) << 8;
            at += 2 + extraLength;
        }
        if ((flags & FNAME) != 0) {
            at = skipZero(at);
        }
        if ((flags & FCOMMENT) != 0) {
            at = skipZero(at);
        }
        if ((flags & FHCRC) != 0) {
            at += 2;
        }
        return need(at);
    }

    private int skipZero(int at) throws ZipException {
        while (at < chunkLength && chunk[at] != 0) {
            at++;
        }
        return need(at + 1);
    }

    /** The header must fit in the first chunk (a 64 KB file name is no WARC's). */
    private int need(int at) throws ZipException {
        if (at > chunkLength) {
            throw new ZipException("gzip header longer than " + chunkLength + " bytes at offset " + chunkAt);
        }
        return at;
    }

    private int readAt(long position, byte[] into) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(into);
        while (b.hasRemaining()) {
            int n = file.read(b, position + b.position());
            if (n < 0) {
                break;
            }
        }
        return b.position();
    }

    private static int intLe(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
    }

    /**
     * The offset of the next byte sequence after {@code from} that can begin a gzip member (1f 8b 08), or the file's
     * size if none: where reading goes on after a broken member.
     */
    static long nextStart(FileChannel file, long from) throws IOException {
        return Scan.next(file, from, new byte[]{0x1f, (byte) 0x8b, 8});
    }
}
