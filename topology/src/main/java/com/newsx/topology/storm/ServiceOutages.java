package com.newsx.topology.storm;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * When this worker last saw a service fail (Elasticsearch unreachable, overloaded or blocked; Kafka refusing a
 * write), so that a try lost in the meantime is blamed on the outage rather than on the URL. A lost try leaves no
 * reason behind: its tuple failed or timed out, and while Elasticsearch was away nothing could be recorded; so the
 * fetch step asks here whether a service failed recently when a replay comes. One clock per worker process, as every
 * bolt of a worker shares its services (a worker started anew knows of no outage: its replays are the killed
 * worker's lost tries, and count).
 */
public final class ServiceOutages {
    /** The worker's clock. */
    public static final ServiceOutages WORKER = new ServiceOutages(System::currentTimeMillis);

    private final LongSupplier clock;
    private final AtomicLong lastSeen = new AtomicLong(Long.MIN_VALUE);

    public ServiceOutages(LongSupplier clock) {
        this.clock = clock;
    }

    /** A service just failed a request. */
    public void seen() {
        lastSeen.set(clock.getAsLong());
    }

    /** Whether a service failed within the last {@code windowMs}. */
    public boolean within(long windowMs) {
        long at = lastSeen.get();
        return at != Long.MIN_VALUE && clock.getAsLong() - at <= windowMs;
    }
}
