package com.newsx.topology.replay;

import com.newsx.topology.archive.CcNewsLikeWarc;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.storm.Streams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayFeedTest {
    @TempDir
    Path dir;
    private final AtomicLong clock = new AtomicLong(1_800_000_000_000L);

    private ReplayFeed feed(List<Path> files, boolean follow, int maxPending, int maxFailures) {
        ReplaySelection s = new ReplaySelection(List.of(), Long.MIN_VALUE, Long.MAX_VALUE, "", follow);
        return new ReplayFeed(files, s, follow ? 0 : 2, 2_000_000, maxPending, new RetryBackoff(1000, 8000),
                maxFailures, clock::get);
    }

    private static List<ReplayFeed.Emit> drain(ReplayFeed f) {
        List<ReplayFeed.Emit> out = new ArrayList<>();
        for (ReplayFeed.Emit e = f.next(); e != null; e = f.next()) {
            out.add(e);
        }
        return out;
    }

    @Test
    void aCcNewsLikeFilesPagesGoOnAndTheFeedIsFinishedOnceEachIsAcked() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(f), false, 100, 3)) {
            assertEquals(1, feed.filesLeft());
            List<ReplayFeed.Emit> emits = drain(feed);
            assertEquals(List.of(CcNewsLikeWarc.EN, CcNewsLikeWarc.ZH, CcNewsLikeWarc.LIST, CcNewsLikeWarc.H2,
                    CcNewsLikeWarc.CUT), emits.stream().map(ReplayFeed.Emit::url).toList());
            assertEquals(1, feed.otherTypes(), "the image");
            assertEquals(0, feed.filesLeft());
            assertFalse(feed.finished(), "pages still in the topology");
            emits.forEach(e -> feed.acked(e.id()));
            assertTrue(feed.finished());
            assertEquals(5, feed.acked());
            assertEquals(2, feed.counts().broken);
            assertEquals(CcNewsLikeWarc.DAY1.toEpochMilli(),
                    emits.get(0).values().get(Streams.PAGE_FIELDS.fieldIndex("first_seen")), "first seen: the WARC-Date");
            assertEquals(CcNewsLikeWarc.EN, emits.get(0).values().get(Streams.PAGE_FIELDS.fieldIndex("seed")));
        }
    }

    @Test
    void noMoreThanTheMaximumArePendingAtOnce() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(f), false, 2, 3)) {
            ReplayFeed.Emit a = feed.next();
            feed.next();
            assertNull(feed.next(), "two pending: the third waits");
            feed.acked(a.id());
            assertEquals(CcNewsLikeWarc.LIST, feed.next().url());
            assertEquals(2, feed.pending());
        }
    }

    @Test
    void aFailedPageGoesAgainAfterItsBackOffWithTheSameValuesItsVisitStampIncluded() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(f), false, 1, 3)) {
            ReplayFeed.Emit first = feed.next();
            feed.failed(first.id());
            assertNull(feed.next(), "waits its back-off (and holds its place among the pending)");
            clock.addAndGet(999);
            assertNull(feed.next());
            clock.addAndGet(1);
            ReplayFeed.Emit again = feed.next();
            assertEquals(first.id(), again.id());
            assertSame(first.values(), again.values(), "the same visit stamp: a write that landed is not made twice");
            feed.failed(again.id());
            clock.addAndGet(1999);
            assertNull(feed.next(), "the back-off doubles");
            clock.addAndGet(1);
            assertEquals(first.id(), feed.next().id());
            feed.acked(first.id());
            assertEquals(2, feed.failed());
            assertEquals(0, feed.gaveUp());
        }
    }

    @Test
    void aPageThatKeepsFailingIsGivenUpAndSaidSo() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(f), false, 1, 2)) {
            ReplayFeed.Emit e = feed.next();
            feed.failed(e.id());
            clock.addAndGet(1000);
            feed.next();
            feed.failed(e.id());
            assertEquals(1, feed.gaveUp());
            List<String> problems = feed.drainProblems();
            assertEquals(1, problems.size());
            assertTrue(problems.get(0).contains(CcNewsLikeWarc.EN), problems.get(0));
            assertEquals(CcNewsLikeWarc.ZH, feed.next().url(), "the feed goes on");
        }
    }

    @Test
    void eachPageIsANewVisitStampedLaterThanTheLast() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(f), false, 100, 3)) {
            List<ReplayFeed.Emit> emits = drain(feed); // all read in the same millisecond
            int visit = Streams.PAGE_FIELDS.fieldIndex("visit");
            for (int i = 1; i < emits.size(); i++) {
                assertEquals((Long) emits.get(i - 1).values().get(visit) + 1, emits.get(i).values().get(visit));
            }
            assertEquals(clock.get(), emits.get(0).values().get(visit));
        }
    }

    @Test
    void anUnreadableFileIsSaidAndTheOthersAreRead() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(dir.resolve("gone.warc.gz"), f), false, 100, 3)) {
            assertEquals(5, drain(feed).size());
            assertEquals(1, feed.counts().unreadableFiles);
            assertTrue(feed.drainProblems().get(0).contains("gone.warc.gz"));
        }
    }

    @Test
    void followingLinksTakesPagesAsSeedsAtDepthZero() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("cc.warc.gz"));
        try (ReplayFeed feed = feed(List.of(f), true, 100, 3)) {
            ReplayFeed.Emit e = feed.next();
            assertEquals(0, e.values().get(Streams.PAGE_FIELDS.fieldIndex("depth")));
        }
    }
}
