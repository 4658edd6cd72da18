package com.newsx.topology.replay;

import com.newsx.topology.archive.ReplayCounts;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.ReplayedPage;
import com.newsx.topology.archive.WarcReplayReader;
import com.newsx.topology.schedule.RetryBackoff;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.LongSupplier;

/**
 * What a replay's spout task emits, without Storm: its WARC files read in turn ({@link WarcReplayReader}), each page
 * taken ({@link ReplayTypes}) made into the values of the fetch step's page tuple and held until it is acked. A page
 * whose tuple fails (an outage downstream) is emitted again after a back-off, with the same values: its visit stamp
 * is fixed when it is first read, so a write that landed before the failure is refused as already stored rather than
 * written twice. A page that fails {@code maxFailures} times is given up, and said so. The feed is finished when
 * every file is read and every page acked or given up.
 * <p>
 * Each page is a new visit: its stamp is the time it was read (one millisecond past the previous at least), later than
 * the crawl's own visit of the page, so the documents it makes are written over the crawl's as a new version. Its
 * first-seen time (which picks the article's time-based index) is the record's WARC-Date. Its depth is the crawl's
 * limit unless links are followed (then 0, as a seed's), so a page that is not followed is not scheduled as a source.
 */
public final class ReplayFeed implements AutoCloseable {
    /** A page to emit: the message id, the values of the page tuple ({@code Streams.PAGE_FIELDS}), its URL. */
    public record Emit(long id, List<Object> values, String url) {
    }

    /** Records looked at in one call at most when they are skipped: the spout's thread is Storm's. */
    private static final int SKIPS_PER_CALL = 64;

    private static final class Pending {
        final long id;
        final List<Object> values;
        final String url;
        int failures;
        long due;

        Pending(long id, List<Object> values, String url) {
            this.id = id;
            this.values = values;
            this.url = url;
        }

        Emit emit() {
            return new Emit(id, values, url);
        }
    }

    private final List<Path> files;
    private final ReplaySelection selection;
    private final int depth;
    private final long maxBytes;
    private final int maxPending;
    private final RetryBackoff backoff;
    private final int maxFailures;
    private final LongSupplier clock;
    private final Map<Long, Pending> pending = new HashMap<>();
    private final PriorityQueue<Pending> retries = new PriorityQueue<>(Comparator.comparingLong(p -> p.due));
    private final ReplayCounts read = new ReplayCounts();
    private final List<String> problems = new ArrayList<>();
    private WarcReplayReader reader;
    private int nextFile;
    private long nextId;
    private long lastVisit;
    private long acked;
    private long failed;
    private long gaveUp;
    private long otherTypes;

    public ReplayFeed(List<Path> files, ReplaySelection selection, int depth, long maxBytes, int maxPending,
                      RetryBackoff backoff, int maxFailures, LongSupplier clock) {
        this.files = List.copyOf(files);
        this.selection = selection;
        this.depth = depth;
        this.maxBytes = maxBytes;
        this.maxPending = maxPending;
        this.backoff = backoff;
        this.maxFailures = maxFailures;
        this.clock = clock;
    }

    /** What to emit now: a failed page whose back-off is over, else the next page read; null when nothing is due. */
    public Emit next() {
        long now = clock.getAsLong();
        Pending again = retries.peek();
        if (again != null && again.due <= now) {
            return retries.poll().emit();
        }
        if (pending.size() >= maxPending) {
            return null;
        }
        for (int i = 0; i < SKIPS_PER_CALL; i++) {
            ReplayedPage p = read();
            if (p == null) {
                return null;
            }
            if (!ReplayTypes.handedOn(p, selection.follow())) {
                otherTypes++;
                continue;
            }
            long visit = Math.max(now, lastVisit + 1);
            lastVisit = visit;
            Pending q = new Pending(nextId++, values(p, visit), p.url());
            pending.put(q.id, q);
            return q.emit();
        }
        return null;
    }

    /** The page's tuple tree is complete: everything after the fetch step was done for it. */
    public void acked(long id) {
        if (pending.remove(id) != null) {
            acked++;
        }
    }

    /** The page's tuple failed: emitted again after its back-off, or given up after too many failures. */
    public void failed(long id) {
        Pending p = pending.get(id);
        if (p == null) {
            return;
        }
        failed++;
        p.failures++;
        if (p.failures >= maxFailures) {
            pending.remove(id);
            gaveUp++;
            problems.add("replay gave up " + p.url + " after " + p.failures + " failed tries (a service down all"
                    + " along?): replay its file again to take it up");
            return;
        }
        p.due = clock.getAsLong() + backoff.delayMs(p.failures);
        retries.add(p);
    }

    /** Every file read, every page acked or given up. */
    public boolean finished() {
        return reader == null && nextFile >= files.size() && pending.isEmpty();
    }

    /** The records read, and why those that are no page were skipped (over every file read so far). */
    public ReplayCounts counts() {
        ReplayCounts c = new ReplayCounts();
        c.add(read);
        if (reader != null) {
            c.add(reader.counts());
        }
        return c;
    }

    /** Pages emitted and not yet acked (or given up), those waiting to go again among them. */
    public int pending() {
        return pending.size();
    }

    public long acked() {
        return acked;
    }

    public long failed() {
        return failed;
    }

    public long gaveUp() {
        return gaveUp;
    }

    /** Pages of a type the fetch step would not have handed on (or sources, when links are not followed). */
    public long otherTypes() {
        return otherTypes;
    }

    /** Files not read yet, the one being read included. */
    public int filesLeft() {
        return files.size() - nextFile + (reader != null ? 1 : 0);
    }

    /** Troubles to report (a file unreadable, a page given up), since the last call. */
    public List<String> drainProblems() {
        List<String> out = new ArrayList<>(problems);
        problems.clear();
        return out;
    }

    private List<Object> values(ReplayedPage p, long visit) {
        // url, depth, seed, content_type, bytes, etag, last_modified, robots_tag, first_seen, visit, fetched_at (the
        // record's WARC-Date: when the crawl sent the request, so the documents get the crawl's fetch time)
        return Arrays.asList(p.url(), depth, p.url(), p.contentType(), p.body(), p.etag(), p.lastModified(),
                p.robotsTag(), p.date().toEpochMilli(), visit, p.date().toEpochMilli());
    }

    /** The next page of the files, opening each in turn; null when all are read. */
    private ReplayedPage read() {
        while (true) {
            if (reader == null) {
                if (nextFile >= files.size()) {
                    return null;
                }
                Path f = files.get(nextFile++);
                try {
                    reader = new WarcReplayReader(f, selection, maxBytes);
                } catch (IOException e) {
                    read.unreadableFiles++;
                    problems.add("cannot read " + f + ": " + e.getMessage());
                    continue;
                }
            }
            try {
                ReplayedPage p = reader.next();
                if (p != null) {
                    return p;
                }
            } catch (IOException e) {
                read.unreadableFiles++;
                problems.add("reading stopped in " + files.get(nextFile - 1) + ": " + e.getMessage());
            }
            closeReader();
        }
    }

    private void closeReader() {
        read.add(reader.counts());
        try {
            reader.close();
        } catch (IOException ignored) {
            // read only: nothing is lost
        }
        reader = null;
    }

    @Override
    public void close() {
        if (reader != null) {
            closeReader();
        }
    }
}
