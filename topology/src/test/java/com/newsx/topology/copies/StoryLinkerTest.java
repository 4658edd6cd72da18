package com.newsx.topology.copies;

import com.newsx.extractor.dedup.CopyDetection;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.newsx.topology.copies.CopiesFixtures.COPY;
import static com.newsx.topology.copies.CopiesFixtures.OTHER;
import static com.newsx.topology.copies.CopiesFixtures.SETTINGS;
import static com.newsx.topology.copies.CopiesFixtures.STORY;
import static com.newsx.topology.copies.CopiesFixtures.article;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StoryLinkerTest {
    private static final StoryDecision.Link ORIGINAL_A = new StoryDecision.Link(null, "a");

    @Test
    void aCopyOnAnotherSiteIsADuplicateOfTheFirstAndSharesItsStory() {
        // the index has refreshed nothing yet: the linker's memory of what it decided must find the copy
        StoryLinker linker = new StoryLinker(SETTINGS);
        CopyArticle a = article("a", STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z");
        assertEquals(List.of(ORIGINAL_A), linker.decide(List.of(a), List.of(List.of())));
        CopyArticle b = article("b", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z");
        CopyArticle c = article("c", OTHER, "2026-11-24T09:30:00Z", "2026-11-24T09:31:00Z");
        assertEquals(List.of(new StoryDecision.Link("a", "a"), new StoryDecision.Link(null, "c")),
                linker.decide(List.of(b, c), List.of(List.of(), List.of())));
    }

    @Test
    void copiesInOneBatchLinkToTheOnePublishedFirstWhateverTheirOrderInTheBatch() {
        StoryLinker linker = new StoryLinker(SETTINGS);
        CopyArticle late = article("late", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z");
        CopyArticle other = article("other", OTHER, "2026-11-24T07:00:00Z", "2026-11-24T09:02:00Z");
        CopyArticle early = article("early", STORY, "2026-11-24T08:00:00Z", "2026-11-24T09:03:00Z");
        assertEquals(List.of(new StoryDecision.Link("early", "early"), new StoryDecision.Link(null, "other"),
                        new StoryDecision.Link(null, "early")),
                linker.decide(List.of(late, other, early), List.of(List.of(), List.of(), List.of())));
    }

    @Test
    void inOneBatchATieOnPublicationGoesToTheOneFetchedFirstAndAnUndatedCopyFollowsTheDatedOne() {
        StoryLinker linker = new StoryLinker(SETTINGS);
        CopyArticle second = article("x2", COPY, "2026-11-24T08:00:00Z", "2026-11-24T09:05:00Z");
        CopyArticle undated = article("x0", STORY, null, "2026-11-24T08:30:00Z");
        CopyArticle first = article("x3", STORY, "2026-11-24T08:00:00Z", "2026-11-24T09:00:00Z");
        assertEquals(List.of(new StoryDecision.Link("x3", "x3"), new StoryDecision.Link("x3", "x3"),
                        new StoryDecision.Link(null, "x3")),
                linker.decide(List.of(second, undated, first), List.of(List.of(), List.of(), List.of())));
    }

    @Test
    void anIndexedCopyPublishedEarlierIsTheOriginalAndItsStoryIsKept() {
        StoryLinker linker = new StoryLinker(SETTINGS);
        var fp = CopyDetection.DEFAULTS.fingerprint(STORY);
        Candidate indexed = new Candidate("old", fp, "2026-11-23T07:00:00Z", "2026-11-23T07:01:00Z", "older", "s1");
        CopyArticle b = article("b", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z");
        CopyArticle c = article("c", STORY, "2026-11-24T10:00:00Z", "2026-11-24T10:01:00Z");
        // b found the indexed one; c, in the same batch, is found by nothing in the index but b in memory
        assertEquals(List.of(new StoryDecision.Link("older", "s1"), new StoryDecision.Link("older", "s1")),
                linker.decide(List.of(b, c), List.of(List.of(indexed), List.of())));
    }

    @Test
    void theCopyPublishedFirstIsTheOriginalAndTiesGoToTheOneFetchedFirst() {
        StoryDecision d = new StoryDecision(CopyDetection.DEFAULTS);
        var fp = CopyDetection.DEFAULTS.fingerprint(STORY);
        Candidate early = new Candidate("early", fp, "2026-11-24T07:00:00Z", "2026-11-24T10:00:00Z", null, "s1");
        Candidate late = new Candidate("late", fp, "2026-11-24T08:00:00Z", "2026-11-24T08:01:00Z", "early", "s1");
        Candidate self = new Candidate("new", fp, "2026-11-24T09:00:00Z", "2026-11-24T09:00:00Z", null, null);
        assertEquals(new StoryDecision.Link("early", "s1"), d.decide(self, List.of(late, early)));
        // published before every copy found: an original, in their story
        Candidate earliest = new Candidate("new", fp, "2026-11-24T06:00:00Z", "2026-11-24T11:00:00Z", null, null);
        assertEquals(new StoryDecision.Link(null, "s1"), d.decide(earliest, List.of(late, early)));
        // same publish time: fetched first wins
        Candidate tie = new Candidate("tie", fp, "2026-11-24T07:00:00Z", "2026-11-24T10:30:00Z", null, null);
        assertEquals(new StoryDecision.Link("early", "s1"), d.decide(tie, List.of(early)));
        // a different story is no candidate
        Candidate other = new Candidate("o", CopyDetection.DEFAULTS.fingerprint(OTHER), "2026-11-24T01:00:00Z",
                "2026-11-24T01:00:00Z", null, "o");
        assertEquals(new StoryDecision.Link(null, "new"), d.decide(self, List.of(other)));
    }

    @Test
    void theMemoryForgetsTheOldestBeyondItsCapacity() {
        StoryLinker linker = new StoryLinker(new com.newsx.topology.config.CopySettings(true, CopyDetection.DEFAULTS, 20, 1));
        linker.decide(List.of(article("a", STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:00:00Z")), List.of(List.of()));
        linker.decide(List.of(article("c", OTHER, "2026-11-24T08:10:00Z", "2026-11-24T08:10:00Z")), List.of(List.of()));
        // a is forgotten and not refreshed in the index: the copy starts its own story
        assertEquals(List.of(new StoryDecision.Link(null, "b")), linker.decide(
                List.of(article("b", COPY, "2026-11-24T09:00:00Z", "2026-11-24T09:00:00Z")), List.of(List.of())));
    }

    @Test
    void aBodyTooShortToMatchIsItsOwnStory() {
        StoryLinker linker = new StoryLinker(SETTINGS);
        CopyArticle brief = article("s", "Markets rose.", "2026-11-24T08:00:00Z", "2026-11-24T08:00:00Z");
        assertEquals(List.of(), brief.bands());
        assertEquals(List.of(new StoryDecision.Link(null, "s")), linker.decide(List.of(brief), List.of(List.of())));
    }

    /** Words drawn from a vocabulary too large to repeat a shingle by chance, from {@code seed}. */
    private static String words(long seed, int n) {
        java.util.Random r = new java.util.Random(seed);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append("w").append(r.nextInt(1_000_000)).append(i % 12 == 11 ? ". " : " ");
        }
        return b.toString();
    }

    @Test
    void keysThatThreeStoriesHoldAreNotAskedOfTheIndexNorFollowedInMemory() {
        StoryLinker linker = new StoryLinker(new com.newsx.topology.config.CopySettings(true, CopyDetection.DEFAULTS,
                20, 100, 3));
        String stock = words(7, 300); // a long formula every story of a site repeats
        List<CopyArticle> three = List.of(article("a", stock + words(1, 300), "2026-11-24T08:00:00Z", "2026-11-24T08:00:00Z"),
                article("b", stock + words(2, 300), "2026-11-24T08:01:00Z", "2026-11-24T08:01:00Z"),
                article("c", stock + words(3, 300), "2026-11-24T08:02:00Z", "2026-11-24T08:02:00Z"));
        for (CopyArticle x : three) {
            assertEquals(new StoryDecision.Link(null, x.id()), linker.decide(List.of(x), List.of(List.of())).get(0),
                    "each its own story: they share the formula, not the story");
        }
        CopyArticle d = article("d", stock + words(4, 300), "2026-11-24T08:03:00Z", "2026-11-24T08:03:00Z");
        List<String> expected = d.bands().stream()
                .filter(k -> three.stream().filter(x -> x.bands().contains(k)).count() < 3).toList();
        assertTrue(expected.size() < d.bands().size(), "the formula gives the three stories common keys");
        assertEquals(expected, linker.lookupBands(d));
        assertEquals(new StoryDecision.Link(null, "d"), linker.decide(List.of(d), List.of(List.of())).get(0));
        // 0 asks every key
        StoryLinker all = new StoryLinker(new com.newsx.topology.config.CopySettings(true, CopyDetection.DEFAULTS, 20, 100, 0));
        for (CopyArticle x : three) {
            all.decide(List.of(x), List.of(List.of()));
        }
        assertEquals(d.bands(), all.lookupBands(d));
    }
}
