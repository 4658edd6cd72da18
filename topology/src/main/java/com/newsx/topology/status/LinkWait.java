package com.newsx.topology.status;

import com.newsx.topology.storm.PageLinks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * A final outcome is written only once its page's links are stored ({@link PageLinks}): the status the last of the
 * two halves allows. While they are in flight the outcome waits here (its tuple un-acked); stored, it is written;
 * failed - Kafka could not take them - it is not written at all: its tuple fails and the page, still not final, is
 * replayed and deferred as the outage's, then crawled again. A non-final outcome never waits (a replay gets through
 * it anyway) and clears a failure whose outcome never came. An outcome that waits longer than {@code maxWaitMs} (its
 * tuple has timed out by then) fails too. In the normal course Kafka acknowledges a page's links before the page is
 * extracted and indexed, so nothing waits and nothing is read or written more than before.
 *
 * @param <T> the caller's tag (the outcome's tuple)
 */
public final class LinkWait<T> {
    /** What to do with an outcome now. */
    public enum Verdict {
        /** Write it. */
        WRITE,
        /** Keep it: its page's links are in flight ({@link #released} gives it back). */
        WAIT,
        /** Do not write it: its page's links failed (or never came); fail its tuple. */
        FAIL
    }

    /** An outcome that waited, with what to do with it now (WRITE or FAIL). */
    public record Released<T>(T tag, String url, Verdict verdict) {
    }

    private record Waiting<T>(T tag, String url, long since) {
    }

    private final PageLinks links;
    private final long maxWaitMs;
    private final List<Waiting<T>> waiting = new ArrayList<>();
    private long seenSettled = -1;
    private long oldest = Long.MAX_VALUE;

    public LinkWait(PageLinks links, long maxWaitMs) {
        this.links = links;
        this.maxWaitMs = maxWaitMs;
    }

    /** An outcome of {@code url} came in; {@code isFinal}: it would make the URL final. */
    public Verdict offer(String url, boolean isFinal, T tag, long now) {
        PageLinks.State state = links.state(url);
        if (!isFinal) {
            if (state == PageLinks.State.FAILED) {
                links.forget(url); // the page is not final: the failure has done its work
            }
            return Verdict.WRITE;
        }
        switch (state) {
            case PENDING -> {
                waiting.add(new Waiting<>(tag, url, now));
                oldest = Math.min(oldest, now);
                return Verdict.WAIT;
            }
            case FAILED -> {
                links.forget(url);
                return Verdict.FAIL;
            }
            default -> {
                return Verdict.WRITE;
            }
        }
    }

    /**
     * The waiting outcomes whose links settled (or that waited too long), in the order they came. Cheap when
     * nothing settled since the last call. All outcomes of one page get the same verdict.
     */
    public List<Released<T>> released(long now) {
        if (waiting.isEmpty()) {
            return List.of();
        }
        long settled = links.settled();
        if (settled == seenSettled && now - oldest <= maxWaitMs) {
            return List.of();
        }
        seenSettled = settled;
        List<Released<T>> out = new ArrayList<>();
        Map<String, PageLinks.State> states = new HashMap<>();
        long stillOldest = Long.MAX_VALUE;
        for (Iterator<Waiting<T>> it = waiting.iterator(); it.hasNext(); ) {
            Waiting<T> w = it.next();
            PageLinks.State s = states.computeIfAbsent(w.url(), links::state);
            if (s == PageLinks.State.PENDING && now - w.since() <= maxWaitMs) {
                stillOldest = Math.min(stillOldest, w.since());
                continue;
            }
            it.remove();
            out.add(new Released<>(w.tag(), w.url(), s == PageLinks.State.STORED ? Verdict.WRITE : Verdict.FAIL));
        }
        oldest = stillOldest;
        states.forEach((url, s) -> {
            if (s == PageLinks.State.FAILED) {
                links.forget(url);
            }
        });
        return out;
    }

    /** Outcomes waiting for their links. */
    public int waiting() {
        return waiting.size();
    }
}
