package com.newsx.topology.fetch;

import org.apache.hc.core5.http.message.BasicHttpResponse;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BodyReaderTest {
    private static BasicHttpResponse ok(long contentLength) {
        BasicHttpResponse r = new BasicHttpResponse(200);
        r.addHeader("Content-Type", "text/html");
        r.addHeader("Content-Length", String.valueOf(contentLength));
        return r;
    }

    @Test
    void aLyingContentLengthIsNotAllocated() throws Exception {
        // a hundred servers each declaring 10 MB (just under the cap) and sending 100 bytes
        List<BodyReader> readers = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            BodyReader r = new BodyReader(10_485_760, false, 0, 60_000, () -> 0L);
            r.start(ok(10_000_000));
            r.data(ByteBuffer.wrap(new byte[100]), false);
            readers.add(r);
        }
        long held = readers.stream().mapToLong(BodyReader::capacity).sum();
        assertTrue(held <= 100L * BodyReader.INITIAL_BUFFER, "held " + held + " bytes for 100 x 100 bytes received");
    }

    @Test
    void aRefusedProxyStatusEndsTheAnswerBeforeItsLengthOrBodyCount() throws Exception {
        List<List<String>> seen = new ArrayList<>();
        BodyReader r = new BodyReader(1_000, false, 0, 60_000, () -> 0L).checkingProxyStatus(lines -> {
            seen.add(lines);
            return lines.size() > 1 ? java.util.Optional.of("refused") : java.util.Optional.empty();
        });
        BasicHttpResponse twoLines = ok(5_000);
        twoLines.addHeader("Proxy-Status", "inner");
        twoLines.addHeader("Proxy-Status", "egress");
        BodyReader.Abort a = assertThrows(BodyReader.Abort.class, () -> r.start(twoLines));
        assertEquals(FetchResult.Status.FILTERED, a.status, "refused, though too large as well");
        assertEquals("refused", a.getMessage());
        assertEquals(List.of(List.of("inner", "egress")), seen, "every line, in order");
    }

    @Test
    void theBufferGrowsAsBytesArriveUpToTheCap() throws Exception {
        BodyReader r = new BodyReader(1_000_000, false, 0, 60_000, () -> 0L);
        r.start(ok(900_000));
        for (int i = 0; i < 9; i++) {
            r.data(ByteBuffer.wrap(new byte[100_000]), false);
        }
        assertEquals(900_000, r.buildResult().body().size());
        assertTrue(r.capacity() <= 1_000_001, "never past the cap: " + r.capacity());
    }

    @Test
    void theMinimumRateCountsFromTheFirstByte() throws Exception {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
        // 2,048 bytes/s at least, after a grace of 5 s
        BodyReader r = new BodyReader(10_485_760, false, 2048, 5000, now::get);
        now.set(10_000); // the first byte comes 10 s after the request was built
        r.start(ok(10_240));
        now.set(10_100);
        r.data(ByteBuffer.wrap(new byte[10_240]), true); // then the whole page at once
        assertEquals(10_240, r.buildResult().body().size());
    }

    @Test
    void aTrickleAfterTheFirstByteIsStillCutOff() throws Exception {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
        BodyReader r = new BodyReader(10_485_760, false, 2048, 5000, now::get);
        r.start(ok(1_000_000));
        long[] step = {0};
        BodyReader.Abort a = org.junit.jupiter.api.Assertions.assertThrows(BodyReader.Abort.class, () -> {
            for (int i = 1; i <= 20; i++) {
                now.set(i * 1000L); // 100 bytes a second
                r.data(ByteBuffer.wrap(new byte[100]), false);
                step[0] = i;
            }
        });
        assertEquals(FetchResult.Status.TRANSIENT, a.status);
        assertTrue(a.getMessage().startsWith("too slow"), a.getMessage());
        assertEquals(5, step[0], "cut off once the grace period is over");
    }
}
