package com.newsx.topology.archive;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcWriter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarcFileReaderTest {
    private static final long T0 = 1_710_744_651_000L;

    @TempDir
    Path dir;

    /** The records of fetches of these URLs, each record as one gzip member, the file's warcinfo first. */
    private static List<byte[]> members(String... urls) {
        List<byte[]> out = new ArrayList<>();
        out.add(WarcArchive.members(List.of(WarcArchive.warcinfo("t.warc.gz", Map.of())), 6));
        for (String u : urls) {
            for (WarcRecord r : ExchangeRecords.of(Captures.page(u, "<p>" + u + " " + "text ".repeat(50) + "</p>", T0))) {
                out.add(WarcArchive.members(List.of(r), 6));
            }
        }
        return out;
    }

    private Path file(String name, List<byte[]> parts) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        parts.forEach(b::writeBytes);
        return Files.write(dir.resolve(name), b.toByteArray());
    }

    /** Type and target of every record read, and the broken count. */
    private static List<String> read(Path file, long maxBlock, int[] brokenAndOversized) throws IOException {
        List<String> out = new ArrayList<>();
        try (WarcFileReader r = new WarcFileReader(file, maxBlock)) {
            for (Optional<WarcFileReader.Read> x = r.next(); x.isPresent(); x = r.next()) {
                out.add(x.get().record().type() + " " + x.get().record().headers().sole("WARC-Target-URI").orElse("-"));
            }
            brokenAndOversized[0] = r.broken();
            brokenAndOversized[1] = r.oversized();
        }
        return out;
    }

    @Test
    void everyRecordOfAWholeFileIsReadWithItsBlock() throws IOException {
        Path f = file("whole.warc.gz", members("http://a.example/1", "http://a.example/2"));
        int[] counts = new int[2];
        assertEquals(List.of("warcinfo -", "request http://a.example/1", "response http://a.example/1",
                "request http://a.example/2", "response http://a.example/2"), read(f, 1 << 20, counts));
        assertEquals(0, counts[0]);
        try (WarcFileReader r = new WarcFileReader(f, 1 << 20)) {
            r.next();
            r.next();
            WarcFileReader.Read response = r.next().orElseThrow();
            String block = new String(response.block(), StandardCharsets.UTF_8);
            assertTrue(block.startsWith("HTTP/1.1 200 OK\r\n") && block.endsWith("</p>"), block);
        }
    }

    @Test
    void aCorruptMemberCostsItsOwnRecordOnly() throws IOException {
        List<byte[]> m = members("http://a.example/1", "http://a.example/2", "http://a.example/3");
        byte[] bad = m.get(3).clone(); // the second fetch's request
        for (int i = 14; i < bad.length - 12; i += 3) {
            bad[i] ^= 0x55;
        }
        m.set(3, bad);
        int[] counts = new int[2];
        List<String> got = read(file("corrupt.warc.gz", m), 1 << 20, counts);
        assertEquals(List.of("warcinfo -", "request http://a.example/1", "response http://a.example/1",
                "response http://a.example/2", "request http://a.example/3", "response http://a.example/3"), got);
        assertEquals(1, counts[0], "one broken stretch counted");
    }

    @Test
    void aFileCutShortLosesOnlyItsLastRecordAndGarbageAfterTheLastIsSkipped() throws IOException {
        List<byte[]> m = members("http://a.example/1");
        byte[] last = m.get(2);
        m.set(2, Arrays.copyOf(last, last.length / 2));
        int[] counts = new int[2];
        assertEquals(List.of("warcinfo -", "request http://a.example/1"), read(file("cut.warc.gz", m), 1 << 20, counts));
        assertEquals(1, counts[0]);

        List<byte[]> tail = members("http://a.example/1");
        tail.add("not a record at all, some bytes a tool left behind\n".getBytes(StandardCharsets.US_ASCII));
        assertEquals(3, read(file("tail.warc.gz", tail), 1 << 20, counts).size());
        assertEquals(1, counts[0]);
    }

    @Test
    void aRecordWhoseBlockIsShorterThanItsLengthIsBroken() throws IOException {
        List<byte[]> m = members("http://a.example/1");
        // a record that says it is longer than it is, as a member of its own
        String lying = "WARC/1.1\r\nWARC-Type: resource\r\nWARC-Target-URI: http://a.example/lie\r\n"
                + "WARC-Record-ID: <urn:uuid:2b3c8a4e-0000-4000-8000-000000000001>\r\nWARC-Date: 2024-03-18T06:50:51Z\r\n"
                + "Content-Length: 5000\r\n\r\nonly these bytes\r\n\r\n";
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        GzipMember.write(lying.getBytes(StandardCharsets.US_ASCII), 6, gz);
        m.add(2, gz.toByteArray());
        int[] counts = new int[2];
        assertEquals(List.of("warcinfo -", "request http://a.example/1", "response http://a.example/1"),
                read(file("short.warc.gz", m), 1 << 20, counts));
        assertEquals(1, counts[0]);
    }

    @Test
    void recordsOverTheSizeGivenAreSkippedAndCountedNotRead() throws IOException {
        int[] counts = new int[2];
        List<byte[]> m = new ArrayList<>();
        for (WarcRecord r : ExchangeRecords.of(Captures.page("http://a.example/big", "<p>" + "text ".repeat(400) + "</p>",
                T0))) {
            m.add(WarcArchive.members(List.of(r), 6));
        }
        m.addAll(members("http://a.example/1").subList(1, 3));
        List<String> got = read(file("big.warc.gz", m), 1000, counts);
        assertEquals(List.of("request http://a.example/big", "request http://a.example/1", "response http://a.example/1"),
                got, "the big page's response is over 1000 bytes");
        assertEquals(1, counts[1]);
        assertEquals(0, counts[0]);
    }

    @Test
    void anUncompressedFileGoesOnAtTheNextRecordAfterABrokenOne() throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        WarcWriter w = new WarcWriter(Channels.newChannel(raw));
        for (String u : List.of("http://a.example/1", "http://a.example/2")) {
            for (WarcRecord r : ExchangeRecords.of(Captures.page(u, "<p>" + u + "</p>", T0))) {
                w.write(r);
            }
        }
        String text = raw.toString(StandardCharsets.ISO_8859_1);
        // the second record's header line spoilt
        int second = text.indexOf("WARC/1.1", 1);
        String spoilt = text.substring(0, second) + "WARX/9.9" + text.substring(second + 8);
        Path f = Files.write(dir.resolve("plain.warc"), spoilt.getBytes(StandardCharsets.ISO_8859_1));
        int[] counts = new int[2];
        assertEquals(List.of("request http://a.example/1", "request http://a.example/2", "response http://a.example/2"),
                read(f, 1 << 20, counts));
        assertEquals(1, counts[0]);
    }
}
