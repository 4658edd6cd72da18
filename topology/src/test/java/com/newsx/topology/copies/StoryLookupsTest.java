package com.newsx.topology.copies;

import org.junit.jupiter.api.Test;

import com.newsx.topology.es.WriteHold;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import static com.newsx.topology.copies.CopiesFixtures.COPY;
import static com.newsx.topology.copies.CopiesFixtures.OTHER;
import static com.newsx.topology.copies.CopiesFixtures.SETTINGS;
import static com.newsx.topology.copies.CopiesFixtures.STORY;
import static com.newsx.topology.copies.CopiesFixtures.json;
import static com.newsx.topology.copies.CopiesFixtures.parsed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StoryLookupsTest {
    /** A source whose lookups the test answers by hand; it records each request. */
    private static final class HeldSource implements CandidateSource {
        final List<List<Lookup>> requests = new ArrayList<>();
        final List<CompletableFuture<List<Found>>> answers = new ArrayList<>();

        @Override
        public CompletableFuture<List<Found>> find(List<Lookup> queries) {
            requests.add(queries);
            CompletableFuture<List<Found>> f = new CompletableFuture<>();
            answers.add(f);
            return f;
        }

        /** Answers request {@code i}: nothing found for any of its articles. */
        void nothing(int i) {
            answers.get(i).complete(Collections.nCopies(requests.get(i).size(), Found.of(List.of())));
        }

        /** Answers request {@code i} with these answers, one per lookup. */
        void answer(int i, List<Found> found) {
            answers.get(i).complete(found);
        }

        void fail(int i) {
            answers.get(i).completeExceptionally(new IOException("connection refused"));
        }

        /** Fails every request not answered yet. */
        void failAll() {
            for (int i = 0; i < answers.size(); i++) {
                if (!answers.get(i).isDone()) {
                    fail(i);
                }
            }
        }

        /** The ids looked up by request {@code i}. */
        List<String> ids(int i) {
            return requests.get(i).stream().map(Lookup::selfId).toList();
        }
    }

    private long now;

    private StoryLookups<String> lookups(CandidateSource source, int maxBatch, int maxInFlight, int retries) {
        return new StoryLookups<>(new StoryLinker(SETTINGS), source, maxBatch, 200, maxInFlight, retries, 500, () -> now);
    }

    /** With the writes' hold: every page came at time 0. */
    private StoryLookups<String> held(CandidateSource source, int maxBatch, int retries, WriteHold hold) {
        return lookups(source, maxBatch, 2, retries).holding(hold, page -> 0L);
    }

    /** Ticks until request {@code n} (counted from 0) has gone, the clock moving 100 ms a tick; the time it went. */
    private long untilRequest(StoryLookups<String> l, HeldSource es, int n) {
        for (int i = 0; i < 1000 && es.requests.size() <= n; i++) {
            l.tick();
            if (es.requests.size() <= n) {
                now += 100;
            }
        }
        assertEquals(n + 1, es.requests.size(), "request " + n + " sent");
        return now;
    }

    private static List<String> tags(List<StoryLookups.Outcome<String>> out) {
        return out.stream().map(StoryLookups.Outcome::tag).toList();
    }

    @Test
    void aBatchIsOneLookupAndCopiesWithinItLinkToTheFirstPublished() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 3, 1, 2);
        l.add("b", json(COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z"), "page-b");
        l.add("c", json(OTHER, "2026-11-24T09:30:00Z", "2026-11-24T09:31:00Z"), "page-c");
        assertEquals(0, es.requests.size(), "a batch waits for maxBatch articles or flushMs");
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        assertEquals(1, es.requests.size());
        assertEquals(List.of("b", "c", "a"), es.requests.get(0).stream().map(CandidateSource.Lookup::selfId).toList());
        assertEquals(List.of(), l.drain(), "nothing is written before its lookup is answered");
        es.nothing(0);
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-b", "page-c", "page-a"), tags(out));
        Map<String, Object> b = parsed(out.get(0).json());
        assertEquals("a", b.get("duplicate_of"));
        assertEquals("a", b.get("story_id"));
        assertEquals("c", parsed(out.get(1).json()).get("story_id"));
        assertFalse(parsed(out.get(2).json()).containsKey("duplicate_of"));
        assertEquals(0, l.waiting());
    }

    @Test
    void aBatchGoesFlushMsAfterItsFirstArticle() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 100, 1, 2);
        now = 1000;
        l.add("a", json(STORY, null, "2026-11-24T08:05:00Z"), "page-a");
        now = 1199;
        l.tick();
        assertEquals(0, es.requests.size());
        now = 1200;
        l.tick();
        assertEquals(1, es.requests.size());
    }

    @Test
    void aLaterBatchWaitsForTheEarlierOneSoItsCopiesFindThemInMemory() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 1, 2, 2);
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        l.add("b", json(COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z"), "page-b");
        assertEquals(2, es.requests.size());
        es.nothing(1);
        assertEquals(List.of(), l.drain());
        es.nothing(0);
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-a", "page-b"), tags(out));
        assertEquals("a", parsed(out.get(1).json()).get("duplicate_of"));
    }

    @Test
    void aFailedLookupIsRetriedAfterItsBackOffAndItsArticlesWaitForIt() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 1, 1, 2);
        now = 0;
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        es.fail(0);
        assertEquals(List.of(), l.drain(), "no article goes out without its decision");
        l.tick(); // schedules the retry 500 ms on
        now = 499;
        l.tick();
        assertEquals(1, es.requests.size());
        now = 500;
        l.tick();
        assertEquals(2, es.requests.size());
        es.nothing(1);
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(1, out.size());
        assertTrue(out.get(0).ok());
        assertEquals("a", parsed(out.get(0).json()).get("story_id"));
    }

    @Test
    void aLookupThatKeepsFailingFailsItsArticlesForAReplayAndTheNextBatchGoesOn() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 1, 2, 1);
        now = 0;
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        l.add("c", json(OTHER, "2026-11-24T09:00:00Z", "2026-11-24T09:05:00Z"), "page-c");
        es.nothing(1);
        es.fail(0);
        l.tick();
        now = 10_000;
        l.tick();
        assertEquals(3, es.requests.size(), "one retry");
        es.fail(2);
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-a", "page-c"), tags(out));
        assertFalse(out.get(0).ok());
        assertEquals(null, out.get(0).json());
        assertTrue(out.get(0).error().contains("connection refused"), out.get(0).error());
        assertTrue(out.get(1).ok());
        assertEquals(1, l.failures());
        assertEquals(0, l.waiting());
    }

    @Test
    void aBatchOfArticlesTooShortToMatchNeedsNoLookup() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 1, 1, 2);
        l.add("s", json("Markets rose.", null, "2026-11-24T08:05:00Z"), "page-s");
        assertEquals(0, es.requests.size());
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals("s", parsed(out.get(0).json()).get("story_id"));
    }

    @Test
    void busyWhileAFullBatchWaitsBehindTheLookupsInFlight() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 2, 1, 2);
        for (int i = 0; i < 3; i++) {
            l.add("o" + i, json(OTHER + " " + i, null, "2026-11-24T08:05:00Z"), "p" + i);
        }
        assertEquals(1, es.requests.size());
        assertFalse(l.busy());
        l.add("o3", json(OTHER + " 3", null, "2026-11-24T08:05:00Z"), "p3");
        assertTrue(l.busy(), "one lookup out, and a full batch waiting");
        es.nothing(0);
        assertEquals(2, l.drain().size());
        assertFalse(l.busy());
        l.tick();
        assertEquals(2, es.requests.size(), "the waiting batch goes once the first is answered");
    }

    @Test
    void aSourceThatIsNotAJsonObjectComesOutUnchanged() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = lookups(es, 1, 1, 2);
        byte[] odd = "[1,2]".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        List<StoryLookups.Outcome<String>> out;
        l.add("x", odd, "page-x");
        out = l.drain();
        assertEquals(1, out.size());
        assertEquals(odd, out.get(0).json());
    }

    @Test
    void aLookupFailingPastItsRetriesIsHeldAndDecidedOnceTheClusterAnswersWithTheLaterBatchBehindIt() {
        HeldSource es = new HeldSource();
        WriteHold hold = new WriteHold(1 << 20, 75_000);
        StoryLookups<String> l = held(es, 1, 2, hold);
        now = 0;
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        l.add("b", json(COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z"), "page-b");
        es.nothing(1); // the copy's batch is answered, but waits behind the original's
        es.fail(0);
        long[] sentAt = new long[6];
        for (int n = 2; n < 6; n++) { // two retries (500 ms, 1 s), then held: every 1 s, the last retry's interval
            sentAt[n] = untilRequest(l, es, n);
            assertEquals(List.of("a"), es.ids(n));
            assertEquals(List.of(), l.drain(), "nothing out while the cluster is away");
            es.fail(n);
        }
        assertEquals(List.of(500L, 1000L, 1000L, 1000L), List.of(sentAt[2], sentAt[3] - sentAt[2],
                sentAt[4] - sentAt[3], sentAt[5] - sentAt[4]), "500 ms, doubling, then held at the last interval");
        assertEquals(1, hold.documents(), "the original's article is in the writes' hold");
        assertEquals(json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z").length, hold.bytes());
        assertEquals(2, l.waiting());
        untilRequest(l, es, 6);
        es.nothing(6);
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-a", "page-b"), tags(out), "each once, in order");
        assertTrue(out.stream().allMatch(StoryLookups.Outcome::ok));
        assertFalse(parsed(out.get(0).json()).containsKey("duplicate_of"));
        assertEquals("a", parsed(out.get(1).json()).get("duplicate_of"), "the copy found the held original");
        assertEquals("a", parsed(out.get(1).json()).get("story_id"));
        assertEquals(0, hold.documents(), "out of the hold once decided");
        assertEquals(0, hold.bytes());
        assertEquals(0, l.failures());
        assertEquals(0, l.waiting());
        assertEquals(List.of(), l.drain());
    }

    @Test
    void aHeldLookupPastItsPagesTimeFailsItsArticlesForAReplay() {
        HeldSource es = new HeldSource();
        WriteHold hold = new WriteHold(1 << 20, 5_000); // a page may wait 5 s since it came
        StoryLookups<String> l = held(es, 1, 1, hold);
        now = 0;
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        List<StoryLookups.Outcome<String>> out = List.of();
        for (int i = 0; i < 200 && out.isEmpty(); i++) {
            es.failAll();
            l.tick();
            out = l.drain();
            if (out.isEmpty()) {
                now += 100;
            }
        }
        assertEquals(1, out.size());
        assertFalse(out.get(0).ok());
        assertFalse(out.get(0).refused(), "an outage: the page is replayed, never recorded as an error");
        assertTrue(out.get(0).error().contains("connection refused"), out.get(0).error());
        assertTrue(now > 4_000 && now <= 5_000, "given up when its next try would come after its page's time: " + now);
        assertTrue(es.requests.size() > 5, "held past its one retry, tried every 500 ms: " + es.requests.size());
        assertEquals(0, hold.documents());
        assertEquals(1, hold.given());
        assertEquals(0, l.waiting());
    }

    @Test
    void withoutRoomInTheHoldAFailingLookupFailsItsArticlesAfterItsRetriesAsBefore() {
        HeldSource es = new HeldSource();
        WriteHold hold = new WriteHold(10, 75_000); // smaller than any article
        StoryLookups<String> l = held(es, 1, 1, hold);
        now = 0;
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        es.fail(0);
        untilRequest(l, es, 1);
        es.fail(1);
        l.tick();
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-a"), tags(out));
        assertFalse(out.get(0).ok());
        assertTrue(out.get(0).error().contains("no room"), out.get(0).error());
        assertEquals(1, hold.given());
        assertEquals(0, hold.bytes());
        now += 60_000;
        l.tick();
        assertEquals(2, es.requests.size(), "not asked again");
    }

    @Test
    void aSearchRefusedForTheArticlesFaultRefusesThatArticleAloneAndTheRestOfItsBatchIsDecided() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = held(es, 3, 2, new WriteHold(1 << 20, 75_000));
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        l.add("b", json(COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z"), "page-b");
        l.add("c", json(OTHER, "2026-11-24T09:30:00Z", "2026-11-24T09:31:00Z"), "page-c");
        es.answer(0, List.of(CandidateSource.Found.refusal("400 too_many_nested_clauses: too many clauses"),
                CandidateSource.Found.of(List.of()), CandidateSource.Found.of(List.of())));
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-a", "page-b", "page-c"), tags(out));
        assertFalse(out.get(0).ok());
        assertTrue(out.get(0).refused(), "the article's fault: its page's error, not a replay");
        assertTrue(out.get(0).error().contains("too_many_nested_clauses"), out.get(0).error());
        Map<String, Object> b = parsed(out.get(1).json());
        assertFalse(b.containsKey("duplicate_of"), "the refused article is not written: no copy of it");
        assertEquals("b", b.get("story_id"));
        assertEquals("c", parsed(out.get(2).json()).get("story_id"));
        now += 60_000;
        l.tick();
        assertEquals(1, es.requests.size(), "a refusal is not asked again");
        assertEquals(0, l.failures());
    }

    @Test
    void aBatchOneOfWhoseSearchesFailedForAnOutageIsAskedAgainWholeAndDecidedTogether() {
        HeldSource es = new HeldSource();
        StoryLookups<String> l = held(es, 2, 2, new WriteHold(1 << 20, 75_000));
        now = 0;
        l.add("b", json(COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z"), "page-b");
        l.add("a", json(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"), "page-a");
        // EsCandidates fails the whole batch when any search fails for an outage (EsCandidatesTest)
        es.fail(0);
        untilRequest(l, es, 1);
        assertEquals(List.of("b", "a"), es.ids(1), "both asked again, the one answered before too");
        es.nothing(1);
        List<StoryLookups.Outcome<String>> out = l.drain();
        assertEquals(List.of("page-b", "page-a"), tags(out));
        assertEquals("a", parsed(out.get(0).json()).get("duplicate_of"));
        assertFalse(parsed(out.get(1).json()).containsKey("duplicate_of"));
    }
}
