package com.newsx.topology.archive;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Appends whole gzip members (records) to WARC files in one directory, a file at a time, each begun with its warcinfo
 * record and closed at a size or an age for the next ({@link WarcFileNaming}). A file is written as
 * {@code NAME.open} and renamed to its name once closed, so whatever ships the archive takes closed files only.
 * <p>
 * An append is all or nothing: a write that fails is cut back to where it began (a full disk), so no half record
 * stays and the caller may write it again later, and the failure is thrown: the archive is out. A rotation or a
 * rename that fails is no outage: the current file takes the records meanwhile (over its size or age) and the step
 * is tried again a little later; such troubles are kept for the caller to report ({@link #drainProblems}). Names are
 * taken with CREATE_NEW, so two writers sharing a directory never write one file.
 */
public final class RotatingWarcWriter implements AutoCloseable {
    /** A rotation that failed is tried again after this long (the current file takes the records meanwhile). */
    static final long ROTATION_RETRY_MS = 10_000;
    private static final int MAX_NAME_TRIES = 10_000;
    private static final int MAX_PROBLEMS = 100;

    private final Path dir;
    private final WarcFileNaming naming;
    private final long rotateBytes;
    private final long rotateAgeMs;
    private final LongSupplier clock;
    /** The warcinfo record of a file, by its name, as a gzip member. */
    private final Function<String, byte[]> warcinfo;
    private final List<String> problems = new ArrayList<>();
    /** Closed files still named .open: their rename failed (the directory not writable), tried again. */
    private final List<Path> unrenamed = new ArrayList<>();
    private long serial;
    private FileChannel channel;
    private Path openPath;
    private long openedAt;
    private long size;
    private long rotationTry;
    private boolean closed;

    /** How a new file is opened for writing (a test's opener stands in for a disk that fills). */
    interface Opener {
        FileChannel create(Path path) throws IOException;
    }

    private final Opener opener;

    public RotatingWarcWriter(Path dir, WarcFileNaming naming, long rotateBytes, long rotateAgeMs, LongSupplier clock,
                              Function<String, byte[]> warcinfo) {
        this(dir, naming, rotateBytes, rotateAgeMs, clock, warcinfo,
                p -> FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
    }

    RotatingWarcWriter(Path dir, WarcFileNaming naming, long rotateBytes, long rotateAgeMs, LongSupplier clock,
                       Function<String, byte[]> warcinfo, Opener opener) {
        this.opener = opener;
        this.dir = dir;
        this.naming = naming;
        this.rotateBytes = rotateBytes;
        this.rotateAgeMs = rotateAgeMs;
        this.clock = clock;
        this.warcinfo = warcinfo;
    }

    /** Appends the members whole, or throws having written none of them. */
    public void append(byte[] members) throws IOException {
        append(ByteBuffer.wrap(members));
    }

    /** Appends the buffer's remaining bytes whole, or throws having written none of them. */
    public synchronized void append(ByteBuffer members) throws IOException {
        if (closed) {
            throw new IOException("the WARC archive in " + dir + " is closed"); // a straggler after the worker's end
        }
        long now = clock.getAsLong();
        if (channel == null) {
            adopt(begin(now));
        } else if ((size >= rotateBytes || now - openedAt >= rotateAgeMs) && now >= rotationTry) {
            rotate(now);
        }
        long at = size;
        int length = members.remaining();
        try {
            while (members.hasRemaining()) {
                channel.write(members);
            }
            size += length;
        } catch (IOException e) {
            cutBack(at);
            throw e;
        }
        if (!unrenamed.isEmpty()) {
            renameLeftovers();
        }
    }

    /** Closes the file being written if it is past its age (a quiet crawl's file is not left open for days). */
    public synchronized void closeIfAged() {
        if (channel != null && clock.getAsLong() - openedAt >= rotateAgeMs) {
            finish();
        }
    }

    /** Troubles since the last call that were no outage (a rotation or rename put off), one line each. */
    public synchronized List<String> drainProblems() {
        List<String> out = new ArrayList<>(problems);
        problems.clear();
        return out;
    }

    /** The file being written ({@code NAME.open}), or null between files. */
    public synchronized Path current() {
        return channel == null ? null : openPath;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (channel != null) {
            finish();
        }
        renameLeftovers();
    }

    private void rotate(long now) {
        Opened next;
        try {
            next = begin(now);
        } catch (IOException e) {
            rotationTry = now + ROTATION_RETRY_MS;
            problem("cannot begin the next WARC file in " + dir + " (" + e + "): " + openPath.getFileName()
                    + " goes on past its size or age; tried again in " + ROTATION_RETRY_MS / 1000 + " s");
            return;
        }
        finish();
        adopt(next);
    }

    private record Opened(FileChannel channel, Path openPath, long at, long size) {
    }

    private void adopt(Opened o) {
        channel = o.channel();
        openPath = o.openPath();
        openedAt = o.at();
        size = o.size();
        rotationTry = 0;
    }

    /** A new file under a name nobody has, its warcinfo record written. */
    private Opened begin(long now) throws IOException {
        Files.createDirectories(dir);
        for (int i = 0; i < MAX_NAME_TRIES; i++) {
            String name = naming.name(Instant.ofEpochMilli(now), serial++);
            Path open = dir.resolve(name + WarcFileNaming.OPEN);
            if (Files.exists(dir.resolve(name))) {
                continue;
            }
            FileChannel ch;
            try {
                ch = opener.create(open);
            } catch (FileAlreadyExistsException taken) {
                continue; // another writer of this directory has it
            }
            byte[] info = warcinfo.apply(name);
            try {
                ByteBuffer b = ByteBuffer.wrap(info);
                while (b.hasRemaining()) {
                    ch.write(b);
                }
            } catch (IOException e) {
                closeQuietly(ch);
                Files.deleteIfExists(open);
                throw e;
            }
            return new Opened(ch, open, now, info.length);
        }
        throw new IOException("no free WARC file name in " + dir + " after " + MAX_NAME_TRIES + " tries");
    }

    /** Undoes a failed append; if even that fails, the file is closed as it is and the next append begins another. */
    private void cutBack(long at) {
        try {
            channel.truncate(at);
            channel.position(at);
        } catch (IOException e) {
            problem("cannot cut " + openPath.getFileName() + " back after a failed write (" + e
                    + "): closed with a broken record at its end (readers skip it), the next write begins a new file");
            finish();
        }
    }

    /** Closes the file being written, synced, and gives it its name. */
    private void finish() {
        try {
            channel.force(true);
        } catch (IOException e) {
            problem("cannot sync " + openPath.getFileName() + ": " + e);
        }
        closeQuietly(channel);
        channel = null;
        if (!rename(openPath, true)) {
            unrenamed.add(openPath);
        }
    }

    private void renameLeftovers() {
        unrenamed.removeIf(p -> rename(p, false));
    }

    /** Gives a closed file its name; a failure is reported the first time only (it is tried with every write). */
    private boolean rename(Path open, boolean report) {
        String name = open.getFileName().toString();
        Path closed = open.resolveSibling(name.substring(0, name.length() - WarcFileNaming.OPEN.length()));
        try {
            Files.move(open, closed, StandardCopyOption.ATOMIC_MOVE);
            return true;
        } catch (IOException e) {
            if (report) {
                problem("cannot rename " + name + " to its closed name (" + e + "): tried again with every write");
            }
            return false;
        }
    }

    /** Kept for the caller to report; a caller that never asks holds a hundred at most. */
    private void problem(String line) {
        if (problems.size() < MAX_PROBLEMS) {
            problems.add(line);
        }
    }

    private static void closeQuietly(FileChannel ch) {
        try {
            ch.close();
        } catch (IOException ignored) {
            // what was written is written; a close that fails changes nothing a reader sees
        }
    }
}
