package com.newsx.topology.es;

/**
 * Documents kept for another try after their bulk's in-place retries are spent, within a bound of bytes and of
 * time: while the cluster is out, a page already fetched and extracted waits here, its tuple un-acked, instead of
 * failing and being fetched again when Kafka replays it. Only the documents not yet stored wait (a page's stored ones
 * are never written again). A document that finds the hold full, or whose next try would come after its page's
 * {@code maxWaitMs} (counted from when the page reached the step, a share of the tuple's message timeout), is given up
 * and its page fails as it did before the hold. Bolt-thread only: {@link EsBulk} asks it from its bolt's calls.
 */
public final class WriteHold {
    private final long maxBytes;
    private final long maxWaitMs;
    private long bytes;
    private int documents;
    private long given;
    private long kept;

    /** {@code maxBytes} of documents at most (0: no hold); each page waits at most {@code maxWaitMs} since it came. */
    public WriteHold(long maxBytes, long maxWaitMs) {
        this.maxBytes = maxBytes;
        this.maxWaitMs = maxWaitMs;
    }

    /**
     * Whether a document of {@code size} bytes, not held yet, whose page came at {@code since}, may wait for a try at
     * {@code dueAt}; if so its bytes are held until {@link #release}.
     */
    public boolean admit(int size, long since, long dueAt) {
        if (!inTime(since, dueAt) || bytes + size > maxBytes) {
            given++;
            return false;
        }
        bytes += size;
        documents++;
        kept++;
        return true;
    }

    /** Whether a held document may wait for one more try at {@code dueAt}; if not, its bytes are released. */
    public boolean keep(int size, long since, long dueAt) {
        if (inTime(since, dueAt)) {
            return true;
        }
        release(size);
        given++;
        return false;
    }

    /** A held document's outcome came (stored, refused, or given up). */
    public void release(int size) {
        bytes -= size;
        documents--;
    }

    private boolean inTime(long since, long dueAt) {
        return dueAt - since <= maxWaitMs;
    }

    /** Bytes held now. */
    public long bytes() {
        return bytes;
    }

    /** Documents held now. */
    public int documents() {
        return documents;
    }

    /** Documents ever taken into the hold. */
    public long kept() {
        return kept;
    }

    /** Documents the hold could not take or keep (full, or out of time): their pages failed. */
    public long given() {
        return given;
    }
}
