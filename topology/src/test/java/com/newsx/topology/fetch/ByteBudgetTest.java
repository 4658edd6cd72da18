package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ByteBudgetTest {

    @Test
    void aLeaseThatFindsNoRoomWaitsAndStartsWhenRoomFrees() {
        ByteBudget b = new ByteBudget(100);
        ByteBudget.Lease first = b.open(100, 60).join();
        CompletableFuture<ByteBudget.Lease> second = b.open(50, 10);
        assertFalse(second.isDone(), "first may still need 40 more: the second would leave it short");
        assertEquals(1, b.waiting());
        first.close();
        assertTrue(second.isDone(), "started once the first gave its bytes back");
        assertEquals(10, b.used());
        second.join().close();
        assertEquals(0, b.used());
        assertEquals(0, b.leases());
    }

    @Test
    void growthWaitsAndProceedsWhenAnotherLeaseShrinks() {
        ByteBudget b = new ByteBudget(100);
        ByteBudget.Lease a = b.open(60, 10).join();
        ByteBudget.Lease c = b.open(60, 10).join();
        assertTrue(a.tryGrow(35), "a to 45: c can still reach 60 once a is through");
        CompletableFuture<Void> more = c.grow(35);
        assertFalse(more.isDone(), "c to 45 as well would leave 10 free, and neither able to finish");
        assertFalse(c.tryGrow(31));
        assertTrue(a.tryGrow(15), "a, first in line, is never held up: to its claim");
        a.shrinkTo(0);
        assertTrue(more.isDone(), "a gave its bytes back: c's part is granted");
        assertEquals(45, c.held());
        assertEquals(45, b.used());
        a.close();
        c.close();
        assertEquals(0, b.used());
    }

    @Test
    void oneLeaseAloneMayTakeUpToItsClaimPastTheLimit() {
        ByteBudget b = new ByteBudget(100);
        ByteBudget.Lease big = b.open(250, 64).join();
        assertTrue(big.tryGrow(186), "alone: a sitemap's cap above the budget still fits, or it would wait for ever");
        assertEquals(250, b.used());
        CompletableFuture<ByteBudget.Lease> next = b.open(10, 1);
        assertFalse(next.isDone(), "nobody else meanwhile");
        big.close();
        assertTrue(next.isDone());
        next.join().close();
    }

    @Test
    void waitingGrowthIsServedBeforeNewLeases() {
        ByteBudget b = new ByteBudget(100);
        ByteBudget.Lease a = b.open(80, 50).join();
        ByteBudget.Lease c = b.open(60, 10).join();
        CompletableFuture<Void> grow = c.grow(30); // 10 left free: a needs 30 more, c 20
        assertFalse(grow.isDone());
        CompletableFuture<ByteBudget.Lease> late = b.open(20, 5);
        assertFalse(late.isDone(), "a new lease waits behind growth already waiting");
        a.close();
        assertTrue(grow.isDone());
        assertTrue(late.isDone());
        c.close();
        late.join().close();
        assertEquals(0, b.used());
    }

    @Test
    void closingALeaseWithdrawsWhatItWaitsForAndACancelledOpeningLeavesNothing() {
        ByteBudget b = new ByteBudget(100);
        ByteBudget.Lease a = b.open(100, 90).join();
        ByteBudget.Lease c = b.open(100, 0).join();
        CompletableFuture<Void> grow = c.grow(50);
        CompletableFuture<ByteBudget.Lease> opening = b.open(100, 50);
        assertFalse(grow.isDone());
        c.close();
        assertTrue(grow.isCompletedExceptionally(), "the fetch ended: its wait ends with it");
        opening.cancel(false);
        a.close();
        assertEquals(0, b.used());
        assertEquals(0, b.leases(), "a withdrawn opening granted later is closed, not leaked");
        assertEquals(0, b.waiting());
        assertThrows(IllegalArgumentException.class, () -> b.open(10, 11), "a first part beyond the claim");
    }

    @Test
    void aSettledLeaseClaimsNoMoreAndForcedBytesAreCounted() {
        ByteBudget b = new ByteBudget(100);
        ByteBudget.Lease done = b.open(90, 30).join();
        done.settle(); // its body is final at 30: it will not need its other 60
        ByteBudget.Lease next = b.open(70, 10).join();
        assertEquals(40, b.used());
        next.force(5); // a client delivering past its window: in memory already
        assertEquals(45, b.used());
        done.close();
        next.close();
        assertEquals(0, b.used());
    }

    /**
     * Many exchanges at once, each growing by parts to a random size, waiting where it must, some given up half way
     * (a failure, a cancel, a deadline), the rest settled and handed over: all of them finish, never more is held than
     * the limit, and every byte comes back.
     */
    @Test
    void manyMixedExchangesAllFinishWithinTheLimitAndGiveEveryByteBack() throws Exception {
        long limit = 1_000;
        ByteBudget b = new ByteBudget(limit);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        AtomicLong worst = new AtomicLong();
        List<CompletableFuture<Void>> all = new ArrayList<>();
        Random seeds = new Random(7);
        for (int i = 0; i < 400; i++) {
            long seed = seeds.nextLong();
            all.add(b.open(300, 10).thenComposeAsync(l -> exchange(l, new Random(seed), b, worst), pool));
        }
        CompletableFuture.allOf(all.toArray(new CompletableFuture[0])).get(60, TimeUnit.SECONDS);
        pool.shutdown();
        assertEquals(0, b.used(), "every path gave its bytes back");
        assertEquals(0, b.leases());
        assertEquals(0, b.waiting());
        assertTrue(worst.get() <= limit && b.peak() <= limit, "held at most the limit: " + b.peak());
        assertTrue(b.peak() > limit / 2, "and it was used: " + b.peak());
    }

    /** One exchange: parts of 10 to 30 bytes up to a random size under its claim of 300, then an outcome. */
    private static CompletableFuture<Void> exchange(ByteBudget.Lease l, Random r, ByteBudget b, AtomicLong worst) {
        long target = 10 + r.nextInt(290);
        int outcome = r.nextInt(4);
        CompletableFuture<Void> f = CompletableFuture.completedFuture(null);
        long at = l.held();
        while (at < target) {
            long part = Math.min(target - at, 10 + r.nextInt(21));
            at += part;
            f = f.thenCompose(v -> l.grow(part)).thenRun(() -> worst.accumulateAndGet(b.used(), Math::max));
            if (outcome == 0 && r.nextInt(10) == 0) {
                break; // failed half way: the rest is never asked for
            }
        }
        return f.handle((v, e) -> {
            switch (outcome) {
                case 0, 1 -> l.close(); // a failure, a cancel or a deadline: given back at once
                default -> {
                    l.shrinkTo(l.held() / 2); // the parts dropped, the whole kept
                    l.settle();
                    l.close(); // handed over
                }
            }
            return null;
        });
    }
}
