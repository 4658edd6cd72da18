package com.newsx.topology.fetch;

import org.apache.hc.core5.http.message.BasicHttpResponse;
import org.apache.hc.core5.http.nio.CapacityChannel;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The body reader takes its bytes from the budget as they come, and shuts the client's window while there is none. */
class BodyReaderBudgetTest {
    /** The client's side of flow control: what the reader opened, in order. */
    private static final class Window implements CapacityChannel {
        final List<Integer> opened = new ArrayList<>();

        @Override
        public synchronized void update(int increment) {
            opened.add(increment);
        }

        synchronized long total() {
            return opened.stream().mapToLong(Integer::longValue).sum();
        }
    }

    private static BasicHttpResponse ok() {
        BasicHttpResponse r = new BasicHttpResponse(200);
        r.addHeader("Content-Type", "text/html");
        return r;
    }

    private static final int CAP = 200_000;

    /**
     * A budget where the reader may take its first part but not its second until {@code other} gives back: other
     * holds 250,000 of its 500,000 claim, so a second part for the reader would leave neither able to finish.
     */
    private static ByteBudget.Lease[] squeezed(ByteBudget b) {
        ByteBudget.Lease reader = b.open(BodyReader.claim(CAP), BodyReader.CHUNK).join();
        ByteBudget.Lease other = b.open(500_000, 0).join();
        assertTrue(other.tryGrow(250_000));
        return new ByteBudget.Lease[]{reader, other};
    }

    @Test
    void theWindowStaysShutWhileTheBudgetHasNoRoomAndOpensWhenItHas() throws Exception {
        ByteBudget b = new ByteBudget(600_000);
        ByteBudget.Lease[] leases = squeezed(b);
        AtomicLong now = new AtomicLong();
        BodyReader r = new BodyReader(CAP, false, 2048, 5000, now::get, leases[0]);
        Window w = new Window();
        r.start(ok());
        r.data(ByteBuffer.wrap(new byte[BodyReader.WINDOW]), false); // the window the client opened itself
        r.updateCapacity(w);
        assertEquals(List.of(), w.opened, "no room for the next part: the connection is not read");
        assertEquals(1, b.waiting());
        now.set(100_000); // a hundred seconds without a byte: the server is not to blame
        assertEquals(100_000, r.waitedMs());

        leases[1].close(); // room frees elsewhere
        assertEquals(List.of(BodyReader.CHUNK), w.opened, "the next part taken, the window opened by it");
        assertEquals(2L * BodyReader.CHUNK, leases[0].held());
        now.set(106_000);
        r.data(ByteBuffer.wrap(new byte[BodyReader.CHUNK]), false); // 16 KB/s over the 6 s it read: the wait left out
        r.updateCapacity(w);
        r.data(ByteBuffer.wrap(new byte[1000]), false);
        r.streamEnd(List.of());
        assertEquals(BodyReader.WINDOW + BodyReader.CHUNK + 1000, r.buildResult().body().size());
        assertTrue(w.total() + BodyReader.WINDOW <= r.reserved() - BodyReader.SLACK,
                "never opened past what the parts held can take, less the slack");
        leases[0].close();
        assertEquals(0, b.used());
    }

    @Test
    void anExchangeEndingWhileItWaitsWithdrawsWhatItAskedFor() throws Exception {
        ByteBudget b = new ByteBudget(600_000);
        ByteBudget.Lease[] leases = squeezed(b);
        BodyReader r = new BodyReader(CAP, false, 0, 5000, () -> 0L, leases[0]);
        Window w = new Window();
        r.start(ok());
        r.data(ByteBuffer.wrap(new byte[BodyReader.WINDOW]), false);
        r.updateCapacity(w);
        assertEquals(1, b.waiting());
        r.failed(new java.net.SocketTimeoutException("read timeout")); // or a cancel, a deadline
        assertEquals(0, b.waiting(), "its request withdrawn: nobody is kept waiting behind a dead exchange");
        leases[1].close();
        assertEquals(List.of(), w.opened, "and a dead exchange opens nothing");
        assertEquals(BodyReader.CHUNK, leases[0].held());
        leases[0].close();
        assertEquals(0, b.used());
    }

    @Test
    void theWindowOpensNoFurtherThanTheCap() throws Exception {
        ByteBudget b = new ByteBudget(10_000_000);
        ByteBudget.Lease lease = b.open(BodyReader.claim(100_000), BodyReader.CHUNK).join();
        BodyReader r = new BodyReader(100_000, false, 0, 5000, () -> 0L, lease);
        Window w = new Window();
        r.start(ok());
        long received = 0;
        for (int i = 0; i < 10 && received < 100_000; i++) {
            // the client sends what the window allows, up to a body of exactly the cap
            int n = (int) Math.min(BodyReader.WINDOW + w.total() - received, 100_000 - received);
            r.data(ByteBuffer.wrap(new byte[n]), false);
            received += n;
            r.updateCapacity(w);
        }
        assertEquals(100_000, received);
        assertEquals(100_001 - BodyReader.WINDOW, w.total(), "open to one byte past the cap, which tells a body over it");
        assertTrue(lease.held() <= 100_001 + BodyReader.SLACK + BodyReader.CHUNK, "held " + lease.held());
    }

    @Test
    void bytesThePeerSendsPastTheSlackAreCountedNotLost() throws Exception {
        ByteBudget b = new ByteBudget(10_000_000);
        ByteBudget.Lease lease = b.open(BodyReader.claim(CAP), BodyReader.CHUNK).join();
        BodyReader r = new BodyReader(CAP, false, 0, 5000, () -> 0L, lease);
        r.start(ok());
        r.data(ByteBuffer.wrap(new byte[BodyReader.CHUNK + 5000]), false);
        assertEquals(BodyReader.CHUNK + 5000, lease.held(), "the budget knows what is really held");
        assertEquals(BodyReader.CHUNK + 5000, b.used());
        assertEquals(BodyReader.CHUNK + 5000, r.capacity());
    }

    @Test
    void bytesLandingPastAShutWindowAreCountedAndTheWindowWaitsForRoomForThem() throws Exception {
        // a client handing over more than the slack past the window the reader gave (the safety net: the fetcher's
        // client does not, see FetchBudgetTest)
        ByteBudget b = new ByteBudget(600_000);
        ByteBudget.Lease[] leases = squeezed(b);
        BodyReader r = new BodyReader(CAP, false, 0, 5000, () -> 0L, leases[0]);
        Window w = new Window();
        r.start(ok());
        r.data(ByteBuffer.wrap(new byte[BodyReader.WINDOW]), false);
        r.data(ByteBuffer.wrap(new byte[40_960]), false); // 8 KB past the part it holds
        assertEquals(8192, b.forced());
        assertEquals(BodyReader.CHUNK + 8192, leases[0].held(), "counted as it landed");
        r.updateCapacity(w);
        assertEquals(List.of(), w.opened, "not read again before the budget has room for what came");
        leases[1].close();
        long received = BodyReader.WINDOW + 40_960;
        assertEquals(1, w.opened.size());
        long window = BodyReader.WINDOW + w.total() - received;
        assertTrue(window > 0, "opened past what arrived: " + window);
        assertTrue(received + window + BodyReader.SLACK <= r.reserved(), "and no further than the parts held allow");
        leases[0].close();
        assertEquals(0, b.used());
    }

    @Test
    void anAnswerWhoseBodyIsNotKeptCostsNothingAndIsReadOn() throws Exception {
        ByteBudget b = new ByteBudget(600_000);
        ByteBudget.Lease[] leases = squeezed(b);
        BodyReader r = new BodyReader(CAP, false, 0, 5000, () -> 0L, leases[0]);
        Window w = new Window();
        r.start(new BasicHttpResponse(404));
        r.data(ByteBuffer.wrap(new byte[BodyReader.WINDOW]), false);
        r.updateCapacity(w);
        assertEquals(List.of(BodyReader.CHUNK), w.opened, "an error page is skipped, whatever the budget");
        assertEquals(0, r.capacity());
        assertEquals(0, b.waiting());
    }
}
