package com.newsx.topology.archive;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class GzipMemberTest {
    private static byte[] gunzip(ByteBuffer b) throws IOException {
        byte[] a = new byte[b.remaining()];
        b.get(a);
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(a))) {
            return in.readAllBytes(); // reads every member, one after the other
        }
    }

    @Test
    void aMemberFedInPartsReadsBackAsThePartsJoinedAndTheNextMemberFollowsIt() throws IOException {
        byte[] head = "HTTP/1.1 200 OK\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
        byte[] page = new byte[300_000]; // past the buffer's first size: it grows
        new Random(7).nextBytes(page);
        GzipMember m = GzipMember.mine();
        m.begin(1);
        m.feed(head, 0, head.length);
        m.feed(ByteBuffer.wrap(page));
        m.end();
        m.begin(6);
        m.feed(head, 0, 8);
        m.end();
        byte[] both = gunzip(m.bytes());
        assertEquals(head.length + page.length + 8, both.length);
        byte[] joined = ByteBuffer.allocate(both.length).put(head).put(page).put(head, 0, 8).array();
        assertArrayEquals(joined, both);
    }

    @Test
    void theThreadsWriterStartsEmptyEachTime() throws IOException {
        GzipMember m = GzipMember.mine();
        m.begin(1);
        m.feed("first".getBytes(StandardCharsets.US_ASCII), 0, 5);
        m.end();
        GzipMember again = GzipMember.mine();
        again.begin(1);
        again.feed("second".getBytes(StandardCharsets.US_ASCII), 0, 6);
        again.end();
        assertEquals("second", new String(gunzip(again.bytes()), StandardCharsets.US_ASCII));
    }

    @Test
    void anArraysChannelGivesItsPartsInOrderThroughAnyBuffer() {
        ArraysChannel c = new ArraysChannel("ab".getBytes(), new byte[0], "cde".getBytes());
        assertEquals(5, c.length());
        ByteBuffer small = ByteBuffer.allocate(2);
        StringBuilder read = new StringBuilder();
        int n;
        while ((n = c.read(small)) >= 0) {
            small.flip();
            read.append(StandardCharsets.US_ASCII.decode(small));
            small.clear();
            assertEquals(true, n <= 2);
        }
        assertEquals("abcde", read.toString());
    }
}
