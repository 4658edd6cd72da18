package com.newsx.topology.storm;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Stamps each cleaning of an article page, so that the fuse step pairs only the halves of one cleaning and knows the
 * later of two: the wall clock's milliseconds in the high bits and a count in the low ones, never at or below the
 * last stamp (a clock stepped back changes nothing). Two cleanings of one URL are a try and its replay, which comes
 * only after the try failed or timed out, and a page's halves meet in a fuse task of the worker that cleaned it
 * ({@link JoinPoint}): so the replay's stamp, from the same worker's {@link #WORKER}, is the larger. Only a worker
 * without fuse tasks sends its halves to another worker's, where two workers' stamps are ordered as far as their
 * clocks agree.
 */
public final class FetchStamp {
    /** The stamps of this worker's cleaning tasks. */
    public static final FetchStamp WORKER = new FetchStamp();

    /** Stamps one worker can make in a millisecond before it borrows from the next. */
    private static final int COUNT_BITS = 12;
    private final AtomicLong last = new AtomicLong();

    FetchStamp() {
    }

    /** A stamp larger than every earlier one of this worker. */
    public long next() {
        return next(System.currentTimeMillis());
    }

    long next(long nowMs) {
        return last.accumulateAndGet(nowMs << COUNT_BITS, (before, clock) -> Math.max(before + 1, clock));
    }
}
