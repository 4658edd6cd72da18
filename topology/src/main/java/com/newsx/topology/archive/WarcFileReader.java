package com.newsx.topology.archive;

import org.netpreserve.jwarc.WarcReader;
import org.netpreserve.jwarc.WarcRecord;

import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.zip.Inflater;

/**
 * The records of one WARC file, each read whole (its block in memory), past whatever is broken in it. A gzip file is
 * read a member at a time ({@link GzipMemberInput}): a member that is cut short, corrupt or holds an unreadable record
 * is skipped up to the next member's start, so in a file of one member per record (CC-NEWS, and this crawl's) a
 * broken record costs only itself. An uncompressed file goes on at the next line that begins a record
 * ({@code WARC/1.}). A record whose block is shorter than its Content-Length is broken too. Broken stretches are
 * counted, never thrown; an I/O error of the file itself is.
 */
public final class WarcFileReader implements Closeable {
    /** A record read whole: its headers (its body channel is spent) and its block. */
    public record Read(WarcRecord record, byte[] block) {
    }

    private static final byte[] RECORD_LINE = "\nWARC/1.".getBytes(StandardCharsets.US_ASCII);

    private final FileChannel file;
    private final long size;
    private final boolean gzip;
    private final long maxBlock;
    private final Inflater inflater = new Inflater(true);
    /** Where the next member (gzip) or run of records (uncompressed) begins. */
    private long next;
    /** Where the current member or run began. */
    private long begun;
    private GzipMemberInput member;
    private WarcReader reader;
    private int broken;
    private int oversized;

    /** Records whose block is over {@code maxBlock} bytes are skipped (counted), not read into memory. */
    public WarcFileReader(Path path, long maxBlock) throws IOException {
        this.file = FileChannel.open(path, StandardOpenOption.READ);
        this.size = file.size();
        this.maxBlock = maxBlock;
        ByteBuffer magic = ByteBuffer.allocate(2);
        file.read(magic, 0);
        this.gzip = magic.position() == 2 && (magic.get(0) & 0xff) == 0x1f && (magic.get(1) & 0xff) == 0x8b;
    }

    /** The next whole record, or empty at the end of the file. */
    public Optional<Read> next() throws IOException {
        while (true) {
            if (reader == null) {
                if (next >= size) {
                    return Optional.empty();
                }
                try {
                    open();
                } catch (IOException e) {
                    skipBroken();
                    continue;
                }
            }
            long at = gzip ? begun : reader.position();
            try {
                Optional<WarcRecord> r = reader.next();
                if (r.isEmpty()) {
                    endOfRun();
                    continue;
                }
                byte[] block = block(r.get());
                if (block == null) {
                    oversized++;
                    continue;
                }
                return Optional.of(new Read(r.get(), block));
            } catch (IOException | RuntimeException e) {
                // a ParsingException, a corrupt or cut member, a block cut short, a header jwarc cannot take
                begun = gzip ? begun : Math.max(at, reader.position());
                skipBroken();
            }
        }
    }

    /** Broken stretches skipped so far (a member, or a record and what follows it up to the next). */
    public int broken() {
        return broken;
    }

    /** Records skipped for a block over the size given. */
    public int oversized() {
        return oversized;
    }

    private void open() throws IOException {
        begun = next;
        if (gzip) {
            member = new GzipMemberInput(file, next, inflater);
            reader = new WarcReader(member);
        } else {
            file.position(next);
            reader = new WarcReader(file);
        }
        reader.setLenient(true);
    }

    /** The member (or the file) has no more records: on to the next member. */
    private void endOfRun() throws IOException {
        if (gzip) {
            member.drain();
            next = member.end();
        } else {
            next = size;
        }
        reader = null;
    }

    /** Counts a broken stretch and goes on where the next member or record may begin. */
    private void skipBroken() throws IOException {
        broken++;
        reader = null;
        if (gzip) {
            next = GzipMemberInput.nextStart(file, begun + 1);
        } else {
            long line = Scan.next(file, begun + 1, RECORD_LINE);
            next = line >= size ? size : line + 1;
        }
    }

    /** The record's block, read whole; null (and skipped) when over the size given. */
    private byte[] block(WarcRecord r) throws IOException {
        long declared = r.body().size();
        if (declared > maxBlock) {
            r.body().consume();
            return null;
        }
        byte[] block = new byte[(int) declared];
        ByteBuffer b = ByteBuffer.wrap(block);
        while (b.hasRemaining()) {
            if (r.body().read(b) < 0) {
                throw new EOFException("record block cut short: " + b.position() + " of " + declared + " bytes");
            }
        }
        return block;
    }

    @Override
    public void close() throws IOException {
        inflater.end();
        file.close();
    }
}
