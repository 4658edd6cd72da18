package com.newsx.topology.archive;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.Warcinfo;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RotatingWarcWriterTest {
    private static final long T0 = Instant.parse("2024-03-18T06:50:51Z").toEpochMilli();

    @TempDir
    Path dir;
    private final AtomicLong clock = new AtomicLong(T0);

    private RotatingWarcWriter writer(long rotateBytes, long rotateAgeMs) {
        return writer(rotateBytes, rotateAgeMs, p -> FileChannel.open(p, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE));
    }

    private RotatingWarcWriter writer(long rotateBytes, long rotateAgeMs, RotatingWarcWriter.Opener opener) {
        return new RotatingWarcWriter(dir, new WarcFileNaming("TEST"), rotateBytes, rotateAgeMs, clock::get,
                name -> WarcArchive.members(List.of(WarcArchive.warcinfo(name, Map.of())), 6), opener);
    }

    private static byte[] fetch(String url) {
        return WarcArchive.members(ExchangeRecords.of(Captures.page(url, "<p>" + url + "</p>", T0)), 1);
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Every record of a file: its type and target (warcinfo: its file name). */
    private static List<String> records(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        try (WarcFileReader r = new WarcFileReader(file, 1 << 20)) {
            for (Optional<WarcFileReader.Read> x = r.next(); x.isPresent(); x = r.next()) {
                WarcRecord rec = x.get().record();
                out.add(rec.type() + " " + (rec instanceof Warcinfo w ? w.filename().orElse("")
                        : rec.headers().sole("WARC-Target-URI").orElse("")));
            }
            assertEquals(0, r.broken(), "nothing half written");
        }
        return out;
    }

    @Test
    void aFileIsWrittenUnderItsOpenNameWarcinfoFirstAndNamedWhenClosed() throws IOException {
        RotatingWarcWriter w = writer(1_000_000, 86_400_000);
        w.append(fetch("http://a.example/1"));
        assertEquals(List.of("TEST-20240318065051-00000.warc.gz.open"), names());
        assertEquals(dir.resolve("TEST-20240318065051-00000.warc.gz.open"), w.current());
        w.close();
        assertEquals(List.of("TEST-20240318065051-00000.warc.gz"), names());
        assertEquals(List.of("warcinfo TEST-20240318065051-00000.warc.gz", "request http://a.example/1",
                "response http://a.example/1"), records(dir.resolve(names().get(0))));
    }

    @Test
    void aFileFullEnoughIsClosedAndTheNextBegunWithItsOwnWarcinfo() throws IOException {
        RotatingWarcWriter w = writer(1, 86_400_000);
        w.append(fetch("http://a.example/1"));
        clock.addAndGet(2000);
        w.append(fetch("http://a.example/2"));
        assertEquals(List.of("TEST-20240318065051-00000.warc.gz", "TEST-20240318065053-00001.warc.gz.open"), names(),
                "the first closed, the second begun two seconds later with the next serial");
        w.close();
        assertEquals(List.of("warcinfo TEST-20240318065053-00001.warc.gz", "request http://a.example/2",
                "response http://a.example/2"), records(dir.resolve("TEST-20240318065053-00001.warc.gz")));
    }

    @Test
    void aFileOldEnoughIsClosedByTheNextWriteOrByTheTimerWhenNothingComes() throws IOException {
        RotatingWarcWriter w = writer(1_000_000_000, 60_000);
        w.append(fetch("http://a.example/1"));
        clock.addAndGet(59_999);
        w.append(fetch("http://a.example/2"));
        assertEquals(1, names().size(), "not old enough yet");
        clock.addAndGet(1);
        w.append(fetch("http://a.example/3"));
        assertEquals(2, names().size(), "rotated at the age");
        clock.addAndGet(60_000);
        w.closeIfAged();
        assertTrue(names().stream().noneMatch(n -> n.endsWith(".open")), names().toString());
        assertNull(w.current());
        w.append(fetch("http://a.example/4"));
        assertEquals(3, names().size(), "the next write begins a new file");
        w.close();
    }

    @Test
    void aWriteThatFailsIsCutBackSoNothingHalfWrittenStaysAndTheSameWriteLaterLandsOnce() throws IOException {
        List<FillingChannel> channels = new ArrayList<>();
        RotatingWarcWriter w = writer(1_000_000, 86_400_000, p -> {
            FillingChannel c = new FillingChannel(FileChannel.open(p, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE));
            channels.add(c);
            return c;
        });
        w.append(fetch("http://a.example/1"));
        Path file = w.current();
        long before = Files.size(file);
        channels.get(0).full = true;
        IOException e = assertThrows(IOException.class, () -> w.append(fetch("http://a.example/2")));
        assertTrue(e.getMessage().contains("No space"));
        assertEquals(before, Files.size(file), "cut back to where the write began");
        channels.get(0).full = false;
        w.append(fetch("http://a.example/2")); // the tuple's replay writes it again
        w.close();
        assertEquals(List.of("warcinfo TEST-20240318065051-00000.warc.gz", "request http://a.example/1",
                "response http://a.example/1", "request http://a.example/2", "response http://a.example/2"),
                records(dir.resolve("TEST-20240318065051-00000.warc.gz")), "each fetch once, whole");
    }

    @Test
    void noFileToWriteIsAnOutageThrownAndNothingIsWritten() throws IOException {
        Path blocked = dir.resolve("warc");
        Files.writeString(blocked, "a file where the directory should be");
        RotatingWarcWriter w = new RotatingWarcWriter(blocked, new WarcFileNaming("TEST"), 1_000_000, 86_400_000,
                clock::get, name -> WarcArchive.members(List.of(WarcArchive.warcinfo(name, Map.of())), 6));
        assertThrows(IOException.class, () -> w.append(fetch("http://a.example/1")));
        Files.delete(blocked);
        w.append(fetch("http://a.example/1"));
        w.close();
        try (Stream<Path> s = Files.list(blocked)) {
            assertEquals(1, s.count(), "written once the directory can be made");
        }
    }

    @Test
    void aRotationThatFailsIsNoOutageTheCurrentFileGoesOnAndItIsTriedAgainLater() throws IOException {
        AtomicBoolean unwritable = new AtomicBoolean();
        RotatingWarcWriter w = writer(1, 86_400_000, p -> {
            if (unwritable.get()) {
                throw new java.nio.file.AccessDeniedException(p.toString());
            }
            return FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        });
        w.append(fetch("http://a.example/1"));
        unwritable.set(true);
        w.append(fetch("http://a.example/2")); // past its size, but no new file can be made: no failure
        List<String> problems = w.drainProblems();
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("goes on past its size or age"), problems.get(0));
        unwritable.set(false);
        w.append(fetch("http://a.example/3"));
        assertEquals(1, names().size(), "not tried again before its wait is over");
        clock.addAndGet(RotatingWarcWriter.ROTATION_RETRY_MS);
        w.append(fetch("http://a.example/4"));
        w.close();
        assertEquals(List.of("TEST-20240318065051-00000.warc.gz", "TEST-20240318065101-00002.warc.gz"), names(),
                "rotated once it could be (a serial was spent on the failed try)");
        assertEquals(7, records(dir.resolve(names().get(0))).size(), "warcinfo and three fetches");
    }

    @Test
    void twoWritersOfOneDirectoryNeverShareAFile() throws IOException {
        RotatingWarcWriter a = writer(1_000_000, 86_400_000);
        RotatingWarcWriter b = writer(1_000_000, 86_400_000);
        a.append(fetch("http://a.example/1"));
        b.append(fetch("http://b.example/1"));
        assertFalse(a.current().equals(b.current()));
        a.close();
        b.close();
        assertEquals(List.of("TEST-20240318065051-00000.warc.gz", "TEST-20240318065051-00001.warc.gz"), names());
    }

    @Test
    void nothingIsWrittenOnceClosedSoNoFileIsLeftOpenAfterTheWorkersEnd() throws IOException {
        RotatingWarcWriter w = writer(1_000_000, 86_400_000);
        w.append(fetch("http://a.example/1"));
        w.close();
        assertThrows(IOException.class, () -> w.append(fetch("http://a.example/2")));
        assertEquals(List.of("TEST-20240318065051-00000.warc.gz"), names());
    }
}
