package com.newsx.topology.fetch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * One byte budget for every response body a worker holds ({@code fetch.max-bytes-in-flight}): bodies arriving,
 * inflating, and fetched but not yet handed on. Each exchange takes a {@link Lease} with a claim (the most it can
 * ever hold: its cap, twice over, for the copy made when it is inflated or assembled) and grows it as its bytes
 * arrive. Nothing fails for want of room: a lease that cannot have room yet waits for it (its future completes
 * later), and a new exchange waits before it starts.
 * <p>
 * Waiting never deadlocks: a request is granted only if, afterwards, the leases could still all reach their claims
 * one after the other, each finishing and giving its bytes back before the next needs them (the banker's rule).
 * Then the lease first in that order can always be served, finishes, and frees room for the others; a lease whose
 * bytes are final ({@link Lease#settle}) claims no more. The limit is never below the largest open claim, so one
 * exchange alone may always take up to its own cap. Waiting growth is served before new leases, which wait while it
 * does: an exchange already holding bytes finishes sooner with room than one not yet started.
 * <p>
 * Thread-safe; futures are completed on the thread that freed the room, outside the budget's lock.
 */
public final class ByteBudget {
    private static ByteBudget worker;

    /**
     * The budget of this worker process, shared by its fetch tasks; made with the limit its first caller gives
     * (every task of a worker reads the same topology settings).
     */
    public static synchronized ByteBudget worker(long limit) {
        if (worker == null) {
            worker = new ByteBudget(limit);
        }
        return worker;
    }

    /** A request waiting for room: a lease to grow, or a lease to open ({@code lease} not yet open). */
    private static final class Request {
        final Lease lease;
        final long bytes;
        final boolean opening;
        final CompletableFuture<?> done;

        Request(Lease lease, long bytes, boolean opening, CompletableFuture<?> done) {
            this.lease = lease;
            this.bytes = bytes;
            this.opening = opening;
            this.done = done;
        }
    }

    private final long limit;
    private final Set<Lease> open = new LinkedHashSet<>();
    private final List<Request> waiting = new ArrayList<>();
    /** Bytes held by the open leases (guarded by this). */
    private long used;
    /** The claims of the open leases, summed (guarded by this). */
    private long claims;
    /** The largest claim of an open lease; recomputed lazily (guarded by this). */
    private long maxClaim;
    private long peak;
    /** Bytes counted as they landed, past what was granted (see {@link Lease#force}). */
    private long forced;

    public ByteBudget(long limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException("fetch.max-bytes-in-flight must be above 0, got " + limit);
        }
        this.limit = limit;
    }

    /**
     * A lease of {@code initial} bytes, at most {@code claim} ever: completes at once when there is room, else when
     * there is. Cancelling the future withdraws the request (a lease granted meanwhile is closed).
     */
    public CompletableFuture<Lease> open(long claim, long initial) {
        if (initial < 0 || claim < initial) {
            throw new IllegalArgumentException("a lease's claim " + claim + " must cover its first " + initial + " bytes");
        }
        Lease lease = new Lease(claim);
        CompletableFuture<Lease> f = new CompletableFuture<>();
        boolean granted;
        synchronized (this) {
            granted = waiting.isEmpty() && safe(lease, initial);
            if (granted) {
                admit(lease, initial);
            } else {
                enqueue(new Request(lease, initial, true, f));
            }
        }
        if (granted && !f.complete(lease)) {
            lease.close();
        }
        return f;
    }

    /** Queues a request; cancelling its future takes it out at once, so it holds up nobody behind it. */
    private void enqueue(Request r) {
        waiting.add(r);
        r.done.whenComplete((v, e) -> {
            if (r.done.isCancelled()) {
                synchronized (this) {
                    waiting.remove(r);
                }
                pump();
            }
        });
    }

    /** A lease of a budget of its own, as large as its claim, holding one part: for one body read alone. */
    static Lease unbounded(long claim) {
        return new ByteBudget(claim).open(claim, Math.min(claim, BodyReader.CHUNK)).join();
    }

    /** Bytes held now by every lease. */
    public synchronized long used() {
        return used;
    }

    /** The most bytes held at once so far. */
    public synchronized long peak() {
        return peak;
    }

    /**
     * Bytes that landed past what their exchange was granted, in all so far: a chunked body the client read on past a
     * shut window. Counted as they came, so the limit can be passed by them for a moment, never more.
     */
    public synchronized long forced() {
        return forced;
    }

    /** Leases open now. */
    public synchronized int leases() {
        return open.size();
    }

    /** Requests waiting for room now (leases to open or to grow). */
    public synchronized int waiting() {
        return waiting.size();
    }

    public long limit() {
        return limit;
    }

    private void admit(Lease lease, long initial) {
        open.add(lease);
        lease.held = initial;
        used += initial;
        claims += lease.claim;
        maxClaim = Math.max(maxClaim, lease.claim);
        peak = Math.max(peak, used);
    }

    /**
     * Whether every lease could still reach its claim after {@code lease} gets {@code more} bytes (opening it if it is
     * not open): taken in order of what each still needs, the room left must cover each in turn, each giving back
     * what it holds once it is through.
     */
    private boolean safe(Lease lease, long more) {
        boolean opening = !open.contains(lease);
        long effective = Math.max(limit, Math.max(maxClaim, lease.claim));
        long held = used + more;
        long free = effective - held;
        if (free < 0) {
            return false;
        }
        long needs = claims - used - more + (opening ? lease.claim : 0);
        if (free >= needs) {
            return true; // room for every claim at once
        }
        int n = open.size() + (opening ? 1 : 0);
        long[] need = new long[n];
        long[] holds = new long[n];
        int i = 0;
        for (Lease l : open) {
            long h = l.held + (l == lease ? more : 0);
            holds[i] = h;
            need[i++] = l.claim - h;
        }
        if (opening) {
            holds[i] = more;
            need[i] = lease.claim - more;
        }
        Integer[] order = new Integer[n];
        for (int k = 0; k < n; k++) {
            order[k] = k;
        }
        Arrays.sort(order, (a, b) -> Long.compare(need[a], need[b]));
        for (int k : order) {
            if (need[k] > free) {
                return false;
            }
            free += holds[k];
        }
        return true;
    }

    /** Grants what now fits, growth first; completes the futures after leaving the lock. */
    private void pump() {
        List<Request> granted = new ArrayList<>();
        synchronized (this) {
            boolean growthWaits = false;
            for (Iterator<Request> it = waiting.iterator(); it.hasNext(); ) {
                Request r = it.next();
                if (r.done.isDone()) {
                    it.remove(); // withdrawn
                } else if (!r.opening) {
                    if (safe(r.lease, r.bytes)) {
                        add(r.lease, r.bytes);
                        granted.add(r);
                        it.remove();
                    } else {
                        growthWaits = true;
                    }
                }
            }
            if (!growthWaits) {
                for (Iterator<Request> it = waiting.iterator(); it.hasNext(); ) {
                    Request r = it.next();
                    if (!r.opening) {
                        continue;
                    }
                    if (!safe(r.lease, r.bytes)) {
                        break; // in order: a later one would overtake it for good
                    }
                    admit(r.lease, r.bytes);
                    granted.add(r);
                    it.remove();
                }
            }
        }
        for (Request r : granted) {
            try {
                if (r.opening) {
                    @SuppressWarnings("unchecked")
                    CompletableFuture<Lease> f = (CompletableFuture<Lease>) r.done;
                    if (!f.complete(r.lease)) {
                        r.lease.close(); // withdrawn while it was granted
                    }
                } else {
                    @SuppressWarnings("unchecked")
                    CompletableFuture<Void> f = (CompletableFuture<Void>) r.done;
                    f.complete(null);
                }
            } catch (RuntimeException e) {
                // a follower's executor refused it (its fetcher is closing): the others are granted all the same
            }
        }
    }

    private void add(Lease lease, long bytes) {
        lease.held += bytes;
        used += bytes;
        peak = Math.max(peak, used);
    }

    /** The lease's bytes, all or some, are given back (guarded by this). */
    private void release(Lease lease, long bytes) {
        lease.held -= bytes;
        used -= bytes;
    }

    private void forget(Lease lease) {
        open.remove(lease);
        used -= lease.held;
        claims -= lease.claim;
        lease.held = 0;
        if (lease.claim == maxClaim) {
            recomputeMaxClaim();
        }
    }

    private void recomputeMaxClaim() {
        maxClaim = 0;
        for (Lease l : open) {
            maxClaim = Math.max(maxClaim, l.claim);
        }
    }

    /**
     * What one exchange holds of the budget. Grows as its bytes arrive, shrinks when copies are dropped, closes when
     * its body is handed on or given up: closing is idempotent and withdraws its waiting requests.
     */
    public final class Lease implements AutoCloseable {
        /** The most it may hold; lowered to what it holds once its bytes are final. Guarded by the budget. */
        private long claim;
        private long held;
        private boolean closed;

        private Lease(long claim) {
            this.claim = claim;
        }

        /** Takes {@code bytes} more if there is room now; never waits. */
        public boolean tryGrow(long bytes) {
            synchronized (ByteBudget.this) {
                check(bytes);
                if (closed || !safe(this, bytes)) {
                    return false;
                }
                add(this, bytes);
                return true;
            }
        }

        /** Takes {@code bytes} more: at once if there is room, else when there is. Fails if the lease is closed first. */
        public CompletableFuture<Void> grow(long bytes) {
            CompletableFuture<Void> f = new CompletableFuture<>();
            synchronized (ByteBudget.this) {
                check(bytes);
                if (closed) {
                    f.completeExceptionally(new CancellationException("lease closed"));
                    return f;
                }
                if (safe(this, bytes)) {
                    ByteBudget.this.add(this, bytes);
                } else {
                    enqueue(new Request(this, bytes, false, f));
                    return f;
                }
            }
            f.complete(null);
            return f;
        }

        /**
         * Counts {@code bytes} already in memory that no grant covered (a client delivering a little past the window
         * it was given), so that the budget knows what is really held; within the claim.
         */
        public void force(long bytes) {
            synchronized (ByteBudget.this) {
                if (closed || bytes <= 0) {
                    return;
                }
                long over = held + bytes - claim;
                if (over > 0) {
                    claim += over;
                    claims += over;
                    maxClaim = Math.max(maxClaim, claim);
                }
                ByteBudget.this.add(this, bytes);
                forced += bytes;
            }
        }

        /** Gives back all but {@code bytes} (a copy dropped, a buffer trimmed). */
        public void shrinkTo(long bytes) {
            synchronized (ByteBudget.this) {
                if (closed || bytes >= held) {
                    return;
                }
                release(this, held - bytes);
            }
            pump();
        }

        /** Its bytes are final: it asks for no more, so the room it might have needed is free for others. */
        public void settle() {
            synchronized (ByteBudget.this) {
                if (closed) {
                    return;
                }
                claims -= claim - held;
                boolean wasLargest = claim == maxClaim;
                claim = held;
                if (wasLargest) {
                    recomputeMaxClaim();
                }
            }
            pump();
        }

        public long held() {
            synchronized (ByteBudget.this) {
                return held;
            }
        }

        public boolean closed() {
            synchronized (ByteBudget.this) {
                return closed;
            }
        }

        @Override
        public void close() {
            List<Request> withdrawn = new ArrayList<>();
            synchronized (ByteBudget.this) {
                if (closed) {
                    return;
                }
                closed = true;
                forget(this);
                for (Iterator<Request> it = waiting.iterator(); it.hasNext(); ) {
                    Request r = it.next();
                    if (r.lease == this) {
                        withdrawn.add(r);
                        it.remove();
                    }
                }
            }
            for (Request r : withdrawn) {
                r.done.completeExceptionally(new CancellationException("lease closed"));
            }
            pump();
        }

        private void check(long bytes) {
            if (bytes < 0 || held + bytes > claim) {
                throw new IllegalArgumentException("a lease holding " + held + " of its claim " + claim
                        + " cannot take " + bytes + " more");
            }
        }
    }
}
