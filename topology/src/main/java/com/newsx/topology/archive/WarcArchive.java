package com.newsx.topology.archive;

import com.newsx.topology.config.WarcSettings;
import org.netpreserve.jwarc.MessageBody;
import org.netpreserve.jwarc.MessageVersion;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.Warcinfo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A worker's WARC archive: each fetch's records, one gzip member each, appended to the current file of
 * {@code warc.dir} ({@link RotatingWarcWriter}). The records are built and deflated on the writing thread, outside
 * the file's lock, so the fetch tasks of a worker share one archive and wait on each other only for the append;
 * pages are written on the archive's own thread ({@link #writeLater}), robots.txt answers on the fetcher's.
 * A file past its age is closed by a timer even when nothing is written, and the files being written are closed
 * when the JVM exits.
 */
public final class WarcArchive implements AutoCloseable {
    /** The archives of this JVM, by directory: a worker's fetch tasks share one. */
    private static final Map<Path, WarcArchive> OPEN = new HashMap<>();
    /** How long closing waits for the writes handed over. */
    private static final long CLOSE_WAIT_S = 10;

    private final Path dir;
    private final int level;
    private final RotatingWarcWriter writer;
    private final ScheduledExecutorService ages;
    /** Where pages are written ({@link #writeLater}): off the fetch tasks' threads, one at a time. */
    private final ExecutorService writes;
    private final Thread onExit;
    private int users;

    WarcArchive(WarcSettings settings, Map<String, String> info, LongSupplier clock) {
        this.dir = Path.of(settings.dir()).toAbsolutePath().normalize();
        this.level = settings.gzipLevel();
        this.writer = new RotatingWarcWriter(dir, new WarcFileNaming(settings.prefix()), settings.rotateBytes(),
                settings.rotateAgeMs(), clock, name -> members(List.of(warcinfo(name, info)), level));
        this.ages = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "warc-ages");
            t.setDaemon(true);
            return t;
        });
        this.writes = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "warc-writer");
            t.setDaemon(true);
            return t;
        });
        long every = Math.max(1000, Math.min(60_000, settings.rotateAgeMs() / 4));
        ages.scheduleWithFixedDelay(writer::closeIfAged, every, every, TimeUnit.MILLISECONDS);
        this.onExit = new Thread(writer::close, "warc-close");
        Runtime.getRuntime().addShutdownHook(onExit);
    }

    /**
     * The archive of {@code settings.dir()} in this JVM, opened by its first user; each user gives it back with
     * {@link #close}, and the last closes its file. {@code info}: the warcinfo fields of every file (software,
     * user agent...).
     */
    public static WarcArchive shared(WarcSettings settings, Map<String, String> info) {
        Path dir = Path.of(settings.dir()).toAbsolutePath().normalize();
        synchronized (OPEN) {
            WarcArchive a = OPEN.computeIfAbsent(dir, d -> new WarcArchive(settings, info, System::currentTimeMillis));
            a.users++;
            return a;
        }
    }

    /** Writes the fetch's request and response records, or throws having written neither. */
    public void write(Capture c) throws IOException {
        writer.append(encode(ExchangeRecords.of(c), level).bytes());
    }

    /**
     * Writes the fetch's records on the archive's own thread: completes once both are written, or exceptionally having
     * written neither. A fetch task hands its pages here so that building, deflating and appending them never hold up
     * its thread (the one that emits every page of the task).
     */
    public CompletableFuture<Void> writeLater(Capture c) {
        return CompletableFuture.runAsync(() -> {
            try {
                write(c);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, writes);
    }

    /** Troubles that were no outage (a rotation or a rename put off), since the last call. */
    public List<String> problems() {
        return writer.drainProblems();
    }

    /** The directory written to. */
    public Path dir() {
        return dir;
    }

    /** The file being written, or null between files. */
    public Path current() {
        return writer.current();
    }

    @Override
    public void close() {
        synchronized (OPEN) {
            if (--users > 0) {
                return;
            }
            OPEN.remove(dir, this);
        }
        ages.shutdownNow();
        writes.shutdown();
        try {
            // the writes handed over are finished (their tuples are waiting for them); anything after fails
            writes.awaitTermination(CLOSE_WAIT_S, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        writer.close();
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException exiting) {
            // the JVM is going down: the hook closes the file, or has
        }
    }

    /**
     * Records as gzip members, one each, in order, in an array of their own (a file's warcinfo record, which is made
     * while the thread's buffer holds the page that begins the file).
     */
    static byte[] members(List<WarcRecord> records, int level) {
        GzipMember m = new GzipMember();
        try {
            return encode(records, level, m).copy();
        } finally {
            m.release();
        }
    }

    /**
     * Records as gzip members, one each, in the calling thread's buffer (valid until its next use). A record is
     * serialised as jwarc's writer does (its header, its block, an empty line twice) straight into the deflater.
     */
    static GzipMember encode(List<WarcRecord> records, int level) {
        return encode(records, level, GzipMember.mine());
    }

    private static GzipMember encode(List<WarcRecord> records, int level, GzipMember m) {
        ByteBuffer chunk = CHUNK.get();
        try {
            for (WarcRecord r : records) {
                m.begin(level);
                byte[] header = r.serializeHeader();
                m.feed(header, 0, header.length);
                MessageBody body = r.body();
                chunk.clear();
                while (body.read(chunk) >= 0) {
                    chunk.flip();
                    m.feed(chunk);
                    chunk.clear();
                }
                m.feed(RECORD_END, 0, RECORD_END.length);
                m.end();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a record in memory could not be serialised", e);
        }
        return m;
    }

    private static final byte[] RECORD_END = {'\r', '\n', '\r', '\n'};
    /** What a block is read through on its way to the deflater, the thread's own (a use ends before the next). */
    private static final ThreadLocal<ByteBuffer> CHUNK = ThreadLocal.withInitial(() -> ByteBuffer.allocate(16 * 1024));

    /** A file's first record: what wrote it and how. */
    static WarcRecord warcinfo(String fileName, Map<String, String> info) {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        fields.put("software", List.of("newsx crawler (jwarc)"));
        fields.put("format", List.of("WARC File Format 1.1"));
        fields.put("conformsTo", List.of("https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/"));
        fields.put("description", List.of("request and response records of every fetch; the HTTP messages are rebuilt"
                + " from the client's parsed heads, payloads are stored decoded, the transfer's headers renamed X-Crawler-*"));
        info.forEach((k, v) -> fields.put(k, List.of(v)));
        return new Warcinfo.Builder().version(MessageVersion.WARC_1_1).filename(fileName).fields(fields).build();
    }

    /** The fields every file of a crawl's archive names: its prefix, the user agent, the host it was written on. */
    public static Map<String, String> info(WarcSettings settings, String userAgent) {
        Map<String, String> m = new java.util.TreeMap<>();
        m.put("isPartOf", settings.prefix());
        m.put("http-header-user-agent", userAgent);
        m.put("robots", "obey");
        String host = System.getenv("HOSTNAME");
        if (host != null && !host.isBlank()) {
            m.put("hostname", host);
        }
        return m;
    }
}
