package com.newsx.topology.copies;

import org.junit.jupiter.api.Test;

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
        final List<CompletableFuture<List<List<Candidate>>>> answers = new ArrayList<>();

        @Override
        public CompletableFuture<List<List<Candidate>>> find(List<Lookup> queries) {
            requests.add(queries);
            CompletableFuture<List<List<Candidate>>> f = new CompletableFuture<>();
            answers.add(f);
            return f;
        }

        /** Answers request {@code i}: nothing found for any of its articles. */
        void nothing(int i) {
            answers.get(i).complete(Collections.nCopies(requests.get(i).size(), List.of()));
        }

        void fail(int i) {
            answers.get(i).completeExceptionally(new IOException("connection refused"));
        }
    }

    private long now;

    private StoryLookups<String> lookups(CandidateSource source, int maxBatch, int maxInFlight, int retries) {
        return new StoryLookups<>(new StoryLinker(SETTINGS), source, maxBatch, 200, maxInFlight, retries, 500, () -> now);
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
}
